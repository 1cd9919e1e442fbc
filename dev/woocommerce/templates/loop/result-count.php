<?php
/**
 * "Showing x–y of z results".
 *
 * @package WooCommerceDouble
 * @version 9.9.0
 */

defined( 'ABSPATH' ) || exit;
?>
<p class="woocommerce-result-count" role="alert" aria-relevant="all" <?php echo ( empty( $orderedby ) || 1 === (int) $total ) ? '' : 'data-is-sorted-by="true"'; ?>>
	<?php
	if ( 1 === (int) $total ) {
		esc_html_e( 'Showing the single result', 'woocommerce' );
	} elseif ( $total <= $per_page || -1 === (int) $per_page ) {
		/* translators: %d: total results */
		printf( esc_html( _n( 'Showing all %d result', 'Showing all %d results', $total, 'woocommerce' ) ), (int) $total );
	} else {
		$tresen_first = ( $per_page * $current ) - $per_page + 1;
		$tresen_last  = min( $total, $per_page * $current );
		/* translators: 1: first result 2: last result 3: total results */
		printf( esc_html( _nx( 'Showing %1$d&ndash;%2$d of %3$d result', 'Showing %1$d&ndash;%2$d of %3$d results', $total, 'with first and last result', 'woocommerce' ) ), (int) $tresen_first, (int) $tresen_last, (int) $total );
	}
	?>
</p>

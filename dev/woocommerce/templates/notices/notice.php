<?php
/**
 * Info notices.
 *
 * @package WooCommerceDouble
 * @version 10.4.0
 */

defined( 'ABSPATH' ) || exit;

if ( ! $notices ) {
	return;
}
foreach ( $notices as $tresen_notice ) : ?>
	<div class="woocommerce-info"<?php echo wc_get_notice_data_attr( $tresen_notice ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?> role="status">
		<?php echo wc_kses_notice( $tresen_notice['notice'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
	</div>
	<?php
endforeach;

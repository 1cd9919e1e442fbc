<?php
/**
 * Error notices.
 *
 * @package WooCommerceDouble
 * @version 8.6.0
 */

defined( 'ABSPATH' ) || exit;

if ( ! $notices ) {
	return;
}
?>
<ul class="woocommerce-error" role="alert">
	<?php foreach ( $notices as $tresen_notice ) : ?>
		<li<?php echo wc_get_notice_data_attr( $tresen_notice ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>>
			<?php echo wc_kses_notice( $tresen_notice['notice'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
		</li>
	<?php endforeach; ?>
</ul>

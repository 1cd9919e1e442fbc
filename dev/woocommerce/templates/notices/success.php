<?php
/**
 * Success notices.
 *
 * @package WooCommerceDouble
 * @version 8.6.0
 */

defined( 'ABSPATH' ) || exit;

if ( ! $notices ) {
	return;
}
foreach ( $notices as $tresen_notice ) : ?>
	<div class="woocommerce-message"<?php echo wc_get_notice_data_attr( $tresen_notice ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?> role="alert" tabindex="-1">
		<?php echo wc_kses_notice( $tresen_notice['notice'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
	</div>
	<?php
endforeach;

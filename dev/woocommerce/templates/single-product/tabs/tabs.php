<?php
/**
 * Product tabs (description, additional information, reviews).
 *
 * @package WooCommerceDouble
 * @version 9.8.0
 */

defined( 'ABSPATH' ) || exit;

$tresen_tabs = apply_filters( 'woocommerce_product_tabs', array() );
if ( empty( $tresen_tabs ) ) {
	return;
}
?>
<div class="woocommerce-tabs wc-tabs-wrapper">
	<ul class="tabs wc-tabs" role="tablist">
		<?php foreach ( $tresen_tabs as $tresen_key => $tresen_tab ) : ?>
			<li class="<?php echo esc_attr( $tresen_key ); ?>_tab" id="tab-title-<?php echo esc_attr( $tresen_key ); ?>" role="presentation">
				<a href="#tab-<?php echo esc_attr( $tresen_key ); ?>" role="tab" aria-controls="tab-<?php echo esc_attr( $tresen_key ); ?>">
					<?php echo wp_kses_post( apply_filters( 'woocommerce_product_' . $tresen_key . '_tab_title', $tresen_tab['title'], $tresen_key ) ); ?>
				</a>
			</li>
		<?php endforeach; ?>
	</ul>
	<?php foreach ( $tresen_tabs as $tresen_key => $tresen_tab ) : ?>
		<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--<?php echo esc_attr( $tresen_key ); ?> panel entry-content wc-tab" id="tab-<?php echo esc_attr( $tresen_key ); ?>" role="tabpanel" aria-labelledby="tab-title-<?php echo esc_attr( $tresen_key ); ?>">
			<?php
			if ( isset( $tresen_tab['callback'] ) ) {
				call_user_func( $tresen_tab['callback'], $tresen_key, $tresen_tab );
			}
			?>
		</div>
	<?php endforeach; ?>
	<?php do_action( 'woocommerce_product_after_tabs' ); ?>
</div>

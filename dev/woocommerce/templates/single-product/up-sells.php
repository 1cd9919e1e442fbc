<?php
/**
 * Upsells.
 *
 * @package WooCommerceDouble
 * @version 9.6.0
 */

defined( 'ABSPATH' ) || exit;

if ( ! $upsells ) {
	return;
}
?>
<section class="up-sells upsells products">
	<?php $tresen_heading = apply_filters( 'woocommerce_product_upsells_heading', __( 'Related products', 'woocommerce' ) ); ?>
	<?php if ( $tresen_heading ) : ?>
		<h2><?php echo esc_html( $tresen_heading ); ?></h2>
	<?php endif; ?>
	<?php woocommerce_product_loop_start(); ?>
	<?php
	foreach ( $upsells as $tresen_upsell ) {
		$GLOBALS['post'] = get_post( $tresen_upsell->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		setup_postdata( $GLOBALS['post'] );
		wc_get_template_part( 'content', 'product' );
	}
	?>
	<?php woocommerce_product_loop_end(); ?>
</section>
<?php
wp_reset_postdata();

<?php
/**
 * Related products.
 *
 * @package WooCommerceDouble
 * @version 10.3.0
 */

defined( 'ABSPATH' ) || exit;

if ( ! $related_products ) {
	return;
}
?>
<section class="related products">
	<?php $tresen_heading = apply_filters( 'woocommerce_product_related_products_heading', __( 'Related products', 'woocommerce' ) ); ?>
	<?php if ( $tresen_heading ) : ?>
		<h2><?php echo esc_html( $tresen_heading ); ?></h2>
	<?php endif; ?>
	<?php woocommerce_product_loop_start(); ?>
	<?php
	foreach ( $related_products as $tresen_related ) {
		$GLOBALS['post'] = get_post( $tresen_related->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		setup_postdata( $GLOBALS['post'] );
		wc_get_template_part( 'content', 'product' );
	}
	?>
	<?php woocommerce_product_loop_end(); ?>
</section>
<?php
wp_reset_postdata();

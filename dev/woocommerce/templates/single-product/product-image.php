<?php
/**
 * Product gallery.
 *
 * @package WooCommerceDouble
 * @version 10.5.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
$tresen_columns   = apply_filters( 'woocommerce_product_thumbnails_columns', 4 );
$tresen_image_id  = (int) $product->get_image_id();
$tresen_classes   = apply_filters(
	'woocommerce_single_product_image_gallery_classes',
	array(
		'woocommerce-product-gallery',
		'woocommerce-product-gallery--' . ( $tresen_image_id ? 'with-images' : 'without-images' ),
		'woocommerce-product-gallery--columns-' . absint( $tresen_columns ),
		'images',
	)
);
?>
<div class="<?php echo esc_attr( implode( ' ', array_map( 'sanitize_html_class', $tresen_classes ) ) ); ?>" data-columns="<?php echo esc_attr( (string) $tresen_columns ); ?>">
	<div class="woocommerce-product-gallery__wrapper">
		<?php
		if ( $tresen_image_id ) {
			$tresen_html = wc_get_gallery_image_html( $tresen_image_id, true );
		} else {
			$tresen_html  = '<div class="woocommerce-product-gallery__image--placeholder">';
			$tresen_html .= sprintf( '<img src="%s" alt="%s" class="wp-post-image" />', esc_url( wc_placeholder_img_src( 'woocommerce_single' ) ), esc_attr__( 'Awaiting product image', 'woocommerce' ) );
			$tresen_html .= '</div>';
		}
		echo apply_filters( 'woocommerce_single_product_image_thumbnail_html', $tresen_html, $tresen_image_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		do_action( 'woocommerce_product_thumbnails' );
		?>
	</div>
</div>

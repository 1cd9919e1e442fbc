<?php
/**
 * Gallery thumbnails.
 *
 * @package WooCommerceDouble
 * @version 9.8.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
foreach ( $product->get_gallery_image_ids() as $tresen_attachment_id ) {
	echo apply_filters( 'woocommerce_single_product_image_thumbnail_html', wc_get_gallery_image_html( $tresen_attachment_id ), $tresen_attachment_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

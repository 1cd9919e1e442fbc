<?php
/**
 * Loop rating.
 *
 * @package WooCommerceDouble
 * @version 3.6.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
if ( wc_review_ratings_enabled() ) {
	echo wc_get_rating_html( $product->get_average_rating() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

<?php
/**
 * Stars of one review.
 *
 * @package WooCommerceDouble
 * @version 3.6.0
 */

defined( 'ABSPATH' ) || exit;

global $comment;
$tresen_rating = intval( get_comment_meta( $comment->comment_ID, 'rating', true ) );
if ( $tresen_rating && wc_review_ratings_enabled() ) {
	echo wc_get_rating_html( $tresen_rating ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

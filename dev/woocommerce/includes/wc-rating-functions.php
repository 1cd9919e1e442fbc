<?php
/**
 * Star rating markup.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * div.star-rating with an accessible label, or '' for no rating.
 *
 * @param float $rating Average rating.
 * @param int   $count  Number of ratings.
 */
function wc_get_rating_html( $rating, $count = 0 ) {
	$html = '';
	if ( 0 < (float) $rating ) {
		/* translators: %s: rating */
		$label = sprintf( __( 'Rated %s out of 5', 'woocommerce' ), $rating );
		$html  = '<div class="star-rating" role="img" aria-label="' . esc_attr( $label ) . '">' . wc_get_star_rating_html( $rating, $count ) . '</div>';
	}
	return apply_filters( 'woocommerce_product_get_rating_html', $html, $rating, $count );
}

/**
 * Inner span of the stars (width in percent) with the text.
 *
 * @param float $rating Rating.
 * @param int   $count  Count.
 */
function wc_get_star_rating_html( $rating, $count = 0 ) {
	$html = '<span style="width:' . ( ( (float) $rating / 5 ) * 100 ) . '%">';
	if ( 0 < $count ) {
		/* translators: 1: rating 2: rating count */
		$html .= sprintf( _n( 'Rated %1$s out of 5 based on %2$s customer rating', 'Rated %1$s out of 5 based on %2$s customer ratings', $count, 'woocommerce' ), '<strong class="rating">' . esc_html( (string) $rating ) . '</strong>', '<span class="rating">' . esc_html( (string) $count ) . '</span>' );
	} else {
		/* translators: %s: rating */
		$html .= sprintf( esc_html__( 'Rated %s out of 5', 'woocommerce' ), '<strong class="rating">' . esc_html( (string) $rating ) . '</strong>' );
	}
	$html .= '</span>';
	return apply_filters( 'woocommerce_get_star_rating_html', $html, $rating, $count );
}

/**
 * Whether a review's author bought the product (never tracked in the double).
 *
 * @param int $comment_id Comment.
 */
function wc_review_is_from_verified_owner( $comment_id ) {
	return (bool) get_comment_meta( $comment_id, 'verified', true );
}

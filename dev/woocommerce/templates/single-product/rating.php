<?php
/**
 * Rating under the title with a link to the reviews.
 *
 * @package WooCommerceDouble
 * @version 3.6.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
if ( ! wc_review_ratings_enabled() ) {
	return;
}
$tresen_rating_count = $product->get_rating_count();
$tresen_review_count = $product->get_review_count();
$tresen_average      = $product->get_average_rating();
if ( $tresen_rating_count > 0 ) :
	?>
	<div class="woocommerce-product-rating">
		<?php echo wc_get_rating_html( $tresen_average, $tresen_rating_count ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
		<?php if ( comments_open() ) : ?>
			<?php /* translators: %s: review count */ ?>
			<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<?php printf( esc_html( _n( '%s customer review', '%s customer reviews', $tresen_review_count, 'woocommerce' ) ), '<span class="count">' . esc_html( (string) $tresen_review_count ) . '</span>' ); ?>)</a>
		<?php endif; ?>
	</div>
	<?php
endif;

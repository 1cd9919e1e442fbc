<?php
/**
 * Reviews tab: list and form with the required star rating (select#rating).
 *
 * @package WooCommerceDouble
 * @version 9.7.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
if ( ! comments_open() ) {
	return;
}
?>
<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">
			<?php
			$tresen_count = $product->get_review_count();
			if ( $tresen_count && wc_review_ratings_enabled() ) {
				/* translators: 1: reviews count 2: product name */
				printf( esc_html( _n( '%1$s review for %2$s', '%1$s reviews for %2$s', $tresen_count, 'woocommerce' ) ), esc_html( (string) $tresen_count ), '<span>' . esc_html( get_the_title() ) . '</span>' );
			} else {
				esc_html_e( 'Reviews', 'woocommerce' );
			}
			?>
		</h2>
		<?php if ( have_comments() ) : ?>
			<ol class="commentlist">
				<?php wp_list_comments( apply_filters( 'woocommerce_product_review_list_args', array( 'callback' => 'woocommerce_comments' ) ) ); ?>
			</ol>
			<?php
			if ( get_comment_pages_count() > 1 && get_option( 'page_comments' ) ) {
				echo '<nav class="woocommerce-pagination">';
				paginate_comments_links( array( 'prev_text' => is_rtl() ? '&rarr;' : '&larr;', 'next_text' => is_rtl() ? '&larr;' : '&rarr;', 'type' => 'list' ) );
				echo '</nav>';
			}
			?>
		<?php else : ?>
			<p class="woocommerce-noreviews"><?php esc_html_e( 'There are no reviews yet.', 'woocommerce' ); ?></p>
		<?php endif; ?>
	</div>

	<div id="review_form_wrapper">
		<div id="review_form">
			<?php
			$tresen_commenter = wp_get_current_commenter();
			$tresen_fields    = array();
			foreach ( array(
				'author' => array( __( 'Name', 'woocommerce' ), 'text', 'name' ),
				'email'  => array( __( 'Email', 'woocommerce' ), 'email', 'email' ),
			) as $tresen_key => $tresen_field ) {
				$tresen_fields[ $tresen_key ] = '<p class="comment-form-' . esc_attr( $tresen_key ) . '"><label for="' . esc_attr( $tresen_key ) . '">' . esc_html( $tresen_field[0] ) . '&nbsp;<span class="required">*</span></label><input id="' . esc_attr( $tresen_key ) . '" name="' . esc_attr( $tresen_key ) . '" type="' . esc_attr( $tresen_field[1] ) . '" autocomplete="' . esc_attr( $tresen_field[2] ) . '" value="' . esc_attr( $tresen_commenter[ 'comment_author' . ( 'email' === $tresen_key ? '_email' : '' ) ] ) . '" size="30" required /></p>';
			}
			$tresen_rating = '';
			if ( wc_review_ratings_enabled() ) {
				$tresen_rating = '<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">' . esc_html__( 'Your rating', 'woocommerce' ) . ( wc_review_ratings_required() ? '&nbsp;<span class="required">*</span>' : '' ) . '</label><select name="rating" id="rating"' . ( wc_review_ratings_required() ? ' required' : '' ) . '>
					<option value="">' . esc_html__( 'Rate&hellip;', 'woocommerce' ) . '</option>
					<option value="5">' . esc_html__( 'Perfect', 'woocommerce' ) . '</option>
					<option value="4">' . esc_html__( 'Good', 'woocommerce' ) . '</option>
					<option value="3">' . esc_html__( 'Average', 'woocommerce' ) . '</option>
					<option value="2">' . esc_html__( 'Not that bad', 'woocommerce' ) . '</option>
					<option value="1">' . esc_html__( 'Very poor', 'woocommerce' ) . '</option>
				</select></div>';
			}
			comment_form(
				apply_filters(
					'woocommerce_product_review_comment_form_args',
					array(
						/* translators: %s is product title */
						'title_reply'         => have_comments() ? esc_html__( 'Add a review', 'woocommerce' ) : sprintf( esc_html__( 'Be the first to review &ldquo;%s&rdquo;', 'woocommerce' ), get_the_title() ),
						/* translators: %s is product title */
						'title_reply_to'      => esc_html__( 'Leave a Reply to %s', 'woocommerce' ),
						'title_reply_before'  => '<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">',
						'title_reply_after'   => '</span>',
						'comment_notes_after' => '',
						'label_submit'        => esc_html__( 'Submit', 'woocommerce' ),
						'logged_in_as'        => '',
						'fields'              => $tresen_fields,
						'comment_field'       => $tresen_rating . '<p class="comment-form-comment"><label for="comment">' . esc_html__( 'Your review', 'woocommerce' ) . '&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>',
					)
				)
			);
			?>
		</div>
	</div>
	<div class="clear"></div>
</div>

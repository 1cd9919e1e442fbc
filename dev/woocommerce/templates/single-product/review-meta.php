<?php
/**
 * Author and date of one review.
 *
 * @package WooCommerceDouble
 * @version 3.4.0
 */

defined( 'ABSPATH' ) || exit;

global $comment;
if ( '0' === $comment->comment_approved ) : ?>
	<p class="meta"><em class="woocommerce-review__awaiting-approval"><?php esc_html_e( 'Your review is awaiting approval', 'woocommerce' ); ?></em></p>
<?php else : ?>
	<p class="meta">
		<strong class="woocommerce-review__author"><?php comment_author(); ?></strong>
		<span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="<?php echo esc_attr( get_comment_date( 'c' ) ); ?>"><?php echo esc_html( get_comment_date( wc_date_format() ) ); ?></time>
	</p>
	<?php
endif;

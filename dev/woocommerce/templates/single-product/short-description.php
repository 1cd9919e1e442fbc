<?php
/**
 * Short description.
 *
 * @package WooCommerceDouble
 * @version 3.3.0
 */

defined( 'ABSPATH' ) || exit;

global $post;
$tresen_short = apply_filters( 'woocommerce_short_description', $post->post_excerpt );
if ( ! $tresen_short ) {
	return;
}
?>
<div class="woocommerce-product-details__short-description">
	<?php echo wp_kses_post( wpautop( $tresen_short ) ); ?>
</div>

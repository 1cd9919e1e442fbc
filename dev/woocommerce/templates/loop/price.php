<?php
/**
 * Loop price.
 *
 * @package WooCommerceDouble
 * @version 1.6.4
 */

defined( 'ABSPATH' ) || exit;

global $product;
$tresen_price_html = $product->get_price_html();
if ( $tresen_price_html ) :
	?>
	<span class="price"><?php echo $tresen_price_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?></span>
	<?php
endif;

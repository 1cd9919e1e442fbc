<?php
/**
 * Additional information tab.
 *
 * @package WooCommerceDouble
 * @version 3.0.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
$tresen_heading = apply_filters( 'woocommerce_product_additional_information_heading', __( 'Additional information', 'woocommerce' ) );
if ( $tresen_heading ) :
	?>
	<h2><?php echo esc_html( $tresen_heading ); ?></h2>
	<?php
endif;
do_action( 'woocommerce_product_additional_information', $product );

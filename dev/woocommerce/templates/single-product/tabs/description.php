<?php
/**
 * Description tab.
 *
 * @package WooCommerceDouble
 * @version 2.0.0
 */

defined( 'ABSPATH' ) || exit;

$tresen_heading = apply_filters( 'woocommerce_product_description_heading', __( 'Description', 'woocommerce' ) );
if ( $tresen_heading ) :
	?>
	<h2><?php echo esc_html( $tresen_heading ); ?></h2>
	<?php
endif;
the_content();

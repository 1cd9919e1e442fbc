<?php
/**
 * Start of the product list.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;
?>
<ul class="products columns-<?php echo esc_attr( (string) wc_get_loop_prop( 'columns' ) ); ?>">

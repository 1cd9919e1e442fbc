<?php
/**
 * Start of the product list.
 *
 * @package WooCommerceDouble
 * @version 3.3.0
 */

defined( 'ABSPATH' ) || exit;
?>
<ul class="products columns-<?php echo esc_attr( (string) wc_get_loop_prop( 'columns' ) ); ?>">

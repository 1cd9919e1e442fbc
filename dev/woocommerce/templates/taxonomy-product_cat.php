<?php
/**
 * Product category archive (same as the shop archive).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

wc_get_template( 'archive-product.php' );

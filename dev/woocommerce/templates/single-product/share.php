<?php
/**
 * Sharing (a hook for plugins).
 *
 * @package WooCommerceDouble
 * @version 3.5.0
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_share' );

<?php
/**
 * Sharing (a hook for plugins).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_share' );

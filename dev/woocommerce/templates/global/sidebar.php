<?php
/**
 * Shop sidebar.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

get_sidebar( 'shop' );

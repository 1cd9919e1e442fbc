<?php
/**
 * Shop sidebar.
 *
 * @package WooCommerceDouble
 * @version 1.6.4
 */

defined( 'ABSPATH' ) || exit;

get_sidebar( 'shop' );

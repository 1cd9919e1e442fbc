<?php
/**
 * Product title.
 *
 * @package WooCommerceDouble
 * @version 1.6.4
 */

defined( 'ABSPATH' ) || exit;

the_title( '<h1 class="product_title entry-title">', '</h1>' );

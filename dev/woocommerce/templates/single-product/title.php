<?php
/**
 * Product title.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

the_title( '<h1 class="product_title entry-title">', '</h1>' );

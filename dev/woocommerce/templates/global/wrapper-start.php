<?php
/**
 * Content wrapper start.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;
?>
<div id="primary" class="content-area"><main id="main" class="site-main" role="main">

<?php
/**
 * Content wrapper start.
 *
 * @package WooCommerceDouble
 * @version 3.3.0
 */

defined( 'ABSPATH' ) || exit;
?>
<div id="primary" class="content-area"><main id="main" class="site-main" role="main">

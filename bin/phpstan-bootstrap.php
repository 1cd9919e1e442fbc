<?php
/**
 * Constants WordPress and WooCommerce define at runtime, for PHPStan
 * (phpstan.neon.dist). Never loaded by WordPress.
 *
 * @package Tresen
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_PLUGIN_DIR', WP_CONTENT_DIR . '/plugins' );
define( 'WP_LANG_DIR', WP_CONTENT_DIR . '/languages' );
define( 'COOKIEPATH', '/' );
define( 'COOKIEHASH', '' );
define( 'COOKIE_DOMAIN', '' );
define( 'SITECOOKIEPATH', '/' );
define( 'DAY_IN_SECONDS', 86400 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'YEAR_IN_SECONDS', 31536000 );
define( 'WEEK_IN_SECONDS', 604800 );
define( 'MONTH_IN_SECONDS', 2592000 );
define( 'WC_VERSION', '10.5.0' );
define( 'WC_PLUGIN_FILE', __DIR__ . '/woocommerce.php' );

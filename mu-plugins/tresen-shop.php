<?php
/**
 * Plugin Name: Tresen shop configuration
 * Description: Site configuration of the Tresen drinks shop that is not a WooCommerce setting: English route aliases and lean front-end output, scripts that wait for consent (the age notice moved to the tresen-legal plugin).
 * Version:     0.1.0
 * Author:      Tresen
 * License:     GPL-2.0-or-later
 * Text Domain: tresen-shop
 *
 * @package Tresen\Shop
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/tresen-shop/RouteAliases.php';
require_once __DIR__ . '/tresen-shop/LeanFrontend.php';
require_once __DIR__ . '/tresen-shop/ConsentGatedScripts.php';
require_once __DIR__ . '/tresen-shop/PageCache.php';

\Tresen\Shop\RouteAliases::register();
\Tresen\Shop\LeanFrontend::register();
\Tresen\Shop\ConsentGatedScripts::register();
\Tresen\Shop\PageCache::register();

<?php
/**
 * Contract of a storefront feature.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront;

defined( 'ABSPATH' ) || exit;

/**
 * One self-contained part of the storefront: it adds its hooks in register().
 */
interface Feature {

	/**
	 * Adds the feature's hooks. Called once, on plugins_loaded.
	 */
	public function register(): void;
}

<?php
/**
 * Contract of a theme feature.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * One self-contained part of the theme: it adds its hooks in register().
 */
interface Feature {

	/**
	 * Adds the feature's hooks. Called once, when the theme loads.
	 */
	public function register(): void;
}

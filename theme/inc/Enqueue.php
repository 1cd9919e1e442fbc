<?php
/**
 * Styles and scripts of the theme.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the theme's CSS on every page and the small header script,
 * and keeps WooCommerce's own stylesheets away (the theme styles
 * WooCommerce's standard classes itself).
 */
final class Enqueue implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'woocommerce_enqueue_styles', '__return_empty_array' );
		// Classic theme: load a core block's CSS only on pages that render that block.
		add_filter( 'should_load_separate_core_block_assets', '__return_true' );
		add_action( 'wp_head', array( $this, 'print_noscript_styles' ), 99 );
	}

	/**
	 * Enqueues build/theme.css (everywhere) and build/header.js (the off-canvas menu).
	 */
	public function enqueue(): void {
		$assets = Theme::assets();
		if ( null === $assets ) {
			return;
		}
		if ( $assets->exists( 'theme' ) ) {
			// The entry exists for its CSS; its JS is not needed on the page.
			$handle = $assets->register( 'theme' );
			wp_enqueue_style( $handle );
		}
		if ( $assets->exists( 'header' ) ) {
			$assets->enqueue( 'header' );
		}
	}

	/**
	 * Without JavaScript the mobile menu shows inline instead of off-canvas.
	 */
	public function print_noscript_styles(): void {
		echo '<noscript><style>.main-navigation{position:static;visibility:visible;transform:none;box-shadow:none;max-width:none}.menu-toggle,.menu-close{display:none}</style></noscript>' . "\n";
	}
}

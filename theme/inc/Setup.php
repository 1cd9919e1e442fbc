<?php
/**
 * Theme supports, menus, image sizes and translations.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * What the theme tells WordPress and WooCommerce about itself.
 */
final class Setup implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'after_setup_theme', array( $this, 'setup' ) );
	}

	/**
	 * Runs on after_setup_theme.
	 */
	public function setup(): void {
		load_theme_textdomain( Theme::DOMAIN, get_template_directory() . '/languages' );

		$GLOBALS['content_width'] = 760;

		add_theme_support( 'title-tag' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'automatic-feed-links' );
		add_theme_support( 'responsive-embeds' );
		// The header prints the cart link and the mini cart's place: the storefront plugin adds no menu cart.
		add_theme_support( 'tresen-header-cart' );
		add_theme_support( 'html5', array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		add_theme_support(
			'custom-logo',
			array(
				'height'      => 96,
				'width'       => 320,
				'flex-height' => true,
				'flex-width'  => true,
			)
		);
		// Product images: two columns on phones at 2x density need ~400 px; the single image stays below 800 px.
		add_theme_support(
			'woocommerce',
			array(
				'thumbnail_image_width'         => 400,
				'single_image_width'            => 700,
				'gallery_thumbnail_image_width' => 120,
				'product_grid'                  => array(
					'default_rows'    => 4,
					'min_rows'        => 1,
					'max_rows'        => 8,
					'default_columns' => 3,
					'min_columns'     => 2,
					'max_columns'     => 4,
				),
			)
		);

		register_nav_menus(
			array(
				'primary'      => __( 'Main menu', 'tresen' ),
				'footer-legal' => __( 'Legal links (footer)', 'tresen' ),
			)
		);
	}
}

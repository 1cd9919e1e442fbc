<?php
/**
 * The header and site chrome around every page: the header script's
 * settings (dropdown and slide menus, sticky header, back-to-top, wishlist
 * count, login popup), the back-to-top button, and the parts registered
 * here: wishlist count, login, coming-soon banner, count-up numbers and the
 * Instagram feed. Everything printed is the same for every visitor.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Header;

use Tresen\Theme\Feature;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Header feature.
 */
final class SiteHeader implements Feature {

	public const ENTRY = 'header';

	/**
	 * Parts of the feature.
	 *
	 * @var array<int, class-string<Feature>>
	 */
	private const PARTS = array(
		WishlistCount::class,
		Login::class,
		ComingSoon::class,
		CountUp::class,
		Instagram::class,
	);

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		foreach ( self::PARTS as $part ) {
			( new $part() )->register();
		}
		// Right before the footer scripts print: every script of the page is enqueued by then.
		add_action( 'wp_print_footer_scripts', array( $this, 'settings' ), 1 );
		add_action( 'wp_footer', array( $this, 'back_to_top' ), 5 );
	}

	/**
	 * The header script's settings (the same for every visitor).
	 */
	public function settings(): void {
		$assets = Theme::assets();
		if ( null === $assets || ! wp_script_is( $assets->handle( self::ENTRY ), 'enqueued' ) ) {
			return;
		}
		$assets->settings(
			$assets->handle( self::ENTRY ),
			'tresenHeader',
			array(
				'ajaxUrl'        => admin_url( 'admin-ajax.php' ),
				'wishlistAction' => WishlistCount::ACTION,
				'wishlistCookie' => WishlistCount::cookie(),
				/* translators: %d: number of products on the wishlist. */
				'wishlistNone'   => sprintf( _n( '(%d item)', '(%d items)', 0, 'tresen' ), 0 ),
				'publicPath'     => trailingslashit( get_theme_file_uri( 'build' ) ),
				// WordPress's React, loaded when the shopper reaches for the login popup.
				'react'          => Theme::script_chain( array( 'react-jsx-runtime', 'wp-element' ) ),
				'login'          => Login::settings(),
			)
		);
	}

	/**
	 * The back-to-top button (shown by the header script after scrolling).
	 */
	public function back_to_top(): void {
		printf(
			'<button type="button" class="back-to-top" hidden>%1$s<span class="screen-reader-text">%2$s</span></button>', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static SVG and escaped text.
			'<svg class="icon" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 19V5M5 12l7-7 7 7"/></svg>',
			esc_html__( 'Back to top', 'tresen' )
		);
	}
}

<?php
/**
 * WooCommerce's coming-soon footer banner, which WooCommerce prints for the
 * shop's owners while the shop is in coming-soon mode. Its dismiss control
 * is sent by WooCommerce's `woocommerce` script, which the theme replaces;
 * the theme's `coming-soon` script takes over: it makes the control a
 * keyboard-usable, named button and sends the dismissal (`POST` to the
 * banner's REST URL with `woocommerce_meta.coming_soon_banner_dismissed =
 * yes` and the `X-WP-Nonce` header). Its stylesheet replaces WooCommerce's
 * `woocommerce-coming-soon`. Loaded only for owners who still see the banner.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Header;

use Tresen\Theme\Feature;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Coming-soon banner script.
 */
final class ComingSoon implements Feature {

	public const ENTRY = 'coming-soon';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After WooCommerce enqueued its banner style (priority 10).
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
	}

	/**
	 * Whether WooCommerce shows the banner to the current user: coming-soon
	 * mode is on, the user is an administrator or shop manager and has not
	 * dismissed it.
	 */
	public static function banner_shown(): bool {
		$user_id = get_current_user_id();
		if ( ! $user_id || ! Theme::has_woocommerce() || 'yes' !== get_option( 'woocommerce_coming_soon', 'no' ) ) {
			return false;
		}
		// phpcs:ignore WordPress.WP.Capabilities.RoleFound -- WooCommerce shows the banner by these roles.
		if ( ! current_user_can( 'shop_manager' ) && ! current_user_can( 'administrator' ) ) {
			return false;
		}
		$dismissed = get_user_meta( $user_id, 'woocommerce_admin_coming_soon_banner_dismissed', true );
		return ( '' === $dismissed || false === $dismissed ) && 'yes' !== get_user_meta( $user_id, 'woocommerce_coming_soon_banner_dismissed', true );
	}

	/**
	 * Enqueues the banner's script and style in place of WooCommerce's style.
	 */
	public function enqueue(): void {
		if ( is_admin() || ! self::banner_shown() ) {
			return;
		}
		$assets = Theme::assets();
		if ( null === $assets || ! $assets->exists( self::ENTRY ) ) {
			return;
		}
		wp_dequeue_style( 'woocommerce-coming-soon' );
		$assets->enqueue( self::ENTRY );
	}
}

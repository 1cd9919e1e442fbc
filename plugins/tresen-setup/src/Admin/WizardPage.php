<?php
/**
 * WooCommerce → Einrichtung: the guided setup, a React screen
 * (`client/wizard`, built with WordPress's own wp-admin scripts: wp-element,
 * wp-components, wp-api-fetch, wp-data, wp-i18n, declared through the asset
 * file) over the REST routes of `Wizard\Rest`.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Admin;

use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The setup page.
 */
final class WizardPage {

	public const SLUG = 'tresen-setup';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ), 59 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/**
	 * The menu entry under WooCommerce.
	 */
	public static function menu(): void {
		add_submenu_page( 'woocommerce', __( 'Setup', 'tresen-setup' ), __( 'Setup', 'tresen-setup' ), 'manage_woocommerce', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The script and WordPress's component styles, on this page only.
	 *
	 * @param string $hook Screen hook.
	 */
	public static function enqueue( $hook ): void {
		if ( ! is_string( $hook ) || ! str_ends_with( $hook, '_page_' . self::SLUG ) ) {
			return;
		}
		$assets = Assets::for_plugin( TRESEN_SETUP_FILE, 'tresen-setup' );
		$handle = $assets->enqueue( 'wizard' );
		wp_enqueue_style( 'wp-components' );
		$assets->settings(
			$handle,
			'tresenSetupWizard',
			array(
				'checkUrl' => admin_url( 'admin.php?page=' . CheckPage::SLUG ),
			)
		);
	}

	/**
	 * The page: a heading and the React root (a German hint without JavaScript).
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'You may not set up the shop.', 'tresen-setup' ), '', array( 'response' => 403 ) );
		}
		echo '<div class="wrap tresen-setup-wizard"><h1>' . esc_html__( 'Setup', 'tresen-setup' ) . '</h1>';
		echo '<div id="tresen-setup-wizard"><p>' . esc_html__( 'Loading the setup …', 'tresen-setup' ) . '</p></div>';
		echo '<noscript><p>' . esc_html__( 'The setup needs JavaScript. The drink data by category and the Shop-Check also work without it.', 'tresen-setup' ) . '</p></noscript></div>';
	}
}

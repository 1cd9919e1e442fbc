<?php
/**
 * Bootstrap of the setup and shop check plugin.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's features.
 */
final class Plugin {

	public const DOMAIN = 'tresen-setup';

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'load_textdomain' ), 0 );
		Admin\CheckPage::register();
		Check\Preview::register();
		Admin\DashboardWidget::register();
		Admin\CategoryRulesPage::register();
		Admin\WizardPage::register();
		Wizard\LegalPages::register();
		add_action( 'rest_api_init', array( Wizard\Rest::class, 'routes' ) );
		Rules\CategoryRules::register();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Cli::register();
		}
	}

	/**
	 * Whether another plugin of the suite is active (by its main file).
	 *
	 * @param string $slug Plugin folder, e.g. tresen-legal.
	 */
	public static function suite_active( string $slug ): bool {
		$file = $slug . '/' . $slug . '.php';
		if ( in_array( $file, (array) get_option( 'active_plugins', array() ), true ) ) {
			return true;
		}
		$network = (array) get_site_option( 'active_sitewide_plugins', array() );
		return isset( $network[ $file ] );
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_SETUP_FILE ) ) . '/languages' );
	}
}

<?php
/**
 * Plugin Name: Tresen local site helpers
 * Description: Development-only glue for the local shop (never shipped): German WooCommerce strings for real WooCommerce without its language pack, and mail written to a local outbox instead of sendmail.
 *
 * @package Tresen
 */

defined( 'ABSPATH' ) || exit;

/*
 * Real WooCommerce (TRESEN_WC=real) comes without its language pack, which
 * cannot be downloaded here. The double's German catalogue translates
 * WooCommerce's own strings under WooCommerce's msgids, so it serves as a
 * partial pack. A real pack in wp-content/languages/plugins wins.
 */
add_filter(
	'load_textdomain_mofile',
	static function ( string $mofile, string $domain ): string {
		if ( 'woocommerce' !== $domain || is_readable( $mofile ) || ! str_ends_with( $mofile, 'woocommerce-de_DE.mo' ) ) {
			return $mofile;
		}
		// This file is linked into the site from dev/local-site/; the double lives beside it.
		$double = dirname( (string) realpath( __FILE__ ), 2 ) . '/woocommerce/languages/woocommerce-de_DE.mo';
		return is_readable( $double ) ? $double : $mofile;
	},
	10,
	2
);

/*
 * No mail server here: every mail goes to wp-content/outbox/*.json so the
 * developer (and the end-to-end tests) can read what the shop sent.
 * Set TRESEN_MAIL_FAIL=1 in the environment of the server to simulate a
 * broken mail server.
 */
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( null !== $short_circuit ) {
			return $short_circuit;
		}
		if ( getenv( 'TRESEN_MAIL_FAIL' ) || get_option( 'tresen_local_mail_fail' ) ) {
			do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', 'Local outbox is set to fail.', $atts ) );
			return false;
		}
		$dir = WP_CONTENT_DIR . '/outbox';
		wp_mkdir_p( $dir );
		$name = gmdate( 'Ymd-His' ) . '-' . wp_generate_password( 6, false ) . '.json';
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- local development outbox.
		file_put_contents( $dir . '/' . $name, wp_json_encode( $atts, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE ) );
		return true;
	},
	10,
	2
);

/*
 * No WordPress.org here: its update checks (on admin_init, on the update
 * screens, by cron) would each fail and log a PHP warning. The local site
 * never runs them.
 */
remove_action( 'admin_init', '_maybe_update_core' );
remove_action( 'admin_init', '_maybe_update_plugins' );
remove_action( 'admin_init', '_maybe_update_themes' );
remove_action( 'wp_version_check', 'wp_version_check' );
remove_action( 'wp_update_plugins', 'wp_update_plugins' );
remove_action( 'wp_update_themes', 'wp_update_themes' );
remove_action( 'load-plugins.php', 'wp_update_plugins' );
remove_action( 'load-update.php', 'wp_update_plugins' );
remove_action( 'load-update-core.php', 'wp_update_plugins' );
remove_action( 'load-themes.php', 'wp_update_themes' );
remove_action( 'load-update.php', 'wp_update_themes' );
remove_action( 'load-update-core.php', 'wp_update_themes' );
remove_action( 'init', 'wp_schedule_update_checks' );

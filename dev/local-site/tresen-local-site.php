<?php
/**
 * Plugin Name: Tresen local site helpers
 * Description: Development-only glue for the local shop (never shipped): a react-jsx-runtime shim for WordPress below 6.6 and mail written to a local outbox instead of sendmail.
 *
 * @package Tresen
 */

defined( 'ABSPATH' ) || exit;

/*
 * WordPress below 6.6 has no react-jsx-runtime handle, which every
 * @wordpress/scripts build depends on; without it WordPress silently drops
 * our scripts. Register a small shim on top of React, in the local site only.
 */
add_action(
	'wp_default_scripts',
	static function ( WP_Scripts $scripts ): void {
		if ( isset( $scripts->registered['react-jsx-runtime'] ) ) {
			return;
		}
		$scripts->add( 'react-jsx-runtime', false, array( 'react' ) );
		$scripts->add_data(
			'react-jsx-runtime',
			'after',
			array(
				'(function(R){function j(t,p,k){var c=p||{},a={},n;for(n in c){if(n!=="children"){a[n]=c[n];}}if(k!==undefined){a.key=k;}return c.children===undefined?R.createElement(t,a):Array.isArray(c.children)?R.createElement.apply(null,[t,a].concat(c.children)):R.createElement(t,a,c.children);}window.ReactJSXRuntime={jsx:j,jsxs:j,Fragment:R.Fragment};})(window.React);',
			)
		);
	},
	20
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

<?php
/**
 * Starting a loopback stand-in of a payment provider's API
 * (tests/<provider>/standin.mjs) for PHPUnit: what the Stripe and PayPal
 * test helpers share.
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

/**
 * Starts a stand-in as a node child process, reads its address from the
 * first line it prints (`{"url": …}`), stops it when PHP exits, and points
 * the plugin at it through `<PREFIX>_TESTING` and `<PREFIX>_API_BASE`
 * (which the plugins honour only in tests).
 */
final class StandinProcess {

	/**
	 * Starts a stand-in and returns its base URL.
	 *
	 * @param string                $script Path below tests/, e.g. `stripe/standin.mjs`.
	 * @param string                $name   Provider, for error messages.
	 * @param string                $prefix Constant prefix, e.g. `TRESEN_STRIPE`.
	 * @param array<string, string> $env    Environment variables for it (the process's own win).
	 * @throws \RuntimeException When node cannot start it or it prints no address.
	 */
	public static function start( string $script, string $name, string $prefix, array $env = array() ): string {
		$pipes   = array();
		$process = proc_open(
			array( 'node', dirname( __DIR__, 2 ) . '/' . $script ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			getenv() + $env
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( "Could not start the {$name} stand-in (node)." );
		}
		$line = (string) fgets( $pipes[1] );
		$info = json_decode( $line, true );
		if ( ! is_array( $info ) || empty( $info['url'] ) ) {
			throw new \RuntimeException( "The {$name} stand-in did not start: " . $line );
		}
		register_shutdown_function(
			static function () use ( $process, $pipes ) {
				fclose( $pipes[0] );
				proc_terminate( $process );
			}
		);
		// WP_HTTP_BLOCK_EXTERNAL lets requests to "localhost" through (and only those, besides the site's host).
		$url = str_replace( '127.0.0.1', 'localhost', (string) $info['url'] );
		if ( ! defined( $prefix . '_TESTING' ) ) {
			define( $prefix . '_TESTING', true );
		}
		if ( ! defined( $prefix . '_API_BASE' ) ) {
			define( $prefix . '_API_BASE', $url );
		}
		return $url;
	}
}

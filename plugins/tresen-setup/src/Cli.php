<?php
/**
 * `wp tresen check`: the shop check on the command line.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup;

use Tresen\Setup\Check\ShopCheck;

defined( 'ABSPATH' ) || exit;

/**
 * WP-CLI command (registered only when WP_CLI is defined).
 */
final class Cli {

	/**
	 * Registers the command.
	 */
	public static function register(): void {
		if ( class_exists( 'WP_CLI' ) ) {
			self::cli( 'add_command', 'tresen check', array( self::class, 'check' ) );
		}
	}

	/**
	 * Checks the live shop as a guest for the German shop duties.
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : table (default) or json.
	 *
	 * ## EXAMPLES
	 *
	 *     wp tresen check
	 *     wp tresen check --format=json
	 *
	 * @param list<string>          $args  Positional arguments.
	 * @param array<string, string> $assoc Options.
	 */
	public static function check( array $args, array $assoc ): void {
		unset( $args );
		$report = ShopCheck::run();
		if ( 'json' === ( $assoc['format'] ?? 'table' ) ) {
			self::cli( 'line', (string) wp_json_encode( $report, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
		} else {
			if ( '' !== $report['error'] ) {
				self::cli( 'error', $report['error'] );
			}
			foreach ( $report['results'] as $r ) {
				self::cli( 'line', ( $r['met'] ? '✓ ' : '✗ ' ) . $r['title'] );
				if ( ! $r['met'] ) {
					self::cli( 'line', '  ' . $r['message'] );
					foreach ( $r['items'] as $item ) {
						self::cli( 'line', '  – ' . $item );
					}
					if ( '' !== $r['fix_url'] ) {
						/* translators: %s: admin address. */
						self::cli( 'line', '  ' . sprintf( __( 'Fix it here: %s', 'tresen-setup' ), $r['fix_url'] ) );
					}
				}
			}
		}
		/* translators: 1: duties met, 2: all duties, 3: seconds. */
		$summary = sprintf( __( '%1$d of %2$d duties met (%3$s s).', 'tresen-setup' ), $report['met'], $report['total'], number_format_i18n( $report['seconds'], 1 ) );
		if ( '' === $report['error'] && $report['met'] === $report['total'] ) {
			self::cli( 'success', $summary );
			return;
		}
		if ( 'json' !== ( $assoc['format'] ?? 'table' ) ) {
			self::cli( 'warning', $summary );
		}
		self::cli( 'halt', 1 );
	}

	/**
	 * Calls WP-CLI (its class exists only when WP-CLI runs this file).
	 *
	 * @param string $method Static method of WP_CLI.
	 * @param mixed  ...$args Arguments.
	 */
	private static function cli( string $method, ...$args ): void {
		$callback = array( 'WP_CLI', $method );
		if ( is_callable( $callback ) ) {
			call_user_func_array( $callback, $args );
		}
	}
}

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
		if ( class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( 'tresen check', array( self::class, 'check' ) );
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
			\WP_CLI::line( (string) wp_json_encode( $report, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
		} else {
			if ( '' !== $report['error'] ) {
				\WP_CLI::error( $report['error'] );
			}
			foreach ( $report['results'] as $r ) {
				\WP_CLI::line( ( $r['met'] ? '✓ ' : '✗ ' ) . $r['title'] );
				if ( ! $r['met'] ) {
					\WP_CLI::line( '  ' . $r['message'] );
					foreach ( $r['items'] as $item ) {
						\WP_CLI::line( '  – ' . $item );
					}
					if ( '' !== $r['fix_url'] ) {
						/* translators: %s: admin address. */
						\WP_CLI::line( '  ' . sprintf( __( 'Fix it here: %s', 'tresen-setup' ), $r['fix_url'] ) );
					}
				}
			}
		}
		/* translators: 1: duties met, 2: all duties, 3: seconds. */
		$summary = sprintf( __( '%1$d of %2$d duties met (%3$s s).', 'tresen-setup' ), $report['met'], $report['total'], number_format_i18n( $report['seconds'], 1 ) );
		if ( '' === $report['error'] && $report['met'] === $report['total'] ) {
			\WP_CLI::success( $summary );
			return;
		}
		if ( 'json' !== ( $assoc['format'] ?? 'table' ) ) {
			\WP_CLI::warning( $summary );
		}
		\WP_CLI::halt( 1 );
	}
}

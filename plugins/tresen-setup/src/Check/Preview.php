<?php
/**
 * The check's own preview of a shop in WooCommerce's "coming soon" mode.
 *
 * A new WooCommerce shop starts in coming-soon mode: guests see a "coming
 * soon" page instead of the store pages until the owner launches it. The
 * check must still read the pages as guests will see them once live, so each
 * run opens a short-lived preview: a random token, stored only as its hash
 * for five minutes and sent by the check's loopback requests in a header;
 * WooCommerce's `woocommerce_coming_soon_exclude` filter lets exactly those
 * requests through (as WooCommerce's own private link does). The run deletes
 * it when done. Whether the shop is live is reported as a duty of its own
 * (Detectors::store_visible).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * Preview token of one check run.
 */
final class Preview {

	/** Request header the check's fetcher sends. */
	public const HEADER = 'X-Tresen-Shop-Check';

	/** Transient holding the token's hash while a run lasts. */
	private const TRANSIENT = 'tresen_setup_check_preview';

	/**
	 * Adds the filter.
	 */
	public static function register(): void {
		add_filter( 'woocommerce_coming_soon_exclude', array( self::class, 'exclude' ) );
	}

	/**
	 * Starts a preview; returns the token for the fetcher's header.
	 */
	public static function begin(): string {
		$token = wp_generate_password( 40, false, false );
		set_transient( self::TRANSIENT, hash( 'sha256', $token ), 5 * MINUTE_IN_SECONDS );
		return $token;
	}

	/**
	 * Ends the preview.
	 */
	public static function end(): void {
		delete_transient( self::TRANSIENT );
	}

	/**
	 * Whether this request is the check's (the header carries the run's token).
	 */
	public static function is_check_request(): bool {
		$header = 'HTTP_' . strtoupper( str_replace( '-', '_', self::HEADER ) );
		// phpcs:ignore WordPressVIPMinimum.Variables.ServerVariables.UserControlledHeaders -- compared with a stored hash, never printed.
		$sent = isset( $_SERVER[ $header ] ) && is_string( $_SERVER[ $header ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $header ] ) ) : '';
		if ( '' === $sent ) {
			return false;
		}
		$hash = get_transient( self::TRANSIENT );
		return is_string( $hash ) && '' !== $hash && hash_equals( $hash, hash( 'sha256', $sent ) );
	}

	/**
	 * WooCommerce's coming-soon exclusion: true for the check's requests.
	 *
	 * @param mixed $excluded Excluded already.
	 */
	public static function exclude( $excluded ): bool {
		return (bool) $excluded || self::is_check_request();
	}
}

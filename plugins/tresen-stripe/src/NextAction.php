<?php
/**
 * What Stripe asks the shop to do next with an intent (`next_action`).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a PaymentIntent's or SetupIntent's `next_action` in Stripe's shapes
 * (API reference, "next_action"): `redirect_to_url.url` (banks, and 3-D
 * Secure confirmed with a return_url only), `alipay_handle_redirect.url`
 * (Alipay), `use_stripe_sdk` (3-D Secure in the page, confirmed with
 * `use_stripe_sdk=true`), and the vouchers' display details:
 * `multibanco_display_details` (entity, reference, expires_at),
 * `oxxo_display_details` (number, expires_after), `boleto_display_details`
 * (number, expires_at, pdf), each with `hosted_voucher_url`.
 */
final class NextAction {

	/**
	 * The address the shopper is sent to (bank, wallet, 3-D Secure page), or ''.
	 *
	 * @param array<string, mixed> $intent PaymentIntent or SetupIntent.
	 */
	public static function redirect_url( array $intent ): string {
		if ( 'requires_action' !== ( $intent['status'] ?? '' ) || ! is_array( $intent['next_action'] ?? null ) ) {
			return '';
		}
		$next = $intent['next_action'];
		$type = (string) ( $next['type'] ?? '' );
		if ( ! in_array( $type, array( 'redirect_to_url', 'alipay_handle_redirect' ), true ) ) {
			return '';
		}
		$url = is_array( $next[ $type ] ?? null ) ? (string) ( $next[ $type ]['url'] ?? '' ) : '';
		return '' !== $url && in_array( wp_parse_url( $url, PHP_URL_SCHEME ), array( 'https', 'http' ), true ) ? $url : '';
	}

	/**
	 * A voucher's details, or null: the method, its number (Boleto, OXXO) or
	 * reference (Multibanco), the entity (Multibanco), the expiry (Unix time,
	 * 0 when unknown) and Stripe's voucher page.
	 *
	 * @param array<string, mixed> $intent PaymentIntent.
	 * @return array{method: string, number: string, entity: string, expires: int, url: string}|null
	 */
	public static function voucher( array $intent ): ?array {
		$type = is_array( $intent['next_action'] ?? null ) ? (string) ( $intent['next_action']['type'] ?? '' ) : '';
		if ( ! preg_match( '/^([a-z0-9]+)_display_details$/', $type, $m ) ) {
			return null;
		}
		$details = $intent['next_action'][ $type ] ?? null;
		if ( ! is_array( $details ) ) {
			return null;
		}
		return array(
			'method'  => $m[1],
			'number'  => sanitize_text_field( (string) ( $details['reference'] ?? $details['number'] ?? '' ) ),
			'entity'  => sanitize_text_field( (string) ( $details['entity'] ?? '' ) ),
			// OXXO names it expires_after, Multibanco and Boleto expires_at.
			'expires' => (int) ( $details['expires_after'] ?? $details['expires_at'] ?? 0 ),
			'url'     => esc_url_raw( (string) ( $details['hosted_voucher_url'] ?? '' ) ),
		);
	}

	/**
	 * A date and time as a German shopper reads it (30.11.2026, 14:05), in the shop's time zone.
	 *
	 * @param int $timestamp Unix time.
	 */
	public static function german_date( int $timestamp ): string {
		return sprintf(
			/* translators: 1: date (30.11.2026), 2: time (14:05). */
			__( '%1$s, %2$s o’clock', 'tresen-stripe' ),
			(string) wp_date( 'd.m.Y', $timestamp ),
			(string) wp_date( 'H:i', $timestamp )
		);
	}
}

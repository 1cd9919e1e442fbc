<?php
/**
 * Step 6 of the Einrichtung, "Einwilligung & Marketing": the consent
 * banner's text and categories (the cookie consent plugin's option
 * `tresen_cookie_consent`, written through that plugin's own sanitizer
 * `Options::sanitize()`, which also raises the policy version when the
 * categories change, so visitors are asked again) and the marketing pixels'
 * ids (the order attribution plugin's option `tresen_marketing_pixels`, in
 * the formats its `Pixels::ids()` accepts). German errors per field.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

use Tresen\Setup\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Consent and marketing.
 */
final class Consent {

	public const STEP = 'consent';

	/** The consent plugin's option. */
	public const CONSENT_OPTION = 'tresen_cookie_consent';

	/** The order attribution plugin's option. */
	public const PIXELS_OPTION = 'tresen_marketing_pixels';

	/** Categories the owner may switch off ("necessary" is always on). */
	private const OPTIONAL = array( 'functional', 'analytics', 'marketing', 'others' );

	/** Pixel id => its format (as the order attribution plugin checks it). */
	private const PIXELS = array(
		'meta_pixel_id'    => '/^[0-9]{10,20}$/',
		'pinterest_tag_id' => '/^[0-9]{10,20}$/',
		'paypal_tag_id'    => '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/',
	);

	/** Whether the consent plugin is active and offers its settings API. */
	private static function consent_active(): bool {
		return Plugin::suite_active( 'tresen-cookie-consent' ) && class_exists( \Tresen\CookieConsent\Options::class );
	}

	/** Whether the order attribution plugin (the pixels) is active. */
	private static function pixels_active(): bool {
		return Plugin::suite_active( 'tresen-order-attribution' );
	}

	/**
	 * What the step shows.
	 *
	 * @return array{consent: array{active: bool, banner_text: string, categories: array<int, array{slug: string, enabled: bool, name: string, description: string}>}, pixels: array{active: bool, ids: array<string, string>}}
	 */
	public static function state(): array {
		$categories = array();
		$banner     = '';
		if ( self::consent_active() ) {
			$settings = \Tresen\CookieConsent\Options::get();
			$banner   = (string) $settings['banner_text'];
			foreach ( (array) $settings['categories'] as $slug => $category ) {
				$categories[] = array(
					'slug'        => (string) $slug,
					'enabled'     => ! empty( $category['enabled'] ),
					'name'        => (string) $category['name'],
					'description' => (string) $category['description'],
				);
			}
		}
		$saved = get_option( self::PIXELS_OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		$ids   = array();
		foreach ( self::PIXELS as $key => $pattern ) {
			$value       = isset( $saved[ $key ] ) && is_string( $saved[ $key ] ) ? $saved[ $key ] : '';
			$ids[ $key ] = preg_match( $pattern, $value ) ? $value : '';
		}
		return array(
			'consent' => array(
				'active'      => self::consent_active(),
				'banner_text' => $banner,
				'categories'  => $categories,
			),
			'pixels'  => array(
				'active' => self::pixels_active(),
				'ids'    => $ids,
			),
		);
	}

	/**
	 * Validates and saves (nothing while any field has an error).
	 *
	 * @param array<string, mixed> $raw {banner_text, categories: slug => {enabled, name, description}, pixels: key => id}.
	 * @return array{saved: string[]}|\WP_Error
	 */
	public static function apply( array $raw ) {
		$errors = array();
		$input  = null;
		if ( self::consent_active() ) {
			$input = self::consent_input( $raw, $errors );
		}
		$pixels = null;
		if ( self::pixels_active() && isset( $raw['pixels'] ) && is_array( $raw['pixels'] ) ) {
			$pixels = array();
			foreach ( self::PIXELS as $key => $pattern ) {
				$value = isset( $raw['pixels'][ $key ] ) && is_scalar( $raw['pixels'][ $key ] ) ? trim( sanitize_text_field( (string) $raw['pixels'][ $key ] ) ) : '';
				$value = 'paypal_tag_id' === $key ? strtolower( $value ) : (string) preg_replace( '/\s/', '', $value );
				if ( '' !== $value && ! preg_match( $pattern, $value ) ) {
					$errors[ 'pixel_' . $key ] = 'paypal_tag_id' === $key
						? __( 'The PayPal container ID looks like 72c78d11-9fef-11e7-8e06-e965c75268e8 (PayPal → Marketing Solutions).', 'tresen-setup' )
						: ( 'meta_pixel_id' === $key
							? __( 'The Meta Pixel ID is a number of 10 to 20 digits (Meta Events Manager → Data sources), e.g. 1234567890123456.', 'tresen-setup' )
							: __( 'The Pinterest Tag ID is a number of 10 to 20 digits (Pinterest Ads Manager → Conversions), e.g. 2612345678901.', 'tresen-setup' ) );
				}
				$pixels[ $key ] = $value;
			}
		}
		if ( $errors ) {
			return new \WP_Error(
				'tresen_setup_invalid_consent',
				implode( ' ', $errors ),
				array(
					'status' => 400,
					'fields' => $errors,
				)
			);
		}
		$saved = array();
		if ( null !== $input ) {
			// The consent plugin's own sanitizer (the one its settings screen registers); it unslashes as a form post.
			Undo::set_option( self::STEP, self::CONSENT_OPTION, \Tresen\CookieConsent\Options::sanitize( wp_slash( $input ) ) );
			$saved[] = 'consent';
		}
		if ( null !== $pixels ) {
			$stored = get_option( self::PIXELS_OPTION, array() );
			Undo::set_option( self::STEP, self::PIXELS_OPTION, $pixels + ( is_array( $stored ) ? $stored : array() ) );
			$saved[] = 'pixels';
		}
		return array( 'saved' => $saved );
	}

	/**
	 * The consent settings as the consent plugin's settings form posts them
	 * (the wizard's fields over the stored settings), or null when the
	 * request has no consent part.
	 *
	 * @param array<string, mixed>  $raw    Input.
	 * @param array<string, string> $errors Errors per field (added to).
	 * @return array<string, mixed>|null
	 */
	private static function consent_input( array $raw, array &$errors ): ?array {
		if ( ! isset( $raw['banner_text'] ) && ! isset( $raw['categories'] ) ) {
			return null;
		}
		$current = \Tresen\CookieConsent\Options::get();
		$banner  = isset( $raw['banner_text'] ) && is_scalar( $raw['banner_text'] ) ? trim( sanitize_textarea_field( (string) $raw['banner_text'] ) ) : '';
		if ( '' === $banner ) {
			$errors['banner_text'] = __( 'Please enter the banner text: it tells visitors what they agree to.', 'tresen-setup' );
		} elseif ( mb_strlen( $banner ) > 2000 ) {
			$errors['banner_text'] = __( 'The banner text may have at most 2000 characters.', 'tresen-setup' );
		}
		$given = isset( $raw['categories'] ) && is_array( $raw['categories'] ) ? $raw['categories'] : array();
		$input = $current;
		foreach ( (array) $current['categories'] as $slug => $category ) {
			$new  = isset( $given[ $slug ] ) && is_array( $given[ $slug ] ) ? $given[ $slug ] : array();
			$name = array_key_exists( 'name', $new ) && is_scalar( $new['name'] ) ? trim( sanitize_text_field( (string) $new['name'] ) ) : (string) $category['name'];
			if ( '' === $name ) {
				$errors[ 'category_' . $slug ] = __( 'Please enter a name for this category.', 'tresen-setup' );
			} elseif ( mb_strlen( $name ) > 100 ) {
				$errors[ 'category_' . $slug ] = __( 'A category name may have at most 100 characters.', 'tresen-setup' );
			}
			$enabled = ! empty( $category['enabled'] );
			if ( array_key_exists( 'enabled', $new ) && in_array( $slug, self::OPTIONAL, true ) ) {
				$enabled = true === $new['enabled'] || in_array( (string) $new['enabled'], array( '1', 'true', 'yes' ), true );
			}
			$input['categories'][ $slug ] = array(
				'enabled'     => $enabled,
				'name'        => $name,
				'description' => array_key_exists( 'description', $new ) && is_scalar( $new['description'] ) ? (string) $new['description'] : (string) $category['description'],
				'cookies'     => (array) $category['cookies'],
			);
		}
		$input['banner_text'] = $banner;
		return $input;
	}
}

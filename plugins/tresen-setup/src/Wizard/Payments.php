<?php
/**
 * Step 5 of the Einrichtung, "Zahlungen": the Stripe keys, the PayPal app's
 * credentials and the bank transfer (BACS) details, each saved into its
 * gateway's own settings through WooCommerce's settings API
 * (`woocommerce_{id}_settings`, `woocommerce_bacs_accounts`) only after a
 * read-only test: Stripe reads a PaymentIntent that does not exist
 * (Payments\ConnectionTest::stripe()), PayPal issues an OAuth token
 * (ConnectionTest::paypal()), the IBAN passes the mod-97 check. Secrets go
 * back to the browser only masked ("sk_test_…1234").
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

use Tresen\Setup\Payments\ConnectionTest;
use Tresen\Setup\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Payments.
 */
final class Payments {

	public const STEP = 'payments';

	/** The gateways' ids (tresen-stripe's card gateway, tresen-paypal, WooCommerce's bank transfer). */
	public const STRIPE = 'stripe';
	public const PAYPAL = 'ppcp-gateway';
	public const BACS   = 'bacs';

	/** WooCommerce's option with the bank accounts of the BACS gateway. */
	public const BACS_ACCOUNTS = 'woocommerce_bacs_accounts';

	/**
	 * A gateway's saved settings.
	 *
	 * @param string $id Gateway id.
	 * @return array<string, mixed>
	 */
	private static function settings( string $id ): array {
		$settings = get_option( 'woocommerce_' . $id . '_settings', array() );
		return is_array( $settings ) ? $settings : array();
	}

	/**
	 * One saved setting as a trimmed string.
	 *
	 * @param string $id  Gateway id.
	 * @param string $key Setting.
	 */
	private static function setting( string $id, string $key ): string {
		$all = self::settings( $id );
		return isset( $all[ $key ] ) && is_scalar( $all[ $key ] ) ? trim( (string) $all[ $key ] ) : '';
	}

	/**
	 * A secret as the browser may see it: its kind and its last four
	 * characters ("sk_test_…1234", "whsec_…abcd", "…wxyz"), '' when unset.
	 *
	 * @param string $secret Secret.
	 */
	public static function mask( string $secret ): string {
		if ( '' === $secret ) {
			return '';
		}
		$prefix = preg_match( '/^((?:sk|rk|pk)_(?:test|live)_|whsec_)/', $secret, $m ) ? $m[1] : '';
		$rest   = substr( $secret, strlen( $prefix ) );
		return $prefix . '…' . ( strlen( $rest ) >= 12 ? substr( $rest, -4 ) : '' );
	}

	/**
	 * What the step shows: which plugins are active, the saved public values,
	 * the secrets masked.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function state(): array {
		$live     = 'no' === self::setting( self::STRIPE, 'testmode' );
		$sandbox  = 'no' !== self::setting( self::PAYPAL, 'sandbox' );
		$accounts = get_option( self::BACS_ACCOUNTS, array() );
		$account  = is_array( $accounts ) && isset( $accounts[0] ) && is_array( $accounts[0] ) ? $accounts[0] : array();
		$field    = static fn( string $key ): string => isset( $account[ $key ] ) && is_scalar( $account[ $key ] ) ? (string) $account[ $key ] : '';
		return array(
			'stripe' => array(
				'active'          => Plugin::suite_active( 'tresen-stripe' ),
				'enabled'         => 'yes' === self::setting( self::STRIPE, 'enabled' ),
				'mode'            => $live ? 'live' : 'test',
				'publishable_key' => self::setting( self::STRIPE, $live ? 'publishable_key' : 'test_publishable_key' ),
				'secret_key'      => self::mask( self::setting( self::STRIPE, $live ? 'secret_key' : 'test_secret_key' ) ),
				'webhook_secret'  => self::mask( self::setting( self::STRIPE, $live ? 'webhook_secret' : 'test_webhook_secret' ) ),
			),
			'paypal' => array(
				'active'      => Plugin::suite_active( 'tresen-paypal' ),
				'enabled'     => 'yes' === self::setting( self::PAYPAL, 'enabled' ),
				'sandbox'     => $sandbox,
				'client_id'   => self::setting( self::PAYPAL, $sandbox ? 'sandbox_client_id' : 'client_id' ),
				'secret'      => self::mask( self::setting( self::PAYPAL, $sandbox ? 'sandbox_client_secret' : 'client_secret' ) ),
				'webhook_id'  => self::setting( self::PAYPAL, $sandbox ? 'sandbox_webhook_id' : 'webhook_id' ),
				'webhook_url' => ConnectionTest::paypal_webhook_url(),
			),
			'bacs'   => array(
				'enabled'      => 'yes' === self::setting( self::BACS, 'enabled' ),
				'account_name' => $field( 'account_name' ),
				'iban'         => $field( 'iban' ),
				'bic'          => $field( 'bic' ),
				'bank_name'    => $field( 'bank_name' ),
			),
		);
	}

	/**
	 * A text input.
	 *
	 * @param array<string, mixed> $raw Input.
	 * @param string               $key Key.
	 */
	private static function text( array $raw, string $key ): string {
		return isset( $raw[ $key ] ) && is_scalar( $raw[ $key ] ) ? trim( sanitize_text_field( (string) $raw[ $key ] ) ) : '';
	}

	/**
	 * Whether an IBAN passes the ISO 13616 check: country, two check digits,
	 * up to 30 letters and digits, the number mod 97 = 1; a German IBAN has
	 * 22 characters.
	 *
	 * @param string $iban IBAN without spaces, in capitals.
	 */
	public static function iban_valid( string $iban ): bool {
		if ( ! preg_match( '/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/', $iban ) ) {
			return false;
		}
		$lengths = array(
			'DE' => 22,
			'AT' => 20,
			'CH' => 21,
			'NL' => 18,
			'BE' => 16,
			'FR' => 27,
			'LU' => 20,
		);
		$country = substr( $iban, 0, 2 );
		if ( isset( $lengths[ $country ] ) && strlen( $iban ) !== $lengths[ $country ] ) {
			return false;
		}
		$moved  = substr( $iban, 4 ) . substr( $iban, 0, 4 );
		$digits = '';
		foreach ( str_split( $moved ) as $char ) {
			$digits .= ctype_alpha( $char ) ? (string) ( ord( $char ) - 55 ) : $char;
		}
		// Piecewise mod 97: the number is longer than any PHP integer.
		$rest = 0;
		foreach ( str_split( $digits, 7 ) as $chunk ) {
			$rest = (int) ( $rest . $chunk ) % 97;
		}
		return 1 === $rest;
	}

	/**
	 * An IBAN in groups of four ("DE89 3704 0044 0532 0130 00"), as
	 * WooCommerce's bank details show it.
	 *
	 * @param string $iban IBAN without spaces.
	 */
	private static function iban_grouped( string $iban ): string {
		return trim( chunk_split( $iban, 4, ' ' ) );
	}

	/**
	 * Validates, tests and saves the sections the owner filled in; nothing
	 * is saved while any section has an error.
	 *
	 * @param array<string, mixed> $raw {stripe: {publishable_key, secret_key, webhook_secret}, paypal: {sandbox, client_id, secret, webhook_id}, bacs: {account_name, iban, bic, bank_name}}.
	 * @return array{saved: string[], messages: string[]}|\WP_Error
	 */
	public static function apply( array $raw ) {
		$errors   = array();
		$messages = array();
		$writes   = array();

		$stripe = isset( $raw['stripe'] ) && is_array( $raw['stripe'] ) && Plugin::suite_active( 'tresen-stripe' ) ? $raw['stripe'] : array();
		$result = self::stripe( $stripe, $errors, $messages );
		if ( null !== $result ) {
			$writes[ self::STRIPE ] = $result;
		}
		$paypal = isset( $raw['paypal'] ) && is_array( $raw['paypal'] ) && Plugin::suite_active( 'tresen-paypal' ) ? $raw['paypal'] : array();
		$result = self::paypal( $paypal, $errors, $messages );
		if ( null !== $result ) {
			$writes[ self::PAYPAL ] = $result;
		}
		$bacs    = isset( $raw['bacs'] ) && is_array( $raw['bacs'] ) ? $raw['bacs'] : array();
		$account = self::bacs( $bacs, $errors );

		if ( $errors ) {
			return new \WP_Error(
				'tresen_setup_invalid_payments',
				implode( ' ', $errors ),
				array(
					'status' => 400,
					'fields' => $errors,
				)
			);
		}
		foreach ( $writes as $gateway => $values ) {
			self::update_gateway( $gateway, $values );
		}
		if ( null !== $account ) {
			Undo::remember_option( self::STEP, self::BACS_ACCOUNTS );
			$accounts    = get_option( self::BACS_ACCOUNTS, array() );
			$accounts    = is_array( $accounts ) ? array_values( $accounts ) : array();
			$accounts[0] = $account;
			// What WC_Gateway_BACS::save_account_details() stores.
			update_option( self::BACS_ACCOUNTS, $accounts );
			self::update_gateway( self::BACS, array( 'enabled' => 'yes' ) );
			$messages[]           = __( 'Bank transfer is on with your account.', 'tresen-setup' );
			$writes[ self::BACS ] = array();
		}
		return array(
			'saved'    => array_keys( $writes ),
			'messages' => $messages,
		);
	}

	/**
	 * The Stripe section: nothing when no secret key was entered (and the
	 * publishable key is the saved one); else the connection test and the
	 * settings to store.
	 *
	 * @param array<string, mixed>  $raw      Input.
	 * @param array<string, string> $errors   Errors per field (added to).
	 * @param string[]              $messages Results (added to).
	 * @return array<string, string>|null
	 */
	private static function stripe( array $raw, array &$errors, array &$messages ): ?array {
		$publishable = self::text( $raw, 'publishable_key' );
		$secret      = self::text( $raw, 'secret_key' );
		$webhook     = self::text( $raw, 'webhook_secret' );
		$saved       = self::state()['stripe'];
		if ( '' === $secret ) {
			if ( '' !== $webhook || ( '' !== $publishable && $publishable !== $saved['publishable_key'] ) ) {
				$errors['stripe_secret_key'] = __( 'Enter the secret key too: the connection is tested with it before anything is saved.', 'tresen-setup' );
			}
			return null;
		}
		$live        = (bool) preg_match( '/^(sk|rk)_live_/', $secret );
		$prefix      = $live ? 'pk_live_' : 'pk_test_';
		$old_webhook = self::setting( self::STRIPE, $live ? 'webhook_secret' : 'test_webhook_secret' );
		if ( ! preg_match( '/^pk_(test|live)_[A-Za-z0-9]+$/', $publishable ) ) {
			$errors['stripe_publishable_key'] = preg_match( '/^(sk|rk)_/', $publishable )
				? __( 'This is a secret key. The publishable key starts with “pk_test_” or “pk_live_”; never put the secret key into this field, it is shown in the shop’s pages.', 'tresen-setup' )
				: __( 'This is not a Stripe publishable key: it starts with “pk_test_” or “pk_live_”. You find it in Stripe’s dashboard under Developers → API keys.', 'tresen-setup' );
		} elseif ( 0 !== strpos( $publishable, $prefix ) ) {
			/* translators: %s: pk_test_ or pk_live_. */
			$errors['stripe_publishable_key'] = sprintf( __( 'The publishable key belongs to the other mode: with this secret key it starts with “%s”.', 'tresen-setup' ), $prefix );
		}
		// The existing test: one read-only call, and the signing secret's format (a saved one is kept when none is entered).
		list( $key_result, $webhook_result ) = ConnectionTest::stripe( $secret, '' !== $webhook ? $webhook : $old_webhook );
		if ( ! $key_result->met ) {
			$errors['stripe_secret_key'] = $key_result->message;
		}
		if ( ! $webhook_result->met ) {
			$errors['stripe_webhook_secret'] = $webhook_result->message;
		}
		if ( isset( $errors['stripe_publishable_key'] ) || isset( $errors['stripe_secret_key'] ) || isset( $errors['stripe_webhook_secret'] ) ) {
			return null;
		}
		$messages[] = $key_result->message;
		return array(
			'enabled'                                    => 'yes',
			'testmode'                                   => $live ? 'no' : 'yes',
			( $live ? 'publishable_key' : 'test_publishable_key' ) => $publishable,
			( $live ? 'secret_key' : 'test_secret_key' ) => $secret,
			( $live ? 'webhook_secret' : 'test_webhook_secret' ) => '' !== $webhook ? $webhook : $old_webhook,
		);
	}

	/**
	 * The PayPal section: nothing when no secret was entered (and the client
	 * id is the saved one); else the OAuth token test and the settings.
	 *
	 * @param array<string, mixed>  $raw      Input.
	 * @param array<string, string> $errors   Errors per field (added to).
	 * @param string[]              $messages Results (added to).
	 * @return array<string, string>|null
	 */
	private static function paypal( array $raw, array &$errors, array &$messages ): ?array {
		$client_id  = self::text( $raw, 'client_id' );
		$secret     = isset( $raw['secret'] ) && is_scalar( $raw['secret'] ) ? trim( (string) $raw['secret'] ) : '';
		$webhook_id = self::text( $raw, 'webhook_id' );
		$sandbox    = ! isset( $raw['sandbox'] ) || ( false !== $raw['sandbox'] && 'false' !== $raw['sandbox'] && '0' !== (string) $raw['sandbox'] && '' !== (string) $raw['sandbox'] );
		$saved      = self::state()['paypal'];
		$new_hook   = '' !== $webhook_id && ( $webhook_id !== $saved['webhook_id'] || $sandbox !== $saved['sandbox'] );
		if ( '' === $secret ) {
			if ( '' !== $client_id && ( $client_id !== $saved['client_id'] || $sandbox !== $saved['sandbox'] ) ) {
				$errors['paypal_secret'] = __( 'Enter the secret too: PayPal is asked with both before anything is saved.', 'tresen-setup' );
				return null;
			}
			if ( ! $new_hook ) {
				return null;
			}
			// Only the webhook is new: PayPal is asked with the saved app's credentials.
			$client_id = $saved['client_id'];
			$secret    = self::setting( self::PAYPAL, $sandbox ? 'sandbox_client_secret' : 'client_secret' );
			if ( '' === $client_id || '' === $secret || $sandbox !== $saved['sandbox'] ) {
				$errors['paypal_secret'] = __( 'Enter the client ID and the secret of the PayPal app the webhook belongs to: PayPal is asked with them before the webhook ID is saved.', 'tresen-setup' );
				return null;
			}
		} elseif ( ! preg_match( '/^[A-Za-z0-9_\-]{10,128}$/', $client_id ) ) {
			$errors['paypal_client_id'] = __( 'This is not a PayPal client ID. Copy it from PayPal’s developer dashboard under Apps & Credentials.', 'tresen-setup' );
			return null;
		} else {
			$result = ConnectionTest::paypal( $client_id, $secret, $sandbox );
			if ( ! $result->met ) {
				$errors['paypal_secret'] = $result->message;
				return null;
			}
			$messages[] = $result->message;
		}
		$values = array(
			'enabled' => 'yes',
			'sandbox' => $sandbox ? 'yes' : 'no',
			( $sandbox ? 'sandbox_client_id' : 'client_id' ) => $client_id,
			( $sandbox ? 'sandbox_client_secret' : 'client_secret' ) => $secret,
		);
		if ( '' !== $webhook_id ) {
			$hook = ConnectionTest::paypal_webhook( $client_id, $secret, $sandbox, $webhook_id );
			if ( ! $hook->met ) {
				$errors['paypal_webhook_id'] = $hook->message;
				return null;
			}
			$messages[] = $hook->message;
			$values[ $sandbox ? 'sandbox_webhook_id' : 'webhook_id' ] = $webhook_id;
		}
		return $values;
	}

	/**
	 * The bank transfer section: nothing when every field is empty; else the
	 * account as WooCommerce stores it.
	 *
	 * @param array<string, mixed>  $raw    Input.
	 * @param array<string, string> $errors Errors per field (added to).
	 * @return array<string, string>|null
	 */
	private static function bacs( array $raw, array &$errors ): ?array {
		$name = self::text( $raw, 'account_name' );
		$iban = strtoupper( (string) preg_replace( '/[\s\-]/', '', self::text( $raw, 'iban' ) ) );
		$bic  = strtoupper( (string) preg_replace( '/\s/', '', self::text( $raw, 'bic' ) ) );
		$bank = self::text( $raw, 'bank_name' );
		if ( '' === $name . $iban . $bic . $bank ) {
			return null;
		}
		$before = count( $errors );
		if ( '' === $name ) {
			$errors['bacs_account_name'] = __( 'Please enter the account holder.', 'tresen-setup' );
		}
		if ( '' === $iban ) {
			$errors['bacs_iban'] = __( 'Please enter the IBAN.', 'tresen-setup' );
		} elseif ( ! self::iban_valid( $iban ) ) {
			$errors['bacs_iban'] = __( 'This IBAN is not valid: its check digits do not match (a German IBAN has 22 characters, e.g. DE89 3704 0044 0532 0130 00). Please check it against your bank statement.', 'tresen-setup' );
		}
		if ( '' !== $bic && ! preg_match( '/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/', $bic ) ) {
			$errors['bacs_bic'] = __( 'A BIC has 8 or 11 letters and digits, e.g. COBADEFFXXX.', 'tresen-setup' );
		}
		if ( count( $errors ) > $before ) {
			return null;
		}
		return array(
			'account_name'   => $name,
			'account_number' => '',
			'bank_name'      => $bank,
			'sort_code'      => '',
			'iban'           => self::iban_grouped( $iban ),
			'bic'            => $bic,
		);
	}

	/**
	 * Stores settings of a gateway through WooCommerce's settings API (the
	 * gateway's update_option(), so its defaults and its sanitizing filter
	 * apply), after remembering the option for undo.
	 *
	 * @param string                $id     Gateway id.
	 * @param array<string, string> $values Settings.
	 */
	private static function update_gateway( string $id, array $values ): void {
		$option = 'woocommerce_' . $id . '_settings';
		Undo::remember_option( self::STEP, $option );
		$gateways = function_exists( 'WC' ) && WC()->payment_gateways() ? WC()->payment_gateways()->payment_gateways() : array();
		$gateway  = $gateways[ $id ] ?? null;
		if ( $gateway instanceof \WC_Settings_API ) {
			// Read what is stored now (the object may hold an older copy).
			$gateway->init_settings();
			foreach ( $values as $key => $value ) {
				$gateway->update_option( $key, $value );
			}
			return;
		}
		update_option( $option, $values + self::settings( $id ) );
	}
}

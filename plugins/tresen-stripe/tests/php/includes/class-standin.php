<?php
/**
 * The loopback stand-in of Stripe's API (tests/stripe/standin.mjs) for PHPUnit.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Tests\StandinProcess;

/**
 * Starts the stand-in once per PHPUnit process and points the plugin at
 * it (TRESEN_STRIPE_API_BASE, honoured because TRESEN_STRIPE_TESTING is
 * on; see tests/php/includes/class-standin-process.php); stops it when PHP
 * exits. Helpers do what Stripe.js or the bank would do in a browser.
 */
final class Standin {

	public const SECRET_KEY      = 'sk_test_tresenPhpUnit0001';
	public const PUBLISHABLE_KEY = 'pk_test_tresenPhpUnit0001';
	public const WEBHOOK_SECRET  = 'whsec_tresenPhpUnitSecret';

	/**
	 * Its base URL.
	 *
	 * @var string
	 */
	private static $url = '';

	/** Starts it (once) and returns its URL. */
	public static function url(): string {
		if ( '' === self::$url ) {
			self::$url = StandinProcess::start( 'stripe/standin.mjs', 'Stripe', 'TRESEN_STRIPE' );
		}
		return self::$url;
	}

	/**
	 * Saves test keys and switches the given gateways on.
	 *
	 * @param array<string, string> $extra More card settings (e.g. allow_prepaid_card).
	 */
	public static function configure( array $extra = array() ): void {
		self::url();
		self::reset();
		update_option(
			'woocommerce_stripe_settings',
			$extra + array(
				'enabled'              => 'yes',
				'testmode'             => 'yes',
				'test_publishable_key' => self::PUBLISHABLE_KEY,
				'test_secret_key'      => self::SECRET_KEY,
				'test_webhook_secret'  => self::WEBHOOK_SECRET,
				'allow_prepaid_card'   => 'no',
			)
		);
		update_option( 'woocommerce_stripe_sepa_settings', array( 'enabled' => 'yes' ) );
	}

	/** Forgets every object (each test starts with an empty account). */
	public static function reset(): void {
		self::call( 'POST', '/_standin/reset' );
	}

	/**
	 * A raw call to the stand-in.
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path.
	 * @param array<string, mixed> $params Form parameters.
	 * @param string               $key    API key.
	 * @return array<string, mixed>
	 */
	public static function call( string $method, string $path, array $params = array(), string $key = self::PUBLISHABLE_KEY ): array {
		$response = wp_remote_request(
			self::url() . $path,
			array(
				'method'  => $method,
				'headers' => array( 'Authorization' => 'Bearer ' . $key ),
				'body'    => 'POST' === $method ? \Tresen\Stripe\Api::encode( $params ) : null,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( $response->get_error_message() );
		}
		return (array) json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * What Stripe.js does with the card form: a PaymentMethod id.
	 *
	 * @param string $number Card number (Stripe's test cards).
	 */
	public static function card( string $number = '4242424242424242' ): string {
		$pm = self::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type' => 'card',
				'card' => array(
					'number'    => $number,
					'exp_month' => 12,
					'exp_year'  => (int) gmdate( 'Y' ) + 3,
					'cvc'       => '123',
				),
			)
		);
		return (string) $pm['id'];
	}

	/**
	 * What Stripe.js does with the IBAN field.
	 *
	 * @param string $iban IBAN.
	 */
	public static function sepa( string $iban = 'DE89370400440532013000' ): string {
		$pm = self::call(
			'POST',
			'/v1/payment_methods',
			array(
				'type'            => 'sepa_debit',
				'sepa_debit'      => array( 'iban' => $iban ),
				'billing_details' => array(
					'name'  => 'Erika Mustermann',
					'email' => 'erika@example.test',
				),
			)
		);
		return (string) $pm['id'];
	}

	/** Everything the stand-in holds. */
	public static function state(): array {
		return self::call( 'GET', '/_standin/state' );
	}

	/**
	 * The stand-in's PaymentIntent.
	 *
	 * @param string $id Id.
	 * @return array<string, mixed>
	 */
	public static function intent( string $id ): array {
		return self::call( 'GET', '/v1/payment_intents/' . $id, array(), self::SECRET_KEY );
	}
}

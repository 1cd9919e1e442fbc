<?php
/**
 * The Stripe connection test against the loopback stand-in of Stripe's API:
 * a key Stripe accepts, a wrong key, a publishable key and a malformed
 * signing secret, each reported in German; the call only reads.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\Setup\Payments\ConnectionTest;
use Tresen\Stripe\Tests\Standin;
use Tresen\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/tresen-stripe/tests/php/includes/class-standin.php';

/**
 * Stripe connection test.
 */
class ConnectionTestTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->assertMatchesRegularExpression( '#^http://(127\.0\.0\.1|localhost):\d+#', Standin::url() );
		$this->assertSame( untrailingslashit( Standin::url() ), ConnectionTest::stripe_base(), 'the test calls the stand-in, never Stripe' );
	}

	public function test_a_key_stripe_accepts_is_reported_with_its_mode(): void {
		list( $key, $webhook ) = ConnectionTest::stripe( Standin::SECRET_KEY, Standin::WEBHOOK_SECRET );
		$this->assertTrue( $key->met, $key->message );
		$this->assertSame( 'Stripe akzeptiert den geheimen Schlüssel (Testmodus: keine echten Zahlungen).', $key->message );
		$this->assertTrue( $webhook->met );
	}

	public function test_a_wrong_key_is_reported_in_german(): void {
		list( $key ) = ConnectionTest::stripe( 'sk_test_falsch', '' );
		$this->assertFalse( $key->met );
		$this->assertStringContainsString( 'Stripe hat diesen geheimen Schlüssel abgelehnt', $key->message );
	}

	public function test_the_publishable_key_and_other_text_are_refused_before_any_call(): void {
		$calls = 0;
		add_filter(
			'pre_http_request',
			static function ( $pre ) use ( &$calls ) {
				++$calls;
				return $pre;
			}
		);
		list( $key ) = ConnectionTest::stripe( Standin::PUBLISHABLE_KEY, '' );
		$this->assertFalse( $key->met );
		$this->assertStringContainsString( 'veröffentlichbare Schlüssel (pk_…)', $key->message );
		list( $key ) = ConnectionTest::stripe( 'mein-passwort', '' );
		$this->assertStringContainsString( 'kein geheimer Stripe-Schlüssel', $key->message );
		$this->assertSame( 0, $calls );
	}

	public function test_a_missing_or_malformed_signing_secret_is_named(): void {
		list( , $webhook ) = ConnectionTest::stripe( Standin::SECRET_KEY, 'geheim' );
		$this->assertFalse( $webhook->met );
		$this->assertStringContainsString( 'beginnt mit „whsec_“', $webhook->message );
		list( , $webhook ) = ConnectionTest::stripe( Standin::SECRET_KEY, '' );
		$this->assertFalse( $webhook->met );
		$this->assertStringContainsString( 'Kein Signaturschlüssel eingegeben', $webhook->message );
	}

	public function test_the_rest_route_is_for_shop_managers_and_stores_no_key(): void {
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( 403, $this->rest( 'POST', '/tresen-setup/v1/payments/stripe', array( 'secret_key' => Standin::SECRET_KEY ) )->get_status() );
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$before = wp_load_alloptions();
		$data   = $this->rest( 'POST', '/tresen-setup/v1/payments/stripe', array( 'secret_key' => 'sk_test_falsch' ) )->get_data();
		$this->assertSame( array( 'stripe-key', 'stripe-webhook' ), wp_list_pluck( $data, 'key' ) );
		$this->assertFalse( $data[0]['met'] );
		$this->assertStringNotContainsString( 'sk_test_', (string) wp_json_encode( array_diff_key( wp_load_alloptions(), $before ) ), 'no option holds the key' );
	}
}

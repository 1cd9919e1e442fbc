<?php
/**
 * What the payment plugins share: their saved settings, the secret fields
 * of the settings screen, and acting on each webhook event once.
 *
 * @package Tresen
 */

namespace Tresen\Common\Tests;

use Tresen\Common\V4\Payments;
use Tresen\Tests\TestCase;

/**
 * Payments.
 */
class PaymentsTest extends TestCase {

	/** A gateway of this test only. */
	private function gateway(): \WC_Payment_Gateway {
		$gateway     = new class() extends \WC_Payment_Gateway {
			/** Constructor. */
			public function __construct() {
				$this->id          = 'tresen_common_test';
				$this->form_fields = array(
					'secret' => array(
						'title'       => 'Geheimer Schlüssel',
						'type'        => 'secret',
						'description' => 'Aus deinem Konto.',
					),
				);
				$this->init_settings();
			}
		};
		return $gateway;
	}

	public function test_settings_are_read_as_trimmed_strings(): void {
		update_option(
			'woocommerce_tresen_common_test_settings',
			array(
				'enabled' => ' yes ',
				'list'    => array( 'x' ),
			)
		);
		$this->assertSame( 'yes', Payments::setting( 'tresen_common_test', 'enabled' ) );
		$this->assertSame( '', Payments::setting( 'tresen_common_test', 'list' ) );
		$this->assertSame( '', Payments::setting( 'tresen_common_test', 'missing' ) );
		update_option( 'woocommerce_tresen_common_test_settings', 'kaputt' );
		$this->assertSame( array(), Payments::settings( 'tresen_common_test' ) );
	}

	public function test_a_secret_is_never_printed_and_kept_unless_replaced_or_removed(): void {
		update_option( 'woocommerce_tresen_common_test_settings', array( 'secret' => 'sk_test_geheim' ) );
		$gateway = $this->gateway();
		$words   = array(
			'saved'  => 'Gespeichert – leer lassen, um ihn zu behalten',
			'unset'  => 'Nicht gesetzt',
			'remove' => 'Gespeicherten Wert entfernen',
		);
		$html = Payments::secret_field_html( $gateway, 'secret', $gateway->form_fields['secret'], $words );
		$this->assertStringNotContainsString( 'sk_test_geheim', $html );
		$this->assertStringContainsString( 'type="password"', $html );
		$this->assertStringContainsString( 'Gespeichert – leer lassen', $html );
		$this->assertStringContainsString( 'Geheimer Schlüssel', $html );
		$this->assertStringContainsString( 'name="woocommerce_tresen_common_test_secret_clear"', $html );

		$this->assertSame( 'sk_test_geheim', Payments::secret_field_value( $gateway, 'secret', '  ' ), 'empty input keeps it' );
		$this->assertSame( 'sk_test_neu', Payments::secret_field_value( $gateway, 'secret', ' sk_test_neu ' ) );
		$_POST['woocommerce_tresen_common_test_secret_clear'] = '1';
		$this->assertSame( '', Payments::secret_field_value( $gateway, 'secret', 'sk_test_neu' ), 'the checkbox removes it' );

		update_option( 'woocommerce_tresen_common_test_settings', array() );
		$gateway = $this->gateway();
		$this->assertStringContainsString( 'Nicht gesetzt', Payments::secret_field_html( $gateway, 'secret', $gateway->form_fields['secret'], $words ) );
	}

	public function test_each_event_is_acted_on_once(): void {
		$calls = 0;
		$act   = static function () use ( &$calls ): string {
			++$calls;
			return 'paid';
		};
		$first = Payments::webhook_once( 'tresen_common_test_events', 'evt_1', $act );
		$this->assertSame( 200, $first->get_status() );
		$this->assertSame(
			array(
				'received' => true,
				'result'   => 'paid',
			),
			$first->get_data()
		);
		$again = Payments::webhook_once( 'tresen_common_test_events', 'evt_1', $act );
		$this->assertSame(
			array(
				'received'  => true,
				'duplicate' => true,
			),
			$again->get_data()
		);
		$this->assertSame( 1, $calls );
		Payments::webhook_once( 'tresen_common_test_events', 'evt_2', $act );
		$this->assertSame( 2, $calls );
		$this->assertSame( array( 'evt_1', 'evt_2' ), get_option( 'tresen_common_test_events' ) );
	}

	public function test_only_the_newest_event_ids_are_kept(): void {
		update_option( 'tresen_common_test_events', array_map( static fn( int $i ): string => 'evt_old_' . $i, range( 1, Payments::KEEP_EVENTS ) ) );
		Payments::webhook_once( 'tresen_common_test_events', 'evt_new', static fn(): string => 'ignored' );
		$kept = (array) get_option( 'tresen_common_test_events' );
		$this->assertCount( Payments::KEEP_EVENTS, $kept );
		$this->assertSame( 'evt_new', end( $kept ) );
		$this->assertNotContains( 'evt_old_1', $kept );
	}

	public function test_a_failed_payment_fails_only_an_order_that_waits_for_it(): void {
		$order = $this->factory()->order();
		$order->set_status( 'pending' );
		$order->save();
		$this->assertSame( 'failed', Payments::fail_order( $order, 'Zahlung abgelehnt.' ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->has_status( 'failed' ) );

		$paid = $this->factory()->order();
		$paid->payment_complete( 'txn_1' );
		$this->assertSame( 'unchanged', Payments::fail_order( $paid, 'Zahlung abgelehnt.' ) );
		$this->assertTrue( wc_get_order( $paid->get_id() )->is_paid() );
	}

	public function test_errors_and_the_route(): void {
		$error = Payments::webhook_error( 'tresen_test_signature', 'Die Signatur ist ungültig.', 400 );
		$this->assertSame( 400, $error->get_status() );
		$this->assertSame(
			array(
				'code'    => 'tresen_test_signature',
				'message' => 'Die Signatur ist ungültig.',
			),
			$error->get_data()
		);
		add_action(
			'rest_api_init',
			static function (): void {
				Payments::webhook_route( 'tresen-common-test/v1', static fn(): \WP_REST_Response => new \WP_REST_Response( array( 'ok' => true ), 200 ) );
			}
		);
		$GLOBALS['wp_rest_server'] = null;
		try {
			$this->assertSame( 200, $this->rest( 'POST', '/tresen-common-test/v1/webhook' )->get_status(), 'open to the provider without a WordPress login' );
			$this->assertSame( 404, $this->rest( 'GET', '/tresen-common-test/v1/webhook' )->get_status(), 'POST only' );
		} finally {
			$GLOBALS['wp_rest_server'] = null;
		}
	}
}

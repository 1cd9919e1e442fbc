<?php
/**
 * One payment pays one order: locks, claims, replaced intents, update keys,
 * cross-site requests and the log.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\Lock;
use Tresen\Stripe\OrderState;
use Tresen\Stripe\PaymentGateway;
use Tresen\Stripe\Plugin;
use Tresen\Stripe\RedirectGateway;
use Tresen\Stripe\SetupIntents;
use Tresen\Stripe\Verify;
use Tresen\Stripe\Webhook;
use Tresen\Tests\Checkout;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * What the shopper and the owner notice when payments race or change.
 */
class OnePaymentTest extends TestCase {
	use Checkout;
	use Payments;

	/** The German notice of a second submit. */
	private const BUSY = 'Deine Zahlung wird schon bearbeitet. Bitte warte einen Moment.';

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		delete_option( Webhook::OPTION_EVENTS );
		delete_option( OrderState::OPTION_NOTICES );
		WC()->payment_gateways()->init();
		WC()->cart->empty_cart();
		WC()->customer->set_shipping_location( 'DE', '', '10115', 'Berlin' );
		WC()->customer->set_billing_location( 'DE', '', '10115', 'Berlin' );
		wc_clear_notices();
	}

	protected function tearDown(): void {
		Lock::release_all();
		WC()->cart->empty_cart();
		parent::tearDown();
	}

	/**
	 * Another request holds a lock (a row this request did not insert).
	 *
	 * @param string $key     Lock key.
	 * @param int    $expires Expiry timestamp.
	 */
	private function held_elsewhere( string $key, int $expires ): void {
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Lock::name( $key ),
				'option_value' => $expires . ':otherrequest',
				'autoload'     => 'off',
			)
		);
	}

	/** Frees the lock another request held. */
	private function released_elsewhere( string $key ): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => Lock::name( $key ) ) );
	}

	/** Orders in the shop. */
	private function order_count(): int {
		return count( wc_get_orders( array( 'limit' => -1, 'return' => 'ids' ) ) );
	}

	/** Every intent in the stand-in. */
	private function intents(): array {
		return (array) Standin::state()['payment_intents'];
	}

	/** A pending card order. */
	private function card_order( string $total = '25.90' ): \WC_Order {
		$order = $this->order_to_pay( Gateway::ID );
		$order->set_total( $total );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * Pays an order with a gateway as the form would post it.
	 *
	 * @param PaymentGateway $gateway Gateway.
	 * @param \WC_Order      $order   Order.
	 * @param string         $pm      stripe_source.
	 * @return array<string, string>
	 */
	private function pay( PaymentGateway $gateway, \WC_Order $order, string $pm = '' ): array {
		$_POST['stripe_source'] = $pm;
		$result                 = $gateway->process_payment( $order->get_id() );
		unset( $_POST['stripe_source'] );
		return $result;
	}

	public function test_the_lock_is_taken_once_and_an_expired_one_is_taken_over(): void {
		$this->held_elsewhere( 'session-a', time() + 60 );
		$this->assertFalse( Lock::acquire( 'session-a' ), 'held by another request' );
		$this->held_elsewhere( 'session-b', time() - 1 );
		$this->assertTrue( Lock::acquire( 'session-b' ), 'a dead request\'s lock expires' );
		$this->assertTrue( Lock::acquire( 'session-c' ) );
		Lock::release( 'session-c' );
		$this->held_elsewhere( 'session-c', time() + 60 );
		$this->assertFalse( Lock::acquire( 'session-c' ), 'released, then taken by another request' );
	}

	public function test_a_second_checkout_of_the_same_session_while_one_runs_creates_no_order_and_charges_nothing(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 1 );
		$key = 'session-' . WC()->session->get_customer_id();
		// The first submit is still being processed in another request.
		$this->held_elsewhere( $key, time() + 60 );
		$before = $this->order_count();
		$post   = $this->checkout_post(
			array(
				'payment_method' => Gateway::ID,
				'stripe_source'  => Standin::card(),
			)
		);
		$reply  = $this->ajax_json( 'wc_ajax_checkout', $post );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( self::BUSY, (string) $reply['messages'] );
		$this->assertSame( $before, $this->order_count(), 'no second order' );
		$this->assertSame( array(), $this->intents(), 'nothing charged' );

		// The first one ended: the shopper's next press goes through, once.
		$this->released_elsewhere( $key );
		wc_clear_notices();
		$reply = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array( 'payment_method' => Gateway::ID, 'stripe_source' => Standin::card() ) ) );
		$this->assertSame( 'success', $reply['result'], wp_json_encode( $reply ) );
		$this->assertSame( $before + 1, $this->order_count() );
		$this->assertCount( 1, $this->intents() );
		$this->assertFalse( Lock::holds( $key ), 'released after the payment step' );
	}

	public function test_a_second_payment_of_the_same_order_while_one_runs_is_refused_and_charges_nothing(): void {
		$order = $this->card_order();
		$this->held_elsewhere( 'order-' . $order->get_id(), time() + 60 );
		$result = $this->pay( new Gateway(), $order, Standin::card() );
		$this->assertSame( 'failure', $result['result'] );
		$this->assertContains( self::BUSY, array_map( static fn( $n ) => is_array( $n ) ? $n['notice'] : $n, wc_get_notices( 'error' ) ) );
		$this->assertSame( array(), $this->intents() );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_saved_card_is_charged_once_when_the_order_is_submitted_twice(): void {
		$user = $this->factory()->user();
		wp_set_current_user( $user->ID );
		$order = $this->card_order();
		$order->set_customer_id( $user->ID );
		$order->save();
		$_POST['wc-stripe-new-payment-method'] = 'true';
		$this->assertSame( 'success', $this->pay( new Gateway(), $order, Standin::card() )['result'] );
		unset( $_POST['wc-stripe-new-payment-method'] );
		$tokens = \WC_Payment_Tokens::get_customer_tokens( $user->ID, Gateway::ID );
		$this->assertCount( 1, $tokens );
		$token = array_values( $tokens )[0];

		$next = $this->card_order();
		$next->set_customer_id( $user->ID );
		$next->save();
		$_POST['wc-stripe-payment-token'] = (string) $token->get_id();
		$this->held_elsewhere( 'order-' . $next->get_id(), time() + 60 );
		$this->assertSame( 'failure', $this->pay( new Gateway(), $next )['result'], 'the second submit while the first runs' );
		$this->released_elsewhere( 'order-' . $next->get_id() );
		$this->assertSame( 'success', $this->pay( new Gateway(), $next )['result'] );
		$this->assertSame( 'success', $this->pay( new Gateway(), wc_get_order( $next->get_id() ) )['result'], 'a late second press' );
		unset( $_POST['wc-stripe-payment-token'] );
		$mine = array_filter( $this->intents(), static fn( $pi ) => ( $pi['metadata']['order_id'] ?? '' ) === (string) $next->get_id() );
		$this->assertCount( 1, $mine );
		$this->assertCount( 2, array_filter( (array) Standin::state()['charges'] ), 'one charge per order' );
	}

	public function test_a_succeeded_intent_pays_only_the_order_it_names(): void {
		$paid = $this->card_order();
		$this->pay( new Gateway(), $paid, Standin::card() );
		$paid   = wc_get_order( $paid->get_id() );
		$intent = Standin::intent( (string) $paid->get_meta( PaymentGateway::META_INTENT ) );
		$this->assertTrue( $paid->is_paid() );

		// Another unpaid order is made to hold the same intent (a pay page posted with another order's reference).
		$other = $this->card_order();
		$other->update_meta_data( PaymentGateway::META_INTENT, $intent['id'] );
		$other->save();
		$this->assertFalse( PaymentGateway::mark_paid( $other, $intent ) );
		$this->assertIsString( Verify::target( $other->get_id(), $other->get_order_key() ) );
		$this->assertFalse( wc_get_order( $other->get_id() )->is_paid(), 'one payment, one order' );

		// An intent whose metadata names this order, but which another order holds as its transaction id.
		$third = $this->card_order();
		$third->set_transaction_id( $intent['id'] );
		$third->save();
		$intent['metadata']['order_id'] = (string) $other->get_id();
		$this->assertFalse( PaymentGateway::mark_paid( $other, $intent ) );
		$this->assertFalse( wc_get_order( $other->get_id() )->is_paid() );
	}

	public function test_changing_the_method_cancels_the_earlier_intent_at_stripe(): void {
		update_option( 'woocommerce_stripe_eps_settings', array( 'enabled' => 'yes' ) );
		$order = $this->card_order();
		$order->set_billing_country( 'AT' );
		$order->save();
		$first = $this->pay( new RedirectGateway( 'eps' ), $order );
		$this->assertSame( 'success', $first['result'] );
		$old = (string) wc_get_order( $order->get_id() )->get_meta( PaymentGateway::META_INTENT );
		$this->assertSame( 'requires_action', Standin::intent( $old )['status'], 'the bank page is open' );

		// Back from the bank page without paying, the shopper pays by card instead.
		$this->assertSame( 'success', $this->pay( new Gateway(), wc_get_order( $order->get_id() ), Standin::card() )['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertNotSame( $old, $order->get_meta( PaymentGateway::META_INTENT ) );
		$this->assertSame( 'canceled', Standin::intent( $old )['status'], 'the bank page can no longer be paid' );
		$this->assertContains( $old, OrderState::superseded( $order ) );
		$this->assertNotEmpty( array_filter( $this->order_notes( $order ), static fn( $n ) => false !== strpos( $n, $old ) && false !== strpos( $n, 'storniert' ) ) );
		$this->assertTrue( $order->is_paid() );

		// Stripe's payment_intent.canceled for the old intent leaves the paid order alone.
		$this->assertSame( 'superseded-ignored', Standin::deliver( Standin::event( 'payment_intent.canceled', $old ) )->get_data()['result'] );
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_late_success_on_a_replaced_intent_is_refunded_automatically_once(): void {
		$order = $this->card_order();
		$this->pay( new Gateway(), $order, Standin::card() );
		$order = wc_get_order( $order->get_id() );
		// A second intent of this order that was paid before the shop could cancel it (e.g. a voucher paid in a shop).
		$late = Standin::call(
			'POST',
			'/v1/payment_intents',
			array(
				'amount'               => 2590,
				'currency'             => 'eur',
				'allowed_payment_method_types' => array( 'card' ),
				'payment_method'       => Standin::card(),
				'confirm'              => 'true',
				'metadata'             => array( 'order_id' => (string) $order->get_id() ),
			),
			Standin::SECRET_KEY
		);
		$this->assertSame( 'succeeded', $late['status'] );
		OrderState::supersede( $order, $late['id'] );
		$order->save();

		$reply = Standin::deliver( Standin::event( 'payment_intent.succeeded', $late['id'] ) );
		$this->assertSame( 'superseded-refunded', $reply->get_data()['result'] );
		$refunds = array_filter( (array) Standin::state()['refunds'], static fn( $r ) => $r['payment_intent'] === $late['id'] );
		$this->assertCount( 1, $refunds, 'the double payment went back to the customer' );
		$this->assertSame( 2590, array_values( $refunds )[0]['amount'] );
		$notes = $this->order_notes( $order );
		$this->assertNotEmpty( array_filter( $notes, static fn( $n ) => false !== strpos( $n, 'automatisch erstattet' ) && false !== strpos( $n, $late['id'] ) ) );

		// Its charge.succeeded (same payment) refunds nothing again.
		$this->assertSame( 'superseded-refunded-before', Standin::deliver( Standin::event( 'charge.succeeded', $late['id'] ) )->get_data()['result'] );
		$this->assertCount( 1, array_filter( (array) Standin::state()['refunds'], static fn( $r ) => $r['payment_intent'] === $late['id'] ) );
		$this->assertSame( $notes, $this->order_notes( $order ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid(), 'the order stays paid by its own payment' );
	}

	public function test_when_the_automatic_refund_fails_the_owner_is_told_on_the_order_and_in_wp_admin(): void {
		$order = $this->card_order();
		$this->pay( new Gateway(), $order, Standin::card( '4000002760003184' ) );
		$order = wc_get_order( $order->get_id() );
		$old   = (string) $order->get_meta( PaymentGateway::META_INTENT );
		OrderState::supersede( $order, $old );
		$order->update_meta_data( PaymentGateway::META_INTENT, 'pi_replacement' );
		$order->save();
		// Stripe reports a success on it, but the stand-in holds no charge to refund.
		$intent = Standin::intent( $old );
		$event  = array(
			'id'          => 'evt_late_' . wp_generate_password( 10, false ),
			'object'      => 'event',
			'type'        => 'payment_intent.succeeded',
			'api_version' => \Tresen\Stripe\Api::VERSION,
			'created'     => time(),
			'livemode'    => false,
			'data'        => array( 'object' => array( 'status' => 'succeeded', 'amount_received' => $intent['amount'] ) + $intent ),
		);
		$this->assertSame( 'superseded-refund-failed', Standin::deliver( $event )->get_data()['result'] );
		$this->assertNotEmpty( array_filter( $this->order_notes( $order ), static fn( $n ) => false !== strpos( $n, 'nicht automatisch erstattet' ) ) );
		$admin = $this->factory()->user( 'administrator' );
		wp_set_current_user( $admin->ID );
		$html = $this->render( array( OrderState::class, 'admin_notices' ) );
		$this->assertStringContainsString( 'Stripe-Dashboard', $html );
		$this->assertStringContainsString( $order->get_order_number(), $html );
	}

	public function test_the_same_change_later_is_a_new_update_not_a_replay(): void {
		$order = $this->card_order( '25.90' );
		$card  = Standin::card( '4000002760003184' );
		$this->pay( new Gateway(), $order, $card );
		$id = (string) wc_get_order( $order->get_id() )->get_meta( PaymentGateway::META_INTENT );
		foreach ( array( '30.00', '25.90', '30.00' ) as $total ) {
			$order = wc_get_order( $order->get_id() );
			$order->set_total( $total );
			$order->save();
			$this->pay( new Gateway(), $order, $card );
			$this->assertSame( $id, wc_get_order( $order->get_id() )->get_meta( PaymentGateway::META_INTENT ), 'the same intent' );
			$this->assertSame( (int) round( (float) $total * 100 ), Standin::intent( $id )['amount'], "the cart total {$total} reached Stripe" );
		}
		$updates = array_filter( (array) Standin::state()['requests'], static fn( $r ) => ( $r['path'] ?? '' ) === '/v1/payment_intents/' . $id && 'POST' === ( $r['method'] ?? '' ) );
		$keys    = array_map( static fn( $r ) => $r['idempotencyKey'] ?? ( $r['idempotency_key'] ?? '' ), $updates );
		$this->assertCount( 3, array_unique( $keys ), 'three updates, three keys' );
	}

	public function test_the_plugins_endpoints_refuse_a_request_from_another_website(): void {
		$user = $this->factory()->user();
		wp_set_current_user( $user->ID );
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
		foreach ( array( SetupIntents::ENDPOINT, 'wc_stripe_create_order', 'wc_stripe_add_to_cart', 'wc_stripe_oxxo_update_payment_intent', 'tresen_stripe_express_nonces' ) as $action ) {
			$this->assertContains( $action, Plugin::ajax_endpoints() );
			$reply = $this->ajax_json( 'wc_ajax_' . $action, array( 'stripe_source_id' => Standin::card(), 'nonce' => wp_create_nonce( SetupIntents::NONCE ) ) );
			$this->assertFalse( $reply['success'], $action );
			$this->assertSame( 'cross_site', $reply['data']['code'], $action );
			$this->assertStringContainsString( 'von einer anderen Website', $reply['data']['message'], $action );
		}
		$this->assertSame( array(), (array) Standin::state()['setup_intents'], 'nothing was saved' );

		// The shop's own page is served.
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$reply                  = $this->ajax_json( 'wc_ajax_' . SetupIntents::ENDPOINT, array( 'stripe_source_id' => Standin::card(), 'nonce' => wp_create_nonce( SetupIntents::NONCE ) ) );
		$this->assertSame( 'success', $reply['status'] ?? '', wp_json_encode( $reply ) );
	}

	public function test_a_stripe_checkout_from_another_website_is_refused_whatever_the_theme(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id(), 1 );
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$before                         = $this->order_count();
		$reply                          = $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array( 'payment_method' => Gateway::ID, 'stripe_source' => Standin::card() ) ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'von einer anderen Website', (string) $reply['messages'] );
		$this->assertSame( $before, $this->order_count() );
		$this->assertSame( array(), $this->intents() );
	}

	public function test_the_log_tells_what_happened_and_never_holds_a_secret(): void {
		$lines = array();
		$file  = tempnam( sys_get_temp_dir(), "tresen-stripe-log" );
		$old   = ini_set( 'error_log', $file ); // phpcs:ignore WordPress.PHP.IniSet
		if ( interface_exists( 'WC_Logger_Interface' ) ) {
			// Real WooCommerce: its logger is replaceable through woocommerce_logging_class.
			$capture = new class( $lines ) implements \WC_Logger_Interface {
				/** @var array */
				private $lines;
				public function __construct( array &$lines ) {
					$this->lines = &$lines;
				}
				public function add( $handle, $message, $level = 'notice' ) {
					$this->lines[] = $handle . ' ' . $message;
					return true;
				}
				public function log( $level, $message, $context = array() ) {
					$this->lines[] = ( $context['source'] ?? '' ) . ' ' . $message;
				}
				public function emergency( $message, $context = array() ) { $this->log( 'emergency', $message, $context ); }
				public function alert( $message, $context = array() ) { $this->log( 'alert', $message, $context ); }
				public function critical( $message, $context = array() ) { $this->log( 'critical', $message, $context ); }
				public function error( $message, $context = array() ) { $this->log( 'error', $message, $context ); }
				public function warning( $message, $context = array() ) { $this->log( 'warning', $message, $context ); }
				public function notice( $message, $context = array() ) { $this->log( 'notice', $message, $context ); }
				public function info( $message, $context = array() ) { $this->log( 'info', $message, $context ); }
				public function debug( $message, $context = array() ) { $this->log( 'debug', $message, $context ); }
			};
			add_filter( 'woocommerce_logging_class', static fn() => $capture );
		}
		try {
			$order = $this->card_order();
			$this->pay( new Gateway(), $order, Standin::card() );
			$this->pay( new Gateway(), $this->card_order(), Standin::card( '4000000000000002' ) );
			$this->pay( new Gateway(), $this->card_order(), Standin::card( '4000002760003184' ) );
			( new Gateway() )->process_refund( $order->get_id(), 5.0, 'Kunde' );
			Standin::deliver( Standin::event( 'payment_intent.succeeded', (string) wc_get_order( $order->get_id() )->get_meta( PaymentGateway::META_INTENT ) ) );
			$forged = new \WP_REST_Request( 'POST', '/tresen-stripe/v1/webhook' );
			$forged->set_header( 'Stripe-Signature', 't=1,v1=00' );
			$forged->set_body( '{}' );
			rest_do_request( $forged );
			( new \Tresen\Stripe\Api( Standin::SECRET_KEY, 'http://127.0.0.1:9' ) )->get_payment_intent( 'pi_unreachable' );
		} finally {
			ini_set( 'error_log', (string) $old ); // phpcs:ignore WordPress.PHP.IniSet
			remove_all_filters( 'woocommerce_logging_class' );
		}
		$text = implode( "\n", $lines ) . "\n" . (string) file_get_contents( $file );
		wp_delete_file( $file );
		$this->assertStringContainsString( 'tresen-stripe', $text );
		$this->assertMatchesRegularExpression( '/API POST \/v1\/payment_intents: HTTP 200, pi_\w+, status requires_confirmation/', $text );
		$this->assertMatchesRegularExpression( '/confirm: HTTP 402, card_error card_declined \(generic_decline\)/', $text );
		$this->assertMatchesRegularExpression( '/API POST \/v1\/refunds: HTTP 200, re_\w+/', $text );
		$this->assertMatchesRegularExpression( '/Webhook evt_\w+ payment_intent.succeeded \(pi_\w+\): paid/', $text );
		$this->assertStringContainsString( 'Webhook refused: the signature', $text );
		$this->assertStringContainsString( 'no answer (network error)', $text );
		foreach ( array( Standin::SECRET_KEY, Standin::WEBHOOK_SECRET, Standin::PUBLISHABLE_KEY, '4242424242424242', '4000000000000002', '_secret_' . 'x' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $text );
		}
		$this->assertDoesNotMatchRegularExpression( '/pi_\w+_secret_[A-Za-z0-9]/', $text, 'no client secret' );
	}
}

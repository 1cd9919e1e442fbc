<?php
/**
 * Every money event through the signed webhook, as the stand-in sends it.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\PaymentGateway;
use Tresen\Stripe\RedirectGateway;
use Tresen\Stripe\SepaGateway;
use Tresen\Stripe\Webhook;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Disputes, dashboard refunds, processing, vouchers, cancellations and
 * failed debits: the order's status and notes, and a replay changes nothing.
 */
class MoneyEventsTest extends TestCase {
	use Payments;

	protected function setUp(): void {
		parent::setUp();
		Standin::configure();
		delete_option( Webhook::OPTION_EVENTS );
		wc_clear_notices();
	}

	/**
	 * An order paid with a payment method of a gateway.
	 *
	 * @param PaymentGateway $gateway Gateway.
	 * @param string         $pm      stripe_source.
	 * @param string         $country Billing country.
	 */
	private function paid_with( PaymentGateway $gateway, string $pm = '', string $country = 'DE' ): \WC_Order {
		$order = $this->order_to_pay( $gateway->id );
		$order->set_status( 'pending' );
		$order->set_billing_country( $country );
		$order->set_created_via( 'checkout' );
		$order->save();
		$_POST['stripe_source'] = $pm;
		$gateway->process_payment( $order->get_id() );
		unset( $_POST['stripe_source'] );
		return wc_get_order( $order->get_id() );
	}

	/** The order's PaymentIntent id. */
	private function intent_of( \WC_Order $order ): string {
		return (string) $order->get_meta( PaymentGateway::META_INTENT );
	}

	/**
	 * Delivers the stand-in's newest event of a type about an object, and its replay.
	 *
	 * @param string $type Event type.
	 * @param string $id   Object or intent id.
	 * @param \WC_Order $order The order whose notes must not change on the replay.
	 * @return string What the endpoint did.
	 */
	private function deliver_and_replay( string $type, string $id, \WC_Order $order ): string {
		$event  = Standin::event( $type, $id );
		$first  = Standin::deliver( $event );
		$this->assertSame( 200, $first->get_status() );
		$status = wc_get_order( $order->get_id() )->get_status();
		$notes  = $this->order_notes( $order );
		$again  = Standin::deliver( $event );
		$this->assertTrue( $again->get_data()['duplicate'], 'a replay is acknowledged' );
		$this->assertSame( $status, wc_get_order( $order->get_id() )->get_status(), 'a replay changes nothing' );
		$this->assertSame( $notes, $this->order_notes( $order ) );
		return (string) $first->get_data()['result'];
	}

	/**
	 * Whether a note contains all the words.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    ...$words Words.
	 */
	private function has_note( \WC_Order $order, string ...$words ): bool {
		foreach ( $this->order_notes( $order ) as $note ) {
			if ( array() === array_filter( $words, static fn( $w ) => false === strpos( $note, $w ) ) ) {
				return true;
			}
		}
		return false;
	}

	public function test_a_dispute_puts_the_paid_order_on_hold_with_the_reason(): void {
		$order  = $this->paid_with( new Gateway(), Standin::card() );
		$charge = (string) Standin::intent( $this->intent_of( $order ) )['latest_charge'];
		$this->assertSame( 'processing', $order->get_status() );
		$dispute = Standin::dispute( $charge, 'product_not_received' );
		$this->assertSame( 'on-hold', $this->deliver_and_replay( 'charge.dispute.created', $dispute['id'], $order ) );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status(), 'not shipped while disputed' );
		$this->assertTrue( $this->has_note( $order, 'angefochten', 'product_not_received', $dispute['id'] ) );
		$this->assertSame( 'noted', $this->deliver_and_replay( 'charge.dispute.funds_withdrawn', $dispute['id'], $order ) );
		$this->assertTrue( $this->has_note( $order, '25,90', 'abgezogen', $dispute['id'] ) );
	}

	public function test_a_won_dispute_returns_the_order_to_processing(): void {
		$order   = $this->paid_with( new Gateway(), Standin::card() );
		$dispute = Standin::dispute( (string) Standin::intent( $this->intent_of( $order ) )['latest_charge'] );
		Standin::deliver( Standin::event( 'charge.dispute.created', $dispute['id'] ) );
		Standin::close_dispute( $dispute['id'], 'won' );
		$this->assertSame( 'noted', $this->deliver_and_replay( 'charge.dispute.funds_reinstated', $dispute['id'], $order ) );
		$this->assertTrue( $this->has_note( $order, 'zurückgebucht' ) );
		$this->assertSame( 'restored-processing', $this->deliver_and_replay( 'charge.dispute.closed', $dispute['id'], $order ) );
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status() );
		$this->assertTrue( $this->has_note( $order, 'zu deinen Gunsten' ) );
	}

	public function test_a_lost_dispute_fails_the_order(): void {
		$order   = $this->paid_with( new Gateway(), Standin::card() );
		$dispute = Standin::dispute( (string) Standin::intent( $this->intent_of( $order ) )['latest_charge'] );
		Standin::deliver( Standin::event( 'charge.dispute.created', $dispute['id'] ) );
		Standin::close_dispute( $dispute['id'], 'lost' );
		$this->assertSame( 'failed', $this->deliver_and_replay( 'charge.dispute.closed', $dispute['id'], $order ) );
		$this->assertSame( 'failed', wc_get_order( $order->get_id() )->get_status() );
		$this->assertTrue( $this->has_note( $order, 'verloren' ) );
	}

	public function test_a_refund_in_the_stripe_dashboard_is_recorded_once(): void {
		$order  = $this->paid_with( new Gateway(), Standin::card() );
		$intent = $this->intent_of( $order );
		Standin::dashboard_refund( $intent, 1000 );
		$this->assertSame( 'refund-recorded', $this->deliver_and_replay( 'charge.refunded', $intent, $order ) );
		$this->assertTrue( $this->has_note( $order, '10,00', 'Stripe-Dashboard' ) );
		if ( function_exists( 'wc_create_refund' ) ) {
			$order = wc_get_order( $order->get_id() );
			$this->assertSame( 10.0, (float) $order->get_total_refunded(), 'a WooCommerce refund record' );
			$this->assertCount( 1, $order->get_refunds() );
			$this->assertSame( 'processing', $order->get_status() );
		}
		// The rest, later: the order is refunded in full.
		Standin::dashboard_refund( $intent );
		$this->assertSame( 'refund-recorded', $this->deliver_and_replay( 'charge.refunded', $intent, $order ) );
		$this->assertSame( 'refunded', wc_get_order( $order->get_id() )->get_status() );
		$this->assertTrue( $this->has_note( $order, '15,90', 'Stripe-Dashboard' ) );
		if ( function_exists( 'wc_create_refund' ) ) {
			$this->assertSame( 25.9, (float) wc_get_order( $order->get_id() )->get_total_refunded() );
		}
	}

	public function test_the_echo_of_a_refund_made_in_the_shop_records_nothing_again(): void {
		$order = $this->paid_with( new Gateway(), Standin::card() );
		if ( function_exists( 'wc_create_refund' ) ) {
			$refund = wc_create_refund(
				array(
					'order_id'       => $order->get_id(),
					'amount'         => 5,
					'reason'         => 'Bruch',
					'refund_payment' => true,
				)
			);
			$this->assertNotInstanceOf( \WP_Error::class, $refund );
		} else {
			$this->assertTrue( ( new Gateway() )->process_refund( $order->get_id(), 5.0, 'Bruch' ) );
		}
		$this->assertSame( 'refund-known', $this->deliver_and_replay( 'charge.refunded', $this->intent_of( $order ), $order ) );
		$this->assertFalse( $this->has_note( $order, 'Stripe-Dashboard' ) );
		if ( function_exists( 'wc_create_refund' ) ) {
			$this->assertSame( 5.0, (float) wc_get_order( $order->get_id() )->get_total_refunded(), 'not doubled' );
		}
	}

	public function test_processing_puts_a_waiting_order_on_hold(): void {
		$order = $this->paid_with( new SepaGateway(), Standin::sepa() );
		// The webhook came before the checkout's reply was handled.
		$order->set_status( 'pending' );
		$order->save();
		$this->assertSame( 'on-hold', $this->deliver_and_replay( 'payment_intent.processing', $this->intent_of( $order ), $order ) );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_sepa_debit_that_fails_after_processing_fails_the_order_with_stripes_reason(): void {
		$order = $this->paid_with( new SepaGateway(), Standin::sepa( 'DE62370400440532013001' ) );
		$this->assertSame( 'on-hold', $order->get_status() );
		Standin::call( 'POST', '/_standin/payment_intents/' . $this->intent_of( $order ) . '/fail' );
		$this->assertSame( 'failed', $this->deliver_and_replay( 'payment_intent.payment_failed', $this->intent_of( $order ), $order ) );
		$this->assertSame( 'failed', wc_get_order( $order->get_id() )->get_status() );
		$this->assertTrue( $this->has_note( $order, 'fehlgeschlagen', 'insufficient_funds', 'The debit failed.' ) );
	}

	public function test_a_cancelled_payment_cancels_the_unpaid_order(): void {
		$order = $this->paid_with( new Gateway(), Standin::card( '4000002760003184' ) );
		$this->assertSame( 'pending', $order->get_status(), 'waiting for 3-D Secure' );
		Standin::call( 'POST', '/v1/payment_intents/' . $this->intent_of( $order ) . '/cancel', array( 'cancellation_reason' => 'abandoned' ), Standin::SECRET_KEY );
		$this->assertSame( 'cancelled', $this->deliver_and_replay( 'payment_intent.canceled', $this->intent_of( $order ), $order ) );
		$this->assertSame( 'cancelled', wc_get_order( $order->get_id() )->get_status() );
		$this->assertTrue( $this->has_note( $order, 'storniert', 'abandoned' ) );
	}

	public function test_a_cancelled_payment_leaves_a_paid_order_alone(): void {
		$order = $this->paid_with( new Gateway(), Standin::card() );
		$event = Standin::event( 'payment_intent.succeeded', $this->intent_of( $order ) );
		$event['id']                           = 'evt_cancel_' . wp_generate_password( 8, false );
		$event['type']                         = 'payment_intent.canceled';
		$event['data']['object']['status']     = 'canceled';
		$this->assertSame( 'unchanged', Standin::deliver( $event )->get_data()['result'] );
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status() );
	}

	public function test_a_voucher_order_waits_on_hold_from_requires_action_and_survives_the_held_stock_cleanup(): void {
		update_option( 'woocommerce_stripe_multibanco_settings', array( 'enabled' => 'yes' ) );
		$order = $this->paid_with( new RedirectGateway( 'multibanco' ), '', 'PT' );
		$this->assertSame( 'on-hold', $order->get_status(), 'on hold from the checkout reply' );
		// Had the shop not seen the reply (the browser closed), the webhook puts it on hold.
		$order->set_status( 'pending' );
		$order->save();
		$this->assertSame( 'on-hold', $this->deliver_and_replay( 'payment_intent.requires_action', $this->intent_of( $order ), $order ) );
		$this->assertTrue( $this->has_note( $order, 'Gutschein' ) );

		if ( ! function_exists( 'wc_cancel_unpaid_orders' ) ) {
			$this->markTestIncomplete( 'The WooCommerce double has no held-stock cleanup (wc_cancel_unpaid_orders); the real lane runs this part.' );
		}
		update_option( 'woocommerce_manage_stock', 'yes' );
		update_option( 'woocommerce_hold_stock_minutes', '60' );
		// An unpaid card order of the same age is cancelled, the voucher order is not.
		$card = $this->order_to_pay( Gateway::ID );
		$card->set_status( 'pending' );
		$card->set_created_via( 'checkout' );
		$card->save();
		// Both last changed three hours ago (the cleanup reads the stored date; saving an order sets it to now).
		global $wpdb;
		$local = gmdate( 'Y-m-d H:i:s', (int) current_time( 'timestamp' ) - 3 * HOUR_IN_SECONDS ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested
		$gmt   = gmdate( 'Y-m-d H:i:s', time() - 3 * HOUR_IN_SECONDS );
		foreach ( array( $order->get_id(), $card->get_id() ) as $id ) {
			$wpdb->update( $wpdb->posts, array( 'post_modified' => $local, 'post_modified_gmt' => $gmt ), array( 'ID' => $id ) );
			if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . 'wc_orders' ) ) ) {
				$wpdb->update( $wpdb->prefix . 'wc_orders', array( 'date_updated_gmt' => $gmt ), array( 'id' => $id ) );
			}
		}
		wp_cache_flush();
		wc_cancel_unpaid_orders();
		$this->assertSame( 'cancelled', wc_get_order( $card->get_id() )->get_status(), 'the cleanup ran' );
		$this->assertSame( 'on-hold', wc_get_order( $order->get_id() )->get_status(), 'the voucher stays valid' );
	}

	public function test_requires_action_of_a_card_leaves_the_order_pending(): void {
		$order = $this->paid_with( new Gateway(), Standin::card( '4000002760003184' ) );
		$this->assertSame( 'ignored', $this->deliver_and_replay( 'payment_intent.requires_action', $this->intent_of( $order ), $order ) );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status(), '3-D Secure is not a voucher' );
	}
}

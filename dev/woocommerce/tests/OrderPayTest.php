<?php
/**
 * The order-pay endpoint: the payment link of an order, the pay-for-order
 * form only with the order's key (and for a customer's order only for that
 * customer), and the form's post paying through the chosen gateway. Runs on
 * the double and on real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * A gateway that records the order it paid and sends the shopper on.
 */
class Pay_Test_Gateway extends \WC_Payment_Gateway {

	/**
	 * Orders process_payment() was called with.
	 *
	 * @var int[]
	 */
	public static $paid = array();

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->id           = 'tresen_pay_test_gateway';
		$this->title        = 'Testzahlung';
		$this->method_title = 'Test';
		$this->form_fields  = array(
			'enabled' => array( 'default' => 'yes' ),
			'title'   => array( 'default' => 'Testzahlung' ),
		);
		$this->init_settings();
		$this->enabled = $this->get_option( 'enabled' );
	}

	/**
	 * Pays the order and sends the shopper to its received page.
	 *
	 * @param int $order_id Order.
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		self::$paid[] = (int) $order_id;
		$order        = wc_get_order( $order_id );
		$order->payment_complete( 'test-' . $order_id );
		return array(
			'result'   => 'success',
			'redirect' => $this->get_return_url( $order ),
		);
	}
}

/**
 * Thrown by wp_redirect in place of the redirect and exit (an Error, so the
 * pay action's own catch of gateway exceptions lets it through).
 */
class Pay_Redirect extends \Error {
}

/**
 * Order-pay contract.
 */
class OrderPayTest extends TestCase {

	use Checkout;

	protected function setUp(): void {
		parent::setUp();
		Pay_Test_Gateway::$paid = array();
		$this->add_test_gateway( Pay_Test_Gateway::class );
	}

	protected function tearDown(): void {
		$_POST    = array();
		$_REQUEST = array();
		$this->remove_test_gateways();
		parent::tearDown();
	}

	/**
	 * A pending order of a guest (or of a customer).
	 *
	 * @param int $user_id Customer, 0 for a guest.
	 */
	private function pending_order( int $user_id = 0 ): \WC_Order {
		$order = $this->factory()->order( array( $this->factory()->product( array( 'name' => 'Bezahltest Korn' ) )->get_id() => 2 ) );
		$order->set_customer_id( $user_id );
		$order->set_status( 'pending' );
		$order->save();
		return wc_get_order( $order->get_id() );
	}

	/**
	 * The checkout page's content at a URL.
	 *
	 * @param string $url URL.
	 */
	private function page( string $url ): string {
		$this->go_to( $url );
		return $this->render( static fn() => print( do_shortcode( '[woocommerce_checkout]' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput
	}

	/**
	 * Posts the pay-for-order form to a URL; the redirect it ends with, or ''.
	 *
	 * @param string               $url  The order's payment URL.
	 * @param array<string, mixed> $post Form fields.
	 */
	private function pay( string $url, array $post ): string {
		$_POST    = $post;
		$_REQUEST = $post;
		$redirect = static function ( $location ) {
			throw new Pay_Redirect( (string) $location );
		};
		add_filter( 'wp_redirect', $redirect, 1 );
		$level = ob_get_level();
		try {
			$this->go_to( $url );
			return '';
		} catch ( Pay_Redirect $e ) {
			return $e->getMessage();
		} finally {
			while ( ob_get_level() > $level ) {
				ob_end_clean();
			}
			remove_filter( 'wp_redirect', $redirect, 1 );
			$_POST    = array();
			$_REQUEST = array();
		}
	}

	/**
	 * The form's fields as the shopper posts them.
	 *
	 * @param array<string, string> $override Changed fields.
	 * @return array<string, string>
	 */
	private function pay_post( array $override = array() ): array {
		return array_merge(
			array(
				'payment_method'        => 'tresen_pay_test_gateway',
				'terms'                 => 'on',
				'terms-field'           => '1',
				'woocommerce_pay'       => '1',
				'woocommerce-pay-nonce' => wp_create_nonce( 'woocommerce-pay' ),
			),
			$override
		);
	}

	public function test_the_payment_link_is_the_checkout_pages_order_pay_endpoint_with_the_key(): void {
		$order = $this->pending_order();
		$url   = $order->get_checkout_payment_url();
		$this->assertSame(
			add_query_arg(
				array(
					'pay_for_order' => 'true',
					'key'           => $order->get_order_key(),
				),
				trailingslashit( wc_get_checkout_url() ) . 'order-pay/' . $order->get_id() . '/'
			),
			$url
		);
		$this->go_to( $url );
		$this->assertTrue( is_checkout() );
		$this->assertTrue( is_checkout_pay_page() );
		$this->assertTrue( is_wc_endpoint_url( 'order-pay' ) );
		$this->assertContains( 'woocommerce-order-pay', get_body_class() );
		$this->go_to( wc_get_checkout_url() );
		$this->assertFalse( is_checkout_pay_page() );
	}

	public function test_a_pending_order_needs_payment_a_paid_or_free_one_does_not(): void {
		$order = $this->pending_order();
		$this->assertTrue( $order->needs_payment() );
		$order->set_status( 'failed' );
		$this->assertTrue( $order->needs_payment() );
		$order->set_status( 'processing' );
		$this->assertFalse( $order->needs_payment() );
		$order->set_status( 'pending' );
		$order->set_total( 0 );
		$this->assertFalse( $order->needs_payment() );
	}

	public function test_with_its_key_the_page_shows_the_order_and_the_pay_form(): void {
		$order = $this->pending_order();
		$fired = array();
		foreach ( array( 'before_woocommerce_pay', 'before_woocommerce_pay_form', 'woocommerce_pay_order_before_payment', 'woocommerce_pay_order_before_submit', 'woocommerce_pay_order_after_submit', 'after_woocommerce_pay' ) as $hook ) {
			add_action(
				$hook,
				static function () use ( $hook, &$fired ) {
					$fired[] = $hook;
				}
			);
		}
		$html = $this->page( $order->get_checkout_payment_url() );

		$this->assertSame( array( 'before_woocommerce_pay', 'before_woocommerce_pay_form', 'woocommerce_pay_order_before_payment', 'woocommerce_pay_order_before_submit', 'woocommerce_pay_order_after_submit', 'after_woocommerce_pay' ), $fired );
		$this->assertMatchesRegularExpression( '/<form id="order_review" method="post">/', $html );
		$this->assertStringContainsString( 'Bezahltest Korn', $html );
		$this->assertStringContainsString( $order->get_formatted_order_total(), $html );
		$this->assertMatchesRegularExpression( '/<input[^>]+name="payment_method"[^>]+value="tresen_pay_test_gateway"/', $html );
		$this->assertMatchesRegularExpression( '/<input type="hidden" name="woocommerce_pay" value="1" \/>/', $html );
		$this->assertMatchesRegularExpression( '/name="woocommerce-pay-nonce" value="' . preg_quote( wp_create_nonce( 'woocommerce-pay' ), '/' ) . '"/', $html );
		$this->assertMatchesRegularExpression( '/<button type="submit" class="button alt[^"]*" id="place_order" value="Bestellung bezahlen"/', $html );
		$this->assertStringContainsString( 'name="terms-field"', $html );
	}

	public function test_without_the_key_or_for_a_paid_order_there_is_no_form(): void {
		$order = $this->pending_order();
		$wrong = add_query_arg( 'key', 'wc_order_falsch', $order->get_checkout_payment_url() );
		$html  = $this->page( $wrong );
		$this->assertStringContainsString( 'Leider ist diese Bestellung ungültig und kann nicht bezahlt werden.', $html );
		$this->assertStringNotContainsString( 'order_review', $html );

		$order->set_status( 'processing' );
		$order->save();
		$html = html_entity_decode( $this->page( $order->get_checkout_payment_url() ) );
		$this->assertStringContainsString( 'Diese Bestellung hat den Status „In Bearbeitung“ und kann nicht bezahlt werden.', $html );
		$this->assertStringNotContainsString( 'order_review', $html );
	}

	public function test_a_customers_order_asks_a_visitor_to_log_in_and_refuses_another_customer(): void {
		$owner = $this->factory()->user();
		$order = $this->pending_order( $owner->ID );

		$html = $this->page( $order->get_checkout_payment_url() );
		$this->assertStringContainsString( 'Bitte melde dich unten in deinem Konto an, um zum Zahlungsformular zu gelangen.', $html );
		$this->assertMatchesRegularExpression( '/<form class="woocommerce-form woocommerce-form-login login"/', $html );
		$this->assertStringNotContainsString( 'order_review', $html );

		wp_set_current_user( $this->factory()->user()->ID );
		$html = $this->page( $order->get_checkout_payment_url() );
		$this->assertStringContainsString( 'Diese Bestellung kann nicht bezahlt werden.', $html );
		$this->assertStringNotContainsString( 'order_review', $html );

		wp_set_current_user( $owner->ID );
		$html = $this->page( $order->get_checkout_payment_url() );
		$this->assertStringContainsString( '<form id="order_review"', $html );
	}

	public function test_the_posted_form_pays_through_the_chosen_gateway_and_redirects(): void {
		$order    = $this->pending_order();
		$redirect = $this->pay( $order->get_checkout_payment_url(), $this->pay_post() );

		$this->assertSame( array( $order->get_id() ), Pay_Test_Gateway::$paid );
		$paid = wc_get_order( $order->get_id() );
		$this->assertSame( $paid->get_checkout_order_received_url(), $redirect );
		$this->assertSame( 'tresen_pay_test_gateway', $paid->get_payment_method() );
		$this->assertTrue( $paid->is_paid() );
	}

	public function test_a_wrong_nonce_or_key_or_a_paid_order_pays_nothing(): void {
		$order = $this->pending_order();
		$this->assertSame( '', $this->pay( $order->get_checkout_payment_url(), $this->pay_post( array( 'woocommerce-pay-nonce' => 'falsch' ) ) ) );
		$this->assertSame( '', $this->pay( add_query_arg( 'key', 'wc_order_falsch', $order->get_checkout_payment_url() ), $this->pay_post() ) );
		$this->assertSame( array(), Pay_Test_Gateway::$paid );
		$this->assertTrue( wc_get_order( $order->get_id() )->needs_payment() );

		$order->set_status( 'processing' );
		$order->save();
		$this->assertSame( '', $this->pay( $order->get_checkout_payment_url(), $this->pay_post() ) );
		$this->assertSame( array(), Pay_Test_Gateway::$paid );
	}

	public function test_unaccepted_terms_or_an_unknown_method_stay_on_the_page_with_a_german_notice(): void {
		$order = $this->pending_order();
		$post  = $this->pay_post();
		unset( $post['terms'] );
		$this->assertSame( '', $this->pay( $order->get_checkout_payment_url(), $post ) );
		$this->assertSame( array( 'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.' ), $this->error_texts() );

		$this->assertSame( '', $this->pay( $order->get_checkout_payment_url(), $this->pay_post( array( 'payment_method' => 'gibt_es_nicht' ) ) ) );
		$this->assertSame( array( 'Ungültige Zahlungsart.' ), $this->error_texts() );
		$this->assertSame( array(), Pay_Test_Gateway::$paid );
		$this->assertTrue( wc_get_order( $order->get_id() )->needs_payment() );
	}

	/**
	 * The error notices added since the last call (cleared).
	 *
	 * @return string[]
	 */
	private function error_texts(): array {
		$notices = wc_get_notices( 'error' );
		wc_clear_notices();
		return array_map( static fn( $n ) => html_entity_decode( wp_strip_all_tags( is_array( $n ) ? $n['notice'] : $n ) ), $notices );
	}
}

<?php
/**
 * What the plugin guards itself: other websites, the official PayPal
 * plugin, and the log that must never carry a secret.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Checkout;
use Tresen\PayPal\Gateway;
use Tresen\PayPal\Plugin;
use Tresen\PayPal\ProductCart;
use Tresen\Tests\Payments;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/includes/class-standin.php';

/**
 * Cross-site requests, standing down, logging.
 */
class GuardsTest extends TestCase {
	use Payments;

	/**
	 * Lines written to WooCommerce's log in this test.
	 *
	 * @var string[]
	 */
	private $logged = array();

	/**
	 * The PHP error log before the test (the double's logger writes there).
	 *
	 * @var string
	 */
	private $error_log = '';

	/**
	 * A file the PHP error log goes to during the test.
	 *
	 * @var string
	 */
	private $log_file = '';

	protected function setUp(): void {
		parent::setUp();
		Standin::fresh_checkout();
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		if ( '' !== $this->log_file ) {
			ini_set( 'error_log', $this->error_log ); // phpcs:ignore WordPress.PHP.IniSet
			unlink( $this->log_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- Our temp file.
		}
		Standin::forget_checkout();
		parent::tearDown();
	}

	public function test_a_start_from_another_website_is_refused_and_creates_no_paypal_order(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$_SERVER['HTTP_ORIGIN'] = 'https://boese.example';
		$reply                  = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte lade die Seite neu und versuche es noch einmal.', $reply['data']['messages'] );
		$this->assertSame( array(), Standin::state()['orders'] );

		// From the shop itself it works.
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$reply                  = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
		$this->assertTrue( $reply['success'], wp_json_encode( $reply ) );
	}

	public function test_a_product_button_cart_from_another_website_is_refused(): void {
		$product                       = $this->factory()->product();
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$reply                          = $this->ajax_json(
			'wc_ajax_tresen_paypal_generate_cart',
			array(
				'nonce'       => wp_create_nonce( ProductCart::NONCE ),
				'add-to-cart' => (string) $product->get_id(),
				'quantity'    => '1',
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertStringContainsString( 'anderen Website', $reply['data']['messages'] );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_with_woocommerce_paypal_payments_active_the_suite_stands_down_with_a_german_notice(): void {
		$this->assertContains( Gateway::class, Plugin::add_gateway( array() ) );
		update_option( 'active_plugins', array_merge( (array) get_option( 'active_plugins', array() ), array( Plugin::OFFICIAL ) ) );
		$this->assertTrue( Plugin::official_active() );
		$this->assertNotContains( Gateway::class, Plugin::add_gateway( array() ), 'the id ppcp-gateway is left to the official plugin' );
		WC()->payment_gateways()->init();
		$this->assertArrayNotHasKey( Gateway::ID, array_filter( WC()->payment_gateways()->payment_gateways(), static fn( $g ) => $g instanceof Gateway ) );
		// No buttons, no start either.
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$reply = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
		$this->assertFalse( $reply['success'] );
		$this->assertSame( array(), Standin::state()['orders'] );

		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$notice = $this->render( array( Plugin::class, 'stand_down_notice' ) );
		$this->assertStringContainsString( 'Tresen PayPal ist ausgeschaltet, weil WooCommerce PayPal Payments aktiv ist', $notice );

		// A shopper sees no such notice.
		wp_set_current_user( 0 );
		$this->assertSame( '', trim( $this->render( array( Plugin::class, 'stand_down_notice' ) ) ) );
	}

	public function test_without_the_official_plugin_there_is_no_notice(): void {
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$this->assertFalse( Plugin::official_active() );
		$this->assertSame( '', trim( $this->render( array( Plugin::class, 'stand_down_notice' ) ) ) );
	}

	public function test_a_payment_is_logged_step_by_step_and_the_secret_never_reaches_the_log(): void {
		$this->capture_log();
		WC()->cart->add_to_cart( $this->factory()->product( array( 'regular_price' => '25.90' ) )->get_id() );
		$reply = $this->ajax_json(
			'wc_ajax_tresen_paypal_start_checkout',
			array(
				'nonce'         => wp_create_nonce( Checkout::NONCE ),
				'from_checkout' => 'no',
			)
		);
		$token = $reply['data']['token'];
		Standin::approve( $token );
		$order = $this->order_to_pay( Gateway::ID );
		$order->set_status( 'pending' );
		$order->save();
		$_POST['paymentToken'] = $token;
		$_POST['payerID']      = 'PAYERSTANDIN1';
		// A token refused once on the way: the log says so, without the token itself.
		delete_transient( 'tresen_paypal_token_' . md5( Standin::url() . '|' . Standin::CLIENT_ID . '|' . Standin::SECRET ) );
		set_transient( 'tresen_paypal_token_' . md5( Standin::url() . '|' . Standin::CLIENT_ID . '|' . Standin::SECRET ), 'A21-abgelaufen', 3600 );
		$result = ( new Gateway() )->process_payment( $order->get_id() );
		unset( $_POST['paymentToken'], $_POST['payerID'] );
		$this->assertSame( 'success', $result['result'] );
		// A wrong secret: the refusal is logged, the secret is not.
		( new \Tresen\PayPal\Api( Standin::CLIENT_ID, 'falsches-geheimnis', true ) )->create_order( array( 'intent' => 'CAPTURE' ), 'x' );
		$capture = wc_get_order( $order->get_id() )->get_transaction_id();

		$log = $this->read_log();
		$this->assertStringContainsString( 'tresen-paypal', $log );
		$this->assertStringContainsString( 'PayPal order ' . $token . ' created', $log );
		$this->assertStringContainsString( 'PayPal order ' . $token . ' claimed for order #' . $order->get_id(), $log );
		$this->assertStringContainsString( 'v2/checkout/orders/' . $token . '/capture: HTTP 201', $log );
		$this->assertStringContainsString( 'Capture ' . $capture . ' for order #' . $order->get_id() . ': paid', $log );
		$this->assertStringContainsString( 'PayPal access token refused', $log );
		foreach ( array( Standin::SECRET, 'falsches-geheimnis', base64_encode( Standin::CLIENT_ID . ':' . Standin::SECRET ), 'A21-abgelaufen', 'Bearer A21' ) as $secret ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
			$this->assertStringNotContainsString( $secret, $log );
		}
	}

	/**
	 * Collects what reaches WooCommerce's logger: the handlers' filter of real
	 * WooCommerce, and the PHP error log the double writes to.
	 */
	private function capture_log(): void {
		add_filter(
			'woocommerce_logger_log_message',
			function ( $message, $level, $context ) {
				$this->logged[] = strtoupper( (string) $level ) . ' ' . ( is_array( $context ) ? (string) ( $context['source'] ?? '' ) : '' ) . ': ' . (string) $message;
				return $message;
			},
			10,
			3
		);
		$this->error_log = (string) ini_get( 'error_log' );
		$this->log_file  = (string) tempnam( sys_get_temp_dir(), 'tresen-paypal-log' );
		ini_set( 'error_log', $this->log_file ); // phpcs:ignore WordPress.PHP.IniSet
	}

	/** Everything logged so far. */
	private function read_log(): string {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local temp file.
		return implode( "\n", $this->logged ) . "\n" . (string) file_get_contents( $this->log_file );
	}
}

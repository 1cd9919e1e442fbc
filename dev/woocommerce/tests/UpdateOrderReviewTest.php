<?php
/**
 * The checkout script's wc-ajax endpoints: update_order_review (the shopper
 * changes the address, the shipping rate or the payment method and the
 * order review is recalculated), apply_coupon / remove_coupon, and the
 * wc_checkout_params they are called with. Runs on the double and on real
 * WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\AjaxDie;
use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * update_order_review, apply_coupon and remove_coupon contract.
 */
class UpdateOrderReviewTest extends TestCase {

	use Checkout;

	/**
	 * Fee callbacks added by the test.
	 *
	 * @var callable[]
	 */
	private $fee_callbacks = array();

	protected function setUp(): void {
		parent::setUp();
		$this->add_test_gateway( Test_Gateway::class );
		// Gateways have a description (real WooCommerce passes it through wp_kses_post(), which warns on none).
		WC()->payment_gateways()->payment_gateways()['tresen_test_gateway']->description = 'Du überweist den Betrag nach der Bestellung.';
	}

	protected function tearDown(): void {
		foreach ( $this->fee_callbacks as $callback ) {
			remove_action( 'woocommerce_cart_calculate_fees', $callback );
		}
		$this->fee_callbacks = array();
		$this->remove_test_gateways();
		parent::tearDown();
	}

	/**
	 * A cart holding gin at 25,90 € (gross, 19 % German VAT).
	 *
	 * @param int $qty Quantity.
	 */
	private function gin_in_cart( int $qty = 1 ): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		WC()->cart->add_to_cart( $product->get_id(), $qty );
		WC()->cart->calculate_totals();
	}

	/**
	 * What WooCommerce's checkout script posts to update_order_review when
	 * the billing address changes ("ship to a different address" unticked:
	 * the shipping fields repeat the billing ones).
	 *
	 * @param array<string, mixed> $override Changed or added fields.
	 * @return array<string, mixed>
	 */
	private function review_post( array $override = array() ): array {
		$address = array(
			'country'   => 'DE',
			'state'     => '',
			'postcode'  => '10115',
			'city'      => 'Berlin',
			'address'   => 'Hauptstraße 1',
			'address_2' => '',
		);
		$address = array_merge( $address, array_intersect_key( $override, $address ) );
		$form    = $this->checkout_post(
			array(
				'billing_country'   => $address['country'],
				'billing_postcode'  => $address['postcode'],
				'billing_city'      => $address['city'],
				'billing_address_1' => $address['address'],
			)
		);
		$post    = array(
			'security'         => wp_create_nonce( 'update-order-review' ),
			'payment_method'   => 'tresen_test_gateway',
			'has_full_address' => 'true',
			'post_data'        => http_build_query( $form ),
		);
		foreach ( $address as $key => $value ) {
			$post[ $key ]        = $value;
			$post[ 's_' . $key ] = $value;
		}
		return array_merge( $post, $override );
	}

	/**
	 * Runs an endpoint; also returns the HTTP status wp_die() was given.
	 *
	 * @param string               $hook Action.
	 * @param array<string, mixed> $post POST data.
	 * @return array{0: string, 1: int} Output and status (200 when wp_die() named none).
	 */
	private function ajax_with_status( string $hook, array $post ): array {
		$status = 200;
		add_filter(
			'wp_die_ajax_handler',
			static function () use ( &$status ) {
				return static function ( $message = '', $title = '', $args = array() ) use ( &$status ) {
					if ( is_int( $title ) ) {
						$status = $title;
					} elseif ( is_array( $args ) && isset( $args['response'] ) && is_int( $args['response'] ) ) {
						$status = $args['response'];
					}
					throw new AjaxDie( is_scalar( $message ) ? (string) $message : '' );
				};
			},
			20
		);
		$out = $this->ajax( $hook, $post );
		return array( $out, $status );
	}

	/**
	 * Plain text of HTML, entities decoded, whitespace collapsed.
	 *
	 * @param string $html HTML.
	 */
	private function text( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) ) );
	}

	public function test_a_german_cart_switched_to_austria_gets_austrian_shipping_and_vat_in_the_review(): void {
		$this->gin_in_cart();

		$germany = $this->ajax_json( 'wc_ajax_update_order_review', $this->review_post() );
		$this->assertSame( 'success', $germany['result'], $this->text( (string) $germany['messages'] ) );
		$review = $germany['fragments']['.woocommerce-checkout-review-order-table'];
		$this->assertMatchesRegularExpression( '/Standardversand \(DHL, mit Altersprüfung\): 4,90\s€/u', $this->text( $review ) );
		$this->assertMatchesRegularExpression( '/30,80\s€ \(enthält 4,92\s€ MwSt\.\)/u', $this->text( $review ) );

		$reply = $this->ajax_json(
			'wc_ajax_update_order_review',
			$this->review_post(
				array(
					'country'  => 'AT',
					'postcode' => '1010',
					'city'     => 'Wien',
					'address'  => 'Stephansplatz 1',
				)
			)
		);
		$this->assertSame( array( 'result', 'messages', 'reload', 'fragments' ), array_keys( $reply ) );
		$this->assertSame( 'success', $reply['result'], $this->text( (string) $reply['messages'] ) );
		$this->assertSame( '', $reply['messages'] );
		$this->assertFalse( $reply['reload'] );
		$this->assertSame( array( '.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment' ), array_keys( $reply['fragments'] ) );

		$review = $reply['fragments']['.woocommerce-checkout-review-order-table'];
		$this->assertStringStartsWith( '<table class="shop_table woocommerce-checkout-review-order-table">', trim( $review ) );
		$this->assertMatchesRegularExpression( '#<tr class="woocommerce-shipping-totals shipping">#', $review );
		// Austria: 9,90 € shipping; the gin's net price with 20 % VAT (26,11 €); 4,35 € + 1,65 € VAT.
		$this->assertMatchesRegularExpression( '/Standardversand \(DHL, mit Altersprüfung\): 9,90\s€/u', $this->text( $review ) );
		$this->assertMatchesRegularExpression( '/Zwischensumme 26,11\s€/u', $this->text( $review ) );
		$this->assertMatchesRegularExpression( '/Gesamtsumme 36,01\s€ \(enthält 6,00\s€ MwSt\.\)/u', $this->text( $review ) );
		$this->assertStringNotContainsString( '4,90', $review );

		$payment = $reply['fragments']['.woocommerce-checkout-payment'];
		$this->assertMatchesRegularExpression( '/<div id="payment" class="woocommerce-checkout-payment">/', $payment );
		$this->assertMatchesRegularExpression( '/<input id="payment_method_tresen_test_gateway"[^>]*value="tresen_test_gateway"[^>]*checked/', $payment );

		// The shopper's address is kept for the next request (and the order).
		$this->assertSame( 'AT', WC()->customer->get_billing_country() );
		$this->assertSame( 'Wien', WC()->customer->get_billing_city() );
		$this->assertSame( 'Stephansplatz 1', WC()->customer->get_billing_address_1() );
		$this->assertSame( 'AT', WC()->customer->get_shipping_country() );
		$this->assertSame( '1010', WC()->customer->get_shipping_postcode() );
		$this->assertTrue( WC()->customer->has_calculated_shipping() );
		$this->assertSame( 'tresen_test_gateway', WC()->session->get( 'chosen_payment_method' ) );
		$this->assertEqualsWithDelta( 36.01, (float) WC()->cart->get_total( 'edit' ), 0.001 );
	}

	public function test_the_review_fragment_holds_the_fee_rows_as_the_checkout_page_prints_them(): void {
		$callback              = static function ( $cart ) {
			$cart->add_fee( 'Flaschenpfand', 0.25 / 1.19, true, '' );
		};
		$this->fee_callbacks[] = $callback;
		add_action( 'woocommerce_cart_calculate_fees', $callback );
		$this->gin_in_cart();

		$reply  = $this->ajax_json( 'wc_ajax_update_order_review', $this->review_post() );
		$review = $reply['fragments']['.woocommerce-checkout-review-order-table'];
		$this->assertMatchesRegularExpression( '#<tr class="fee">\s*<th>Flaschenpfand</th>\s*<td>.*?0,25.*?</td>\s*</tr>#su', $review );
		$this->assertMatchesRegularExpression( '/Gesamtsumme 31,05\s€/u', $this->text( $review ) );
		// The same rows as the checkout page's review table.
		$this->assertSame( $this->text( $this->render( 'woocommerce_order_review' ) ), $this->text( $review ) );
	}

	public function test_the_posted_shipping_rate_and_payment_method_are_stored(): void {
		$this->gin_in_cart( 2 );
		$rates = WC()->shipping()->calculate_shipping( WC()->cart->get_shipping_packages() )[0]['rates'];
		$flat  = (string) key( array_filter( $rates, static fn( $r ) => 'flat_rate' === $r->get_method_id() ) );
		$this->assertNotSame( '', $flat );
		$seen = array();
		add_action(
			'woocommerce_checkout_update_order_review',
			static function ( $post_data ) use ( &$seen ) {
				$seen[] = $post_data;
			}
		);

		$post  = $this->review_post( array( 'shipping_method' => array( $flat ) ) );
		$reply = $this->ajax_json( 'wc_ajax_update_order_review', $post );

		$this->assertSame( 'success', $reply['result'], $this->text( (string) $reply['messages'] ) );
		$this->assertSame( array( $flat ), WC()->session->get( 'chosen_shipping_methods' ) );
		$this->assertSame( 'tresen_test_gateway', WC()->session->get( 'chosen_payment_method' ) );
		$this->assertSame( array( $post['post_data'] ), $seen, 'the serialized form reaches woocommerce_checkout_update_order_review' );
		// 2 × 25,90 € is free to ship by default; the shopper chose the paid rate.
		$review = $reply['fragments']['.woocommerce-checkout-review-order-table'];
		$this->assertMatchesRegularExpression( '/<input type="radio" name="shipping_method\[0\]"[^>]*value="' . preg_quote( $flat, '/' ) . '"[^>]*checked/', $review );
		$this->assertMatchesRegularExpression( '/Gesamtsumme 56,70\s€/u', $this->text( $review ) );
	}

	public function test_a_forged_nonce_is_refused_and_changes_nothing(): void {
		$this->gin_in_cart();
		list( $out, $status ) = $this->ajax_with_status(
			'wc_ajax_update_order_review',
			$this->review_post(
				array(
					'security' => 'forged',
					'country'  => 'AT',
				)
			)
		);
		$this->assertSame( '-1', $out );
		$this->assertSame( 403, $status );
		$this->assertSame( 'DE', WC()->customer->get_billing_country() );
		$this->assertSame( 'DE', WC()->customer->get_shipping_country() );
	}

	public function test_an_empty_cart_gets_the_session_expired_reply(): void {
		$fired = 0;
		add_action(
			'woocommerce_checkout_update_order_review',
			static function () use ( &$fired ) {
				++$fired;
			}
		);
		$reply = $this->ajax_json( 'wc_ajax_update_order_review', $this->review_post() );
		$this->assertSame( array( 'fragments' ), array_keys( $reply ) );
		$this->assertSame( array( 'form.woocommerce-checkout' ), array_keys( $reply['fragments'] ) );
		$form = $reply['fragments']['form.woocommerce-checkout'];
		$this->assertMatchesRegularExpression( '/<ul class="woocommerce-error" role="alert">\s*<li[^>]*>\s*Deine Sitzung ist leider abgelaufen\. <a href="' . preg_quote( esc_url( wc_get_page_permalink( 'shop' ) ), '/' ) . '" class="wc-backward">Zurück zum Shop<\/a>/u', $form );
		$this->assertSame( 0, $fired, 'nothing is updated for an expired session' );
	}

	public function test_an_unknown_coupon_code_is_refused_in_german(): void {
		$this->gin_in_cart();
		$out = $this->ajax(
			'wc_ajax_apply_coupon',
			array(
				'security'    => wp_create_nonce( 'apply-coupon' ),
				'coupon_code' => 'SOMMER10',
			)
		);
		$this->assertMatchesRegularExpression( '/^\s*<ul class="woocommerce-error" role="alert">\s*<li[^>]*>\s*Der Gutschein „sommer10“ kann nicht angewendet werden, da er nicht existiert\.\s*<\/li>\s*<\/ul>\s*$/u', $out );
		$this->assertSame( array(), WC()->cart->get_applied_coupons() );
		$this->assertEqualsWithDelta( 30.80, (float) WC()->cart->get_total( 'edit' ), 0.001 );
		$this->assertSame( array(), wc_get_notices( 'error' ), 'the notice was printed, not kept' );

		$empty = $this->ajax(
			'wc_ajax_apply_coupon',
			array(
				'security'    => wp_create_nonce( 'apply-coupon' ),
				'coupon_code' => '  ',
			)
		);
		$this->assertMatchesRegularExpression( '/<li[^>]*>\s*Bitte gib einen Gutscheincode ein\.\s*<\/li>/u', $empty );

		list( $forged, $status ) = $this->ajax_with_status(
			'wc_ajax_apply_coupon',
			array(
				'security'    => 'forged',
				'coupon_code' => 'sommer10',
			)
		);
		$this->assertSame( '-1', $forged );
		$this->assertSame( 403, $status );
	}

	public function test_removing_a_coupon_answers_as_woocommerce(): void {
		$this->gin_in_cart();
		$removed = $this->ajax(
			'wc_ajax_remove_coupon',
			array(
				'security' => wp_create_nonce( 'remove-coupon' ),
				'coupon'   => 'sommer10',
			)
		);
		$this->assertMatchesRegularExpression( '/<div class="woocommerce-message"[^>]*role="alert"[^>]*>\s*Der Gutschein wurde entfernt\.\s*<\/div>/u', $removed );

		$nothing = $this->ajax( 'wc_ajax_remove_coupon', array( 'security' => wp_create_nonce( 'remove-coupon' ) ) );
		$this->assertMatchesRegularExpression( '/<ul class="woocommerce-error" role="alert">\s*<li[^>]*>\s*Beim Entfernen des Gutscheins ist leider ein Problem aufgetreten\./u', $nothing );

		list( $forged, $status ) = $this->ajax_with_status(
			'wc_ajax_remove_coupon',
			array(
				'security' => 'forged',
				'coupon'   => 'sommer10',
			)
		);
		$this->assertSame( '-1', $forged );
		$this->assertSame( 403, $status );
	}

	public function test_the_checkout_script_gets_woocommerce_s_settings(): void {
		$this->go_to( get_permalink( wc_get_page_id( 'checkout' ) ) );
		// WooCommerce's own registrations, before any theme replaces a handle.
		remove_all_actions( 'wp_enqueue_scripts' );
		\WC_Frontend_Scripts::init();
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( 'wc-checkout', 'enqueued' ) );
		// Settings are added once per request; this test is a new request.
		$localized = new \ReflectionProperty( \WC_Frontend_Scripts::class, 'wp_localize_scripts' );
		$localized->setAccessible( true );
		$localized->setValue( null, array() );
		\WC_Frontend_Scripts::localize_printed_scripts();

		$data = (string) wp_scripts()->get_data( 'wc-checkout', 'data' );
		$this->assertMatchesRegularExpression( '/^var wc_checkout_params = (\{.*\});$/s', $data );
		preg_match( '/^var wc_checkout_params = (\{.*\});$/s', $data, $match );
		$params = json_decode( $match[1], true );
		$this->assertIsArray( $params );
		$keys = array( 'ajax_url', 'wc_ajax_url', 'update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce', 'option_guest_checkout', 'checkout_url', 'is_checkout', 'debug_mode', 'i18n_checkout_error' );
		$this->assertSame( $keys, array_keys( $params ) );
		$this->assertSame( '/wp-admin/admin-ajax.php', $params['ajax_url'] );
		$this->assertSame( '/?wc-ajax=%%endpoint%%', $params['wc_ajax_url'] );
		$this->assertSame( '/?wc-ajax=checkout', $params['checkout_url'] );
		$this->assertSame( 'yes', $params['option_guest_checkout'] );
		$this->assertSame( '1', $params['is_checkout'] );
		$this->assertSame( '1', $params['debug_mode'] );
		$this->assertSame( 1, wp_verify_nonce( $params['update_order_review_nonce'], 'update-order-review' ) );
		$this->assertSame( 1, wp_verify_nonce( $params['apply_coupon_nonce'], 'apply-coupon' ) );
		$this->assertSame( 1, wp_verify_nonce( $params['remove_coupon_nonce'], 'remove-coupon' ) );
		// Markup the script shows as a notice: decoded, with the link to the account's orders.
		$this->assertSame(
			'Bei der Verarbeitung deiner Bestellung ist ein Fehler aufgetreten. Bitte prüfe, ob deine Zahlungsmethode belastet wurde, und sieh dir deinen <a href="' . esc_url( wc_get_account_endpoint_url( 'orders' ) ) . '">Bestellverlauf</a> an, bevor du die Bestellung erneut aufgibst.',
			$params['i18n_checkout_error']
		);
	}
}

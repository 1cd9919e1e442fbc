<?php
/**
 * The suite as one Stripe provider in WooCommerce → Settings → Payments.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\ProviderList;
use Tresen\Stripe\SepaGateway;
use Tresen\Tests\TestCase;

/**
 * One Stripe entry with its methods and their logos inside.
 */
class ProviderListTest extends TestCase {

	/** WooCommerce 10's route behind the Payments settings page (wc-admin). */
	private const PROVIDERS_ROUTE = '/wc-admin/settings/payments/providers';

	/** The method gateways the suite registers beside the main one. */
	private const METHOD_IDS = array( 'stripe_sepa', 'stripe_bancontact', 'stripe_ideal', 'stripe_eps', 'stripe_p24', 'stripe_alipay', 'stripe_multibanco', 'stripe_boleto', 'stripe_oxxo' );

	public function test_the_payments_list_keeps_only_the_main_stripe_gateway_and_checkout_keeps_every_method(): void {
		$this->turn_on( SepaGateway::ID );
		$before = array_keys( WC()->payment_gateways()->payment_gateways() );
		foreach ( array_merge( array( Gateway::ID ), self::METHOD_IDS ) as $id ) {
			$this->assertContains( $id, $before, "$id is registered for orders and the checkout" );
		}
		$this->assertArrayHasKey( SepaGateway::ID, WC()->payment_gateways()->get_available_payment_gateways() );

		// What WooCommerce fires before it reads the list of its Payments settings page.
		do_action( 'woocommerce_admin_field_payment_gateways' );

		$listed = WC()->payment_gateways()->payment_gateways();
		$ids    = array_keys( $listed );
		$this->assertContains( Gateway::ID, $ids );
		foreach ( self::METHOD_IDS as $id ) {
			$this->assertNotContains( $id, $ids, "$id is shown inside the Stripe provider, not as an entry of its own" );
		}
		$this->assertContains( 'bacs', $ids, 'other providers stay' );
		$this->assertSame( 'Stripe', $listed[ Gateway::ID ]->get_method_title() );
		$this->assertStringEndsWith( '/assets/images/methods/stripe.svg', $listed[ Gateway::ID ]->icon );
	}

	public function test_the_stripe_provider_lists_its_methods_with_their_logos_and_state(): void {
		$this->turn_on( SepaGateway::ID );
		do_action( 'woocommerce_admin_field_payment_gateways' );

		$methods = ProviderList::methods();
		$by_id   = array_column( $methods, null, 'id' );
		$this->assertSame( array_merge( array( Gateway::ID ), self::METHOD_IDS ), array_keys( $by_id ), 'the card first, then SEPA, then the others, each by its gateway id' );
		$this->assertSame( 'Kreditkarte', $by_id[ Gateway::ID ]['title'] );
		$this->assertSame( 'SEPA-Lastschrift', $by_id[ SepaGateway::ID ]['title'] );
		$this->assertSame( 'iDEAL | Wero', $by_id['stripe_ideal']['title'] );
		$this->assertTrue( $by_id[ SepaGateway::ID ]['enabled'] );
		$this->assertFalse( $by_id['stripe_ideal']['enabled'] );
		$this->assertSame( 'primary', $by_id[ SepaGateway::ID ]['category'] );
		$this->assertSame( 'secondary', $by_id['stripe_oxxo']['category'] );
		foreach ( $methods as $method ) {
			$this->assertMatchesRegularExpression( '~/assets/images/methods/[a-z0-9_]+\.svg$~', $method['icon'], $method['id'] . ' has its logo' );
			$file = dirname( TRESEN_STRIPE_FILE ) . '/assets/images/methods/' . basename( $method['icon'] );
			$this->assertFileExists( $file );
		}
		$this->assertStringEndsWith( 'sepa_debit.svg', $by_id[ SepaGateway::ID ]['icon'] );
		$this->assertStringEndsWith( 'ideal.svg', $by_id['stripe_ideal']['icon'] );
	}

	public function test_the_providers_settings_page_shows_the_methods_with_logos_and_links_to_their_settings(): void {
		$this->turn_on( SepaGateway::ID );
		$html = ProviderList::table_html();
		$this->assertStringContainsString( 'Zahlungsarten', $html );
		$this->assertMatchesRegularExpression( '~<img src="[^"]+/methods/sepa_debit\.svg"~', $html );
		$this->assertMatchesRegularExpression( '~<th scope="row">SEPA-Lastschrift</th><td>An</td>~', $html );
		$this->assertMatchesRegularExpression( '~<th scope="row">iDEAL \| Wero</th><td>Aus</td>~', $html );
		$this->assertStringContainsString( 'section=stripe_ideal', $html );
		$this->assertStringContainsString( 'iDEAL | Wero einrichten', $html );
	}

	public function test_reordering_the_providers_keeps_the_stripe_methods_right_after_stripe(): void {
		update_option(
			'woocommerce_gateway_order',
			array(
				'stripe_sepa'  => 0,
				'ppcp-gateway' => 1,
				'bacs'         => 2,
				'stripe'       => 3,
				'stripe_ideal' => 4,
			)
		);
		$order = get_option( 'woocommerce_gateway_order' );
		asort( $order );
		$this->assertSame( array( 'ppcp-gateway', 'bacs', 'stripe', 'stripe_sepa', 'stripe_ideal' ), array_keys( $order ) );
		$this->rebuild_gateways();
		$ids = array_keys( WC()->payment_gateways()->payment_gateways() );
		$this->assertLessThan( array_search( 'stripe_sepa', $ids, true ), array_search( 'bacs', $ids, true ), 'the checkout offers them in that order' );

		// WooCommerce's init() adds to the list it has: leave it in the shop's default order for the next tests.
		delete_option( 'woocommerce_gateway_order' );
		$this->rebuild_gateways();
	}

	/**
	 * Builds WooCommerce's gateway list again from scratch (its init() keeps
	 * the entries of a previous order, as it runs once a request in a shop).
	 */
	private function rebuild_gateways(): void {
		WC()->payment_gateways()->payment_gateways = array();
		WC()->payment_gateways()->init();
	}

	public function test_woocommerce_payments_settings_show_one_stripe_provider_with_its_methods_and_logos(): void {
		if ( ! isset( rest_get_server()->get_routes()[ self::PROVIDERS_ROUTE ] ) ) {
			$this->markTestSkipped( 'The WooCommerce double has no React Payments settings (wc-admin REST route ' . self::PROVIDERS_ROUTE . '); real lane only: TRESEN_WC=real.' );
		}
		$this->turn_on( SepaGateway::ID );
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );

		// The settings page asks with a POST (WooCommerce's route is CREATABLE).
		$response = $this->rest( 'POST', self::PROVIDERS_ROUTE, array( 'location' => 'DE' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data      = $response->get_data();
		$providers = $data['providers'] ?? array();
		$ours      = array_values(
			array_filter(
				$providers,
				static fn( $p ): bool => 'gateway' === ( $p['_type'] ?? '' ) && 0 === strpos( (string) $p['id'], 'stripe' )
			)
		);
		$this->assertCount( 1, $ours, 'one Stripe entry: ' . wp_json_encode( array_map( static fn( $p ) => array( $p['id'], $p['title'], $p['_order'], $p['plugin'] ), $ours ) ) );
		$stripe = $ours[0];
		$this->assertSame( Gateway::ID, $stripe['id'] );
		$this->assertSame( 'Stripe', $stripe['title'] );
		$this->assertStringEndsWith( '/methods/stripe.svg', $stripe['icon'] );
		$this->assertStringContainsString( 'iDEAL | Wero', $stripe['description'] );
		$this->assertStringContainsString( 'section=stripe', $stripe['management']['_links']['settings']['href'] );

		// Inside it: its settings page, with the methods, their logos and state before the account's settings.
		ob_start();
		WC()->payment_gateways()->payment_gateways()[ Gateway::ID ]->admin_options();
		$page = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '~<h3 id="tresen-stripe-methods">Zahlungsarten</h3>.*<table class="form-table">~s', $page );
		$this->assertMatchesRegularExpression( '~<img src="[^"]+/methods/ideal\.svg"[^>]*></td><th scope="row">iDEAL \| Wero</th><td>Aus</td>~', $page );
		$this->assertMatchesRegularExpression( '~<img src="[^"]+/methods/sepa_debit\.svg"[^>]*></td><th scope="row">SEPA-Lastschrift</th><td>An</td>~', $page );
		$this->assertSame( 10, substr_count( $page, '/assets/images/methods/' ), 'the card and the nine other methods' );
		$this->assertStringContainsString( 'section=stripe_oxxo', $page );
	}

	/**
	 * Switches a gateway on and rebuilds WooCommerce's list.
	 *
	 * @param string $id Gateway id.
	 */
	private function turn_on( string $id ): void {
		update_option(
			'woocommerce_stripe_settings',
			array(
				'enabled'              => 'yes',
				'testmode'             => 'yes',
				'test_publishable_key' => 'pk_test_provider',
				'test_secret_key'      => 'sk_test_provider',
			)
		);
		update_option(
			'woocommerce_' . $id . '_settings',
			array(
				'enabled' => 'yes',
				'title'   => 'SEPA',
			)
		);
		$this->rebuild_gateways();
	}
}

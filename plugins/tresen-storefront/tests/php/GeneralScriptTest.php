<?php
/**
 * WooCommerce's general script (`woocommerce`) and its address scripts
 * replaced by the storefront plugin's general bundle: storefront pages load
 * no jQuery (here with the Tresen theme; tests/e2e/other-theme.spec.ts
 * checks Twenty Twenty-One).
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\General\GeneralScript;

/**
 * Which scripts a page asks for once every plugin and the theme enqueued theirs.
 */
class GeneralScriptTest extends TestCase {

	private const OURS = 'tresen-storefront-general';

	/**
	 * Handles that must not reach a storefront page (beyond the product page).
	 */
	private const UNWANTED = array( 'jquery', 'jquery-core', 'jquery-migrate', 'jquery-blockui', 'js-cookie', 'wc-order-attribution', 'sourcebuster-js' );

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	protected function tearDown(): void {
		unset( $GLOBALS['current_screen'] );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		parent::tearDown();
	}

	/**
	 * Opens a URL, runs wp_enqueue_scripts on a fresh registry and returns
	 * every handle the page would print (dependencies resolved).
	 *
	 * @param string $url URL or path.
	 * @return string[]
	 */
	private function scripts_on( string $url ): array {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->go_to( $url );
		do_action( 'wp_enqueue_scripts' );
		$scripts = wp_scripts();
		$scripts->to_do = array();
		$scripts->all_deps( $scripts->queue );
		return $scripts->to_do;
	}

	/**
	 * A page with a shortcode, set as WooCommerce's page for it.
	 *
	 * @param string $option    Page option, e.g. woocommerce_cart_page_id.
	 * @param string $shortcode Shortcode.
	 */
	private function wc_page( string $option, string $shortcode ): string {
		$page = $this->factory()->page( $shortcode, '[' . $shortcode . ']' );
		update_option( $option, $page->ID );
		return '/?page_id=' . $page->ID;
	}

	public function test_home_shop_cart_and_account_load_our_script_and_no_jquery(): void {
		$pages = array(
			'home'    => '/',
			'shop'    => '/?post_type=product',
			'cart'    => $this->wc_page( 'woocommerce_cart_page_id', 'woocommerce_cart' ),
			'account' => $this->wc_page( 'woocommerce_myaccount_page_id', 'woocommerce_my_account' ),
		);
		foreach ( $pages as $name => $url ) {
			$handles = $this->scripts_on( $url );
			$this->assertContains( self::OURS, $handles, "$name: the storefront bundle loads" );
			$this->assertContains( 'woocommerce', $handles, "$name: WooCommerce's handle is still enqueued (as our alias)" );
			foreach ( self::UNWANTED as $unwanted ) {
				$this->assertNotContains( $unwanted, $handles, "$name loads $unwanted" );
			}
		}
	}

	public function test_the_printed_page_has_our_script_and_no_jquery_file(): void {
		$this->scripts_on( '/' );
		$html = $this->render(
			static function () {
				wp_scripts()->do_items();
			}
		);
		$this->assertStringContainsString( '/plugins/tresen-storefront/build/general.js', $html );
		$this->assertStringNotContainsString( '/assets/js/woocommerce.js', $html );
		$this->assertStringNotContainsString( '/assets/js/order-attribution.js', $html );
		$this->assertDoesNotMatchRegularExpression( '#/jquery[^"\']*\.js#', $html );
	}

	public function test_the_woocommerce_handle_is_an_alias_that_resolves_to_ours(): void {
		$this->scripts_on( '/' );
		$registered = wp_scripts()->registered[ GeneralScript::REPLACED_HANDLE ];
		$this->assertFalse( $registered->src );
		$this->assertSame( array( self::OURS ), $registered->deps );

		// Resolving the alias gives ours, not jQuery (a script on the page that needs the
		// original's dependencies gets them back: ScriptReplacementTest).
		wp_register_script( 'third-party-test', 'https://example.test/x.js', array( 'woocommerce' ), '1', true );
		$scripts        = wp_scripts();
		$scripts->to_do = array();
		$scripts->all_deps( array( 'third-party-test' ) );
		$this->assertContains( self::OURS, $scripts->to_do );
		$this->assertNotContains( 'jquery', $scripts->to_do );
		$this->assertNotContains( 'js-cookie', $scripts->to_do );
	}

	public function test_small_stylesheets_and_the_theme_s_stylesheet_are_printed_in_the_page(): void {
		$GLOBALS['wp_styles'] = new \WP_Styles();
		$this->scripts_on( '/' ); // wp_enqueue_scripts ends with Enqueue::inline_small_styles() and inline_theme_stylesheet().
		$styles = wp_styles();
		$this->assertNotEmpty( $styles->get_data( self::OURS, 'path' ), 'the general bundle\'s few rules go inline' );
		$html = $this->render( static fn() => wp_maybe_inline_styles() || $styles->do_items() );
		// The theme's whole stylesheet is the critical CSS: in the page, no render-blocking request.
		$this->assertStringNotContainsString( "id='tresen-theme-css'", $html );
		$this->assertStringNotContainsString( '/build/theme.css', $html );
		$this->assertMatchesRegularExpression( '#<style id=["\']tresen-theme-inline-css["\']>[^<]*\.site-header\{[^<]*</style>#', $html );
		$GLOBALS['wp_styles'] = new \WP_Styles();
	}

	public function test_the_theme_s_stylesheet_stays_a_file_when_the_owner_filters_it_so(): void {
		$GLOBALS['wp_styles'] = new \WP_Styles();
		add_filter( 'tresen_theme_inline_stylesheet', '__return_false' );
		$this->scripts_on( '/' );
		$styles = wp_styles();
		$html   = $this->render( static fn() => $styles->do_items() );
		remove_filter( 'tresen_theme_inline_stylesheet', '__return_false' );
		$GLOBALS['wp_styles'] = new \WP_Styles();
		$this->assertMatchesRegularExpression( '#<link rel=["\']stylesheet["\'] id=["\']tresen-theme-css["\'] href=["\'][^"\']*/build/theme\.css#', $html );
	}

	public function test_the_product_page_runs_the_storefront_s_product_script_and_no_jquery(): void {
		$product = $this->factory()->product( array( 'name' => 'Gin 0,35 l' ) );
		$handles = $this->scripts_on( '/?post_type=product&p=' . $product->get_id() );
		$this->assertContains( self::OURS, $handles );
		$this->assertContains( 'tresen-storefront-product', $handles );
		$this->assertFalse( wp_scripts()->registered['wc-single-product']->src, 'WooCommerce\'s product script is our alias' );
		foreach ( self::UNWANTED as $unwanted ) {
			$this->assertNotContains( $unwanted, $handles, "the product page loads $unwanted" );
		}
	}

	public function test_the_accounts_address_form_gets_our_script_instead_of_the_jquery_country_scripts(): void {
		$account = $this->wc_page( 'woocommerce_myaccount_page_id', 'woocommerce_my_account' );
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$handles = $this->scripts_on( add_query_arg( 'edit-address', 'billing', $account ) );
		$this->assertTrue( is_wc_endpoint_url( 'edit-address' ) );
		// WooCommerce enqueues them while it renders the form, after wp_enqueue_scripts.
		foreach ( GeneralScript::ADDRESS_HANDLES as $handle ) {
			wp_enqueue_script( $handle );
			$this->assertFalse( wp_scripts()->registered[ $handle ]->src, "$handle is our alias" );
		}
		$scripts        = wp_scripts();
		$scripts->to_do = array();
		$scripts->all_deps( $scripts->queue );
		$this->assertContains( self::OURS, $scripts->to_do );
		foreach ( array_merge( self::UNWANTED, array( 'selectWoo' ) ) as $unwanted ) {
			$this->assertNotContains( $unwanted, $scripts->to_do, "the address form loads $unwanted" );
		}
		$this->assertContains( self::OURS, $handles );
	}

	public function test_the_checkout_has_native_selects(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$handles = $this->scripts_on( $this->wc_page( 'woocommerce_checkout_page_id', 'woocommerce_checkout' ) );
		$this->assertTrue( is_checkout() );
		$this->assertNotContains( 'selectWoo', $handles );
		$this->assertFalse( wp_style_is( 'select2', 'enqueued' ) );
	}

	public function test_the_checkout_runs_the_suites_checkout_and_no_jquery(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$handles = $this->scripts_on( $this->wc_page( 'woocommerce_checkout_page_id', 'woocommerce_checkout' ) );
		$this->assertContains( 'tresen-storefront-checkout', $handles );
		$this->assertContains( self::OURS, $handles, 'the address fields follow their country with the general bundle' );
		$this->assertNotContains( 'tresen-storefront-cart', $handles, 'no mini cart script on the checkout (its budget)' );
		$this->assertNotContains( 'tresen-storefront-search', $handles, 'the plain product search form there (its budget)' );
		$this->assertStringContainsString( 'data-cart-count>1</span>', \Tresen\Theme\Template\Header::cart(), 'the header counts the cart itself there' );
		foreach ( array_merge( array( 'wc-checkout' ), GeneralScript::ADDRESS_HANDLES ) as $handle ) {
			$this->assertFalse( wp_scripts()->registered[ $handle ]->src, "$handle is our alias" );
		}
		foreach ( self::UNWANTED as $unwanted ) {
			$this->assertNotContains( $unwanted, $handles, "the checkout loads $unwanted" );
		}
		// WooCommerce's parameters stay on the page for our script and for gateways.
		$html = $this->render(
			static function () {
				do_action( 'wp_print_scripts' ); // WooCommerce adds its parameters here.
				wp_scripts()->do_items();
			}
		);
		$this->assertStringContainsString( 'var wc_checkout_params', $html );
		$this->assertStringContainsString( 'update_order_review_nonce', $html );
		$this->assertStringContainsString( '/plugins/tresen-storefront/build/checkout.js', $html );
		$this->assertStringContainsString( 'tresenCheckout', $html );
		// Its chunks (placing the order, coupons, checks) load through the storefront runtime, from the build folder.
		$this->assertStringContainsString( '/plugins/tresen-storefront/build/runtime.js', $html );
		$this->assertMatchesRegularExpression( '#tresenCheckout[^{]*\{[^}]*"publicPath":"[^"]*\\/plugins\\/tresen-storefront\\/build\\/"#', $html );
		$this->assertDoesNotMatchRegularExpression( '#/jquery[^"\']*\.js#', $html );
	}

	public function test_react_comes_to_the_checkout_only_for_a_guest_who_must_log_in(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$url = $this->wc_page( 'woocommerce_checkout_page_id', 'woocommerce_checkout' );
		update_option( 'woocommerce_enable_guest_checkout', 'yes' );
		$handles = $this->scripts_on( $url );
		$this->assertNotContains( 'tresen-storefront-checkout-login', $handles );
		$this->assertNotContains( 'react', $handles, 'no React on an ordinary checkout' );

		update_option( 'woocommerce_enable_guest_checkout', 'no' );
		update_option( 'woocommerce_enable_signup_and_login_from_checkout', 'no' );
		$handles = $this->scripts_on( $url );
		$this->assertContains( 'tresen-storefront-checkout-login', $handles );
		$this->assertContains( 'wp-element', $handles );
		$page = $this->render( static fn() => print( do_shortcode( '[woocommerce_checkout]' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput
		$this->assertStringContainsString( 'Zum Bestellen anmelden', $page, 'the way to the login without JavaScript' );
		$this->assertStringContainsString( esc_url( wp_login_url( wc_get_checkout_url() ) ), $page );
		$this->assertStringNotContainsString( 'name="checkout"', $page );

		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertNotContains( 'tresen-storefront-checkout-login', $this->scripts_on( $url ), 'a logged-in customer is not asked' );
	}

	public function test_a_gateway_that_needs_jquery_on_the_checkout_still_gets_it(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$url = $this->wc_page( 'woocommerce_checkout_page_id', 'woocommerce_checkout' );
		add_action(
			'wp_enqueue_scripts',
			static function () {
				wp_enqueue_script( 'gateway-test', 'https://example.test/gateway.js', array( 'jquery', 'wc-checkout' ), '1', true );
			},
			30
		);
		$handles = $this->scripts_on( $url );
		$this->assertContains( 'gateway-test', $handles );
		$this->assertContains( 'tresen-storefront-checkout', $handles );
		$this->assertContains( 'jquery', $handles, 'its own dependency' );
	}

	public function test_the_block_checkout_loads_no_classic_checkout_script_but_its_order_pay_page_does(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$page = $this->factory()->page( 'kasse-bloecke', '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->' );
		update_option( 'woocommerce_checkout_page_id', $page->ID );
		update_option( 'woocommerce_enable_guest_checkout', 'no' );
		update_option( 'woocommerce_enable_signup_and_login_from_checkout', 'no' );
		$handles = $this->scripts_on( '/?page_id=' . $page->ID );
		$this->assertTrue( is_checkout() );
		$this->assertNotContains( 'tresen-storefront-checkout', $handles, 'the block has no classic form for it' );
		$this->assertNotContains( 'tresen-storefront-checkout-login', $handles, 'the block asks for the login itself' );
		$this->assertContains( self::OURS, $handles, 'the general bundle stays' );
		// Nor WooCommerce's classic checkout script: the block renders in a classic theme's page only after
		// wp_enqueue_scripts. (WooCommerce's order attribution recorder runs there on purpose: tresen-order-attribution.)
		foreach ( array( 'wc-checkout', 'jquery', 'jquery-core', 'jquery-migrate', 'jquery-blockui' ) as $unwanted ) {
			$this->assertNotContains( $unwanted, $handles, "the block checkout loads $unwanted" );
		}

		$order = wc_create_order();
		$order->save();
		$pay = $this->scripts_on( add_query_arg( array( 'order-pay' => $order->get_id(), 'pay_for_order' => 'true', 'key' => $order->get_order_key() ), '/?page_id=' . $page->ID ) );
		$this->assertContains( 'tresen-storefront-checkout', $pay, 'the order-pay form is the classic one' );
	}

	public function test_the_order_received_page_loads_no_checkout_script(): void {
		$order = wc_create_order();
		$order->save();
		$checkout = $this->wc_page( 'woocommerce_checkout_page_id', 'woocommerce_checkout' );
		$handles  = $this->scripts_on( add_query_arg( array( 'order-received' => $order->get_id(), 'key' => $order->get_order_key() ), $checkout ) );
		$this->assertNotContains( 'tresen-storefront-checkout', $handles );
	}

	public function test_nothing_is_replaced_in_wp_admin(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		$this->assertTrue( is_admin() );
		wp_register_script( 'woocommerce', 'https://example.test/woocommerce.js', array( 'jquery', 'jquery-blockui', 'js-cookie' ), '1', true );
		wp_enqueue_script( 'woocommerce' );
		( new GeneralScript() )->enqueue();
		$registered = wp_scripts()->registered['woocommerce'];
		$this->assertSame( 'https://example.test/woocommerce.js', $registered->src );
		$this->assertFalse( wp_script_is( self::OURS, 'enqueued' ) );
	}
}

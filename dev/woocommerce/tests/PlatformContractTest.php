<?php
/**
 * What the suite relies on from WooCommerce 10.5 and the double must do the
 * same: script handles and their dependencies, the disabled variation
 * button, no-cache headers on personal pages, the customer role. Runs on
 * the double (npm test) and on real WooCommerce (npm run test:real).
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Platform contract.
 */
class PlatformContractTest extends TestCase {

	public function test_the_checkout_script_depends_on_woocommerce_which_brings_blockui(): void {
		$this->go_to( get_permalink( wc_get_page_id( 'checkout' ) ) );
		// WooCommerce's own registrations, before any theme replaces a handle.
		remove_all_actions( 'wp_enqueue_scripts' );
		\WC_Frontend_Scripts::init();
		do_action( 'wp_enqueue_scripts' );
		$scripts = wp_scripts();
		$this->assertTrue( wp_script_is( 'wc-checkout', 'enqueued' ) );
		$this->assertSame( array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ), $scripts->registered['wc-checkout']->deps );
		$this->assertSame( array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ), $scripts->registered['woocommerce']->deps );
		$this->assertNotEmpty( $scripts->registered['wc-jquery-blockui']->src );
		// The old handles stay as aliases.
		$this->assertSame( array( 'wc-jquery-blockui' ), $scripts->registered['jquery-blockui']->deps );
		$this->assertSame( array( 'wc-js-cookie' ), $scripts->registered['js-cookie']->deps );
	}

	public function test_the_variation_button_is_rendered_disabled_until_a_script_enables_it(): void {
		$product            = $this->factory()->variable_product();
		$GLOBALS['product'] = $product;
		$html               = wc_get_template_html( 'single-product/add-to-cart/variation-add-to-cart-button.php' );
		unset( $GLOBALS['product'] );
		$this->assertMatchesRegularExpression( '#<button type="submit" class="single_add_to_cart_button[^"]*"[^>]*\sdisabled[\s>]#', $html );
	}

	public function test_cart_checkout_and_account_pages_are_not_cacheable(): void {
		foreach ( array( 'cart', 'checkout', 'myaccount' ) as $page ) {
			$this->go_to( get_permalink( wc_get_page_id( $page ) ) );
			$headers = apply_filters( 'wp_headers', array() );
			$this->assertArrayHasKey( 'Cache-Control', $headers, $page );
			$directives = preg_split( '/\s*,\s*/', $headers['Cache-Control'] );
			$this->assertContains( 'private', $directives, "{$page}: no shared cache may keep it" );
			$this->assertContains( 'no-cache', $directives, $page );
		}
		$this->assertTrue( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE, 'page caches are told to skip it' );

		$product = $this->factory()->product();
		$this->go_to( get_permalink( $product->get_id() ) );
		$this->assertArrayNotHasKey( 'Cache-Control', apply_filters( 'wp_headers', array() ), 'product pages stay cacheable' );
	}

	public function test_customers_get_the_customer_role(): void {
		$customer = get_role( 'customer' );
		$this->assertInstanceOf( \WP_Role::class, $customer );
		$this->assertTrue( $customer->has_cap( 'read' ) );
		$this->assertFalse( $customer->has_cap( 'edit_posts' ) );
		$manager = get_role( 'shop_manager' );
		$this->assertInstanceOf( \WP_Role::class, $manager );
		$this->assertTrue( $manager->has_cap( 'manage_woocommerce' ) );
	}
}

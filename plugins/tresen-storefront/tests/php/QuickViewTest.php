<?php
/**
 * Quick view: `flatsome_quickview` answers a published product's HTML
 * (price, add to cart, no second page heading) and nothing else; the shop
 * list's link leads to the product page; React is named for loading on
 * intent, not loaded with the page.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\QuickView\QuickView;
use Tresen\Storefront\Plugin;

/**
 * QuickView.
 */
class QuickViewTest extends TestCase {

	public function test_a_published_product_comes_with_its_price_and_form_without_a_second_h1(): void {
		$product = $this->factory()->product( array( 'name' => 'Spreewälder Gin', 'regular_price' => '19.90' ) );
		$html    = $this->ajax( 'wp_ajax_nopriv_' . QuickView::ACTION, array( 'product' => (string) $product->get_id() ) );
		$this->assertStringContainsString( 'tresen-quick-view__product', $html );
		$this->assertStringContainsString( '19,90', $html );
		$this->assertStringContainsString( 'single_add_to_cart_button', $html );
		$this->assertStringContainsString( 'woocommerce-product-gallery', $html );
		$this->assertStringNotContainsString( '<h1', $html, 'the dialog names the product; the page keeps its one h1' );
		$this->assertNotFalse( has_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_title' ), 'the product page keeps its title' );
	}

	public function test_drafts_private_hidden_and_unknown_products_are_never_rendered(): void {
		$draft = $this->factory()->product( array( 'name' => 'Geheimer Entwurf' ) );
		$draft->set_status( 'draft' );
		$draft->save();
		$private = $this->factory()->product( array( 'name' => 'Nur intern' ) );
		$private->set_status( 'private' );
		$private->save();
		$hidden = $this->factory()->product( array( 'name' => 'Versteckt' ) );
		$hidden->set_catalog_visibility( 'hidden' );
		$hidden->save();
		foreach ( array( $draft->get_id(), $private->get_id(), $hidden->get_id(), 999999, 'abc', array( 1 ) ) as $id ) {
			$html = $this->ajax( 'wp_ajax_nopriv_' . QuickView::ACTION, array( 'product' => $id ) );
			$this->assertStringContainsString( 'Dieses Produkt kann nicht angezeigt werden', $html );
			foreach ( array( 'Geheimer Entwurf', 'Nur intern', 'Versteckt' ) as $name ) {
				$this->assertStringNotContainsString( $name, $html );
			}
		}
	}

	public function test_the_list_link_leads_to_the_product_page_and_names_the_product(): void {
		global $product;
		$product = $this->factory()->product( array( 'name' => 'Spreewälder Gin' ) );
		$this->go_to( '/?post_type=product' );
		$html = $this->render( array( QuickView::class, 'button' ) );
		$this->assertStringContainsString( 'href="' . esc_url( $product->get_permalink() ) . '"', $html );
		$this->assertStringContainsString( 'aria-label="Schnellansicht: Spreewälder Gin"', $html );
		$this->assertStringContainsString( '>Schnellansicht</a>', $html );
	}

	public function test_the_link_is_only_where_its_script_is_loaded(): void {
		global $product;
		$gin     = $this->factory()->product( array( 'name' => 'Spreewälder Gin' ) );
		$product = $gin;
		// Related products on a product page, and a page with a [products] shortcode: no script, no link.
		$this->go_to( '/?post_type=product&p=' . $gin->get_id() );
		$this->assertSame( '', $this->render( array( QuickView::class, 'button' ) ) );
		$page = $this->factory()->page( 'Aktion', '[products]' );
		$this->go_to( get_permalink( $page ) );
		$product = $gin;
		$this->assertSame( '', $this->render( array( QuickView::class, 'button' ) ) );
		// The shop: both.
		$this->go_to( '/?post_type=product' );
		$product = $gin;
		$this->assertStringContainsString( 'tresen-quick-view-button', $this->render( array( QuickView::class, 'button' ) ) );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( 'tresen-storefront-quick-view', 'enqueued' ) );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	public function test_react_is_named_for_later_not_loaded_with_the_shop_page(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->go_to( '/?post_type=product' );
		do_action( 'wp_enqueue_scripts' );
		$scripts        = wp_scripts();
		$scripts->to_do = array();
		$scripts->all_deps( $scripts->queue );
		$this->assertContains( 'tresen-storefront-quick-view', $scripts->to_do );
		$this->assertNotContains( 'wp-element', $scripts->to_do );
		$this->assertNotContains( 'react', $scripts->to_do );
		$chain = Plugin::script_chain( array( 'react-jsx-runtime', 'wp-element' ) );
		$this->assertNotEmpty( $chain );
		$this->assertMatchesRegularExpression( '#/react(\.min)?\.js\?ver=#', $chain[0], 'React first' );
		$this->assertMatchesRegularExpression( '#/element(\.min)?\.js\?ver=#', (string) end( $chain ), 'wp-element last' );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}

	public function test_the_unit_price_script_comes_with_the_first_quick_view_not_with_the_list(): void {
		if ( ! has_filter( 'tresen_unit_price_script' ) ) {
			$this->markTestSkipped( 'The unit price plugin is not active.' );
		}
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$this->go_to( '/?post_type=product' );
		do_action( 'wp_enqueue_scripts' );
		$scripts = wp_scripts();
		$this->assertNotContains( 'tresen-unit-price-unit-price', $scripts->queue, 'the list does not load it' );
		$before = $scripts->get_data( 'tresen-storefront-quick-view', 'before' );
		$this->assertIsArray( $before );
		$this->assertSame( 1, preg_match( '/window\.tresenQuickView = (\{.*\});/s', implode( "\n", $before ), $m ) );
		$settings = json_decode( $m[1], true );
		$this->assertIsArray( $settings['unitPrice'] );
		$this->assertMatchesRegularExpression( '#/tresen-unit-price/build/unit-price\.js\?ver=#', $settings['unitPrice']['src'] );
		$this->assertNotEmpty( $settings['unitPrice']['settings']['ajaxUrl'], 'the settings the script needs, set before it runs' );
		$this->assertStringContainsString( '.price-unit.is-loading', $settings['unitPrice']['css'] );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
	}
}

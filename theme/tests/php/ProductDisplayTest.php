<?php
/**
 * Product card and product page additions of the theme.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Theme\Template\FrontPage;
use Tresen\Tests\TestCase;

/**
 * Tax note, sale badge and the home page's product sections.
 */
class ProductDisplayTest extends TestCase {

	/**
	 * Makes $product the current product, as WooCommerce's templates expect.
	 *
	 * @param \WC_Product $product Product.
	 */
	private function set_current( \WC_Product $product ): void {
		$GLOBALS['post']    = get_post( $product->get_id() );
		$GLOBALS['product'] = $product;
		setup_postdata( $GLOBALS['post'] );
	}

	public function test_sale_badge_reads_angebot(): void {
		$product = $this->factory()->product( array( 'regular_price' => '29.90', 'sale_price' => '24.90' ) );
		$this->set_current( $product );
		$html = $this->render( 'woocommerce_show_product_sale_flash' );
		$this->assertStringContainsString( '<span class="onsale">Angebot!</span>', $html );
	}

	public function test_home_page_offers_section_lists_only_products_on_sale(): void {
		$on_sale = $this->factory()->product( array( 'name' => 'Reduzierter Rum', 'regular_price' => '29.90', 'sale_price' => '24.90' ) );
		$regular = $this->factory()->product( array( 'name' => 'Voller Preis Gin' ) );
		if ( function_exists( 'wc_delete_product_transients' ) ) {
			wc_delete_product_transients();
		}

		$html = FrontPage::product_section( 'offers', 'Aktuelle Angebote', array( 'on_sale' => true ), 4 );
		$this->assertStringContainsString( '<h2 id="home-offers-title">Aktuelle Angebote</h2>', $html );
		$this->assertMatchesRegularExpression( '#<ul class="products[^"]*">#', $html );
		$this->assertStringContainsString( 'Reduzierter Rum', $html );
		$this->assertStringNotContainsString( 'Voller Preis Gin', $html );
		$this->assertStringContainsString( 'post-' . $on_sale->get_id(), $html );
		$this->assertStringNotContainsString( 'post-' . $regular->get_id(), $html );
	}

	public function test_editors_get_an_edit_link_and_shoppers_do_not(): void {
		$product = $this->factory()->product();
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		$this->assertSame( '', $this->render( array( \Tresen\Theme\WooCommerce\Layout::class, 'edit_link' ) ) );
		wp_set_current_user( $this->factory()->user( 'shop_manager' )->ID );
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		$this->assertStringContainsString( 'Produkt bearbeiten', $this->render( array( \Tresen\Theme\WooCommerce\Layout::class, 'edit_link' ) ) );
	}
}

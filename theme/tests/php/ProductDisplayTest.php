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

	/**
	 * A published shipping page registered in the theme's option.
	 */
	private function shipping_page(): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Versand & Zahlung',
				'post_name'   => 'versand-und-zahlung',
			)
		);
		update_option( 'tresen_shipping_page_id', $id );
		return $id;
	}

	public function test_product_page_shows_vat_and_shipping_note_after_the_price(): void {
		$shipping = $this->shipping_page();
		$this->set_current( $this->factory()->product( array( 'name' => 'Tresen Dry Gin 0,35 l' ) ) );

		$html = $this->render( 'do_action', 'woocommerce_single_product_summary' );
		$note = '<p class="tresen-tax-info">inkl. MwSt., zzgl. <a href="' . esc_url( get_permalink( $shipping ) ) . '">Versand</a></p>';
		$this->assertStringContainsString( $note, $html );
		$this->assertSame( 1, substr_count( $html, 'tresen-tax-info' ) );
		$price = strpos( $html, 'class="price"' );
		$this->assertNotFalse( $price, 'WooCommerce prints the price in the summary' );
		$this->assertGreaterThan( $price, strpos( $html, $note ), 'the note follows the price' );
	}

	public function test_product_card_note_sits_outside_the_product_link(): void {
		$shipping = $this->shipping_page();
		$this->set_current( $this->factory()->product() );

		$html = $this->render( 'wc_get_template_part', 'content', 'product' );
		$note = strpos( $html, '<p class="tresen-tax-info">inkl. MwSt., zzgl. <a href="' . esc_url( get_permalink( $shipping ) ) . '">Versand</a></p>' );
		$this->assertNotFalse( $note, 'the card shows the VAT and shipping note' );
		$this->assertGreaterThan( strpos( $html, 'class="price"' ), $note, 'below the price' );
		// No link may contain another link: the card's product link is closed before the note.
		$before = substr( $html, 0, $note );
		$this->assertSame( substr_count( $before, '<a ' ), substr_count( $before, '</a>' ), 'every link before the note is closed' );
	}

	public function test_note_without_a_shipping_page_has_no_link(): void {
		update_option( 'tresen_shipping_page_id', 0 );
		$this->without_pages( 'versand-und-zahlung' );
		$this->set_current( $this->factory()->product() );
		$html = $this->render( 'do_action', 'woocommerce_single_product_summary' );
		$this->assertStringContainsString( '<p class="tresen-tax-info">inkl. MwSt., zzgl. Versand</p>', $html );
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
}

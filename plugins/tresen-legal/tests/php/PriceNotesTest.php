<?php
/**
 * Price notes: "inkl. MwSt., zzgl. Versand" and the deposit with its
 * EINWEG/MEHRWEG marker beside every price.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Tests\TestCase;

/**
 * PriceNotes.
 */
class PriceNotesTest extends TestCase {

	use LegalTestHelpers;

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
	 * A published shipping page registered in its option.
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

	public function test_a_deposit_drink_shows_the_deposit_and_marker_beside_its_price_but_not_in_it(): void {
		$beer = $this->beer();
		$this->set_current( $beer );
		$html = wp_strip_all_tags( html_entity_decode( $beer->get_price_html() ) );
		$this->assertMatchesRegularExpression( '/^1,79\s€\s+MEHRWEG zzgl\. 0,08\s€ Pfand$/u', trim( $html ) );
		$this->assertEqualsWithDelta( 1.79, (float) wc_get_price_to_display( $beer ), 0.001, 'the deposit is not part of the price' );

		// The unit price stays 1,79 € / 0,5 l = 3,58 € per litre, without deposit.
		if ( class_exists( \Tresen\UnitPrice\UnitPrice::class ) ) {
			$this->assertEqualsWithDelta( 3.58, \Tresen\UnitPrice\UnitPrice::of( $beer )['price'], 0.001 );
		}

		// In the product list and on the product page.
		$card = $this->render( 'wc_get_template_part', 'content', 'product' );
		$this->assertStringContainsString( '<span class="tresen-deposit__marker">MEHRWEG</span>', $card );
		$page = $this->render( 'do_action', 'woocommerce_single_product_summary' );
		$this->assertStringContainsString( 'zzgl. 0,08', $page );
	}

	public function test_a_six_pack_shows_the_deposit_of_its_six_bottles_and_a_gin_none(): void {
		$six = $this->beer( 6, '7.49' );
		$this->assertStringContainsString( 'zzgl. 0,48', html_entity_decode( $six->get_price_html() ) );
		$this->assertStringNotContainsString( 'tresen-deposit', $this->gin()->get_price_html() );
	}

	public function test_cart_and_checkout_show_the_deposit_per_bottle_and_per_line(): void {
		$beer = $this->beer();
		$cart = $this->cart_with( array( $beer->get_id() => 3 ) );
		$item = current( $cart->get_cart() );
		$price = html_entity_decode( apply_filters( 'woocommerce_cart_item_price', $cart->get_product_price( $beer ), $item, key( $cart->get_cart() ) ) );
		$this->assertMatchesRegularExpression( '/MEHRWEG<\/span> <span class="tresen-deposit__amount">zzgl\. 0,08\s€ Pfand/u', $price );
		$subtotal = html_entity_decode( apply_filters( 'woocommerce_cart_item_subtotal', $cart->get_product_subtotal( $beer, 3 ), $item, key( $cart->get_cart() ) ) );
		$this->assertMatchesRegularExpression( '/zzgl\. 0,24\s€ Pfand/u', $subtotal );
	}

	public function test_the_product_page_names_the_delivery_time_and_variations_carry_their_data(): void {
		$beer = $this->beer();
		$beer->update_meta_data( '_tresen_delivery_time', '1–3 Werktage' );
		$beer->save();
		$this->set_current( wc_get_product( $beer->get_id() ) );
		$this->assertStringContainsString( '<p class="tresen-delivery-time">Lieferzeit: 1–3 Werktage</p>', $this->render( 'do_action', 'woocommerce_single_product_summary' ) );

		$parent = $this->factory()->variable_product( array( '0,33 l' => '1.49' ) );
		$parent->update_meta_data( '_tresen_deposit_type', 'mehrweg' );
		$parent->update_meta_data( '_tresen_deposit_amount', '0.08' );
		$parent->save();
		$parent    = wc_get_product( $parent->get_id() );
		$variation = wc_get_product( $parent->get_children()[0] );
		$data      = $parent->get_available_variation( $variation );
		$this->assertSame( 'MEHRWEG', $data['tresen_legal']['marker'] );
		$this->assertEqualsWithDelta( 0.08, $data['tresen_legal']['deposit'], 0.0001 );
	}
}

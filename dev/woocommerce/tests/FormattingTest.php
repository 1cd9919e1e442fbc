<?php
/**
 * Price formatting of this shop (EUR, comma decimals, symbol after a no-break space).
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Formatting contract.
 */
class FormattingTest extends TestCase {

	public function test_wc_price_markup_is_woocommerces(): void {
		$this->assertSame(
			'<span class="woocommerce-Price-amount amount"><bdi>25,90&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>',
			wc_price( 25.9 )
		);
		$this->assertSame( "1.234,50\u{a0}€", html_entity_decode( wp_strip_all_tags( wc_price( '1234.5' ) ), ENT_QUOTES, 'UTF-8' ) );
		$this->assertSame( "-3,00\u{a0}€", html_entity_decode( wp_strip_all_tags( wc_price( -3 ) ), ENT_QUOTES, 'UTF-8' ) );
	}

	public function test_shop_settings_accessors(): void {
		$this->assertSame( 'EUR', get_woocommerce_currency() );
		$this->assertSame( '&euro;', get_woocommerce_currency_symbol() );
		$this->assertSame( ',', wc_get_price_decimal_separator() );
		$this->assertSame( '.', wc_get_price_thousand_separator() );
		$this->assertSame( 2, wc_get_price_decimals() );
	}

	public function test_decimal_and_stock_amount_parsing(): void {
		$this->assertSame( '25.90', wc_format_decimal( '25,90' ) );
		$this->assertSame( '1234.56', wc_format_decimal( '1.234,56' ) );
		$this->assertSame( '25.90', wc_format_decimal( 25.9, 2 ) );
		$this->assertSame( 3, wc_stock_amount( '3' ) );
	}

	public function test_sale_price_and_range(): void {
		$sale = wc_format_sale_price( 29.9, 25.9 );
		$this->assertStringStartsWith( '<del aria-hidden="true">', $sale );
		$this->assertStringContainsString( '<ins aria-hidden="true">', $sale );
		$this->assertStringContainsString( 'screen-reader-text', $sale );
		// What is shown; WooCommerce 10.5 adds a screen-reader sentence besides.
		$shown = (string) preg_replace( '#<span class="screen-reader-text">.*?</span>#s', '', wc_format_price_range( 19.9, 34.9 ) );
		$range = html_entity_decode( wp_strip_all_tags( $shown ), ENT_QUOTES, 'UTF-8' );
		$this->assertMatchesRegularExpression( "/^19,90\u{a0}€ ?– ?34,90\u{a0}€$/u", $range );
	}

	public function test_price_to_display_includes_tax_for_this_shop(): void {
		$product = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$this->assertEqualsWithDelta( 25.90, wc_get_price_to_display( $product ), 0.0001 );
		$this->assertEqualsWithDelta( 21.7647, wc_get_price_excluding_tax( $product ), 0.0001 );
	}
}

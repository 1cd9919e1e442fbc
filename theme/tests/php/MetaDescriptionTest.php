<?php
/**
 * Every storefront page has a meta description (SEO 92 → 100 in Lighthouse
 * was the missing tag).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;
use Tresen\Theme\MetaDescription;

/**
 * Meta description.
 */
class MetaDescriptionTest extends TestCase {

	/**
	 * The head's meta description of a URL.
	 *
	 * @param string $url URL.
	 */
	private function description_of( string $url ): string {
		$this->go_to( $url );
		$html = $this->render( array( new MetaDescription(), 'print_tag' ) );
		return 1 === preg_match( '#<meta name="description" content="([^"]*)" />#', $html, $m ) ? html_entity_decode( $m[1], ENT_QUOTES ) : '';
	}

	public function test_products_pages_and_the_home_page_have_one(): void {
		update_option( 'blogdescription', 'Spirituosen, Wein & Bier online kaufen' );
		$product = $this->factory()->product( array( 'name' => 'Tresen Dry Gin 0,35 l' ) );
		$product->set_short_description( '<p>Ein trockener Gin mit Wacholder und Zitrone.</p>' );
		$product->save();
		$this->assertSame( 'Ein trockener Gin mit Wacholder und Zitrone.', $this->description_of( '/?post_type=product&p=' . $product->get_id() ) );
		$this->assertSame( 'Spirituosen, Wein & Bier online kaufen', $this->description_of( '/' ) );

		$long = $this->factory()->page( 'Versand', str_repeat( 'Wir versenden mit DHL und prüfen das Alter. ', 10 ) );
		$text = $this->description_of( '/?page_id=' . $long->ID );
		$this->assertLessThanOrEqual( MetaDescription::MAX, mb_strlen( $text ) );
		$this->assertStringStartsWith( 'Wir versenden mit DHL', $text );
		$this->assertStringEndsWith( '…', $text );
	}
}

<?php
/**
 * The shop's mu-plugin (mu-plugins/tresen-shop): age notice and English route aliases.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Shop\AgeNotice;
use Tresen\Shop\RouteAliases;
use Tresen\Tests\TestCase;

/**
 * Site configuration that ships with the shop.
 */
class ShopConfigurationTest extends TestCase {

	/**
	 * A product in a new category with an alcohol content.
	 *
	 * @param string $category Category slug.
	 * @param float  $abv      Alcohol in % vol.
	 */
	private function drink( string $category, float $abv ): \WC_Product {
		$term = term_exists( $category, 'product_cat' );
		if ( ! $term ) {
			$term = wp_insert_term( ucfirst( $category ), 'product_cat', array( 'slug' => $category ) );
		}
		$meta = array(
			'_tresen_volume_ml'       => 700,
			'_tresen_alcohol_percent' => $abv,
		);
		return $this->factory()->product( array( 'category_ids' => array( (int) $term['term_id'] ), 'meta' => $meta ) );
	}

	public function test_spirits_are_sold_from_18_beer_from_16_and_soft_drinks_to_everyone(): void {
		$this->assertTrue( class_exists( AgeNotice::class ), 'the mu-plugin is loaded' );
		$this->assertSame( 18, AgeNotice::min_age( $this->drink( 'gin', 40 ) ) );
		$this->assertSame( 16, AgeNotice::min_age( $this->drink( 'bier', 4.9 ) ) );
		$this->assertSame( 0, AgeNotice::min_age( $this->drink( 'alkoholfrei', 0.4 ) ) );
	}

	public function test_product_page_shows_the_age_notice_for_spirits_only(): void {
		$GLOBALS['product'] = $this->drink( 'whisky', 43 );
		$this->assertStringContainsString( '<p class="tresen-age-notice">Abgabe nur an Personen ab 18 Jahren (Altersprüfung bei Zustellung).</p>', $this->render( array( AgeNotice::class, 'render' ) ) );

		$GLOBALS['product'] = $this->drink( 'alkoholfrei', 0 );
		$this->assertSame( '', $this->render( array( AgeNotice::class, 'render' ) ) );
	}

	public function test_english_cart_address_leads_to_the_german_cart_page(): void {
		$cart = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Warenkorb',
				'post_name'    => 'warenkorb',
				'post_content' => '[woocommerce_cart]',
			)
		);
		update_option( 'woocommerce_cart_page_id', $cart );
		$this->assertSame( get_permalink( $cart ), RouteAliases::target( '/cart/' ) );
		$this->assertSame( get_permalink( $cart ) . '?foo=1', RouteAliases::target( '/cart/?foo=1' ) );
		$this->assertSame( '', RouteAliases::target( '/cartoons/' ) );
	}
}

<?php
/**
 * The live search answers from the suggestions stored in its index, and they
 * follow every change a shopper would see.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\Search\Endpoint;
use Tresen\Storefront\Search\IndexLookup;
use Tresen\Storefront\Search\IndexQueue;
use Tresen\Storefront\Search\SuggestionContext;

/**
 * Stored suggestions: the same reply, one query, never stale.
 */
class SearchSuggestionStoreTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_hide_out_of_stock_items', 'no' );
	}

	/**
	 * The endpoint's reply body for a query.
	 *
	 * @param string $query Query.
	 * @return array<int, array<string, mixed>>
	 */
	private function suggest( string $query ): array {
		IndexQueue::flush();
		$reply = Endpoint::reply( $query, '' );
		$this->assertSame( 200, $reply['status'] );
		return $reply['body']['suggestions'];
	}

	/**
	 * The price of the first suggestion as text.
	 *
	 * @param string $query Query.
	 */
	private function price_text( string $query ): string {
		$suggestions = $this->suggest( $query );
		$this->assertNotEmpty( $suggestions );
		return html_entity_decode( wp_strip_all_tags( (string) $suggestions[0]['price'] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	public function test_the_second_search_is_answered_from_the_index_with_the_same_reply_in_one_query(): void {
		global $wpdb;
		$this->factory()->product( array( 'name' => 'Quellbrunn Gin eins' ) );
		$this->factory()->product( array( 'name' => 'Quellbrunn Gin zwei' ) );
		$first = $this->suggest( 'quellbrunn' );
		$this->assertCount( 2, $first );

		$before = $wpdb->num_queries;
		$second = $this->suggest( 'quellbrunn' );
		$this->assertSame( $first, $second, 'the stored reply is the made one, byte for byte' );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'one query: the index' );
	}

	public function test_a_new_price_or_name_shows_at_once(): void {
		$product = $this->factory()->product( array( 'name' => 'Quellbrunn Korn' ) );
		$this->assertMatchesRegularExpression( '/^25,90/u', $this->price_text( 'quellbrunn' ) );

		$product = wc_get_product( $product->get_id() );
		$product->set_regular_price( '19.90' );
		$product->set_name( 'Quellbrunn Korn alt' );
		$product->save();

		$suggestions = $this->suggest( 'quellbrunn' );
		$this->assertSame( 'Quellbrunn Korn alt', $suggestions[0]['value'] );
		$this->assertMatchesRegularExpression( '/^19,90/u', $this->price_text( 'quellbrunn' ) );
	}

	public function test_a_price_written_straight_into_the_meta_shows_too(): void {
		$product = $this->factory()->product( array( 'name' => 'Quellbrunn Likör' ) );
		$this->price_text( 'quellbrunn' );
		update_post_meta( $product->get_id(), '_price', '9.90' );
		update_post_meta( $product->get_id(), '_regular_price', '9.90' );
		clean_post_cache( $product->get_id() );
		if ( function_exists( 'wc_delete_product_transients' ) ) {
			wc_delete_product_transients( $product->get_id() );
		}
		$this->assertMatchesRegularExpression( '/^9,90/u', $this->price_text( 'quellbrunn' ) );
	}

	public function test_a_changed_price_format_is_followed_by_every_stored_suggestion(): void {
		$this->factory()->product( array( 'name' => 'Quellbrunn Obstler' ) );
		$this->assertMatchesRegularExpression( '/^25,90/u', $this->price_text( 'quellbrunn' ) );
		update_option( 'woocommerce_price_decimal_sep', '.' );
		update_option( 'woocommerce_price_thousand_sep', ',' );
		$this->assertMatchesRegularExpression( '/^25\.90/u', $this->price_text( 'quellbrunn' ) );
	}

	public function test_a_suggestion_stops_at_the_start_of_a_scheduled_sale(): void {
		$product = $this->factory()->product( array( 'name' => 'Quellbrunn Geist' ) );
		$product = wc_get_product( $product->get_id() );
		$start   = time() + 3600;
		$product->set_sale_price( '10.00' );
		$product->set_date_on_sale_from( (string) $start );
		$product->save();

		$this->suggest( 'quellbrunn' );
		$this->assertSame( $start, Endpoint::expires( wc_get_product( $product->get_id() ), time() ) );
		$rows = IndexLookup::search_rows( array( 'quellbrunn' ), 0, false, 10 );
		$this->assertSame( $start, $rows[0]['suggestion_expires'], 'stored only until the sale starts' );
		$this->assertSame( SuggestionContext::context(), $rows[0]['suggestion_key'] );
	}

	public function test_a_product_taken_offline_leaves_the_suggestions(): void {
		$product = $this->factory()->product( array( 'name' => 'Quellbrunn Brand' ) );
		$this->assertCount( 1, $this->suggest( 'quellbrunn' ) );
		wp_update_post(
			array(
				'ID'          => $product->get_id(),
				'post_status' => 'draft',
			)
		);
		$this->assertSame( -1, $this->suggest( 'quellbrunn' )[0]['id'], 'only the "no results" entry' );
	}

	public function test_stale_all_makes_every_suggestion_again(): void {
		$this->factory()->product( array( 'name' => 'Quellbrunn Wasser' ) );
		$this->suggest( 'quellbrunn' );
		$key = SuggestionContext::context();
		do_action( 'tresen_search_suggestions_stale' );
		$this->assertNotSame( $key, SuggestionContext::context() );
		$rows = IndexLookup::search_rows( array( 'quellbrunn' ), 0, false, 10 );
		$this->assertNotSame( SuggestionContext::context(), $rows[0]['suggestion_key'], 'the stored one no longer counts' );
		$this->assertSame( 'Quellbrunn Wasser', $this->suggest( 'quellbrunn' )[0]['value'] );
	}
}

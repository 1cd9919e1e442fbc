<?php
/**
 * The header's live search endpoint `flatsome_ajax_search_products` and its index.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\Search\Admin;
use Tresen\Storefront\Search\Endpoint;
use Tresen\Storefront\Search\IndexQueue;
use Tresen\Storefront\Search\Search;
use Tresen\Storefront\Search\Text;

/**
 * What a shopper gets when typing into the header search.
 */
class SearchTest extends TestCase {

	private const GUEST = 'wp_ajax_nopriv_' . Endpoint::ACTION;

	/**
	 * Whether the last reply was sent as cacheable for everyone.
	 *
	 * @var bool
	 */
	private $cacheable = false;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_hide_out_of_stock_items', 'no' );
	}

	/**
	 * Calls the endpoint as a guest on admin-ajax (GET parameters).
	 *
	 * @param array<string, mixed> $get  Query parameters.
	 * @param string               $hook Action that answers.
	 * @return array<string, mixed>
	 */
	private function search( array $get, string $hook = self::GUEST ): array {
		$_GET = $get;
		$json = $this->ajax_json( $hook );
		$this->cacheable = has_filter( 'nocache_headers', array( Endpoint::class, 'cache_headers' ) ) && 'public, max-age=300' === wp_get_nocache_headers()['Cache-Control'];
		remove_filter( 'nocache_headers', array( Endpoint::class, 'cache_headers' ), PHP_INT_MAX );
		$this->assertIsArray( $json );
		$this->assertArrayHasKey( 'suggestions', $json );
		return $json;
	}

	/**
	 * Names of the suggestions for a query (Flatsome's "no results" entry left out).
	 *
	 * @param string $query    Query.
	 * @param string $category Category slug.
	 * @return string[]
	 */
	private function names( string $query, string $category = '' ): array {
		$get = array( 'query' => $query );
		if ( '' !== $category ) {
			$get['product_cat'] = $category;
		}
		$names = array();
		foreach ( $this->search( $get )['suggestions'] as $suggestion ) {
			if ( -1 !== $suggestion['id'] ) {
				$names[] = $suggestion['value'];
			}
		}
		return $names;
	}

	public function test_gin_suggests_the_product_with_address_image_price_and_unit_price(): void {
		$product = $this->factory()->product( array( 'name' => 'Zuckerberg Dry Gin 0,35 l' ) );
		$this->factory()->product( array( 'name' => 'Zuckerberg Rum 0,7 l' ) );

		$reply = $this->search( array( 'query' => 'gin' ) );

		$this->assertCount( 1, $reply['suggestions'] );
		$suggestion = $reply['suggestions'][0];
		$this->assertSame( array( 'value', 'id', 'url', 'img', 'price' ), array_keys( $suggestion ) );
		$this->assertSame( 'Zuckerberg Dry Gin 0,35 l', $suggestion['value'] );
		$this->assertSame( $product->get_id(), $suggestion['id'] );
		$this->assertSame( get_permalink( $product->get_id() ), $suggestion['url'] );
		$this->assertSame( wc_placeholder_img_src( Endpoint::IMAGE_SIZE ), $suggestion['img'], 'a product without image shows the placeholder' );
		$price = html_entity_decode( wp_strip_all_tags( $suggestion['price'] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$this->assertMatchesRegularExpression( '/^25,90\x{00A0}€/u', $price );
		if ( has_filter( 'tresen_search_suggestion_price' ) ) {
			// The unit price plugin (active in this suite) hooks the filter; packages meet only through hooks.
			$this->assertMatchesRegularExpression( '#74,00\x{00A0}€ / 1 l#u', $price, 'the unit price stands beside the price' );
		}
	}

	public function test_price_html_keeps_the_sale_but_nothing_interactive(): void {
		$product = $this->factory()->product(
			array(
				'name'          => 'Zuckerberg Sale Gin',
				'regular_price' => '30.00',
				'sale_price'    => '20.00',
			)
		);
		$hostile = static function ( $html ) {
			return $html . '<a href="https://example.org/">x</a><script>alert(1)</script><button>b</button>';
		};
		add_filter( 'tresen_search_suggestion_price', $hostile );
		$price = Endpoint::price_html( $product );
		remove_filter( 'tresen_search_suggestion_price', $hostile );

		$this->assertStringContainsString( '<ins', $price, 'the sale price as on the shop list' );
		$this->assertStringContainsString( '20,00', $price );
		$this->assertStringNotContainsString( '<a ', $price );
		$this->assertStringNotContainsString( '<script', $price );
		$this->assertStringNotContainsString( '<button', $price );
	}

	public function test_only_published_visible_products_without_password_are_suggested(): void {
		$this->factory()->product( array( 'name' => 'Zuckerberg Gin sichtbar' ) );
		$search  = $this->factory()->product( array( 'name' => 'Zuckerberg Gin nur Suche' ) );
		$search->set_catalog_visibility( 'search' );
		$search->save();
		$names = array( 'Entwurf', 'Privat', 'Passwort', 'Versteckt', 'Nur Katalog', 'Papierkorb', 'Ausstehend' );
		$made  = array();
		foreach ( $names as $name ) {
			$made[ $name ] = $this->factory()->product( array( 'name' => 'Zuckerberg Gin ' . $name ) );
		}
		$made['Entwurf']->set_status( 'draft' );
		$made['Privat']->set_status( 'private' );
		$made['Passwort']->set_post_password( 'geheim' );
		$made['Versteckt']->set_catalog_visibility( 'hidden' );
		$made['Nur Katalog']->set_catalog_visibility( 'catalog' );
		$made['Ausstehend']->set_status( 'pending' );
		foreach ( $made as $name => $product ) {
			if ( 'Papierkorb' !== $name ) {
				$product->save();
			}
		}
		wp_trash_post( $made['Papierkorb']->get_id() );

		$found = $this->names( 'zuckerberg gin' );
		sort( $found );
		$this->assertSame( array( 'Zuckerberg Gin nur Suche', 'Zuckerberg Gin sichtbar' ), $found );
	}

	public function test_a_product_saved_with_wordpress_functions_leaves_and_rejoins_the_suggestions(): void {
		$product = $this->factory()->product( array( 'name' => 'Zuckerberg Gin Wechsel' ) );
		$this->assertSame( array( 'Zuckerberg Gin Wechsel' ), $this->names( 'zuckerberg' ) );

		wp_update_post(
			array(
				'ID'          => $product->get_id(),
				'post_status' => 'private',
			)
		);
		$this->assertSame( array(), $this->names( 'zuckerberg' ), 'private: gone at once' );

		wp_update_post(
			array(
				'ID'          => $product->get_id(),
				'post_status' => 'publish',
				'post_title'  => 'Zuckerberg Whisky Wechsel',
			)
		);
		$this->assertSame( array( 'Zuckerberg Whisky Wechsel' ), $this->names( 'zuckerberg' ), 'published again, under its new name' );
		$this->assertSame( array(), $this->names( 'zuckerberg gin' ) );

		wp_delete_post( $product->get_id(), true );
		$this->assertSame( array(), $this->names( 'zuckerberg' ), 'deleted' );
	}

	public function test_out_of_stock_products_follow_the_shop_setting(): void {
		$this->factory()->product( array( 'name' => 'Zuckerberg Gin vorrätig' ) );
		$sold_out = $this->factory()->product( array( 'name' => 'Zuckerberg Gin ausverkauft' ) );
		$sold_out->set_stock_status( 'outofstock' );
		$sold_out->save();

		$this->assertSame( array( 'Zuckerberg Gin vorrätig', 'Zuckerberg Gin ausverkauft' ), $this->names( 'zuckerberg gin' ), 'shown (after those in stock) while the shop shows them' );

		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		$this->assertSame( array( 'Zuckerberg Gin vorrätig' ), $this->names( 'zuckerberg gin' ) );

		$sold_out->set_stock_status( 'instock' );
		$sold_out->save();
		$this->assertCount( 2, $this->names( 'zuckerberg gin' ), 'back in stock, back in the suggestions' );

		update_post_meta( $sold_out->get_id(), '_stock_status', 'outofstock' );
		$this->assertSame( array( 'Zuckerberg Gin vorrätig' ), $this->names( 'zuckerberg gin' ), 'a stock status written straight to the meta' );
	}

	public function test_umlauts_and_sharp_s_are_found_in_every_spelling(): void {
		$this->factory()->product( array( 'name' => 'Spreewälder Kräuterlikör' ) );
		$this->factory()->product( array( 'name' => 'Bayerisches Hefeweißbier' ) );

		foreach ( array( 'spreewälder', 'Spreewalder', 'SPREEWAELDER', 'kräuter', 'krauter', 'kraeuterlikoer' ) as $query ) {
			$this->assertSame( array( 'Spreewälder Kräuterlikör' ), $this->names( $query ), $query );
		}
		foreach ( array( 'weißbier', 'weissbier', 'hefeweiss' ) as $query ) {
			$this->assertSame( array( 'Bayerisches Hefeweißbier' ), $this->names( $query ), $query );
		}
	}

	public function test_every_word_must_match_in_title_sku_category_or_tag(): void {
		$whisky = wp_insert_term( 'Zuckerberg Whisky', 'product_cat' );
		$this->assertIsArray( $whisky );
		$this->factory()->product(
			array(
				'name'         => 'Highland Single Malt 12 Jahre',
				'category_ids' => array( (int) $whisky['term_id'] ),
				'sku'          => 'ZB-HSM-12',
			)
		);
		$this->factory()->product( array( 'name' => 'Highland Single Malt 18 Jahre' ) );

		$this->assertSame( array( 'Highland Single Malt 12 Jahre' ), $this->names( 'zuckerberg whisky 12' ), 'category name and title' );
		$this->assertSame( array( 'Highland Single Malt 12 Jahre' ), $this->names( 'zb-hsm' ), 'SKU' );
		$this->assertSame( array(), $this->names( 'highland blended' ) );
	}

	public function test_a_renamed_category_is_found_by_its_new_name(): void {
		$term = wp_insert_term( 'Zuckerbergbrand', 'product_cat' );
		$this->assertIsArray( $term );
		$this->factory()->product(
			array(
				'name'         => 'Williams Christ 0,5 l',
				'category_ids' => array( (int) $term['term_id'] ),
			)
		);
		$this->assertSame( array( 'Williams Christ 0,5 l' ), $this->names( 'zuckerbergbrand' ) );

		wp_update_term( (int) $term['term_id'], 'product_cat', array( 'name' => 'Obstgeistwunder' ) );

		$this->assertSame( array(), $this->names( 'zuckerbergbrand' ) );
		$this->assertSame( array( 'Williams Christ 0,5 l' ), $this->names( 'obstgeistwunder' ) );
	}

	public function test_product_cat_limits_the_suggestions_to_a_category_and_its_subcategories(): void {
		$parent = wp_insert_term( 'Zuckerberg Spirituosen', 'product_cat' );
		$this->assertIsArray( $parent );
		$child = wp_insert_term( 'Zuckerberg Gins', 'product_cat', array( 'parent' => (int) $parent['term_id'] ) );
		$this->assertIsArray( $child );
		$other = wp_insert_term( 'Zuckerberg Alkoholfrei', 'product_cat' );
		$this->assertIsArray( $other );
		$this->factory()->product(
			array(
				'name'         => 'Zuckerberg Navy Gin',
				'category_ids' => array( (int) $child['term_id'] ),
			)
		);
		$this->factory()->product(
			array(
				'name'         => 'Zuckerberg Gin-Alternative 0,0',
				'category_ids' => array( (int) $other['term_id'] ),
			)
		);
		$parent_slug = get_term( (int) $parent['term_id'] )->slug;
		$other_slug  = get_term( (int) $other['term_id'] )->slug;

		$this->assertCount( 2, $this->names( 'zuckerberg gin' ) );
		$this->assertSame( array( 'Zuckerberg Navy Gin' ), $this->names( 'zuckerberg gin', $parent_slug ), 'the parent category holds its subcategory\'s products' );
		$this->assertSame( array( 'Zuckerberg Gin-Alternative 0,0' ), $this->names( 'zuckerberg gin', $other_slug ) );
		$this->assertSame( array(), $this->names( 'zuckerberg gin', 'gibt-es-nicht' ), 'an unknown category holds nothing' );
	}

	public function test_no_match_gives_the_german_no_results_entry_and_short_queries_nothing(): void {
		$this->factory()->product( array( 'name' => 'Zuckerberg Gin' ) );

		$reply = $this->search( array( 'query' => 'xyzq' ) );
		$this->assertSame(
			array(
				array(
					'value' => 'Keine Treffer',
					'id'    => -1,
					'url'   => '',
					'img'   => '',
					'price' => '',
				),
			),
			$reply['suggestions']
		);
		$this->assertSame( array(), $this->search( array( 'query' => 'gi' ) )['suggestions'], 'fewer than three characters: not searched' );
		$this->assertSame( array(), $this->search( array( 'query' => '  ä ' ) )['suggestions'] );
	}

	public function test_wildcards_and_sql_in_the_query_are_plain_text(): void {
		// SKUs without digits: the injection's "7" must match nothing by chance.
		$this->factory()->product( array( 'name' => 'Zuckerberg Gin', 'sku' => 'ZB-GIN' ) );
		$this->factory()->product( array( 'name' => 'Zuckerberg 100% Agave', 'sku' => 'ZB-AGAVE' ) );

		$this->assertSame( array(), $this->names( '%%%' ) );
		$this->assertSame( array( 'Zuckerberg 100% Agave' ), $this->names( '100%' ) );
		$this->assertSame( array(), $this->names( "gin' OR 7=7 -- " ), 'every word must match; the quote and OR are plain text' );
		$this->assertSame( array(), $this->names( '<script>alert(1)</script>' ) );
	}

	public function test_at_most_ten_suggestions_best_matches_first(): void {
		for ( $i = 1; $i <= 11; $i++ ) {
			$this->factory()->product( array( 'name' => sprintf( 'Alte Zuckerberg Reserve Nr. %d', $i ) ) );
		}
		$this->factory()->product( array( 'name' => 'Zuckerberg Gin' ) );
		$this->factory()->product( array( 'name' => 'Feiner Apfelzuckerberg' ) );

		$names = $this->names( 'zuckerberg' );

		$this->assertCount( Endpoint::LIMIT, $names );
		$this->assertSame( 'Zuckerberg Gin', $names[0], 'a title that starts with the word first' );
		$this->assertNotContains( 'Feiner Apfelzuckerberg', $names, 'word starts before matches inside a word' );
	}

	public function test_bad_input_gets_a_german_400_and_no_php_notice(): void {
		$cases = array(
			'array query'      => array( array( 'query' => array( 'gin' ) ), 'invalid_input', 'Deine Suche konnte nicht gelesen werden' ),
			'array category'   => array(
				array(
					'query'       => 'gin',
					'product_cat' => array( 'a' => 'b' ),
				),
				'invalid_input',
				'Deine Suche konnte nicht gelesen werden',
			),
			'not UTF-8'        => array( array( 'query' => "gin\xC3\x28" ), 'invalid_text', 'Zeichen' ),
			'101 characters'   => array( array( 'query' => str_repeat( 'ä', 101 ) ), 'query_too_long', 'höchstens 100 Zeichen' ),
		);
		foreach ( $cases as $label => list( $get, $code, $german ) ) {
			$reply = Endpoint::reply( $get['query'], $get['product_cat'] ?? '' );
			$this->assertSame( 400, $reply['status'], $label );
			$this->assertSame( $code, $reply['body']['code'], $label );
			$this->assertStringContainsString( $german, $reply['body']['message'], $label );
			$this->assertSame( array(), $reply['body']['suggestions'], $label );
		}
		$ok = Endpoint::reply( str_repeat( 'ä', 100 ), '' );
		$this->assertSame( 200, $ok['status'], '100 characters are fine' );

		// Through the endpoint, with WordPress's own handling of the parameters.
		$reply = $this->search( array( 'query' => array( 'gin' ) ) );
		$this->assertSame( 'invalid_input', $reply['code'] );
		$this->assertFalse( $this->cacheable, 'a refusal is not cached' );
	}

	public function test_the_reply_is_the_same_for_a_guest_and_a_logged_in_customer_on_every_route(): void {
		$this->factory()->product( array( 'name' => 'Zuckerberg Gin' ) );
		$guest = $this->search( array( 'query' => 'zuckerberg' ) );

		wp_set_current_user( $this->factory()->user()->ID );
		$customer = $this->search( array( 'query' => 'zuckerberg' ), 'wp_ajax_' . Endpoint::ACTION );
		$wc_ajax  = $this->search( array( 'query' => 'zuckerberg' ), 'wc_ajax_' . Endpoint::ACTION );

		add_action( 'tresen_test_early_search', array( Endpoint::class, 'answer_early' ) );
		$early = $this->search(
			array(
				'wc-ajax' => Endpoint::ACTION,
				'query'   => 'zuckerberg',
			),
			'tresen_test_early_search'
		);
		remove_all_actions( 'tresen_test_early_search' );

		$this->assertTrue( $this->cacheable, 'the same reply for everyone: public, max-age=300' );
		$this->assertSame( $guest, $customer );
		$this->assertSame( $guest, $wc_ajax );
		$this->assertSame( $guest, $early, 'the wc-ajax address answered on wp_loaded' );
		$this->assertSame( 1, has_action( 'wp_loaded', array( Endpoint::class, 'answer_early' ) ) );
	}

	public function test_a_stale_row_is_never_shown_and_the_rebuild_restores_the_index(): void {
		global $wpdb;
		$product = $this->factory()->product( array( 'name' => 'Zuckerberg Gin direkt' ) );
		IndexQueue::flush();
		// A write straight into the database, past every hook.
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'ID' => $product->get_id() ) );
		clean_post_cache( $product->get_id() );
		$this->assertSame( array(), $this->names( 'zuckerberg' ), 'checked again on the product itself' );

		$wpdb->update(
			$wpdb->posts,
			array(
				'post_status' => 'publish',
				'post_title'  => 'Zuckerberg Whisky direkt',
			),
			array( 'ID' => $product->get_id() )
		);
		clean_post_cache( $product->get_id() );
		$this->assertSame( array(), $this->names( 'zuckerberg' ), 'the index does not know it yet' );

		$this->assertGreaterThanOrEqual( 1, Admin::rebuild() );
		$this->assertSame( array( 'Zuckerberg Whisky direkt' ), $this->names( 'zuckerberg' ) );
	}

	public function test_text_is_folded_the_same_way_for_index_and_query(): void {
		$this->assertSame( array( 'spreewalder krauter', 'spreewaelder kraeuter' ), Text::forms( 'Spreewälder Kräuter' ) );
		$this->assertSame( array( 'gin', 'alternative', '0,5' ), Text::tokens( 'Gin-Alternative, 0,5' ) );
		$this->assertSame( array( 'cuvee' ), Text::forms( 'Cuvée' ) );
		$this->assertSame( array( 'a', 'b' ), Text::tokens( "a \u{200B}\t b" ) );
	}

	public function test_the_search_script_loads_react_only_on_intent(): void {
		$this->go_to( home_url( '/' ) );
		do_action( 'wp_enqueue_scripts' );
		$scripts = wp_scripts();
		$this->assertTrue( wp_script_is( 'tresen-storefront-search', 'enqueued' ), 'the search script is on the page' );
		$ours = $scripts->query( 'tresen-storefront-search', 'registered' );
		$this->assertInstanceOf( \_WP_Dependency::class, $ours );
		$this->assertSame( array(), array_intersect( $ours->deps, Search::REACT_HANDLES ), 'React is no dependency of the page' );

		$settings = Search::settings( Search::defer_react( 'tresen-storefront-search' ) );
		$this->assertSame( 3, $settings['minChars'] );
		$this->assertSame( 300, $settings['maxHeight'] );
		$this->assertStringContainsString( 'wc-ajax=' . Endpoint::ACTION, $settings['endpoint'] );
	}
}

<?php
/**
 * The live search's fast route answers exactly as the wc-ajax route would,
 * or hands the request on; the full WordPress keeps its state current.
 *
 * (The route over HTTP, as SHORTINIT, is in tests/e2e/search.spec.ts.)
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\Plugin;
use Tresen\Storefront\Search\Endpoint;
use Tresen\Storefront\Search\FastRoute;
use Tresen\Storefront\Search\Index;
use Tresen\Storefront\Search\IndexQueue;
use Tresen\Storefront\Search\SuggestionContext;
use Tresen\Storefront\Search\Text;

/**
 * FastRoute: the same reply, never an out-of-date one.
 */
class SearchFastRouteTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'woocommerce_hide_out_of_stock_items', 'no' );
	}

	/**
	 * The wc-ajax route's reply body (it stores the suggestions and the state).
	 *
	 * @param string $query    Query.
	 * @param string $category Category slug.
	 * @return array<string, mixed>
	 */
	private function full( string $query, string $category = '' ): array {
		IndexQueue::flush();
		$reply = Endpoint::reply( $query, $category );
		$this->assertSame( 200, $reply['status'] );
		return $reply['body'];
	}

	/**
	 * The fast route's reply (null: handed on).
	 *
	 * @param mixed $query    Query.
	 * @param mixed $category Category slug.
	 * @return array<string, mixed>|null
	 */
	private function fast( $query, $category = '' ): ?array {
		IndexQueue::flush();
		return FastRoute::reply( $query, $category, Plugin::folder() );
	}

	public function test_once_the_suggestions_are_stored_it_gives_the_wc_ajax_reply(): void {
		$this->factory()->product( array( 'name' => 'Kesselhof Gin' ) );
		$this->factory()->product( array( 'name' => 'Kesselhof Rum' ) );

		$this->assertNull( $this->fast( 'kesselhof' ), 'nothing stored yet: handed on' );
		$full = $this->full( 'kesselhof' );
		$this->assertCount( 2, $full['suggestions'] );
		$this->assertSame( $full, $this->fast( 'kesselhof' ) );
		$this->assertSame( wp_json_encode( $full ), wp_json_encode( $this->fast( 'kesselhof' ) ), 'the same bytes' );

		$this->assertSame( $this->full( 'xyzqkesselhof' ), $this->fast( 'xyzqkesselhof' ), '"Keine Treffer"' );
		$this->assertSame( 'Keine Treffer', $this->fast( 'xyzqkesselhof' )['suggestions'][0]['value'] );
		$this->assertSame( array( 'suggestions' => array() ), $this->fast( 'ke' ), 'below three characters: nothing searched' );
	}

	public function test_a_category_as_the_select_sends_it(): void {
		$term = wp_insert_term( 'Kesselhof Spirituosen', 'product_cat', array( 'slug' => 'kesselhof-spirituosen' ) );
		$this->assertIsArray( $term );
		$this->factory()->product(
			array(
				'name'         => 'Kesselhof Obstbrand',
				'category_ids' => array( (int) $term['term_id'] ),
			)
		);
		$this->factory()->product( array( 'name' => 'Kesselhof Likör' ) );

		$full = $this->full( 'kesselhof', 'kesselhof-spirituosen' );
		$this->assertCount( 1, $full['suggestions'] );
		$this->assertSame( $full, $this->fast( 'kesselhof', 'kesselhof-spirituosen' ) );
		$this->assertSame( $this->full( 'kesselhof', 'gibt-es-nicht' ), $this->fast( 'kesselhof', 'gibt-es-nicht' ) );
		$this->assertNull( $this->fast( 'kesselhof', 'Kesselhof Spirituosen' ), 'not a slug: the full route sanitises it' );
	}

	public function test_what_only_the_full_route_can_answer_is_handed_on(): void {
		$this->factory()->product( array( 'name' => 'Kesselhof Korn' ) );
		$this->full( 'kesselhof' );
		$this->assertNotNull( $this->fast( 'kesselhof' ) );

		$this->assertNull( $this->fast( array( 'kesselhof' ) ), 'not text: German 400 on the full route' );
		$this->assertNull( $this->fast( 'kesselhof', array( 'a' => 'b' ) ) );
		$this->assertNull( $this->fast( "kesselhof\xC3\x28" ), 'invalid UTF-8' );
		$this->assertNull( $this->fast( str_repeat( 'a', Endpoint::MAX_CHARS + 1 ) ), 'too long' );
		$this->assertNull( FastRoute::reply( 'kesselhof', '', 'another-plugin' ), 'run from another plugin folder' );

		update_option( Index::OPTION, '1' );
		$this->assertNull( $this->fast( 'kesselhof' ), 'an index of another version is being rebuilt' );
	}

	public function test_a_changed_product_or_setting_is_never_answered_from_the_old_suggestion(): void {
		$product = $this->factory()->product( array( 'name' => 'Kesselhof Weinbrand' ) );
		$this->full( 'kesselhof' );
		$this->assertNotNull( $this->fast( 'kesselhof' ) );

		$product = wc_get_product( $product->get_id() );
		$product->set_regular_price( '17.90' );
		$product->save();
		$this->assertNull( $this->fast( 'kesselhof' ), 'new price: handed on' );
		$this->assertStringContainsString( '17,90', (string) $this->full( 'kesselhof' )['suggestions'][0]['price'] );
		$this->assertNotNull( $this->fast( 'kesselhof' ) );

		// A setting that shapes every price: at the end of the request the state follows.
		update_option( 'woocommerce_price_decimal_sep', '.' );
		FastRoute::refresh();
		$this->assertSame( SuggestionContext::context(), get_option( FastRoute::OPTION )['context'] );
		$this->assertNull( $this->fast( 'kesselhof' ), 'stored under the old settings: handed on' );
	}

	public function test_the_state_is_written_only_when_it_changes_and_dropped_when_the_route_cannot_answer(): void {
		$this->factory()->product( array( 'name' => 'Kesselhof Aquavit' ) );
		$this->full( 'kesselhof' );
		$state = get_option( FastRoute::OPTION );
		$this->assertSame(
			array(
				'context'  => SuggestionContext::context(),
				'none'     => Endpoint::no_results(),
				'plugin'   => Plugin::folder(),
			),
			$state
		);

		$writes = 0;
		$count  = static function ( string $option ) use ( &$writes ): void {
			$writes += FastRoute::OPTION === $option ? 1 : 0;
		};
		add_action( 'updated_option', $count );
		$this->full( 'kesselhof' );
		FastRoute::option_changed( 'blogdescription' );
		FastRoute::refresh();
		$this->assertSame( 0, $writes, 'unchanged: not written again' );

		FastRoute::option_changed( '_transient_wc_count_comments' );
		do_action( 'tresen_search_suggestions_stale' );
		FastRoute::refresh();
		$this->assertSame( 1, $writes );

		$this->full( 'kesselhof' ); // Suggestions under the new context.
		do_action( 'switch_theme', 'Twenty Twenty-One', wp_get_theme( 'twentytwentyone' ), wp_get_theme() );
		$this->assertIsArray( get_option( FastRoute::OPTION ), 'another theme: the plugin\'s search stays fast' );
		$this->assertNotNull( $this->fast( 'kesselhof' ) );

		Plugin::deactivate();
		$this->assertFalse( get_option( FastRoute::OPTION ), 'plugin deactivated: every request handed on' );
		$this->assertNull( $this->fast( 'kesselhof' ) );

		add_filter( 'tresen_search_fast_route', '__return_false' );
		$this->assertSame( '', FastRoute::url() );
		$this->full( 'kesselhof' );
		$this->assertFalse( get_option( FastRoute::OPTION ), 'turned off: no state' );
	}

	public function test_the_search_script_gets_the_fast_route_address(): void {
		$settings = \Tresen\Storefront\Search\Search::settings();
		$this->assertSame( plugins_url( 'src/Search/fast.php', TRESEN_STOREFRONT_FILE ), $settings['fast'] );
		$this->assertFileExists( Plugin::path( 'src/Search/fast.php' ) );
	}

	public function test_a_decomposed_umlaut_finds_what_the_composed_one_finds(): void {
		$composed   = "Spreew\u{00E4}lder";
		$decomposed = "Spreewa\u{0308}lder";
		$this->assertSame( Text::tokens( $composed ), Text::tokens( $decomposed ) );
		$this->assertSame( array( 'spreewalder' ), Text::tokens( $decomposed ) );
	}

	public function test_the_owners_switch_turns_the_route_off(): void {
		$this->factory()->product( array( 'name' => 'Kesselhof Enzian' ) );
		$this->full( 'kesselhof' );
		$this->assertTrue( FastRoute::enabled() );

		update_option( FastRoute::SETTING, 'no' );
		$this->assertFalse( FastRoute::enabled() );
		$this->assertSame( '', FastRoute::url() );
		FastRoute::refresh();
		$this->assertFalse( get_option( FastRoute::OPTION ), 'at the end of the request: no state, every request handed on' );
		$this->assertNull( $this->fast( 'kesselhof' ) );

		update_option( FastRoute::SETTING, 'yes' );
		$this->assertNotSame( '', FastRoute::url() );
	}

	public function test_the_tools_card_offers_the_switch_and_reports_the_check_in_german(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php'; // submit_button(), as on the Tools page.
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$card = $this->render( array( \Tresen\Storefront\Search\Admin::class, 'render_card' ) );
		$this->assertStringContainsString( 'name="fast" value="1"', $card );
		$this->assertMatchesRegularExpression( '/name="fast" value="1"[^>]*checked/', $card );
		$this->assertStringContainsString( 'Vorschläge über die schnelle Abfrage', $card );
		$this->assertStringContainsString( 'value="' . \Tresen\Storefront\Search\Admin::FAST_ACTION . '"', $card );

		$_GET['tresen-search-fast'] = 'failed';
		set_transient( 'tresen_search_fast_problem', 'HTTP 403', 60 );
		$notice = $this->render( array( \Tresen\Storefront\Search\Admin::class, 'render_notice' ) );
		$this->assertStringContainsString( 'Die schnelle Abfrage hat nicht geantwortet (HTTP 403)', $notice );
		$_GET['tresen-search-fast'] = 'ok';
		$this->assertStringContainsString( 'Die schnelle Abfrage antwortet', $this->render( array( \Tresen\Storefront\Search\Admin::class, 'render_notice' ) ) );
		unset( $_GET['tresen-search-fast'] );

		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( '', $this->render( array( \Tresen\Storefront\Search\Admin::class, 'render_card' ) ), 'not for customers' );
	}

	public function test_the_check_tells_an_answer_from_a_blocked_file(): void {
		$reply = null;
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$reply ) {
				return str_contains( (string) $url, FastRoute::FILE ) ? $reply : $pre;
			},
			10,
			3
		);
		$reply = array(
			'headers'  => array(),
			'body'     => '{"suggestions":[]}',
			'response' => array( 'code' => 200, 'message' => 'OK' ),
			'cookies'  => array(),
		);
		$this->assertSame( '', FastRoute::check(), 'its own reply' );
		$reply = array(
			'headers'  => array( 'location' => home_url( '/?wc-ajax=flatsome_ajax_search_products&query=' ) ),
			'body'     => '',
			'response' => array( 'code' => 307, 'message' => 'Temporary Redirect' ),
			'cookies'  => array(),
		);
		$this->assertSame( '', FastRoute::check(), 'handed on: PHP ran the file' );
		$reply = array(
			'headers'  => array(),
			'body'     => '<h1>Forbidden</h1>',
			'response' => array( 'code' => 403, 'message' => 'Forbidden' ),
			'cookies'  => array(),
		);
		$this->assertSame( 'HTTP 403', FastRoute::check() );
		$reply = array(
			'headers'  => array(),
			'body'     => '<?php echo 1;',
			'response' => array( 'code' => 200, 'message' => 'OK' ),
			'cookies'  => array(),
		);
		$this->assertSame( 'HTTP 200', FastRoute::check(), 'the file sent as text, not run' );
		$reply = new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
		$this->assertSame( 'cURL error 7: Failed to connect', FastRoute::check() );
	}
}

<?php
/**
 * The shop check as a whole: which pages it fetches as a guest (with its own
 * cookies, so the cart keeps its item), the catalogue's missing deposit data
 * by product name, the stored report the dashboard widget shows.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\Setup\Admin\DashboardWidget;
use Tresen\Setup\Check\Catalogue;
use Tresen\Setup\Check\Fetcher;
use Tresen\Setup\Check\ShopCheck;
use Tresen\Setup\Rules\CategoryRules;
use Tresen\Tests\TestCase;

require_once __DIR__ . '/ShopPages.php';

/**
 * Shop check.
 */
class ShopCheckTest extends TestCase {

	use ShopPages;

	/**
	 * Requests the check made: URL => cookies sent.
	 *
	 * @var array<string, list<string>>
	 */
	private array $requests = array();

	/**
	 * For each request: whether the shop, receiving it, would take it for the check's preview.
	 *
	 * @var array<string, bool>
	 */
	private array $previewed = array();

	/**
	 * Serves every loopback request from the fixture pages.
	 *
	 * @param int $product Product whose page the shop serves for every product address.
	 */
	private function serve( int $product ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $product ) {
				unset( $pre );
				$this->requests[ $url ] = array_map(
					static function ( $c ) {
						return $c instanceof \WP_Http_Cookie ? $c->name : (string) $c;
					},
					(array) ( $args['cookies'] ?? array() )
				);
				// The shop's side of the request: the header as PHP would see it.
				$sent = (string) ( $args['headers'][ \Tresen\Setup\Check\Preview::HEADER ] ?? '' );
				if ( '' !== $sent ) {
					$_SERVER['HTTP_X_TRESEN_SHOP_CHECK'] = $sent;
				}
				$this->previewed[ $url ] = (bool) apply_filters( 'woocommerce_coming_soon_exclude', false );
				unset( $_SERVER['HTTP_X_TRESEN_SHOP_CHECK'] );
				$path    = (string) wp_parse_url( $url, PHP_URL_PATH );
				$query   = (string) wp_parse_url( $url, PHP_URL_QUERY );
				$nocache = array( 'cache-control' => 'no-cache, must-revalidate, max-age=0, no-store, private' );
				$cookies = array();
				$headers = array();
				if ( str_contains( $query, 'add-to-cart=' . $product ) ) {
					$cookies[] = new \WP_Http_Cookie( array( 'name' => 'woocommerce_items_in_cart', 'value' => '1' ) );
					$cookies[] = new \WP_Http_Cookie( array( 'name' => 'wp_woocommerce_session_x', 'value' => 'abc' ) );
					$html      = $this->document( '<h1>Start</h1>' );
				} elseif ( get_permalink( $product ) === $url ) {
					$html = $this->beer_page();
				} elseif ( get_permalink( wc_get_page_id( 'cart' ) ) === $url ) {
					$html    = $this->cart_page();
					$headers = $nocache;
				} elseif ( get_permalink( wc_get_page_id( 'checkout' ) ) === $url ) {
					$html    = $this->checkout_page();
					$headers = $nocache;
				} elseif ( get_permalink( wc_get_page_id( 'myaccount' ) ) === $url ) {
					$html    = $this->document( '<h1>Konto</h1>' );
					$headers = $nocache;
				} elseif ( '/widerrufsbelehrung/' === $path ) {
					$html = $this->document( '<h1>Widerrufsbelehrung</h1><h2>Muster-Widerrufsformular</h2>' );
				} elseif ( '/vertrag-widerrufen/' === $path ) {
					$html = $this->document( '<form method="post"><label for="e">E-Mail</label><input id="e" name="email"></form>' );
				} elseif ( '/impressum/' === $path ) {
					$html = $this->document( '<h1>Impressum</h1><p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>' );
				} elseif ( '/barrierefreiheit/' === $path ) {
					$html = $this->document( '<p>Marktüberwachungsbehörde: MLBF</p>' );
				} else {
					$html = $this->document( '<h1>Seite</h1><p class="tresen-tax-info">inkl. MwSt., zzgl. <a href="/versand-und-zahlung/">Versand</a></p>' );
				}
				return array(
					'headers'  => $headers + array( 'content-type' => 'text/html; charset=UTF-8' ),
					'body'     => $html,
					'response' => array( 'code' => 200, 'message' => 'OK' ),
					'cookies'  => $cookies,
					'filename' => null,
				);
			},
			10,
			3
		);
	}

	/**
	 * A beer with deposit, age and unit data.
	 */
	private function beer(): \WC_Product {
		return $this->factory()->product(
			array(
				'name'          => 'Helles 0,5 l',
				'regular_price' => '1.29',
				'meta'          => array(
					'_tresen_volume_ml'       => 500,
					'_tresen_alcohol_percent' => 4.9,
					'_tresen_unit'            => 'l',
					'_tresen_unit_base'       => 1,
					'_tresen_unit_amount'     => 0.5,
					'_tresen_deposit_type'    => 'mehrweg',
					'_tresen_deposit_amount'  => 0.08,
				),
			)
		);
	}

	/**
	 * The AGB and the cancellation policy as the legal plugin finds them for the order e-mails.
	 */
	private function legal_pages(): void {
		$terms      = $this->factory()->page( 'AGB', '<p>§ 1 Geltungsbereich</p>' )->ID;
		$withdrawal = $this->factory()->page( 'Widerrufsbelehrung', '<h2>Widerrufsrecht</h2><p>Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p><h2>Muster-Widerrufsformular</h2>' )->ID;
		update_option( 'woocommerce_terms_page_id', $terms );
		update_option( 'tresen_withdrawal_page_id', $withdrawal );
	}

	public function test_the_check_reads_the_shop_as_one_guest_and_finds_every_duty_met(): void {
		$this->legal_pages();
		$beer = $this->beer();
		$this->serve( $beer->get_id() );
		$report = ShopCheck::run( new Fetcher() );

		$cart = get_permalink( wc_get_page_id( 'cart' ) );
		$this->assertArrayHasKey( home_url( '/' ), $this->requests, 'home' );
		$this->assertArrayHasKey( get_permalink( $beer->get_id() ), $this->requests, 'the product' );
		$this->assertArrayHasKey( add_query_arg( 'add-to-cart', $beer->get_id(), home_url( '/' ) ), $this->requests, 'put into the cart' );
		$this->assertSame( array( 'woocommerce_items_in_cart', 'wp_woocommerce_session_x' ), $this->requests[ $cart ], 'the cart is asked for with the guest’s own session, never the owner’s cookies' );
		$this->assertSame( array(), $this->requests[ home_url( '/' ) ], 'the first request carries no cookie' );

		$unmet = array_values( array_filter( $report['results'], static fn( $r ) => ! $r['met'] ) );
		$this->assertSame( array(), $unmet, (string) wp_json_encode( $unmet, JSON_UNESCAPED_UNICODE ) );
		$this->assertSame( $report['total'], $report['met'] );
		$this->assertLessThan( 30, $report['seconds'] );
		$this->assertSame( $report, ShopCheck::last(), 'stored for the admin page and the widget' );
	}

	public function test_a_shop_in_coming_soon_mode_is_checked_through_the_preview_and_named_not_open(): void {
		update_option( 'woocommerce_coming_soon', 'yes' );
		update_option( 'woocommerce_store_pages_only', 'yes' );
		$this->legal_pages();
		$beer = $this->beer();
		$this->serve( $beer->get_id() );
		$unlimited = ini_get( 'max_execution_time' );
		$report    = ShopCheck::run();
		$this->assertSame( $unlimited, ini_get( 'max_execution_time' ), 'the check never puts a time limit on a process without one (PHPUnit, WP-CLI)' );

		$this->assertNotEmpty( $this->previewed );
		$this->assertSame( array(), array_keys( array_filter( $this->previewed, static fn( $p ) => ! $p ) ), 'every request of the run passes WooCommerce’s coming-soon page' );
		$visible = array_values( array_filter( $report['results'], static fn( $r ) => 'store-visible' === $r['key'] ) );
		$this->assertCount( 1, $visible );
		$this->assertFalse( $visible[0]['met'] );
		$this->assertStringContainsString( 'Demnächst verfügbar', $visible[0]['message'] );
		$this->assertSame( admin_url( 'admin.php?page=wc-settings&tab=site-visibility' ), $visible[0]['fix_url'] );
		$others = array_values( array_filter( $report['results'], static fn( $r ) => 'store-visible' !== $r['key'] && ! $r['met'] ) );
		$this->assertSame( array(), $others, 'the other duties are judged on the pages as guests will see them' );

		// After the run, the token the requests carried opens nothing.
		$this->previewed = array();
		$_SERVER['HTTP_X_TRESEN_SHOP_CHECK'] = 'guess';
		$this->assertFalse( (bool) apply_filters( 'woocommerce_coming_soon_exclude', false ), 'a guessed token' );
		unset( $_SERVER['HTTP_X_TRESEN_SHOP_CHECK'] );
		$this->assertFalse( get_transient( 'tresen_setup_check_preview' ), 'the preview ends with the run' );

		update_option( 'woocommerce_coming_soon', 'no' );
		$report  = ShopCheck::run();
		$visible = array_values( array_filter( $report['results'], static fn( $r ) => 'store-visible' === $r['key'] ) );
		$this->assertTrue( $visible[0]['met'] );
		$this->assertSame( $report['total'], $report['met'] );
	}

	public function test_products_without_deposit_data_are_named_until_their_category_has_a_rule(): void {
		$cat  = wp_insert_term( 'Gin ' . wp_generate_password( 4, false ), 'product_cat' );
		$this->assertIsArray( $cat );
		$gin  = $this->factory()->product( array( 'name' => 'Tresen Dry Gin 0,7 l', 'category_ids' => array( (int) $cat['term_id'] ) ) );
		$beer = $this->beer();

		$r = Catalogue::deposit_data();
		$this->assertFalse( $r->met );
		$this->assertContains( 'Tresen Dry Gin 0,7 l', $r->items );
		$this->assertNotContains( 'Helles 0,5 l', $r->items, 'the beer has its deposit' );
		$this->assertStringContainsString( 'keine Pfandangabe', $r->message );
		$this->assertStringContainsString( 'page=tresen-drink-rules', $r->fix_url );

		CategoryRules::apply( (int) $cat['term_id'], array( 'deposit_type' => 'none' ) );
		$this->assertTrue( metadata_exists( 'post', $gin->get_id(), '_tresen_deposit_type' ), '“no deposit” is stored as a decision' );
		$this->assertNotContains( 'Tresen Dry Gin 0,7 l', Catalogue::deposit_data()->items );
		unset( $beer );
	}

	public function test_a_missing_suite_plugin_is_named_in_german(): void {
		add_filter(
			'option_active_plugins',
			static function ( $plugins ) {
				return array_values( array_diff( (array) $plugins, array( 'tresen-unit-price/tresen-unit-price.php' ) ) );
			}
		);
		$r = Catalogue::suite();
		$this->assertFalse( $r->met );
		$this->assertSame( array( 'Tresen Grundpreis (Grundpreis)' ), $r->items );
		$this->assertSame( admin_url( 'plugins.php' ), $r->fix_url );
	}

	public function test_the_check_refuses_to_call_a_single_worker_built_in_server(): void {
		$this->assertStringContainsString( 'PHP_CLI_SERVER_WORKERS=4', Fetcher::loopback_problem( 'cli-server', 1 ) );
		$this->assertStringContainsString( 'eingebauten Server von PHP mit nur einem Worker', Fetcher::loopback_problem( 'cli-server', 0 ) );
		$this->assertSame( '', Fetcher::loopback_problem( 'cli-server', 4 ), 'npm start serves with four workers' );
		$this->assertSame( '', Fetcher::loopback_problem( 'fpm-fcgi', 0 ), 'php-fpm answers in parallel' );
		$this->assertSame( '', Fetcher::loopback_problem( 'cli', 0 ), 'WP-CLI runs outside the server' );
	}

	public function test_a_single_worker_server_gets_the_german_refusal_instead_of_a_report(): void {
		update_option( ShopCheck::OPTION, array( 'old' => true ) );
		$report = ShopCheck::report_error( Fetcher::loopback_problem( 'cli-server', 1 ) );
		$this->assertSame( array(), $report['results'] );
		$this->assertStringContainsString( 'wp tresen check', $report['error'] );
		$this->assertStringContainsString( 'wp tresen check', DashboardWidget::html( ShopCheck::last() ) );
	}

	public function test_the_dashboard_widget_names_the_next_step(): void {
		$this->assertStringContainsString( 'noch nicht geprüft', DashboardWidget::html( null ) );
		$report = array(
			'time'    => time() - 120,
			'seconds' => 9.5,
			'met'     => 15,
			'total'   => 16,
			'error'   => '',
			'results' => array(
				array( 'key' => 'suite', 'title' => 'Plugins', 'met' => true, 'message' => 'ok', 'fix_url' => '', 'items' => array() ),
				array( 'key' => 'deposit-data', 'title' => 'Pfand für jedes Produkt festgelegt', 'met' => false, 'message' => '3 Produkte haben keine Pfandangabe', 'fix_url' => admin_url( 'admin.php?page=tresen-drink-rules' ), 'items' => array() ),
			),
		);
		$html = DashboardWidget::html( $report );
		$this->assertStringContainsString( '15 von 16 Pflichten erfüllt', $html );
		$this->assertStringContainsString( 'Nächster Schritt: Pfand für jedes Produkt festgelegt', $html );
		$this->assertStringContainsString( 'page=tresen-drink-rules', $html );
		$report['met']                  = 16;
		$report['results'][1]['met']    = true;
		$this->assertStringContainsString( 'Jede Pflicht, die der Check kennt, ist erfüllt', DashboardWidget::html( $report ) );
	}
}

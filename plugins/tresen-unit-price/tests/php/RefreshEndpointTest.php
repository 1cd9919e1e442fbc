<?php
/**
 * `?wc-ajax=gzd_refresh_unit_price`: the unit price for the price the page
 * shows, computed on the server from the product's own unit data; bad input,
 * a missing nonce and other sites refused in German.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Tests;

use Tresen\Tests\TestCase;
use Tresen\UnitPrice\RefreshEndpoint;

/**
 * RefreshEndpoint.
 */
class RefreshEndpointTest extends TestCase {

	private const HOOK = 'wc_ajax_gzd_refresh_unit_price';

	/**
	 * A request as the refresh script sends it.
	 *
	 * @param array<int, array<string, string>> $products Items.
	 * @param array<string, mixed>              $extra    More fields.
	 * @return array<string, mixed>
	 */
	private function post( array $products, array $extra = array() ): array {
		return array_merge(
			array(
				'security' => wp_create_nonce( RefreshEndpoint::NONCE_ACTION ),
				'products' => $products,
				'queue_id' => '1732530000000',
			),
			$extra
		);
	}

	/**
	 * The shown text of a unit price HTML.
	 *
	 * @param string $html HTML.
	 */
	private static function text( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) );
	}

	public function test_the_unit_price_follows_the_shown_price_and_is_keyed_by_the_queue_key(): void {
		$gin   = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$id    = (string) $gin->get_id();
		$reply = $this->ajax_json(
			self::HOOK,
			$this->post(
				array(
					array(
						'product_id' => $id,
						'price'      => '22',
						'price_sale' => '',
						'quantity'   => '3',
						'key'        => $id,
					),
				)
			)
		);
		$this->assertSame( '1732530000000', $reply['queue_id'] );
		$this->assertSame( array( $id ), array_map( 'strval', array_keys( $reply['products'] ) ) );
		$this->assertSame( $gin->get_id(), $reply['products'][ $id ]['product_id'] );
		// 22,00 € for 0,35 l.
		$this->assertSame( "62,86\u{a0}€ / 1 l", self::text( $reply['products'][ $id ]['unit_price_html'] ) );
		$this->assertStringStartsWith( '<span class="tresen-unit-price">', $reply['products'][ $id ]['unit_price_html'] );
	}

	public function test_the_sale_price_is_the_base_when_the_page_shows_one(): void {
		$gin   = $this->factory()->product( array( 'regular_price' => '29.90' ) );
		$id    = (string) $gin->get_id();
		$reply = $this->ajax_json(
			self::HOOK,
			$this->post(
				array(
					array(
						'product_id' => $id,
						'price'      => '29.9',
						'price_sale' => '21',
						'quantity'   => '1',
						'key'        => 'k' . $id,
					),
				)
			)
		);
		$this->assertSame( "60,00\u{a0}€ / 1 l", self::text( $reply['products'][ 'k' . $id ]['unit_price_html'] ) );
	}

	public function test_a_variation_uses_its_own_content_and_the_products_unit(): void {
		$parent = $this->factory()->variable_product( array( '0,35 l' => '19.90', '0,7 l' => '34.90' ) );
		$parent->update_meta_data( '_tresen_unit', 'l' );
		$parent->update_meta_data( '_tresen_unit_base', 1 );
		$parent->save();
		$items = array();
		foreach ( $parent->get_children() as $id ) {
			$variation = wc_get_product( $id );
			$variation->update_meta_data( '_tresen_unit_amount', '19.90' === $variation->get_regular_price() ? 0.35 : 0.7 );
			$variation->save();
			$items[] = array(
				'product_id' => (string) $id,
				'price'      => $variation->get_regular_price(),
				'price_sale' => '',
				'quantity'   => '1',
				'key'        => (string) $id,
			);
		}
		$items[] = array(
			'product_id' => (string) $parent->get_id(),
			'price'      => '19.90',
			'price_sale' => '',
			'quantity'   => '1',
			'key'        => (string) $parent->get_id(),
		);
		$reply = $this->ajax_json( self::HOOK, $this->post( $items ) );
		$texts = array();
		foreach ( $parent->get_children() as $id ) {
			$texts[] = self::text( $reply['products'][ $id ]['unit_price_html'] );
		}
		sort( $texts );
		$this->assertSame( array( "49,86\u{a0}€ / 1 l", "56,86\u{a0}€ / 1 l" ), $texts );
		// The variable product itself has no single content: no unit price from a posted price.
		$this->assertSame( '', $reply['products'][ $parent->get_id() ]['unit_price_html'] );
	}

	public function test_products_that_are_not_public_are_left_out_and_those_without_unit_data_get_none(): void {
		$draft = $this->factory()->product();
		$draft->set_status( 'draft' );
		$draft->save();
		$secret = $this->factory()->product();
		$secret->set_post_password( 'geheim' );
		$secret->save();
		$glass = $this->factory()->product( array( 'meta' => array() ) );
		$items = array();
		foreach ( array( $draft->get_id(), $secret->get_id(), 999999, $glass->get_id() ) as $id ) {
			$items[] = array(
				'product_id' => (string) $id,
				'price'      => '10',
				'price_sale' => '',
				'quantity'   => '1',
				'key'        => (string) $id,
			);
		}
		$reply = $this->ajax_json( self::HOOK, $this->post( $items ) );
		$this->assertSame( array( $glass->get_id() ), array_keys( $reply['products'] ) );
		$this->assertSame( '', $reply['products'][ $glass->get_id() ]['unit_price_html'] );
	}

	public function test_an_empty_reply_is_an_object(): void {
		$out = $this->ajax(
			self::HOOK,
			$this->post(
				array(
					array(
						'product_id' => '999999',
						'price'      => '10',
						'key'        => 'a',
					),
				)
			)
		);
		$this->assertStringContainsString( '"products":{}', $out );
	}

	/**
	 * Malformed requests and the German message they get.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public function bad_input(): array {
		$item     = array(
			'product_id' => '12',
			'price'      => '25.9',
			'price_sale' => '',
			'quantity'   => '1',
			'key'        => '12',
		);
		$unread   = 'Deine Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.';
		$number   = 'Der Preis oder die Menge ist keine gültige Zahl.';
		$with     = static function ( array $changes ) use ( $item ): array {
			return array( 'products' => array( array_merge( $item, $changes ) ) );
		};
		$too_many = array_fill( 0, RefreshEndpoint::MAX_PRODUCTS + 1, $item );
		return array(
			'products missing'      => array( array(), $unread ),
			'products as text'      => array( array( 'products' => 'alle' ), $unread ),
			'an item as text'       => array( array( 'products' => array( 'x' ) ), $unread ),
			'too many products'     => array( array( 'products' => $too_many ), 'Zu viele Produkte in einer Anfrage (höchstens 20).' ),
			'price as a list'       => array( $with( array( 'price' => array( '1' ) ) ), $unread ),
			'nonce as a list'       => array( $with( array() ) + array( 'security' => array( 'x' ) ), $unread ),
			'queue id with HTML'    => array( $with( array() ) + array( 'queue_id' => '<b>1</b>' ), $unread ),
			'key with HTML'         => array( $with( array( 'key' => '<script>alert(1)</script>' ) ), $unread ),
			'key of 1 MB'           => array( $with( array( 'key' => str_repeat( 'a', 1048576 ) ) ), $unread ),
			'product id negative'   => array( $with( array( 'product_id' => '-5' ) ), $unread ),
			'product id as words'   => array( $with( array( 'product_id' => 'gin' ) ), $unread ),
			'price negative'        => array( $with( array( 'price' => '-1' ) ), $number ),
			'price NaN'             => array( $with( array( 'price' => 'NaN' ) ), $number ),
			'price 1e308'           => array( $with( array( 'price' => '1e308' ) ), $number ),
			'price German'          => array( $with( array( 'price' => '1.234,56' ) ), $number ),
			'price too large'       => array( $with( array( 'price' => '99999999999' ) ), $number ),
			'sale price with HTML'  => array( $with( array( 'price_sale' => '<img src=x>' ) ), $number ),
			'quantity zero'         => array( $with( array( 'quantity' => '0' ) ), $number ),
			'quantity over 100000'  => array( $with( array( 'quantity' => '100001' ) ), $number ),
		);
	}

	/**
	 * Bad input: a German 400 reply, never a PHP notice (notices fail the test).
	 *
	 * @dataProvider bad_input
	 *
	 * @param array<string, mixed> $post    Fields.
	 * @param string               $message Expected message.
	 */
	public function test_bad_input_gets_a_german_message( array $post, string $message ): void {
		$post += array( 'security' => wp_create_nonce( RefreshEndpoint::NONCE_ACTION ) );
		$reply = $this->ajax_json( self::HOOK, $post );
		$this->assertFalse( $reply['success'] );
		$this->assertSame( 'invalid_input', $reply['data']['code'] );
		$this->assertSame( $message, $reply['data']['message'] );
	}

	public function test_a_request_without_a_valid_nonce_is_refused(): void {
		$gin   = $this->factory()->product();
		$items = array(
			array(
				'product_id' => (string) $gin->get_id(),
				'price'      => '10',
				'key'        => 'a',
			),
		);
		foreach ( array( '', 'abc123' ) as $nonce ) {
			$reply = $this->ajax_json( self::HOOK, $this->post( $items, array( 'security' => $nonce ) ) );
			$this->assertSame( 'invalid_nonce', $reply['data']['code'] );
			$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu.', $reply['data']['message'] );
		}
	}

	public function test_requests_from_other_sites_are_refused_without_the_theme(): void {
		$gin   = $this->factory()->product();
		$items = array(
			array(
				'product_id' => (string) $gin->get_id(),
				'price'      => '10',
				'key'        => 'a',
			),
		);
		$home  = wp_parse_url( home_url( '/' ) );
		$host  = $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$cases = array(
			array( array( 'HTTP_SEC_FETCH_SITE' => 'cross-site' ), true ),
			array( array( 'HTTP_ORIGIN' => 'https://evil.example' ), true ),
			array( array( 'HTTP_ORIGIN' => 'null' ), true ),
			array( array( 'HTTP_SEC_FETCH_SITE' => 'same-origin' ), false ),
			array(
				array(
					'HTTP_ORIGIN' => $home['scheme'] . '://' . $host,
					'HTTP_HOST'   => $host,
				),
				false,
			),
		);
		$server = $_SERVER;
		foreach ( $cases as list( $headers, $refused ) ) {
			$_SERVER = array_merge( $server, $headers );
			$reply   = $this->ajax_json( self::HOOK, $this->post( $items ) );
			if ( $refused ) {
				$this->assertSame( 'cross_site', $reply['data']['code'] ?? null, wp_json_encode( $headers ) );
				$this->assertSame( 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte lade die Seite neu und versuche es noch einmal.', $reply['data']['message'] );
			} else {
				$this->assertArrayHasKey( 'a', $reply['products'], wp_json_encode( $headers ) );
			}
		}
		$_SERVER = $server;
	}

	public function test_nothing_is_stored(): void {
		$gin    = $this->factory()->product( array( 'regular_price' => '25.90' ) );
		$before = get_post_meta( $gin->get_id() );
		$this->ajax_json(
			self::HOOK,
			$this->post(
				array(
					array(
						'product_id' => (string) $gin->get_id(),
						'price'      => '1',
						'key'        => 'a',
					),
				)
			)
		);
		wp_cache_flush();
		$this->assertSame( $before, get_post_meta( $gin->get_id() ) );
		$this->assertSame( '25.90', wc_get_product( $gin->get_id() )->get_regular_price() );
	}
}

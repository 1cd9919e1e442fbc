<?php
/**
 * The ajax actions as YITH WooCommerce Wishlist 4.x's own script
 * (`jquery.yith-wcwl.js`) sees them: YITH's per-action nonces, status 200
 * with the failure in the body, fragments under YITH's keys answered with
 * the element it swaps, product ids where YITH's rows carry them, the token
 * for rename, and `reload_wishlist_and_adding_elem`'s `#yith-wcwl-form`.
 * Ownership and the German messages stay the suite's.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Ajax;
use Tresen\Wishlist\Store;
use Tresen\Wishlist\Visitor;

/**
 * YITH's contract.
 */
class YithContractTest extends TestCase {

	private const ALICE = 'AliceAliceAliceAliceAliceAlice12';
	private const BOB   = 'BobBobBobBobBobBobBobBobBobBob12';

	/** HTTP status of the last reply. */
	private int $status = 0;

	protected function setUp(): void {
		parent::setUp();
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		$_SERVER['HTTP_X_REQUESTED_WITH'] = 'XMLHttpRequest';
		$this->as_guest( self::ALICE );
		add_filter(
			'status_header',
			function ( $header, $code ) {
				$this->status = (int) $code;
				return $header;
			},
			10,
			2
		);
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_REQUESTED_WITH'] );
		parent::tearDown();
	}

	/**
	 * Makes the next requests come from a guest with this session token.
	 *
	 * @param string $token Session token.
	 */
	private function as_guest( string $token ): void {
		wp_set_current_user( 0 );
		$_COOKIE = array( Visitor::SESSION_COOKIE => $token );
	}

	/**
	 * Posts an action as YITH's script does: YITH's nonce of that action
	 * (unless given), `context=frontend`, values as strings.
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $post   Fields.
	 * @return string The raw reply.
	 */
	private function yith_raw( string $action, array $post = array() ): string {
		$this->status = 0;
		$post        += array(
			'action'  => $action,
			'nonce'   => wp_create_nonce( $action ),
			'context' => 'frontend',
		);
		$strings      = static function ( array $fields ) use ( &$strings ): array {
			return array_map( static fn( $v ) => is_array( $v ) ? $strings( $v ) : (string) $v, $fields );
		};
		return $this->ajax( 'wp_ajax_nopriv_' . $action, $strings( $post ) );
	}

	/**
	 * Like yith_raw(), decoded.
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $post   Fields.
	 * @return array<string, mixed>
	 */
	private function yith( string $action, array $post = array() ): array {
		$raw  = $this->yith_raw( $action, $post );
		$json = json_decode( $raw, true );
		$this->assertIsArray( $json, 'Reply is not JSON: ' . $raw );
		return $json;
	}

	/**
	 * Alice's default list with a new product on it, added through YITH's add.
	 *
	 * @param string $name Product name.
	 * @return array{0: array<string, mixed>, 1: int} List and product id.
	 */
	private function list_with( string $name ): array {
		$id    = $this->factory()->product( array( 'name' => $name ) )->get_id();
		$reply = $this->yith( 'add_to_wishlist', array( 'add_to_wishlist' => $id ) );
		$this->assertSame( 'true', $reply['result'], wp_json_encode( $reply ) );
		return array( Store::default_list( Visitor::current(), false ), $id );
	}

	/**
	 * The element of a fragment's HTML with exactly these classes (YITH's
	 * script finds it by `.a.b.c` among the top-level nodes).
	 *
	 * @param string $html    Fragment HTML.
	 * @param string $classes Classes joined by ".".
	 */
	private static function root( string $html, string $classes ): \DOMElement {
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$body = $doc->getElementsByTagName( 'body' )->item( 0 );
		foreach ( $body->childNodes as $node ) {
			if ( $node instanceof \DOMElement ) {
				$has = preg_split( '/\s+/', trim( $node->getAttribute( 'class' ) ) );
				if ( ! array_diff( explode( '.', $classes ), $has ) ) {
					return $node;
				}
			}
		}
		self::fail( 'No top-level element .' . $classes . ' in ' . $html );
	}

	public function test_yith_nonces_work_and_refusals_answer_200_with_the_german_message(): void {
		list( $list ) = $this->list_with( 'Gin 0,35 l' );
		$this->assertSame( 200, $this->status );
		$this->assertSame( 1, Store::count_items( $list['id'] ) );

		$draft = $this->factory()->product();
		$draft->set_status( 'draft' );
		$draft->save();
		$reply = $this->yith( 'add_to_wishlist', array( 'add_to_wishlist' => $draft->get_id() ) );
		$this->assertSame( 200, $this->status, 'YITH answers refusals with 200: its script shows the message only then' );
		$this->assertSame( 'error', $reply['result'] );
		$this->assertSame( 'Dieses Produkt kann nicht auf eine Wunschliste gesetzt werden.', $reply['message'] );

		// A nonce is good for its own action only, and a forged one is refused (in the body).
		$reply = $this->yith( 'delete_item', array( 'item_id' => Store::items( $list['id'] )[0]['id'], 'nonce' => wp_create_nonce( 'add_to_wishlist' ) ) );
		$this->assertSame( 200, $this->status );
		$this->assertFalse( $reply['result'] );
		$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.', $reply['message'] );
		$this->assertSame( 1, Store::count_items( $list['id'] ), 'nothing removed with another action\'s nonce' );

		// The suite's own client (fetch, no X-Requested-With) keeps its statuses.
		unset( $_SERVER['HTTP_X_REQUESTED_WITH'] );
		$reply = $this->yith( 'delete_item', array( 'item_id' => Store::items( $list['id'] )[0]['id'], 'nonce' => 'forged' ) );
		$this->assertSame( 403, $this->status );
		$this->assertFalse( $reply['result'] );

		// Another website stays refused with 403, whoever asks.
		$_SERVER['HTTP_X_REQUESTED_WITH'] = 'XMLHttpRequest';
		$_SERVER['HTTP_SEC_FETCH_SITE']   = 'cross-site';
		$this->yith( 'delete_item', array( 'item_id' => Store::items( $list['id'] )[0]['id'] ) );
		$this->assertSame( 403, $this->status );
		$this->assertSame( 1, Store::count_items( $list['id'] ) );
	}

	public function test_messages_reach_yith_as_escaped_text(): void {
		$id    = $this->factory()->product()->get_id();
		$reply = $this->yith(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $id,
				'wishlist_id'     => 'new',
				'wishlist_name'   => '<img src=x onerror=alert(1)>',
			)
		);
		$this->assertSame( 'true', $reply['result'] );
		$this->assertStringNotContainsString( '<img', $reply['message'], 'YITH\'s script inserts the message as HTML' );
		$this->assertStringContainsString( '&lt;img', $reply['message'] );
	}

	public function test_fragments_under_yith_keys_answer_the_element_yith_swaps(): void {
		$rum = $this->factory()->product( array( 'name' => 'Rum 0,7 l' ) )->get_id();
		$key = 'yith-wcwl-add-to-wishlist.add-to-wishlist-' . $rum . '.wishlist-fragment.on-first-load';
		$ask = array(
			'fragments' => array(
				$key => array(
					'item'       => 'add_to_wishlist',
					'product_id' => $rum,
					'show_view'  => 'true',
				),
			),
		);

		$html   = $this->yith( 'load_fragments', $ask )['fragments'][ $key ];
		$before = self::root( $html, $key );
		$this->assertSame( (string) $rum, $before->getAttribute( 'data-fragment-ref' ) );
		$this->assertSame( 'add_to_wishlist', json_decode( $before->getAttribute( 'data-fragment-options' ), true )['item'] );
		$this->assertStringContainsString( 'class="add_to_wishlist single_add_to_wishlist" data-product-id="' . $rum . '"', $html, 'the link YITH\'s script clicks' );

		$reply = $this->yith( 'add_to_wishlist', array( 'add_to_wishlist' => $rum ) + $ask );
		$after = self::root( $reply['fragments'][ $key ], $key . '.exists' );
		$this->assertStringContainsString( 'Auf deiner Wunschliste', $after->textContent );

		// The list under YITH's option name `wishlist_id` (a token), swapped as one element.
		$list  = Store::default_list( Visitor::current(), false );
		$lkey  = 'wishlist-fragment.on-first-load';
		$reply = $this->yith( 'load_fragments', array( 'fragments' => array( $lkey => array( 'item' => 'wishlist', 'wishlist_id' => $list['token'] ) ) ) );
		$this->assertStringContainsString( 'Rum 0,7 l', self::root( $reply['fragments'][ $lkey ], $lkey )->textContent );

		// Bob asking for Alice's private list by its token gets nothing.
		$this->as_guest( self::BOB );
		$reply = $this->yith( 'load_fragments', array( 'fragments' => array( $lkey => array( 'item' => 'wishlist', 'wishlist_id' => $list['token'] ) ) ) );
		$this->assertEmpty( (array) $reply['fragments'] );
	}

	public function test_remove_and_move_take_the_product_id_as_yiths_rows_carry_it(): void {
		list( $list, $gin ) = $this->list_with( 'Gin 0,35 l' );
		$rum                = $this->factory()->product( array( 'name' => 'Rum 0,7 l' ) )->get_id();
		$this->yith( 'add_to_wishlist', array( 'add_to_wishlist' => $rum ) );
		$other = $this->yith(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $this->factory()->product()->get_id(),
				'wishlist_id'     => 'new',
				'wishlist_name'   => 'Party',
			)
		);
		$party = Store::by_token( $other['wishlist_token'] );

		// Bob cannot touch Alice's list with her product id.
		$this->as_guest( self::BOB );
		$reply = $this->yith( 'remove_from_wishlist', array( 'remove_from_wishlist' => $gin, 'wishlist_token' => $list['token'] ) );
		$this->assertSame( 200, $this->status );
		$this->assertFalse( $reply['result'] );
		$this->as_guest( self::ALICE );
		$this->assertNotNull( Store::find_item( $list['id'], $gin ) );

		$reply = $this->yith(
			'remove_from_wishlist',
			array(
				'remove_from_wishlist' => $gin,
				'wishlist_id'          => $list['id'],
				'wishlist_token'       => $list['token'],
			)
		);
		$this->assertArrayHasKey( 'fragments', $reply );
		$this->assertNull( Store::find_item( $list['id'], $gin ), 'removed by its product id' );

		$reply = $this->yith(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $list['token'],
				'destination_wishlist_token' => $party['token'],
				'item_id'                    => $rum,
			)
		);
		$this->assertTrue( $reply['result'], wp_json_encode( $reply ) );
		$this->assertSame( 'Produkt nach „Party“ verschoben.', $reply['message'] );
		$this->assertNotNull( Store::find_item( $party['id'], $rum ), 'moved by its product id' );

		$reply = $this->yith( 'remove_from_wishlist', array( 'remove_from_wishlist' => $rum, 'wishlist_token' => $list['token'] ) );
		$this->assertSame( 200, $this->status );
		$this->assertSame( 'Dieses Produkt steht nicht mehr auf der Wunschliste.', $reply['message'] );
	}

	public function test_rename_takes_the_lists_token(): void {
		list( $list ) = $this->list_with( 'Gin 0,35 l' );
		$reply        = $this->yith( 'save_title', array( 'wishlist_id' => $list['token'], 'title' => 'Sommer' ) );
		$this->assertTrue( $reply['result'], wp_json_encode( $reply ) );
		$this->assertSame( 'Sommer', Store::by_id( $list['id'] )['name'] );

		$this->as_guest( self::BOB );
		$reply = $this->yith( 'save_title', array( 'wishlist_id' => $list['token'], 'title' => 'Bob war hier' ) );
		$this->assertSame( 200, $this->status );
		$this->assertFalse( $reply['result'] );
		$this->assertSame( 'Diese Wunschliste wurde nicht gefunden oder du darfst sie nicht ändern.', $reply['message'] );
		$this->assertSame( 'Sommer', Store::by_id( $list['id'] )['name'] );
	}

	public function test_reload_answers_the_form_yiths_script_puts_in_place(): void {
		list( $list ) = $this->list_with( 'Gin 0,35 l' );
		$vodka        = $this->factory()->product( array( 'name' => 'Wodka 0,5 l' ) )->get_id();
		$html         = $this->yith_raw(
			'reload_wishlist_and_adding_elem',
			array(
				'wishlist_id'     => $list['id'],
				'wishlist_token'  => $list['token'],
				'add_to_wishlist' => $vodka,
				'pagination'      => 'no',
			)
		);
		$this->assertStringStartsWith( '<div><div id="yith-wcwl-form"', $html, 'YITH\'s script takes `#yith-wcwl-form` out of a wrapping div' );
		$this->assertStringContainsString( 'Produkt zu „' . $list['name'] . '“ hinzugefügt.', $html );
		$this->assertStringContainsString( 'Wodka 0,5 l', $html );
		$this->assertNotNull( Store::find_item( $list['id'], $vodka ) );

		// Bob may not add to Alice's list through it.
		$this->as_guest( self::BOB );
		$this->yith_raw( 'reload_wishlist_and_adding_elem', array( 'wishlist_token' => $list['token'], 'add_to_wishlist' => $this->factory()->product()->get_id() ) );
		$this->assertSame( 2, Store::count_items( $list['id'] ) );
	}

	public function test_the_localized_nonces_are_yiths_keys(): void {
		$nonces = \Tresen\Wishlist\Yith::nonces();
		$this->assertSame( wp_create_nonce( 'add_to_wishlist' ), $nonces['add_to_wishlist_nonce'] );
		$this->assertArrayHasKey( 'load_fragments_nonce', $nonces );
		$this->assertNotSame( wp_create_nonce( Ajax::NONCE ), $nonces['save_title_nonce'] );
	}
}

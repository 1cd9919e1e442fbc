<?php
/**
 * Every wishlist ajax action: its reply shape (as YITH's ajax API) and its
 * authorization. A guest is told apart by the session cookie; another
 * visitor's list is never changed, and readable only when public or shared.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Ajax;
use Tresen\Wishlist\Settings;
use Tresen\Wishlist\Store;
use Tresen\Wishlist\Visitor;

/**
 * Ajax actions.
 */
class AjaxTest extends TestCase {

	private const ALICE = 'AliceAliceAliceAliceAliceAlice12';
	private const BOB   = 'BobBobBobBobBobBobBobBobBobBob12';

	protected function setUp(): void {
		parent::setUp();
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		$this->as_guest( self::ALICE );
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
	 * Calls an action as a guest with a valid nonce (unless given).
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $post   Fields.
	 * @return array<string, mixed>
	 */
	private function call( string $action, array $post = array() ) {
		$post += array(
			'action'  => $action,
			'nonce'   => wp_create_nonce( Ajax::NONCE ),
			'context' => 'frontend',
		);
		$prefix = get_current_user_id() > 0 ? 'wp_ajax_' : 'wp_ajax_nopriv_';
		return $this->ajax_json( $prefix . $action, self::as_http( $post ) );
	}

	/**
	 * Values as HTTP delivers them: strings.
	 *
	 * @param array<mixed> $fields Fields.
	 * @return array<mixed>
	 */
	private static function as_http( array $fields ): array {
		return array_map( static fn( $v ) => is_array( $v ) ? self::as_http( $v ) : (string) $v, $fields );
	}

	/**
	 * Adds a product to the current guest's default list and returns the list.
	 *
	 * @param int $product_id Product.
	 * @return array<string, mixed>
	 */
	private function add( int $product_id ): array {
		$reply = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => $product_id ) );
		$this->assertSame( 'true', $reply['result'], wp_json_encode( $reply ) );
		return Store::by_token( $reply['wishlist_token'] );
	}

	public function test_add_replies_true_then_exists_with_lists_and_count(): void {
		$gin   = $this->factory()->product( array( 'name' => 'Gin 0,35 l' ) );
		$reply = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $gin->get_id(),
				'product_type'    => 'simple',
				'fragments'       => wp_json_encode( array( 'hdr' => array( 'item' => 'count' ) ) ),
			)
		);
		$this->assertSame( 'true', $reply['result'] );
		$this->assertSame( $gin->get_id(), $reply['prod_id'] );
		$this->assertStringContainsString( 'Meine Wunschliste', $reply['message'] );
		$this->assertCount( 1, $reply['user_wishlists'] );
		$this->assertSame( 'Meine Wunschliste', $reply['user_wishlists'][0]['wishlist_name'] );
		$this->assertTrue( $reply['user_wishlists'][0]['is_default'] );
		$this->assertStringContainsString( 'add_to_wishlist=' . $gin->get_id(), $reply['user_wishlists'][0]['add_to_this_wishlist_url'] );
		$this->assertSame( 1, $reply['count'] );
		$this->assertStringContainsString( 'data-count="1"', $reply['fragments']['hdr'] );

		$again = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => $gin->get_id() ) );
		$this->assertSame( 'exists', $again['result'] );
		$this->assertSame( 1, $again['count'] );
	}

	public function test_add_a_variation_keeps_its_parent(): void {
		$parent    = $this->factory()->variable_product();
		$variation = $parent->get_children()[1];
		$list      = $this->add( $variation );
		$items     = Store::items( $list['id'] );
		$this->assertSame( $variation, $items[0]['product_id'] );
		$this->assertSame( $parent->get_id(), $items[0]['original_product_id'] );
	}

	public function test_add_to_a_new_list_needs_a_name_and_keeps_markup_as_text(): void {
		$gin   = $this->factory()->product();
		$reply = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $gin->get_id(),
				'wishlist_id'     => 'new',
				'wishlist_name'   => "   \t ",
			)
		);
		$this->assertSame( 'error', $reply['result'] );
		$this->assertSame( 'Bitte gib einen Namen für die Wunschliste ein.', $reply['message'] );
		$this->assertSame( array(), Store::lists_of( Visitor::current() ) );

		$reply = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist'     => $gin->get_id(),
				'wishlist_id'         => 'new',
				'wishlist_name'       => '<img src=x onerror=alert(1)> Party',
				'wishlist_visibility' => '2',
			)
		);
		$this->assertSame( 'true', $reply['result'] );
		$list = Store::by_token( $reply['wishlist_token'] );
		$this->assertSame( '<img src=x onerror=alert(1)> Party', $list['name'] );
		$this->assertSame( Store::PRIVATE, $list['privacy'] );
		$html = $this->ajax( 'wp_ajax_nopriv_reload_wishlist_and_adding_elem', self::as_http( array( 'wishlist_token' => $list['token'] ) ) );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt; Party', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
	}

	public function test_add_refuses_a_bad_nonce_unknown_products_and_other_visitors_lists(): void {
		$gin   = $this->factory()->product();
		$reply = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $gin->get_id(),
				'nonce'           => 'abc',
			)
		);
		$this->assertFalse( $reply['result'] );
		$this->assertSame( array(), Store::lists_of( Visitor::current() ) );

		$draft = $this->factory()->product();
		wp_update_post(
			array(
				'ID'          => $draft->get_id(),
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 'error', $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => $draft->get_id() ) )['result'] );

		$alice = $this->add( $gin->get_id() );
		$this->as_guest( self::BOB );
		$other = $this->factory()->product();
		$reply = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $other->get_id(),
				'wishlist_id'     => $alice['id'],
			)
		);
		$this->assertSame( 'error', $reply['result'] );
		$this->assertCount( 1, Store::items( $alice['id'] ) );
	}

	public function test_remove_and_delete_item_only_by_the_owner(): void {
		$gin   = $this->factory()->product();
		$rum   = $this->factory()->product();
		$list  = $this->add( $gin->get_id() );
		$this->add( $rum->get_id() );
		$items = Store::items( $list['id'] );

		$this->as_guest( self::BOB );
		$reply = $this->call(
			'remove_from_wishlist',
			array(
				'remove_from_wishlist' => $items[0]['id'],
				'wishlist_token'       => $list['token'],
				'wishlist_id'          => $list['id'],
			)
		);
		$this->assertFalse( $reply['result'] );
		$this->assertSame( 'Diese Wunschliste wurde nicht gefunden oder du darfst sie nicht ändern.', $reply['message'] );
		$this->assertFalse( $this->call( 'delete_item', array( 'item_id' => $items[1]['id'] ) )['result'] );
		$this->assertCount( 2, Store::items( $list['id'] ) );

		$this->as_guest( self::ALICE );
		$reply = $this->call(
			'remove_from_wishlist',
			array(
				'remove_from_wishlist' => $items[0]['id'],
				'wishlist_token'       => $list['token'],
				'fragments'            => array( 'w' => array( 'item' => 'wishlist', 'wishlist_token' => $list['token'] ) ),
			)
		);
		$this->assertArrayHasKey( 'w', $reply['fragments'] );
		$this->assertStringNotContainsString( 'data-item-id="' . $items[0]['id'] . '"', $reply['fragments']['w'] );
		$reply = $this->call( 'delete_item', array( 'item_id' => $items[1]['id'] ) );
		$this->assertTrue( $reply['result'] );
		$this->assertSame( 'Produkt von der Wunschliste entfernt.', $reply['message'] );
		$this->assertSame( array(), Store::items( $list['id'] ) );
	}

	public function test_move_needs_both_tokens_and_an_item_and_owns_both_lists(): void {
		$gin    = $this->factory()->product();
		$from   = $this->add( $gin->get_id() );
		$item   = Store::items( $from['id'] )[0];
		$target = Store::create( Visitor::current(), 'Geburtstag', Store::SHARED, false );

		$reply = $this->call(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $from['token'],
				'destination_wishlist_token' => $target['token'],
				'item_id'                    => '',
			)
		);
		$this->assertFalse( $reply['result'] );
		$reply = $this->call(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $from['token'],
				'destination_wishlist_token' => 'new',
				'item_id'                    => $item['id'],
				'wishlist_name'              => '',
			)
		);
		$this->assertFalse( $reply['result'] );

		// Bob's list is no destination for Alice.
		$this->as_guest( self::BOB );
		$bobs = Store::create( Visitor::current(), 'Bob', Store::PUBLIC, true );
		$this->as_guest( self::ALICE );
		$reply = $this->call(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $from['token'],
				'destination_wishlist_token' => $bobs['token'],
				'item_id'                    => $item['id'],
			)
		);
		$this->assertFalse( $reply['result'] );
		$this->assertSame( array(), Store::items( $bobs['id'] ) );

		$reply = $this->call(
			'move_to_another_wishlist',
			array(
				'wishlist_token'             => $from['token'],
				'destination_wishlist_token' => $target['token'],
				'item_id'                    => $item['id'],
			)
		);
		$this->assertTrue( $reply['result'] );
		$this->assertSame( 'Produkt nach „Geburtstag“ verschoben.', $reply['message'] );
		$this->assertCount( 2, $reply['user_wishlists'] );
		$this->assertSame( array(), Store::items( $from['id'] ) );
		$this->assertCount( 1, Store::items( $target['id'] ) );
	}

	public function test_save_title_refuses_empty_and_foreign_lists(): void {
		$list = $this->add( $this->factory()->product()->get_id() );
		$this->assertFalse(
			$this->call(
				'save_title',
				array(
					'wishlist_id' => $list['id'],
					'title'       => '  ',
				)
			)['result']
		);
		$this->as_guest( self::BOB );
		$this->assertFalse(
			$this->call(
				'save_title',
				array(
					'wishlist_id' => $list['id'],
					'title'       => 'Gekapert',
				)
			)['result']
		);
		$this->as_guest( self::ALICE );
		$reply = $this->call(
			'save_title',
			array(
				'wishlist_id' => $list['id'],
				'title'       => 'Weihnachten <b>2026</b>',
				'fragments'   => array( 'w' => array( 'item' => 'wishlist', 'wishlist_token' => $list['token'] ) ),
			)
		);
		$this->assertTrue( $reply['result'] );
		$this->assertStringContainsString( 'Weihnachten &lt;b&gt;2026&lt;/b&gt;', $reply['fragments']['w'] );
		$this->assertSame( 'Weihnachten <b>2026</b>', Store::by_id( $list['id'] )['name'] );
	}

	public function test_privacy_decides_who_else_may_read_a_list(): void {
		$list      = $this->add( $this->factory()->product()->get_id() );
		$fragments = array( 'w' => array( 'item' => 'wishlist', 'wishlist_token' => $list['token'] ) );
		$this->assertFalse(
			$this->call(
				'save_privacy',
				array(
					'wishlist_id' => $list['id'],
					'privacy'     => '7',
				)
			)['result']
		);

		// Shared (the default): Bob reads it, without the owner's controls.
		$this->as_guest( self::BOB );
		$seen = $this->call( 'load_fragments', array( 'fragments' => $fragments ) );
		$this->assertStringContainsString( 'data-owner="0"', $seen['fragments']['w'] );
		$this->assertStringNotContainsString( 'tresen-wishlist__remove', $seen['fragments']['w'] );
		$this->assertFalse(
			$this->call(
				'save_privacy',
				array(
					'wishlist_id' => $list['id'],
					'privacy'     => '0',
				)
			)['result']
		);

		$this->as_guest( self::ALICE );
		$reply = $this->call(
			'save_privacy',
			array(
				'wishlist_id' => $list['id'],
				'privacy'     => '2',
				'fragments'   => $fragments,
			)
		);
		$this->assertTrue( $reply['result'] );
		$this->assertStringContainsString( 'data-owner="1"', $reply['fragments']['w'] );
		$this->assertSame( Store::PRIVATE, Store::by_id( $list['id'] )['privacy'] );

		$this->as_guest( self::BOB );
		$this->assertSame( array(), (array) $this->call( 'load_fragments', array( 'fragments' => $fragments ) )['fragments'] );
		$this->assertFalse( $this->call( 'reload_wishlist_and_adding_elem', array( 'wishlist_token' => $list['token'] ) )['result'] );
	}

	public function test_remove_from_all_wishlists_touches_only_own_lists(): void {
		$gin   = $this->factory()->product();
		$first = $this->add( $gin->get_id() );
		$this->as_guest( self::BOB );
		$bobs = $this->add( $gin->get_id() );
		$this->as_guest( self::ALICE );
		$second = Store::create( Visitor::current(), 'Zweite', Store::SHARED, false );
		Store::add_item( $second['id'], $gin->get_id(), $gin->get_id(), 2 );

		$reply = $this->call( 'remove_from_all_wishlists', array( 'prod_id' => $gin->get_id() ) );
		$this->assertArrayHasKey( 'fragments', $reply );
		$this->assertSame( array(), Store::items( $first['id'] ) );
		$this->assertSame( array(), Store::items( $second['id'] ) );
		$this->assertCount( 1, Store::items( $bobs['id'] ) );
	}

	public function test_ask_an_estimate_mails_the_shop_in_german(): void {
		$gin  = $this->factory()->product( array( 'name' => 'Tresen Gin' ) );
		$list = $this->add( $gin->get_id() );
		$bad  = $this->call(
			'ask_an_estimate',
			array(
				'wishlist_id' => $list['id'],
				'reply_email' => "jana@example.de\r\nBcc: all@example.test",
			)
		);
		$this->assertFalse( $bad['result'] );
		$this->assertSame( array(), $this->mails );

		$this->as_guest( self::BOB );
		$this->assertFalse(
			$this->call(
				'ask_an_estimate',
				array(
					'wishlist_id' => $list['id'],
					'reply_email' => 'bob@example.de',
				)
			)['result']
		);

		$this->as_guest( self::ALICE );
		$reply = $this->call(
			'ask_an_estimate',
			array(
				'wishlist_id'      => $list['id'],
				'reply_email'      => 'jana@example.de',
				'reply_name'       => 'Jana',
				'additional_notes' => 'Bitte 6 Flaschen <script>x</script>',
			)
		);
		$this->assertTrue( $reply['result'] );
		$this->assertStringContainsString( 'Danke', $reply['message'] );
		$this->assertStringContainsString( 'Danke', $reply['template'] );
		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( get_option( 'admin_email' ), $mail['to'] );
		$this->assertStringContainsString( 'Angebot', $mail['subject'] );
		$this->assertStringContainsString( '1 × Tresen Gin', $mail['message'] );
		$this->assertStringContainsString( 'Bitte 6 Flaschen <script>x</script>', $mail['message'] );
		$this->assertContains( 'Reply-To: jana@example.de', $mail['headers'] );
		$this->assertContains( 'Content-Type: text/plain; charset=UTF-8', $mail['headers'] );
	}

	public function test_reload_adds_to_the_own_list_and_answers_html(): void {
		$gin  = $this->factory()->product( array( 'name' => 'Gin Eins' ) );
		$rum  = $this->factory()->product( array( 'name' => 'Rum Zwei' ) );
		$list = $this->add( $gin->get_id() );
		$html = $this->ajax(
			'wp_ajax_nopriv_reload_wishlist_and_adding_elem',
			self::as_http(
				array(
				'nonce'           => wp_create_nonce( Ajax::NONCE ),
				'wishlist_token'  => $list['token'],
				'add_to_wishlist' => $rum->get_id(),
				'product_type'    => 'simple',
				'pagination'      => 'no',
				'per_page'        => '5',
				)
			)
		);
		$this->assertStringContainsString( 'Gin Eins', $html );
		$this->assertStringContainsString( 'Rum Zwei', $html );
		$this->assertCount( 2, Store::items( $list['id'] ) );

		$this->as_guest( self::BOB );
		$out = $this->ajax(
			'wp_ajax_nopriv_reload_wishlist_and_adding_elem',
			self::as_http(
				array(
				'nonce'           => wp_create_nonce( Ajax::NONCE ),
				'wishlist_token'  => $list['token'],
				'add_to_wishlist' => $this->factory()->product()->get_id(),
				)
			)
		);
		$this->assertStringContainsString( '"result":false', $out );
		$this->assertCount( 2, Store::items( $list['id'] ) );
	}

	public function test_load_fragments_and_mobile(): void {
		$list  = $this->add( $this->factory()->product()->get_id() );
		$reply = $this->call(
			'load_fragments',
			array(
				'nonce'     => '',
				'fragments' => array(
					'w'            => array( 'item' => 'wishlist', 'wishlist_token' => $list['token'] ),
					'bad key!'     => array( 'item' => 'count' ),
					'unknown_item' => array( 'item' => 'shortcode' ),
				),
			)
		);
		$this->assertSame( array( 'w' ), array_keys( $reply['fragments'] ) );
		$this->assertStringContainsString( 'tresen-wishlist--table', $reply['fragments']['w'] );
		$this->assertSame( 1, $reply['count'] );
		$this->assertNotSame( '', $reply['nonce'] );
		$this->assertCount( 1, $reply['products'] );

		$mobile = $this->call(
			'load_mobile',
			array(
				'is_mobile' => 'yes',
				'fragments' => array( 'w' => array( 'item' => 'wishlist', 'wishlist_token' => $list['token'] ) ),
			)
		);
		$this->assertStringContainsString( 'tresen-wishlist--mobile', $mobile['fragments']['w'] );
	}

	public function test_sort_and_quantity_by_the_owner_only(): void {
		$a    = $this->factory()->product();
		$b    = $this->factory()->product();
		$list = $this->add( $a->get_id() );
		$this->add( $b->get_id() );
		$ids = array_column( Store::items( $list['id'] ), 'id' );

		$this->as_guest( self::BOB );
		$this->assertFalse(
			$this->call(
				'sort_wishlist_items',
				array(
					'wishlist_token' => $list['token'],
					'positions'      => array_reverse( $ids ),
				)
			)['result']
		);
		$this->assertFalse(
			$this->call(
				'update_item_quantity',
				array(
					'wishlist_token' => $list['token'],
					'product_id'     => $a->get_id(),
					'quantity'       => '5',
				)
			)['result']
		);

		$this->as_guest( self::ALICE );
		$reply = $this->call(
			'sort_wishlist_items',
			array(
				'wishlist_token' => $list['token'],
				'positions'      => array( $ids[1], 999999, $ids[0] ),
				'page'           => '1',
				'per_page'       => '10',
			)
		);
		$this->assertTrue( $reply['result'] );
		$this->assertSame( array( $ids[1], $ids[0] ), array_column( Store::items( $list['id'] ), 'id' ) );

		foreach ( array( '0', '-1', '1.5', 'abc', '10000' ) as $bad ) {
			$this->assertFalse(
				$this->call(
					'update_item_quantity',
					array(
						'wishlist_token' => $list['token'],
						'product_id'     => $a->get_id(),
						'quantity'       => $bad,
					)
				)['result'],
				$bad
			);
		}
		$reply = $this->call(
			'update_item_quantity',
			array(
				'wishlist_token' => $list['token'],
				'product_id'     => $a->get_id(),
				'quantity'       => '6',
			)
		);
		$this->assertTrue( $reply['result'] );
		$this->assertSame( 6, Store::find_item( $list['id'], $a->get_id() )['quantity'] );
	}

	public function test_count_action_answers_a_number(): void {
		$this->assertSame( 0, $this->call( 'flatsome_update_wishlist_count' ) );
		$this->add( $this->factory()->product()->get_id() );
		$this->assertSame( 1, $this->call( 'flatsome_update_wishlist_count' ) );
		$this->assertSame( 1, apply_filters( 'tresen_wishlist_count', 0 ) );
	}

	public function test_cross_site_requests_and_lists_in_fields_are_refused(): void {
		$gin                    = $this->factory()->product();
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
		$reply                  = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => $gin->get_id() ) );
		$this->assertFalse( $reply['result'] );
		$this->assertStringContainsString( 'anderen Website', $reply['message'] );
		unset( $_SERVER['HTTP_ORIGIN'] );
		$reply = $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => array( $gin->get_id() ) ) );
		$this->assertFalse( $reply['result'] );
		$this->assertSame( array(), Store::lists_of( Visitor::current() ) );
	}

	public function test_login_merges_the_guest_lists_into_the_customer_lists(): void {
		$gin  = $this->factory()->product();
		$rum  = $this->factory()->product();
		$user = $this->factory()->user();
		$own  = Store::create( new Visitor( $user->ID, '' ), '', Store::SHARED, true );
		Store::add_item( $own['id'], $rum->get_id(), $rum->get_id(), 1 );

		$guest_list = $this->add( $gin->get_id() );
		$extra      = Store::create( Visitor::current(), 'Party', Store::PUBLIC, false );
		do_action( 'wp_login', $user->user_login, $user );

		$customer = new Visitor( $user->ID, '' );
		$lists    = Store::lists_of( $customer );
		$this->assertSame( array( $own['id'], $extra['id'] ), array_column( $lists, 'id' ) );
		$this->assertSame( array( $rum->get_id(), $gin->get_id() ), array_column( Store::items( $own['id'] ), 'product_id' ) );
		$this->assertNull( Store::by_id( $guest_list['id'] ) );
		$this->assertSame( 2, Store::count( $customer ) );
	}

	public function test_add_to_cart_from_the_list_removes_the_item_for_its_owner(): void {
		$gin  = $this->factory()->product();
		$list = $this->add( $gin->get_id() );
		$item = Store::items( $list['id'] )[0];
		$send = function () use ( $gin, $list, $item ): void {
			$_REQUEST = array(
				'remove_from_wishlist_after_add_to_cart' => (string) $item['id'],
				'wishlist_id'                            => (string) $list['id'],
				'_wishlist_nonce'                        => wp_create_nonce( Ajax::NONCE ),
			);
			do_action( 'woocommerce_add_to_cart', 'key', $gin->get_id(), 1, 0, array(), array() );
		};

		$this->as_guest( self::BOB );
		$send();
		$this->assertCount( 1, Store::items( $list['id'] ), 'not by another visitor' );

		$this->as_guest( self::ALICE );
		update_option( Settings::REMOVE_AFTER_CART, 'no' );
		$send();
		$this->assertCount( 1, Store::items( $list['id'] ), 'not when the setting is off' );

		update_option( Settings::REMOVE_AFTER_CART, 'yes' );
		$send();
		$this->assertSame( array(), Store::items( $list['id'] ) );
	}

	public function test_delete_wishlist_by_its_owner_never_the_last_and_the_default_only_with_a_new_one(): void {
		$first = $this->add( $this->factory()->product()->get_id() );
		// The only list stays.
		$only = $this->call( 'delete_wishlist', array( 'wishlist_id' => $first['id'] ) );
		$this->assertFalse( $only['result'] );
		$this->assertStringContainsString( 'einzige Wunschliste', $only['message'] );
		$this->assertNotNull( Store::by_id( $first['id'] ) );

		$reply  = $this->call(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $this->factory()->product()->get_id(),
				'wishlist_id'     => 'new',
				'wishlist_name'   => '<b>Party</b>',
			)
		);
		$second = Store::by_token( $reply['wishlist_token'] );
		$this->assertSame( 1, $first['is_default'] );

		// Another visitor's token and id are refused, whatever the nonce.
		$this->as_guest( self::BOB );
		$this->add( $this->factory()->product()->get_id() );
		foreach ( array( array( 'wishlist_id' => $second['id'] ), array( 'wishlist_token' => $second['token'] ) ) as $fields ) {
			$refused = $this->call( 'delete_wishlist', $fields );
			$this->assertFalse( $refused['result'] );
			$this->assertSame( 'Diese Wunschliste wurde nicht gefunden oder du darfst sie nicht ändern.', $refused['message'] );
		}
		$this->assertNotNull( Store::by_id( $second['id'] ) );
		$this->as_guest( self::ALICE );

		// A bad nonce changes nothing.
		$this->assertFalse(
			$this->call(
				'delete_wishlist',
				array(
					'wishlist_id' => $second['id'],
					'nonce'       => 'nope',
				)
			)['result']
		);

		// The default list goes only with a new default chosen among the owner's lists.
		$this->assertStringContainsString( 'Standard', $this->call( 'delete_wishlist', array( 'wishlist_id' => $first['id'] ) )['message'] );
		$this->assertFalse(
			$this->call(
				'delete_wishlist',
				array(
					'wishlist_id' => $first['id'],
					'new_default' => $first['id'],
				)
			)['result']
		);
		$this->assertNotNull( Store::by_id( $first['id'] ) );
		$done = $this->call(
			'delete_wishlist',
			array(
				'wishlist_id' => $first['id'],
				'new_default' => $second['id'],
				'fragments'   => array( 'c' => array( 'item' => 'count' ) ),
			)
		);
		$this->assertTrue( $done['result'] );
		$this->assertSame( 'Die Wunschliste „Meine Wunschliste“ wurde gelöscht.', $done['message'] );
		$this->assertNull( Store::by_id( $first['id'] ) );
		$this->assertSame( array(), Store::items( $first['id'] ), 'its items went with it' );
		$this->assertSame( 1, Store::by_id( $second['id'] )['is_default'] );
		$this->assertCount( 1, $done['user_wishlists'] );
		$this->assertSame( $second['token'], $done['user_wishlists'][0]['token'] );
		$this->assertTrue( $done['user_wishlists'][0]['is_default'] );
		$this->assertSame( 1, $done['count'] );
		$this->assertStringContainsString( 'wishlist=' . $second['token'], $done['wishlist_url'] );
	}

	public function test_replies_bring_the_list_page_as_data_for_the_page_script(): void {
		$gin  = $this->factory()->product( array( 'name' => 'Gin <i>Eins</i>' ) );
		$list = $this->add( $gin->get_id() );
		$item = Store::items( $list['id'] )[0];
		$data = $this->call(
			'update_item_quantity',
			array(
				'wishlist_token' => $list['token'],
				'product_id'     => $gin->get_id(),
				'quantity'       => '4',
				'wishlist_view'  => $list['token'],
			)
		);
		$view = $data['wishlist_view'];
		$this->assertTrue( $view['owner'] );
		$this->assertSame( $list['token'], $view['token'] );
		$this->assertSame( 'Gin <i>Eins</i>', $view['items'][0]['name'], 'a name is text, escaped where it is shown' );
		$this->assertSame( 4, $view['items'][0]['quantity'] );
		$this->assertSame( (string) $item['id'], $view['items'][0]['cart']['data']['remove_from_wishlist_after_add_to_cart'] );
		$this->assertSame( 1, $data['user_wishlists'][0]['items'] );

		// Another visitor reads a shared list's page, without the owner's ids and removal fields.
		$this->as_guest( self::BOB );
		$seen = $this->call( 'load_fragments', array( 'wishlist_view' => $list['token'] ) );
		$this->assertFalse( $seen['wishlist_view']['owner'] );
		$this->assertSame( 0, $seen['wishlist_view']['id'] );
		$this->assertArrayNotHasKey( 'remove_from_wishlist_after_add_to_cart', $seen['wishlist_view']['items'][0]['cart']['data'] );
		$this->assertSame( array(), $seen['user_wishlists'] );
		// A private list: nothing.
		$this->as_guest( self::ALICE );
		Store::set_privacy( $list['id'], Store::PRIVATE );
		$this->as_guest( self::BOB );
		$this->assertArrayNotHasKey( 'wishlist_view', $this->call( 'load_fragments', array( 'wishlist_view' => $list['token'] ) ) );
	}

	public function test_reload_pages_by_per_page_and_shows_all_without_pagination(): void {
		$list = $this->add( $this->factory()->product( array( 'name' => 'Erstes' ) )->get_id() );
		foreach ( array( 'Zweites', 'Drittes' ) as $name ) {
			$product = $this->factory()->product( array( 'name' => $name ) );
			Store::add_item( $list['id'], $product->get_id(), $product->get_id(), 1 );
		}
		$reload = function ( array $fields ) use ( $list ): string {
			return $this->ajax( 'wp_ajax_nopriv_reload_wishlist_and_adding_elem', self::as_http( $fields + array( 'wishlist_token' => $list['token'] ) ) );
		};
		$page2 = $reload(
			array(
				'pagination' => 'yes',
				'per_page'   => '2',
				'page'       => '2',
			)
		);
		$this->assertStringContainsString( 'Drittes', $page2 );
		$this->assertStringNotContainsString( 'Erstes', $page2 );
		$this->assertStringContainsString( 'Vorherige Seite', $page2 );
		$all = $reload(
			array(
				'pagination' => 'no',
				'per_page'   => '2',
			)
		);
		$this->assertSame( 3, substr_count( $all, 'class="tresen-wishlist__item"' ) );
		$this->assertStringNotContainsString( 'Seiten der Wunschliste', $all );
	}
}

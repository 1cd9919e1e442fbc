<?php
/**
 * Every wishlist ajax action: its reply shape (as YITH's ajax API) and its
 * authorization. A guest is told apart by the session cookie; another
 * visitor's list is never changed, and readable only when public or shared.
 *
 * Alice is the guest of every test; Bob is the other visitor. The helpers
 * below hold the arrange steps, so each test reads as what it asserts.
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

	/** The refusal of a list that is not the visitor's (or does not exist). */
	private const NOT_YOURS = 'Diese Wunschliste wurde nicht gefunden oder du darfst sie nicht ändern.';

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
	 * Runs steps as Bob, then makes Alice the visitor again.
	 *
	 * @param callable $steps Steps.
	 * @return mixed What the steps return.
	 */
	private function as_bob( callable $steps ) {
		$this->as_guest( self::BOB );
		try {
			return $steps();
		} finally {
			$this->as_guest( self::ALICE );
		}
	}

	/**
	 * Calls an action as a guest with a valid nonce (unless given).
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $post   Fields.
	 * @return mixed The decoded reply.
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
	 * Calls an action and asserts it was refused (`result: false`).
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $post   Fields.
	 * @return array<string, mixed> The reply.
	 */
	private function refused( string $action, array $post = array() ): array {
		$reply = $this->call( $action, $post );
		$this->assertFalse( $reply['result'], $action . ': ' . wp_json_encode( $reply ) );
		return $reply;
	}

	/**
	 * Calls an action as Bob and asserts it was refused.
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $post   Fields.
	 * @return array<string, mixed> The reply.
	 */
	private function refused_for_bob( string $action, array $post = array() ): array {
		return $this->as_bob( fn() => $this->refused( $action, $post ) );
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
	 * The `fragments` field asking for a list's HTML under the key "w".
	 *
	 * @param array<string, mixed> $list List.
	 * @return array<string, array<string, string>>
	 */
	private static function list_fragment( array $list ): array {
		return array(
			'w' => array(
				'item'           => 'wishlist',
				'wishlist_token' => $list['token'],
			),
		);
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

	/**
	 * The current guest's default list with one new product per name (in this order).
	 *
	 * @param string ...$names Product names.
	 * @return array<string, mixed>
	 */
	private function list_with( string ...$names ): array {
		$list = array();
		foreach ( $names as $name ) {
			$list = $this->add( $this->factory()->product( array( 'name' => $name ) )->get_id() );
		}
		return $list;
	}

	/**
	 * Adds a product to a new list of the current guest through the popup's action.
	 *
	 * @param int                  $product_id Product.
	 * @param string               $name       List name as typed.
	 * @param array<string, mixed> $extra      More fields (e.g. wishlist_visibility).
	 * @return array<string, mixed> The reply.
	 */
	private function add_to_new_list( int $product_id, string $name, array $extra = array() ): array {
		return $this->call(
			'add_to_wishlist',
			$extra + array(
				'add_to_wishlist' => $product_id,
				'wishlist_id'     => 'new',
				'wishlist_name'   => $name,
			)
		);
	}

	/**
	 * `reload_wishlist_and_adding_elem` as the current guest: the HTML it answers.
	 *
	 * @param array<string, mixed> $fields Fields.
	 */
	private function reload( array $fields ): string {
		return $this->ajax( 'wp_ajax_nopriv_reload_wishlist_and_adding_elem', self::as_http( $fields ) );
	}

	/**
	 * Alice's default list with one product and a second, non-default list
	 * with another; Bob has a list of his own.
	 *
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>}
	 */
	private function two_lists_and_bob(): array {
		$first  = $this->add( $this->factory()->product()->get_id() );
		$reply  = $this->add_to_new_list( $this->factory()->product()->get_id(), '<b>Party</b>' );
		$second = Store::by_token( $reply['wishlist_token'] );
		$this->as_bob( fn() => $this->add( $this->factory()->product()->get_id() ) );
		return array( $first, $second );
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
		$reply = $this->add_to_new_list( $gin->get_id(), "   \t " );
		$this->assertSame( 'error', $reply['result'] );
		$this->assertSame( 'Bitte gib einen Namen für die Wunschliste ein.', $reply['message'] );
		$this->assertSame( array(), Store::lists_of( Visitor::current() ) );

		$reply = $this->add_to_new_list( $gin->get_id(), '<img src=x onerror=alert(1)> Party', array( 'wishlist_visibility' => '2' ) );
		$this->assertSame( 'true', $reply['result'] );
		$list = Store::by_token( $reply['wishlist_token'] );
		$this->assertSame( '<img src=x onerror=alert(1)> Party', $list['name'] );
		// The JSON message is text: the name as typed, neither escaped nor stripped (the client shows it as text).
		$this->assertSame( 'Produkt zu „<img src=x onerror=alert(1)> Party“ hinzugefügt.', $reply['message'] );
		$this->assertSame( Store::PRIVATE, $list['privacy'] );
		$html = $this->reload( array( 'wishlist_token' => $list['token'] ) );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt; Party', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
	}

	public function test_add_refuses_a_bad_nonce_unknown_products_and_other_visitors_lists(): void {
		$gin = $this->factory()->product();
		$this->refused(
			'add_to_wishlist',
			array(
				'add_to_wishlist' => $gin->get_id(),
				'nonce'           => 'abc',
			)
		);
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
		$other = $this->factory()->product();
		$reply = $this->as_bob(
			fn() => $this->call(
				'add_to_wishlist',
				array(
					'add_to_wishlist' => $other->get_id(),
					'wishlist_id'     => $alice['id'],
				)
			)
		);
		$this->assertSame( 'error', $reply['result'] );
		$this->assertCount( 1, Store::items( $alice['id'] ) );
	}

	public function test_remove_and_delete_item_only_by_the_owner(): void {
		$list  = $this->list_with( 'Gin', 'Rum' );
		$items = Store::items( $list['id'] );

		$reply = $this->refused_for_bob(
			'remove_from_wishlist',
			array(
				'remove_from_wishlist' => $items[0]['id'],
				'wishlist_token'       => $list['token'],
				'wishlist_id'          => $list['id'],
			)
		);
		$this->assertSame( self::NOT_YOURS, $reply['message'] );
		$this->refused_for_bob( 'delete_item', array( 'item_id' => $items[1]['id'] ) );
		$this->assertCount( 2, Store::items( $list['id'] ) );

		$reply = $this->call(
			'remove_from_wishlist',
			array(
				'remove_from_wishlist' => $items[0]['id'],
				'wishlist_token'       => $list['token'],
				'fragments'            => self::list_fragment( $list ),
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
		$from   = $this->list_with( 'Gin' );
		$item   = Store::items( $from['id'] )[0];
		$target = Store::create( Visitor::current(), 'Geburtstag', Store::SHARED, false );
		$move   = static fn( string $to, array $extra = array() ): array => $extra + array(
			'wishlist_token'             => $from['token'],
			'destination_wishlist_token' => $to,
			'item_id'                    => $item['id'],
		);

		$this->refused( 'move_to_another_wishlist', $move( $target['token'], array( 'item_id' => '' ) ) );
		$this->refused( 'move_to_another_wishlist', $move( 'new', array( 'wishlist_name' => '' ) ) );

		// Bob's list is no destination for Alice.
		$bobs = $this->as_bob( static fn() => Store::create( Visitor::current(), 'Bob', Store::PUBLIC, true ) );
		$this->refused( 'move_to_another_wishlist', $move( $bobs['token'] ) );
		$this->assertSame( array(), Store::items( $bobs['id'] ) );

		$reply = $this->call( 'move_to_another_wishlist', $move( $target['token'] ) );
		$this->assertTrue( $reply['result'] );
		$this->assertSame( 'Produkt nach „Geburtstag“ verschoben.', $reply['message'] );
		$this->assertCount( 2, $reply['user_wishlists'] );
		$this->assertSame( array(), Store::items( $from['id'] ) );
		$this->assertCount( 1, Store::items( $target['id'] ) );
	}

	public function test_save_title_refuses_empty_and_foreign_lists(): void {
		$list  = $this->list_with( 'Gin' );
		$title = static fn( string $title, array $extra = array() ): array => $extra + array(
			'wishlist_id' => $list['id'],
			'title'       => $title,
		);
		$this->refused( 'save_title', $title( '  ' ) );
		$this->refused_for_bob( 'save_title', $title( 'Gekapert' ) );

		$reply = $this->call( 'save_title', $title( 'Weihnachten <b>2026</b>', array( 'fragments' => self::list_fragment( $list ) ) ) );
		$this->assertTrue( $reply['result'] );
		$this->assertStringContainsString( 'Weihnachten &lt;b&gt;2026&lt;/b&gt;', $reply['fragments']['w'] );
		$this->assertSame( 'Weihnachten <b>2026</b>', Store::by_id( $list['id'] )['name'] );
	}

	public function test_privacy_decides_who_else_may_read_a_list(): void {
		$list      = $this->list_with( 'Gin' );
		$fragments = self::list_fragment( $list );
		$privacy   = static fn( string $value, array $extra = array() ): array => $extra + array(
			'wishlist_id' => $list['id'],
			'privacy'     => $value,
		);
		$this->refused( 'save_privacy', $privacy( '7' ) );

		// Private from the start (the default list too): Bob reads nothing, even with its token.
		$this->assertSame( Store::PRIVATE, $list['privacy'] );
		$this->assertSame( array(), (array) $this->as_bob( fn() => $this->call( 'load_fragments', array( 'fragments' => $fragments ) ) )['fragments'] );
		$this->refused_for_bob( 'save_privacy', $privacy( '1' ) );

		// Sharing makes the share token: the owner's page follows it, Bob reads the list under it, without the owner's controls.
		$reply  = $this->call( 'save_privacy', $privacy( '1', array( 'wishlist_view' => $list['token'] ) ) );
		$shared = Store::by_id( $list['id'] );
		$this->assertTrue( $reply['result'] );
		$this->assertSame( Store::SHARED, $shared['privacy'] );
		$this->assertNotSame( $list['token'], $shared['token'], 'sharing creates a new token' );
		$this->assertSame( $shared['token'], $reply['wishlist_token'] );
		$this->assertSame( $shared['token'], $reply['wishlist_view']['token'] );
		$this->assertStringContainsString( 'wishlist=' . $shared['token'], $reply['user_wishlists'][0]['url'] );
		$this->assertSame( array(), (array) $this->as_bob( fn() => $this->call( 'load_fragments', array( 'fragments' => $fragments ) ) )['fragments'], 'the token seen while private opens nothing' );
		$seen = $this->as_bob( fn() => $this->call( 'load_fragments', array( 'fragments' => self::list_fragment( $shared ) ) ) );
		$this->assertStringContainsString( 'data-owner="0"', $seen['fragments']['w'] );
		$this->assertStringNotContainsString( 'tresen-wishlist__remove', $seen['fragments']['w'] );

		// Shared again after private: the token stays (the link the owner gave out keeps working).
		$reply = $this->call( 'save_privacy', $privacy( '2', array( 'fragments' => self::list_fragment( $shared ) ) ) );
		$this->assertStringContainsString( 'data-owner="1"', $reply['fragments']['w'] );
		$this->assertSame( Store::PRIVATE, Store::by_id( $list['id'] )['privacy'] );
		$this->as_guest( self::BOB );
		$this->assertSame( array(), (array) $this->call( 'load_fragments', array( 'fragments' => self::list_fragment( $shared ) ) )['fragments'] );
		$this->refused( 'reload_wishlist_and_adding_elem', array( 'wishlist_token' => $shared['token'] ) );
	}

	public function test_a_second_visitor_walking_list_ids_reads_nothing(): void {
		$gin     = $this->factory()->product( array( 'name' => 'Geheimer Gin' ) );
		$private = $this->add( $gin->get_id() );
		$shared  = Store::set_privacy( Store::create( Visitor::current(), 'Sommerfest', Store::PRIVATE, false )['id'], Store::SHARED );
		Store::add_item( $shared['id'], $gin->get_id(), $gin->get_id(), 1 );
		$customer = $this->factory()->user( 'customer' );
		$public   = Store::create( new Visitor( $customer->ID, '' ), 'Öffentlich', Store::PUBLIC, false );
		Store::add_item( $public['id'], $gin->get_id(), $gin->get_id(), 1 );
		$tokens = array( $private['token'], $shared['token'], $public['token'] );

		$this->as_guest( self::BOB );
		$this->add( $this->factory()->product()->get_id() );
		$bobs = Store::default_list( Visitor::current(), false );
		foreach ( range( 1, max( $public['id'], $bobs['id'] ) + 2 ) as $id ) {
			if ( $id === $bobs['id'] ) {
				continue;
			}
			foreach ( array( 'wishlist_id' => (string) $id ) as $key => $value ) {
				$html = $this->ajax( 'wp_ajax_nopriv_reload_wishlist_and_adding_elem', array( $key => $value ) );
				$this->assertStringNotContainsString( 'Geheimer Gin', $html, "list id $id" );
				foreach ( $tokens as $token ) {
					$this->assertStringNotContainsString( $token, $html, "list id $id" );
				}
				$this->assertSame( self::NOT_YOURS, json_decode( $html, true )['message'] );
			}
			// Nor by the page's data, nor by a write that names the id.
			$reply = $this->call(
				'load_fragments',
				array(
					'fragments'     => array(
						'w' => array(
							'item'        => 'wishlist',
							'wishlist_id' => (string) $id,
						),
					),
					'wishlist_view' => (string) $id,
				)
			);
			$this->assertSame( array(), (array) $reply['fragments'] );
			$this->assertArrayNotHasKey( 'wishlist_view', $reply );
			$this->assertSame( self::NOT_YOURS, $this->refused( 'ask_an_estimate', array( 'wishlist_id' => (string) $id, 'reply_email' => 'bob@example.de' ) )['message'] );
		}
		$this->assertSame( array(), $this->mails );
		// Bob's own list by its id: his.
		$this->assertStringContainsString( 'data-owner="1"', $this->ajax( 'wp_ajax_nopriv_reload_wishlist_and_adding_elem', array( 'wishlist_id' => (string) $bobs['id'] ) ) );
	}

	public function test_remove_from_all_wishlists_touches_only_own_lists(): void {
		$gin    = $this->factory()->product();
		$first  = $this->add( $gin->get_id() );
		$bobs   = $this->as_bob( fn() => $this->add( $gin->get_id() ) );
		$second = Store::create( Visitor::current(), 'Zweite', Store::SHARED, false );
		Store::add_item( $second['id'], $gin->get_id(), $gin->get_id(), 2 );

		$reply = $this->call( 'remove_from_all_wishlists', array( 'prod_id' => $gin->get_id() ) );
		$this->assertArrayHasKey( 'fragments', $reply );
		$this->assertSame( array(), Store::items( $first['id'] ) );
		$this->assertSame( array(), Store::items( $second['id'] ) );
		$this->assertCount( 1, Store::items( $bobs['id'] ) );
	}

	public function test_ask_an_estimate_mails_the_shop_in_german(): void {
		$list = $this->list_with( 'Tresen Gin' );
		$this->refused(
			'ask_an_estimate',
			array(
				'wishlist_id' => $list['id'],
				'reply_email' => "jana@example.de\r\nBcc: all@example.test",
			)
		);
		$this->assertSame( array(), $this->mails );
		$this->refused_for_bob(
			'ask_an_estimate',
			array(
				'wishlist_id' => $list['id'],
				'reply_email' => 'bob@example.de',
			)
		);

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

	public function test_ask_an_estimate_is_limited_per_visitor_and_per_shop(): void {
		$ask = fn( array $list ): array => $this->call(
			'ask_an_estimate',
			array(
				'wishlist_id' => $list['id'],
				'reply_email' => 'jana@example.de',
			)
		);
		$gin = $this->factory()->product()->get_id();
		// A fresh list per request, as a bot would make them (the one-minute pause is per list).
		$fresh = function () use ( $gin ): array {
			$list = Store::create( Visitor::current(), 'Liste ' . wp_generate_password( 6, false ), Store::PRIVATE, false );
			Store::add_item( $list['id'], $gin, $gin, 1 );
			return $list;
		};
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		Store::default_list( Visitor::current( true ), true );
		for ( $n = 1; $n <= Settings::ESTIMATE_VISITOR_DEFAULT; $n++ ) {
			$this->assertTrue( $ask( $fresh() )['result'], "request $n" );
		}
		$refused = $ask( $fresh() );
		$this->assertFalse( $refused['result'] );
		$this->assertSame( 'Du hast in der letzten Stunde schon mehrere Angebotsanfragen gesendet. Bitte versuche es später noch einmal.', $refused['message'] );
		$this->assertCount( Settings::ESTIMATE_VISITOR_DEFAULT, $this->mails );

		// A new session from the same address is the same visitor.
		$this->as_guest( 'NewSessionNewSessionNewSession12' );
		Store::default_list( Visitor::current( true ), true );
		$this->assertFalse( $ask( $fresh() )['result'] );

		// The owner's limit for the whole shop: the third visitor of the hour is refused, whatever the address.
		update_option( Settings::ESTIMATE_SHOP, 4 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		$this->as_guest( self::BOB );
		Store::default_list( Visitor::current( true ), true );
		$this->assertTrue( $ask( $fresh() )['result'] );
		$shop = $ask( $fresh() );
		$this->assertFalse( $shop['result'] );
		$this->assertStringContainsString( 'gerade sehr viele Anfragen', $shop['message'] );
		$this->assertCount( 4, $this->mails );
	}

	public function test_reload_adds_to_the_own_list_and_answers_html(): void {
		$list   = $this->list_with( 'Gin Eins' );
		$rum    = $this->factory()->product( array( 'name' => 'Rum Zwei' ) );
		$adding = static fn( int $product_id, array $extra = array() ): array => $extra + array(
			'nonce'           => wp_create_nonce( Ajax::NONCE ),
			'wishlist_token'  => $list['token'],
			'add_to_wishlist' => $product_id,
		);
		$html   = $this->reload(
			$adding(
				$rum->get_id(),
				array(
					'product_type' => 'simple',
					'pagination'   => 'no',
					'per_page'     => '5',
				)
			)
		);
		$this->assertStringContainsString( 'Gin Eins', $html );
		$this->assertStringContainsString( 'Rum Zwei', $html );
		$this->assertCount( 2, Store::items( $list['id'] ) );

		$out = $this->as_bob( fn() => $this->reload( $adding( $this->factory()->product()->get_id() ) ) );
		$this->assertStringContainsString( '"result":false', $out );
		$this->assertCount( 2, Store::items( $list['id'] ) );
	}

	public function test_load_fragments_and_mobile(): void {
		$list  = $this->list_with( 'Gin' );
		$reply = $this->call(
			'load_fragments',
			array(
				'nonce'     => '',
				'fragments' => self::list_fragment( $list ) + array(
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
				'fragments' => self::list_fragment( $list ),
			)
		);
		$this->assertStringContainsString( 'tresen-wishlist--mobile', $mobile['fragments']['w'] );
	}

	public function test_sort_and_quantity_by_the_owner_only(): void {
		$a        = $this->factory()->product();
		$b        = $this->factory()->product();
		$list     = $this->add( $a->get_id() );
		$ids      = array_column( Store::items( $this->add( $b->get_id() )['id'] ), 'id' );
		$quantity = static fn( string $value ): array => array(
			'wishlist_token' => $list['token'],
			'product_id'     => $a->get_id(),
			'quantity'       => $value,
		);

		$this->refused_for_bob(
			'sort_wishlist_items',
			array(
				'wishlist_token' => $list['token'],
				'positions'      => array_reverse( $ids ),
			)
		);
		$this->refused_for_bob( 'update_item_quantity', $quantity( '5' ) );

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
			$this->refused( 'update_item_quantity', $quantity( $bad ) );
		}
		$reply = $this->call( 'update_item_quantity', $quantity( '6' ) );
		$this->assertTrue( $reply['result'] );
		$this->assertSame( 6, Store::find_item( $list['id'], $a->get_id() )['quantity'] );
	}

	public function test_count_action_answers_a_number(): void {
		$this->assertSame( 0, $this->call( 'flatsome_update_wishlist_count' ) );
		$this->list_with( 'Gin' );
		$this->assertSame( 1, $this->call( 'flatsome_update_wishlist_count' ) );
		$this->assertSame( 1, apply_filters( 'tresen_wishlist_count', 0 ) );
	}

	public function test_cross_site_requests_and_lists_in_fields_are_refused(): void {
		$gin                    = $this->factory()->product();
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
		$reply                  = $this->refused( 'add_to_wishlist', array( 'add_to_wishlist' => $gin->get_id() ) );
		$this->assertStringContainsString( 'anderen Website', $reply['message'] );
		unset( $_SERVER['HTTP_ORIGIN'] );
		$this->refused( 'add_to_wishlist', array( 'add_to_wishlist' => array( $gin->get_id() ) ) );
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

		$this->as_bob( $send );
		$this->assertCount( 1, Store::items( $list['id'] ), 'not by another visitor' );

		update_option( Settings::REMOVE_AFTER_CART, 'no' );
		$send();
		$this->assertCount( 1, Store::items( $list['id'] ), 'not when the setting is off' );

		update_option( Settings::REMOVE_AFTER_CART, 'yes' );
		$send();
		$this->assertSame( array(), Store::items( $list['id'] ) );
	}

	public function test_delete_wishlist_by_its_owner_never_the_last_and_the_default_only_with_a_new_one(): void {
		$first = $this->list_with( 'Gin' );
		// The only list stays.
		$only = $this->refused( 'delete_wishlist', array( 'wishlist_id' => $first['id'] ) );
		$this->assertStringContainsString( 'einzige Wunschliste', $only['message'] );
		$this->assertNotNull( Store::by_id( $first['id'] ) );

		$second = Store::by_token( $this->add_to_new_list( $this->factory()->product()->get_id(), '<b>Party</b>' )['wishlist_token'] );
		$this->assertSame( 1, $first['is_default'] );

		// Another visitor's token and id are refused, whatever the nonce.
		$this->as_bob( fn() => $this->add( $this->factory()->product()->get_id() ) );
		foreach ( array( array( 'wishlist_id' => $second['id'] ), array( 'wishlist_token' => $second['token'] ) ) as $fields ) {
			$this->assertSame( self::NOT_YOURS, $this->refused_for_bob( 'delete_wishlist', $fields )['message'] );
		}
		$this->assertNotNull( Store::by_id( $second['id'] ) );

		// A bad nonce changes nothing.
		$this->refused(
			'delete_wishlist',
			array(
				'wishlist_id' => $second['id'],
				'nonce'       => 'nope',
			)
		);

		// The default list goes only with a new default chosen among the owner's lists.
		$this->assertStringContainsString( 'Standard', $this->refused( 'delete_wishlist', array( 'wishlist_id' => $first['id'] ) )['message'] );
		$this->refused(
			'delete_wishlist',
			array(
				'wishlist_id' => $first['id'],
				'new_default' => $first['id'],
			)
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

	public function test_set_default_wishlist_by_its_owner_only_and_new_products_go_there(): void {
		list( $first, $second ) = $this->two_lists_and_bob();
		$bobs                   = $this->as_bob( static fn() => Store::default_list( Visitor::current(), false ) );

		// Another visitor's token and id are refused, and so is a bad nonce.
		foreach ( array( array( 'wishlist_id' => $second['id'] ), array( 'wishlist_token' => $second['token'] ) ) as $fields ) {
			$this->assertSame( self::NOT_YOURS, $this->refused_for_bob( 'set_default_wishlist', $fields )['message'] );
		}
		// Nor does Alice make Bob's list hers.
		$this->assertSame( self::NOT_YOURS, $this->refused( 'set_default_wishlist', array( 'wishlist_id' => $bobs['id'] ) )['message'] );
		$this->refused(
			'set_default_wishlist',
			array(
				'wishlist_id' => $second['id'],
				'nonce'       => 'nope',
			)
		);
		$this->assertSame( 1, Store::by_id( $first['id'] )['is_default'] );
		$this->assertSame( 1, Store::by_id( $bobs['id'] )['is_default'] );

		$reply = $this->call(
			'set_default_wishlist',
			array(
				'wishlist_token' => $second['token'],
				'wishlist_view'  => $first['token'],
				'fragments'      => array( 'c' => array( 'item' => 'count' ) ),
			)
		);
		$this->assertTrue( $reply['result'] );
		$this->assertSame( '„<b>Party</b>“ ist jetzt deine Standardliste.', $reply['message'] );
		// One default, listed first.
		$this->assertSame( array( $second['token'], $first['token'] ), array_column( $reply['user_wishlists'], 'token' ) );
		$this->assertSame( array( true, false ), array_column( $reply['user_wishlists'], 'is_default' ) );
		$this->assertSame( 2, $reply['count'] );
		$this->assertSame( $first['token'], $reply['wishlist_view']['token'] );
		$this->assertSame( 1, Store::by_id( $bobs['id'] )['is_default'], 'Bob’s default stays' );

		// A product added without a choice goes onto the new default.
		$this->assertSame( $second['token'], $this->call( 'add_to_wishlist', array( 'add_to_wishlist' => $this->factory()->product()->get_id() ) )['wishlist_token'] );
		$this->assertCount( 2, Store::items( $second['id'] ) );
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
		$list = Store::set_privacy( $list['id'], Store::SHARED );
		$read = fn() => $this->call( 'load_fragments', array( 'wishlist_view' => $list['token'] ) );
		$seen = $this->as_bob( $read );
		$this->assertFalse( $seen['wishlist_view']['owner'] );
		$this->assertSame( 0, $seen['wishlist_view']['id'] );
		$this->assertArrayNotHasKey( 'remove_from_wishlist_after_add_to_cart', $seen['wishlist_view']['items'][0]['cart']['data'] );
		$this->assertSame( array(), $seen['user_wishlists'] );
		// A private list: nothing.
		Store::set_privacy( $list['id'], Store::PRIVATE );
		$this->assertArrayNotHasKey( 'wishlist_view', $this->as_bob( $read ) );
	}

	public function test_reload_pages_by_per_page_and_shows_all_without_pagination(): void {
		$list  = $this->list_with( 'Erstes', 'Zweites', 'Drittes' );
		$page2 = $this->reload(
			array(
				'wishlist_token' => $list['token'],
				'pagination'     => 'yes',
				'per_page'       => '2',
				'page'           => '2',
			)
		);
		$this->assertStringContainsString( 'Drittes', $page2 );
		$this->assertStringNotContainsString( 'Erstes', $page2 );
		$this->assertStringContainsString( 'Vorherige Seite', $page2 );
		$all = $this->reload(
			array(
				'wishlist_token' => $list['token'],
				'pagination'     => 'no',
				'per_page'       => '2',
			)
		);
		$this->assertSame( 3, substr_count( $all, 'class="tresen-wishlist__item"' ) );
		$this->assertStringNotContainsString( 'Seiten der Wunschliste', $all );
	}
}

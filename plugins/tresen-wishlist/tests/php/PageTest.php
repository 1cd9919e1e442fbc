<?php
/**
 * The wishlist page, rendered on the server: the owner's list with its
 * controls, a shared list read-only for anybody with the link, a private
 * one for nobody else; names and prices as a shopper sees them; deleting a
 * list without JavaScript (a confirmation page and its form post).
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist\Tests;

use Tresen\Tests\TestCase;
use Tresen\Wishlist\Ajax;
use Tresen\Wishlist\Frontend;
use Tresen\Wishlist\Plugin;
use Tresen\Wishlist\Render;
use Tresen\Wishlist\Store;
use Tresen\Wishlist\Visitor;

/**
 * The list page.
 */
class PageTest extends TestCase {

	/**
	 * Page id.
	 *
	 * @var int
	 */
	private $page_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->page_id = $this->factory()->page( 'Wunschliste' )->ID;
		update_option( Plugin::PAGE_OPTION, $this->page_id );
	}

	/**
	 * The page's content for the current visitor.
	 *
	 * @param string $query Query string.
	 */
	private function page( string $query = '' ): string {
		$this->go_to( '/?page_id=' . $this->page_id . ( '' !== $query ? '&' . $query : '' ) );
		Frontend::wishlist_page();
		$GLOBALS['wp_query']->in_the_loop = true;
		return Frontend::page_content( '<p>Intro</p>' );
	}

	/**
	 * Posts the wishlist page's form as the current visitor, as a browser
	 * without JavaScript would.
	 *
	 * @param string               $query  Query string of the form's address.
	 * @param array<string, mixed> $fields Posted fields.
	 * @return array{redirect: string|null, status: int, html: string} Where the
	 *         shop sent the browser, or the status and the page it showed.
	 */
	private function submit( string $query, array $fields ): array {
		$this->go_to( '/?page_id=' . $this->page_id . '&' . $query );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array_map( 'strval', $fields );
		$status                    = 200;
		$code                      = static function ( $header, $given ) use ( &$status ) {
			$status = (int) $given;
			return $header;
		};
		$stop                      = static function ( $location ): void {
			throw new \RuntimeException( (string) $location );
		};
		add_filter( 'status_header', $code, 10, 2 );
		add_filter( 'wp_redirect', $stop );
		try {
			Frontend::wishlist_page();
		} catch ( \RuntimeException $redirect ) {
			return array(
				'redirect' => $redirect->getMessage(),
				'status'   => 303,
				'html'     => '',
			);
		} finally {
			remove_filter( 'status_header', $code, 10 );
			remove_filter( 'wp_redirect', $stop );
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_POST                     = array();
		}
		$GLOBALS['wp_query']->in_the_loop = true;
		return array(
			'redirect' => null,
			'status'   => $status,
			'html'     => Frontend::page_content( '' ),
		);
	}

	/**
	 * A guest's list with one product.
	 *
	 * @param string $token Session token.
	 * @param int    $privacy Privacy.
	 * @return array<string, mixed>
	 */
	private function guest_list( string $token, int $privacy ): array {
		$_COOKIE = array( Visitor::SESSION_COOKIE => $token );
		$product = $this->factory()->product( array( 'name' => 'Tresen Dry Gin 0,35 l' ) );
		$list    = Store::create( Visitor::current(), '<script>alert(1)</script> Party', $privacy, true );
		Store::add_item( $list['id'], $product->get_id(), $product->get_id(), 2 );
		return $list;
	}

	public function test_the_owner_sees_the_list_with_controls_and_escaped_names(): void {
		$list = $this->guest_list( str_repeat( 'a', 32 ), Store::SHARED );
		$html = $this->page();
		$this->assertStringContainsString( '<p>Intro</p>', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; Party', $html );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringContainsString( 'data-owner="1"', $html );
		$this->assertStringContainsString( 'Deine Wunschlisten', $html );
		$this->assertStringContainsString( 'tresen-wishlist__remove', $html );
		$this->assertStringContainsString( 'value="2"', $html, 'the quantity' );
		$this->assertStringContainsString( 'data-remove_from_wishlist_after_add_to_cart=', $html );
		$this->assertStringContainsString( 'Teile diesen Link:', $html );
		$this->assertStringContainsString( 'wishlist=' . $list['token'], $html );
		// The price as WooCommerce prints it (the legal plugin's filters add the deposit and notes).
		$this->assertStringContainsString( 'woocommerce-Price-amount', $html );
		$this->assertStringContainsString( 'data-nonce=', $html );
	}

	public function test_a_shared_link_is_read_only_and_a_private_one_is_hidden(): void {
		$shared  = $this->guest_list( str_repeat( 'a', 32 ), Store::SHARED );
		$private = Store::create( Visitor::current(), 'Geheim', Store::PRIVATE, false );

		$_COOKIE = array( Visitor::SESSION_COOKIE => str_repeat( 'b', 32 ) );
		$html    = $this->page( 'wishlist=' . $shared['token'] );
		$this->assertStringContainsString( 'data-owner="0"', $html );
		$this->assertStringContainsString( 'Du siehst eine Wunschliste, die jemand mit dir geteilt hat.', $html );
		$this->assertStringNotContainsString( 'tresen-wishlist__remove', $html );
		$this->assertStringNotContainsString( 'tresen-wishlist__qty"', $html );
		$this->assertStringNotContainsString( 'remove_from_wishlist_after_add_to_cart', $html );
		$this->assertStringNotContainsString( 'data-nonce=', $html );
		$this->assertStringNotContainsString( 'Deine Wunschlisten', $html );

		$html = $this->page( 'wishlist=' . $private['token'] );
		$this->assertStringContainsString( 'Diese Wunschliste ist privat oder existiert nicht.', $html );
		$this->assertStringNotContainsString( 'Geheim', $html );

		$html = $this->page();
		$this->assertStringContainsString( 'Deine Wunschliste ist leer.', $html );
	}

	public function test_long_lists_are_paged_with_links_that_work_without_javascript(): void {
		$list = $this->guest_list( str_repeat( 'a', 32 ), Store::SHARED );
		for ( $n = 2; $n <= 5; $n++ ) {
			$product = $this->factory()->product( array( 'name' => 'Produkt ' . $n ) );
			Store::add_item( $list['id'], $product->get_id(), $product->get_id(), 1 );
		}
		$per_page = static fn(): int => 2;
		add_filter( 'tresen_wishlist_per_page', $per_page );

		$first = $this->page();
		$this->assertSame( 2, substr_count( $first, 'class="tresen-wishlist__item"' ) );
		$this->assertStringContainsString( 'Tresen Dry Gin 0,35 l', $first );
		$this->assertStringNotContainsString( 'Produkt 3', $first );
		$this->assertStringContainsString( 'aria-label="Seiten der Wunschliste"', $first );
		$this->assertStringContainsString( 'Nächste Seite', $first );
		$this->assertStringNotContainsString( 'Vorherige Seite', $first );
		$this->assertMatchesRegularExpression( '#href="[^"]*wishlist_page=3"><span class="screen-reader-text">Seite </span>3</a>#', $first );
		$this->assertMatchesRegularExpression( '#aria-current="page"><span class="screen-reader-text">Seite </span>1<#', $first );

		$second = $this->page( 'wishlist=' . $list['token'] . '&wishlist_page=2' );
		$this->assertSame( 2, substr_count( $second, 'class="tresen-wishlist__item"' ) );
		$this->assertStringContainsString( 'Produkt 3', $second );
		$this->assertStringContainsString( 'Produkt 4', $second );
		$this->assertStringNotContainsString( 'Produkt 2', $second );
		$this->assertStringNotContainsString( 'Tresen Dry Gin', $second );
		$this->assertStringContainsString( 'Vorherige Seite', $second );
		$this->assertStringContainsString( 'data-page="2"', $second );

		// Past the end: the last page.
		$last = $this->page( 'wishlist=' . $list['token'] . '&wishlist_page=99' );
		$this->assertSame( 1, substr_count( $last, 'class="tresen-wishlist__item"' ) );
		$this->assertStringContainsString( 'Produkt 5', $last );
		$this->assertStringNotContainsString( 'Nächste Seite', $last );

		// The script's data holds the same page.
		$this->assertMatchesRegularExpression( '#"page":2,"pages":3,"perPage":2#', $second );

		// Sorting one page keeps the other pages' items where they are.
		$ids = array_map( static fn( array $i ): int => $i['id'], Store::items( $list['id'] ) );
		Store::sort( $list['id'], array( $ids[3], $ids[2] ), 2 );
		$order = array_map( static fn( array $i ): int => $i['id'], Store::items( $list['id'] ) );
		$this->assertSame( array( $ids[0], $ids[1], $ids[3], $ids[2], $ids[4] ), $order );
		remove_filter( 'tresen_wishlist_per_page', $per_page );

		// Without a limit every item shows, and no page links.
		$all = $this->page();
		$this->assertSame( 5, substr_count( $all, 'class="tresen-wishlist__item"' ) );
		$this->assertStringNotContainsString( 'Seiten der Wunschliste', $all );
	}

	/**
	 * Opens the page as a link would (GET): where the shop sent the browser, or the page.
	 *
	 * @param string $query Query string.
	 * @return array{redirect: string|null, html: string}
	 */
	private function follow( string $query ): array {
		$this->go_to( '/?page_id=' . $this->page_id . '&' . $query );
		$stop = static function ( $location ): void {
			throw new \RuntimeException( (string) $location );
		};
		add_filter( 'wp_redirect', $stop );
		try {
			Frontend::wishlist_page();
		} catch ( \RuntimeException $redirect ) {
			return array(
				'redirect' => $redirect->getMessage(),
				'html'     => '',
			);
		} finally {
			remove_filter( 'wp_redirect', $stop );
		}
		$GLOBALS['wp_query']->in_the_loop = true;
		return array(
			'redirect' => null,
			'html'     => Frontend::page_content( '' ),
		);
	}

	public function test_adding_by_link_needs_the_visitors_nonce_and_the_shops_own_page(): void {
		$list = $this->guest_list( str_repeat( 'a', 32 ), Store::PRIVATE );
		$gin  = $this->factory()->product( array( 'name' => 'Link-Gin' ) );
		$link = static fn( array $extra = array() ): string => http_build_query( $extra + array( 'add_to_wishlist' => $gin->get_id() ) );

		// A link without the nonce (as another site would post it): nothing added, the page says why.
		$bare = $this->follow( $link() );
		$this->assertNull( $bare['redirect'] );
		$this->assertStringContainsString( 'Das Produkt wurde nicht hinzugefügt', $bare['html'] );
		$this->assertStringContainsString( 'role="alert"', $bare['html'] );
		$this->assertNull( Store::find_item( $list['id'], $gin->get_id() ) );
		$this->assertStringContainsString( 'Das Produkt wurde nicht hinzugefügt', $this->follow( $link( array( '_wishlist_nonce' => 'abc' ) ) )['html'] );

		// With the nonce, but followed from another website.
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$foreign                        = $this->follow( $link( array( '_wishlist_nonce' => wp_create_nonce( Ajax::NONCE ) ) ) );
		$this->assertStringContainsString( 'von einer anderen Website', $foreign['html'] );
		$this->assertNull( Store::find_item( $list['id'], $gin->get_id() ) );

		// Another visitor's list id in an otherwise good link: nothing added there, and its token is not revealed.
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'same-origin';
		$_COOKIE                        = array( Visitor::SESSION_COOKIE => str_repeat( 'b', 32 ) );
		$other                          = $this->follow( $link( array( '_wishlist_nonce' => wp_create_nonce( Ajax::NONCE ), 'wishlist_id' => $list['id'] ) ) );
		$this->assertStringNotContainsString( $list['token'], (string) $other['redirect'] );
		$this->assertNull( Store::find_item( $list['id'], $gin->get_id() ) );

		// The owner's own link (the popup's "add to this list" without JavaScript): added.
		$_COOKIE = array( Visitor::SESSION_COOKIE => str_repeat( 'a', 32 ) );
		$done    = $this->follow( $link( array( '_wishlist_nonce' => wp_create_nonce( Ajax::NONCE ), 'wishlist_id' => $list['id'] ) ) );
		$this->assertSame( Render::list_url( $list ), $done['redirect'] );
		$this->assertNotNull( Store::find_item( $list['id'], $gin->get_id() ) );
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
	}

	public function test_without_javascript_the_owner_deletes_a_list_after_a_confirmation_page(): void {
		$alice  = str_repeat( 'a', 32 );
		$first  = $this->guest_list( $alice, Store::SHARED );
		$second = Store::create( Visitor::current(), 'Sommerfest', Store::SHARED, false );
		Store::add_item( $second['id'], $this->factory()->product()->get_id(), 0, 1 );
		$delete = static fn( array $list, array $extra = array() ): array => $extra + array(
			'tresen_wishlist_form' => 'delete_wishlist',
			'wishlist_id'          => $list['id'],
			'_wishlist_nonce'      => wp_create_nonce( Ajax::NONCE ),
		);

		// The management table links every list to its confirmation page.
		$html = $this->page();
		$this->assertMatchesRegularExpression( '#<a class="tresen-wishlist-manage__delete" href="[^"]*wishlist_delete=' . $second['token'] . '" aria-label="„Sommerfest“ löschen">Löschen</a>#', $html );

		// The confirmation: what goes, "Löschen" and "Abbrechen"; a plain page, not the script's.
		$confirm = $this->page( 'wishlist_delete=' . $second['token'] );
		$this->assertStringContainsString( 'Wunschliste löschen', $confirm );
		$this->assertStringContainsString( 'Die Liste „Sommerfest“ und alle Produkte darauf werden gelöscht.', $confirm );
		$this->assertStringContainsString( '<button type="submit" class="button alt">Löschen</button>', $confirm );
		$this->assertMatchesRegularExpression( '#<a class="button" href="[^"]*wishlist=' . $second['token'] . '">Abbrechen</a>#', $confirm );
		$this->assertStringContainsString( 'name="_wishlist_nonce"', $confirm );
		$this->assertStringNotContainsString( 'new_default', $confirm, 'not the default list' );
		$this->assertStringNotContainsString( 'tresen-wishlist-data', $confirm );
		// The default list asks which list becomes the default.
		$confirm = $this->page( 'wishlist_delete=' . $first['token'] );
		$this->assertStringContainsString( '<label for="tresen-wishlist-new-default">Welche Liste wird deine Standardliste?</label>', $confirm );
		$this->assertStringContainsString( '<option value="' . $second['id'] . '">Sommerfest</option>', $confirm );

		// Another visitor gets no form, and their post is refused.
		$_COOKIE = array( Visitor::SESSION_COOKIE => str_repeat( 'b', 32 ) );
		$foreign = $this->page( 'wishlist_delete=' . $second['token'] );
		$this->assertStringContainsString( 'Diese Wunschliste wurde nicht gefunden oder du darfst sie nicht ändern.', $foreign );
		$this->assertStringNotContainsString( '<form', $foreign );
		$refused = $this->submit( 'wishlist_delete=' . $second['token'], $delete( $second ) );
		$this->assertNull( $refused['redirect'] );
		$this->assertSame( 403, $refused['status'] );
		$this->assertStringContainsString( 'du darfst sie nicht ändern', $refused['html'] );
		$this->assertNotNull( Store::by_id( $second['id'] ) );

		// The owner: a bad nonce, another website and the default without a new default are refused.
		$_COOKIE = array( Visitor::SESSION_COOKIE => $alice );
		$stale   = $this->submit( 'wishlist_delete=' . $second['token'], $delete( $second, array( '_wishlist_nonce' => 'abc' ) ) );
		$this->assertSame( 403, $stale['status'] );
		$this->assertStringContainsString( 'Deine Sitzung ist abgelaufen.', $stale['html'] );
		$this->assertStringContainsString( 'Die Liste „Sommerfest“ und alle Produkte darauf werden gelöscht.', $stale['html'], 'the form stays' );
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
		$this->assertSame( 403, $this->submit( 'wishlist_delete=' . $second['token'], $delete( $second ) )['status'] );
		unset( $_SERVER['HTTP_ORIGIN'] );
		$default = $this->submit( 'wishlist_delete=' . $first['token'], $delete( $first ) );
		$this->assertSame( 400, $default['status'] );
		$this->assertStringContainsString( 'Das ist deine Standard-Wunschliste.', $default['html'] );
		$this->assertNotNull( Store::by_id( $second['id'] ) );
		$this->assertNotNull( Store::by_id( $first['id'] ) );

		// Deleted: back on the default list, with a message.
		$done = $this->submit( 'wishlist_delete=' . $second['token'], $delete( $second ) );
		$this->assertSame( add_query_arg( 'wishlist_deleted', '1', Render::list_url( $first ) ), $done['redirect'] );
		$this->assertNull( Store::by_id( $second['id'] ) );
		$this->assertSame( array(), Store::items( $second['id'] ) );
		$after = $this->page( 'wishlist=' . $first['token'] . '&wishlist_deleted=1' );
		$this->assertStringContainsString( '<p class="woocommerce-message tresen-wishlist__notice" role="status">Die Wunschliste wurde gelöscht.</p>', $after );
		$this->assertStringNotContainsString( 'Sommerfest', $after );
		$this->assertStringNotContainsString( 'tresen-wishlist-manage__delete', $after, 'the last list has no delete link' );

		// The last list stays.
		$this->assertStringContainsString( 'Das ist deine einzige Wunschliste', $this->page( 'wishlist_delete=' . $first['token'] ) );
		$last = $this->submit( 'wishlist_delete=' . $first['token'], $delete( $first ) );
		$this->assertSame( 400, $last['status'] );
		$this->assertNotNull( Store::by_id( $first['id'] ) );
	}

	public function test_without_javascript_the_default_list_goes_with_the_new_default_chosen(): void {
		$first  = $this->guest_list( str_repeat( 'a', 32 ), Store::SHARED );
		$second = Store::create( Visitor::current(), 'Sommerfest', Store::SHARED, false );
		$done   = $this->submit(
			'wishlist_delete=' . $first['token'],
			array(
				'tresen_wishlist_form' => 'delete_wishlist',
				'wishlist_id'          => $first['id'],
				'new_default'          => $second['id'],
				'_wishlist_nonce'      => wp_create_nonce( Ajax::NONCE ),
			)
		);
		$this->assertSame( add_query_arg( 'wishlist_deleted', '1', Render::list_url( $second ) ), $done['redirect'] );
		$this->assertNull( Store::by_id( $first['id'] ) );
		$this->assertSame( 1, Store::by_id( $second['id'] )['is_default'] );
		$this->assertStringContainsString( 'Sommerfest', $this->page() );
	}

	public function test_the_page_sets_the_count_cookie_from_the_lists_so_the_header_asks_nothing(): void {
		// A guest whose cookie says 5 but whose list holds one item (two bottles): the page says 1.
		$this->guest_list( str_repeat( 'c', 32 ), Store::SHARED );
		$_COOKIE[ Visitor::COUNT_COOKIE ] = '5';
		$this->page();
		$this->assertSame( '1', $_COOKIE[ Visitor::COUNT_COOKIE ] ?? null );
		$this->assertContains( 'wishlist-count-fresh', get_body_class() );

		// A stale cookie of a visitor without lists is removed.
		$_COOKIE = array( Visitor::COUNT_COOKIE => '3' );
		$this->page();
		$this->assertArrayNotHasKey( Visitor::COUNT_COOKIE, $_COOKIE );
	}

	public function test_other_pages_get_no_fresh_count_class(): void {
		$this->go_to( '/?page_id=' . $this->factory()->page( 'Impressum' )->ID );
		Frontend::wishlist_page();
		$this->assertNotContains( 'wishlist-count-fresh', get_body_class() );
	}
}

<?php
/**
 * The wishlist's ajax actions on admin-ajax, under YITH WooCommerce
 * Wishlist's names and reply shapes: `action`, `nonce`, `context=frontend`
 * and a `fragments` map in, JSON (or list HTML) out. This class checks the
 * request and holds what every handler shares; the handlers are in
 * AjaxItems (products on lists), AjaxLists (the lists, reads) and
 * AjaxEstimate, the fragments in Fragments, YITH's own contract in Yith.
 *
 * Every write checks the nonce (a guest's nonce is the same for every guest,
 * so it only stops forgery), refuses requests from other sites, and is
 * authorized by ownership: the list's token or id must belong to the
 * visitor's user account or guest session. Another visitor's list can be
 * read only by its token and only when it is public or shared (lists are
 * private until the owner shares them); an id never reveals another
 * visitor's list. It is never changed by anyone but its owner.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

use Tresen\Common\V5\CrossSite;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- each handler checks the nonce with Ajax::verify() before it changes anything; load_fragments, load_mobile and the count only read the visitor's own data.

/**
 * Request checks and shared helpers of the ajax handlers.
 *
 * @phpstan-import-type WishlistRow from Store
 * @phpstan-import-type ItemRow from Store
 */
final class Ajax {

	public const NONCE = 'tresen-wishlist';

	/** Action => handler. */
	public const ACTIONS = array(
		'add_to_wishlist'                 => array( AjaxItems::class, 'add' ),
		'remove_from_wishlist'            => array( AjaxItems::class, 'remove' ),
		'move_to_another_wishlist'        => array( AjaxItems::class, 'move' ),
		'save_title'                      => array( AjaxLists::class, 'save_title' ),
		'save_privacy'                    => array( AjaxLists::class, 'save_privacy' ),
		'delete_item'                     => array( AjaxItems::class, 'delete_item' ),
		'remove_from_all_wishlists'       => array( AjaxItems::class, 'remove_from_all' ),
		'ask_an_estimate'                 => array( AjaxEstimate::class, 'ask_an_estimate' ),
		'reload_wishlist_and_adding_elem' => array( AjaxLists::class, 'reload' ),
		'load_fragments'                  => array( AjaxLists::class, 'load_fragments' ),
		'load_mobile'                     => array( AjaxLists::class, 'load_mobile' ),
		'sort_wishlist_items'             => array( AjaxItems::class, 'sort' ),
		'update_item_quantity'            => array( AjaxItems::class, 'update_quantity' ),
		'flatsome_update_wishlist_count'  => array( AjaxLists::class, 'count' ),
		'delete_wishlist'                 => array( AjaxLists::class, 'delete_wishlist' ),
		'set_default_wishlist'            => array( AjaxLists::class, 'set_default_wishlist' ),
	);

	/** Fields that may carry a list; every other field must be one value. */
	private const LIST_FIELDS = array( 'fragments', 'positions' );

	/** The action being answered ('' outside a request). */
	public static string $action = '';

	/**
	 * Adds the actions for guests and customers.
	 */
	public static function register(): void {
		foreach ( array_keys( self::ACTIONS ) as $action ) {
			add_action( 'wp_ajax_' . $action, array( self::class, 'dispatch' ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( self::class, 'dispatch' ) );
		}
	}

	/**
	 * Runs the handler of the current action after the request checks.
	 */
	public static function dispatch(): void {
		$action = str_replace( array( 'wp_ajax_nopriv_', 'wp_ajax_' ), '', current_action() );
		if ( ! isset( self::ACTIONS[ $action ] ) ) {
			return;
		}
		self::$action = $action;
		if ( CrossSite::request() ) {
			// Refused at the door for every caller, YITH's script included: no page of this site sends it.
			self::fail( __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-wishlist' ), 403, true );
		}
		foreach ( $_POST as $key => $value ) {
			if ( ( is_array( $value ) && ! in_array( $key, self::LIST_FIELDS, true ) ) || ( is_string( $value ) && ( strlen( $value ) > 20000 || '' === wp_check_invalid_utf8( $value ) && '' !== $value ) ) ) {
				self::fail( __( 'The request contained invalid data. Please reload the page and try again.', 'tresen-wishlist' ), 400 );
			}
		}
		call_user_func( self::ACTIONS[ $action ] );
	}

	/**
	 * Sends JSON and ends the request. A caller on YITH's contract gets 200
	 * with the failure in the body (as YITH's server answers) and `message`
	 * as escaped text (YITH's script inserts it as HTML).
	 *
	 * @param mixed $data   Reply.
	 * @param int   $status HTTP status for the suite's own client.
	 * @param bool  $always Keep the status for YITH's callers too.
	 */
	public static function send( $data, int $status = 200, bool $always = false ): void {
		if ( Yith::request() ) {
			$status = $always ? $status : 200;
			if ( is_array( $data ) && isset( $data['message'] ) && is_string( $data['message'] ) ) {
				$data['message'] = esc_html( $data['message'] );
			}
		}
		wp_send_json( $data, $status );
	}

	/**
	 * Sends a failure (`result: false`, German message, empty fragments) and ends the request.
	 *
	 * @param string $message Message for the shopper.
	 * @param int    $status  HTTP status (the suite's client; YITH's gets 200 unless `$always`).
	 * @param bool   $always  Keep the status for YITH's callers too.
	 * @return never
	 */
	public static function fail( string $message, int $status, bool $always = false ) {
		self::send(
			array(
				'result'    => false,
				'message'   => $message,
				'fragments' => new \stdClass(),
			),
			$status,
			$always
		);
		exit; // wp_send_json() ended the request already; this tells static analysis.
	}

	/**
	 * Refuses the request unless its nonce is valid: the suite's
	 * (`tresen-wishlist`) or YITH's, which is named after the action
	 * (`add_to_wishlist`, `save_title`, …; see Yith::nonces()).
	 */
	public static function verify(): void {
		if ( false === check_ajax_referer( self::NONCE, 'nonce', false ) && ! Yith::nonce_valid() ) {
			self::fail( __( 'Your session has expired. Please reload the page and try again.', 'tresen-wishlist' ), 403 );
		}
	}

	/**
	 * A posted text field ('' when missing).
	 *
	 * @param string $key Field.
	 */
	public static function text( string $key ): string {
		return isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? trim( sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) ) : '';
	}

	/**
	 * A posted text as typed (unslashed, not stripped), for names and notes.
	 *
	 * @param string $key Field.
	 */
	public static function raw( string $key ): string {
		return isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? (string) wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- cleaned by the caller (Store::clean_name) and escaped on output.
	}

	/**
	 * A posted whole number, or null when missing or not a plain positive integer.
	 *
	 * @param string $key Field.
	 */
	public static function id( string $key ): ?int {
		$value = self::text( $key );
		return 1 === preg_match( '/^[1-9][0-9]{0,18}$/', $value ) && (int) $value > 0 ? (int) $value : null;
	}

	/**
	 * The list named by `wishlist_token` or `wishlist_id` (an id, or a token
	 * as YITH's script may send it) that the visitor owns; fails otherwise (a list that exists but is someone else's looks
	 * like one that does not exist).
	 *
	 * @param Visitor $visitor    Visitor.
	 * @param string  $token_key  Token field.
	 * @param string  $id_key     Id field.
	 * @return WishlistRow
	 */
	public static function owned_list( Visitor $visitor, string $token_key = 'wishlist_token', string $id_key = 'wishlist_id' ): array {
		$token = strtoupper( self::text( $token_key ) );
		$list  = '' !== $token ? Store::by_token( $token ) : null;
		if ( null === $list ) {
			$id   = self::id( $id_key );
			$list = null !== $id ? Store::by_id( $id ) : null;
		}
		if ( null === $list && '' !== $id_key ) {
			// YITH's rename sends the list's token as `wishlist_id` (its `#wishlist_id` field).
			$list = Store::by_token( strtoupper( self::text( $id_key ) ) );
		}
		if ( null === $list || ! $visitor->owns( $list ) ) {
			self::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
		}
		return $list;
	}

	/**
	 * The item with this id on `$list`; fails otherwise.
	 *
	 * @param WishlistRow $list List.
	 * @param int|null    $id   Item id.
	 * @return ItemRow
	 */
	public static function own_item( array $list, ?int $id ): array {
		$item = null !== $id ? Store::item( $id ) : null;
		if ( null === $item || $item['wishlist_id'] !== $list['id'] ) {
			self::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 404 );
		}
		return $item;
	}

	/**
	 * A privacy value (0, 1 or 2), `$fallback` when empty; fails on anything else.
	 *
	 * @param string $value    Posted value.
	 * @param int    $fallback Value when empty.
	 */
	public static function privacy( string $value, int $fallback ): int {
		if ( '' === $value ) {
			return $fallback;
		}
		if ( ! in_array( $value, array( '0', '1', '2' ), true ) ) {
			self::fail( __( 'Please choose a valid visibility.', 'tresen-wishlist' ), 400 );
		}
		return (int) $value;
	}

	/**
	 * The visitor's lists other than `$list` (move targets).
	 *
	 * @param Visitor     $visitor Visitor.
	 * @param WishlistRow $list    List.
	 * @return array<int, WishlistRow>
	 */
	public static function others( Visitor $visitor, array $list ): array {
		return array_values( array_filter( Store::lists_of( $visitor ), static fn( array $l ): bool => $l['id'] !== $list['id'] ) );
	}

	/**
	 * Whether a product may be put on a list: published (a variation's parent
	 * too), not password-protected.
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function visible( \WC_Product $product ): bool {
		$post_id = $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id();
		return 'publish' === get_post_status( $post_id ) && ! post_password_required( $post_id ) && 'publish' === get_post_status( $product->get_id() );
	}

	/**
	 * Sends the reply of a successful change, with the fragments and the visitor's count.
	 *
	 * @param Visitor              $visitor Visitor.
	 * @param array<string, mixed> $data    Reply fields.
	 */
	public static function done( Visitor $visitor, array $data ): void {
		$count = Store::count( $visitor );
		Visitor::remember_count( $count );
		$data['fragments'] = Fragments::render( $visitor );
		$data['count']     = $count;
		self::send( $data + self::view_reply( $visitor ) );
	}

	/**
	 * What the wishlist page's script asks along with a change (`wishlist_view`:
	 * a list's token, `wishlist_page`: its page): that page of the list as data,
	 * when the visitor may see it, and the visitor's lists.
	 *
	 * @param Visitor $visitor Visitor.
	 * @return array<string, mixed>
	 */
	public static function view_reply( Visitor $visitor ): array {
		$token = strtoupper( self::text( 'wishlist_view' ) );
		if ( '' === $token ) {
			return array();
		}
		$list = Store::by_token( $token );
		$out  = array( 'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ) ) );
		if ( null !== $list && $visitor->can_view( $list ) ) {
			$out['wishlist_view'] = Render::view( $list, $visitor->owns( $list ), max( 1, (int) self::id( 'wishlist_page' ) ) );
		}
		return $out;
	}
}

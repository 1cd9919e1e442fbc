<?php
/**
 * The wishlist's ajax actions on admin-ajax, under YITH WooCommerce
 * Wishlist's names and reply shapes: `action`, `nonce`, `context=frontend`
 * and a `fragments` map in, JSON (or list HTML) out.
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
use Tresen\Common\V5\RateLimit;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- each handler checks the nonce with self::verify() before it changes anything; load_fragments, load_mobile and the count only read the visitor's own data.

/**
 * Ajax handlers.
 *
 * @phpstan-import-type WishlistRow from Store
 * @phpstan-import-type ItemRow from Store
 */
final class Ajax {

	public const NONCE = 'tresen-wishlist';

	/** Action => handler. */
	public const ACTIONS = array(
		'add_to_wishlist'                 => 'add',
		'remove_from_wishlist'            => 'remove',
		'move_to_another_wishlist'        => 'move',
		'save_title'                      => 'save_title',
		'save_privacy'                    => 'save_privacy',
		'delete_item'                     => 'delete_item',
		'remove_from_all_wishlists'       => 'remove_from_all',
		'ask_an_estimate'                 => 'ask_an_estimate',
		'reload_wishlist_and_adding_elem' => 'reload',
		'load_fragments'                  => 'load_fragments',
		'load_mobile'                     => 'load_mobile',
		'sort_wishlist_items'             => 'sort',
		'update_item_quantity'            => 'update_quantity',
		'flatsome_update_wishlist_count'  => 'count',
		'delete_wishlist'                 => 'delete_wishlist',
		'set_default_wishlist'            => 'set_default_wishlist',
	);

	/** Fields that may carry a list; every other field must be one value. */
	private const LIST_FIELDS = array( 'fragments', 'positions' );

	/** Most fragments rendered per request. */
	private const MAX_FRAGMENTS = 20;

	/** Seconds between two estimate requests for one list. */
	private const ESTIMATE_PAUSE = 60;

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
		if ( CrossSite::request() ) {
			self::fail( __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-wishlist' ), 403 );
		}
		foreach ( $_POST as $key => $value ) {
			if ( ( is_array( $value ) && ! in_array( $key, self::LIST_FIELDS, true ) ) || ( is_string( $value ) && ( strlen( $value ) > 20000 || '' === wp_check_invalid_utf8( $value ) && '' !== $value ) ) ) {
				self::fail( __( 'The request contained invalid data. Please reload the page and try again.', 'tresen-wishlist' ), 400 );
			}
		}
		$method = self::ACTIONS[ $action ];
		self::$method();
	}

	/**
	 * Sends JSON and ends the request.
	 *
	 * @param mixed $data   Reply.
	 * @param int   $status HTTP status.
	 */
	private static function send( $data, int $status = 200 ): void {
		wp_send_json( $data, $status );
	}

	/**
	 * Sends a failure (`result: false`, German message, empty fragments) and ends the request.
	 *
	 * @param string $message Message for the shopper.
	 * @param int    $status  HTTP status.
	 * @return never
	 */
	private static function fail( string $message, int $status ) {
		wp_send_json(
			array(
				'result'    => false,
				'message'   => $message,
				'fragments' => new \stdClass(),
			),
			$status
		);
	}

	/**
	 * Refuses the request unless its nonce is valid.
	 */
	private static function verify(): void {
		if ( false === check_ajax_referer( self::NONCE, 'nonce', false ) ) {
			self::fail( __( 'Your session has expired. Please reload the page and try again.', 'tresen-wishlist' ), 403 );
		}
	}

	/**
	 * A posted text field ('' when missing).
	 *
	 * @param string $key Field.
	 */
	private static function text( string $key ): string {
		return isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? trim( sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) ) : '';
	}

	/**
	 * A posted text as typed (unslashed, not stripped), for names and notes.
	 *
	 * @param string $key Field.
	 */
	private static function raw( string $key ): string {
		return isset( $_POST[ $key ] ) && is_string( $_POST[ $key ] ) ? (string) wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- cleaned by the caller (Store::clean_name) and escaped on output.
	}

	/**
	 * A posted whole number, or null when missing or not a plain positive integer.
	 *
	 * @param string $key Field.
	 */
	private static function id( string $key ): ?int {
		$value = self::text( $key );
		return 1 === preg_match( '/^[1-9][0-9]{0,18}$/', $value ) && (int) $value > 0 ? (int) $value : null;
	}

	/**
	 * The list named by `wishlist_token` or `wishlist_id` that the visitor
	 * owns; fails otherwise (a list that exists but is someone else's looks
	 * like one that does not exist).
	 *
	 * @param Visitor $visitor    Visitor.
	 * @param string  $token_key  Token field.
	 * @param string  $id_key     Id field.
	 * @return WishlistRow
	 */
	private static function owned_list( Visitor $visitor, string $token_key = 'wishlist_token', string $id_key = 'wishlist_id' ): array {
		$token = strtoupper( self::text( $token_key ) );
		$list  = '' !== $token ? Store::by_token( $token ) : null;
		if ( null === $list ) {
			$id   = self::id( $id_key );
			$list = null !== $id ? Store::by_id( $id ) : null;
		}
		if ( null === $list || ! $visitor->owns( $list ) ) {
			self::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
		}
		return $list;
	}

	/**
	 * Fragments asked for in `fragments` (a map or its JSON), rendered for this visitor.
	 *
	 * @param Visitor     $visitor Visitor.
	 * @param bool|null   $mobile  Force the mobile variant (load_mobile).
	 * @return array<string, string>|\stdClass
	 */
	private static function fragments( Visitor $visitor, ?bool $mobile = null ) {
		$raw = isset( $_POST['fragments'] ) ? wp_unslash( $_POST['fragments'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every key and option is checked below.
		if ( is_string( $raw ) ) {
			$raw = json_decode( $raw, true );
		}
		if ( ! is_array( $raw ) ) {
			return new \stdClass();
		}
		$out = array();
		foreach ( array_slice( $raw, 0, self::MAX_FRAGMENTS, true ) as $key => $options ) {
			if ( ! is_string( $key ) || 1 !== preg_match( '/^[A-Za-z0-9_-]{1,80}$/', $key ) || ! is_array( $options ) ) {
				continue;
			}
			$html = self::fragment( $visitor, $options, $mobile );
			if ( null !== $html ) {
				$out[ $key ] = $html;
			}
		}
		return $out ? $out : new \stdClass();
	}

	/**
	 * One fragment from its options (allowlisted: item, product_id, wishlist_token, is_mobile, page).
	 *
	 * @param Visitor              $visitor Visitor.
	 * @param array<mixed, mixed>  $options Options.
	 * @param bool|null            $mobile  Forced mobile flag.
	 */
	private static function fragment( Visitor $visitor, array $options, ?bool $mobile ): ?string {
		$item = isset( $options['item'] ) && is_string( $options['item'] ) ? $options['item'] : '';
		switch ( $item ) {
			case 'count':
				return Render::count( Store::count( $visitor ) );
			case 'add_to_wishlist':
				$id      = isset( $options['product_id'] ) && is_scalar( $options['product_id'] ) ? absint( $options['product_id'] ) : 0;
				$product = $id > 0 ? wc_get_product( $id ) : null;
				return $product instanceof \WC_Product && self::visible( $product ) ? Render::button( $product, 'loop' ) : null;
			case 'manage':
				return $visitor->known() ? Render::manage( Store::lists_of( $visitor ), '' ) : null;
			case 'wishlist':
				$token = isset( $options['wishlist_token'] ) && is_string( $options['wishlist_token'] ) ? strtoupper( $options['wishlist_token'] ) : '';
				$list  = Store::by_token( $token );
				if ( null === $list || ! $visitor->can_view( $list ) ) {
					return null;
				}
				$is_mobile = null !== $mobile ? $mobile : ( isset( $options['is_mobile'] ) && in_array( $options['is_mobile'], array( 'yes', 'true', true ), true ) );
				$owner     = $visitor->owns( $list );
				$page      = isset( $options['page'] ) && is_scalar( $options['page'] ) ? max( 1, absint( $options['page'] ) ) : 1;
				return Render::wishlist( $list, $owner, $owner ? self::others( $visitor, $list ) : array(), $is_mobile, $page );
		}
		return null;
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
	private static function done( Visitor $visitor, array $data ): void {
		$count = Store::count( $visitor );
		Visitor::remember_count( $count );
		$data['fragments'] = self::fragments( $visitor );
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
	private static function view_reply( Visitor $visitor ): array {
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

	/**
	 * `add_to_wishlist`: add_to_wishlist (product id), product_type, wishlist_id
	 * ('' for the default list, 'new' or an id), wishlist_name, wishlist_visibility, quantity.
	 * Reply: prod_id, result ('true', 'exists' or 'error'), message, fragments, user_wishlists.
	 * Every reply's `message` is plain text (a list name as the owner typed it, `<b>` included),
	 * never HTML: the client shows it as text.
	 */
	public static function add(): void {
		self::verify();
		$product_id = self::id( 'add_to_wishlist' );
		$product    = null !== $product_id ? wc_get_product( $product_id ) : null;
		$error      = static function ( string $message ) use ( $product_id ): void {
			self::send(
				array(
					'prod_id'        => (int) $product_id,
					'result'         => 'error',
					'message'        => $message,
					'fragments'      => new \stdClass(),
					'user_wishlists' => Render::user_wishlists( Store::lists_of( Visitor::current() ) ),
				),
				400
			);
		};
		if ( ! $product instanceof \WC_Product || ! self::visible( $product ) ) {
			$error( __( 'This product cannot be added to a wishlist.', 'tresen-wishlist' ) );
			return;
		}
		$quantity = isset( $_POST['quantity'] ) ? self::id( 'quantity' ) : 1;
		if ( null === $quantity || $quantity > Store::MAX_QUANTITY ) {
			$error( __( 'Please enter a valid quantity.', 'tresen-wishlist' ) );
			return;
		}

		$target  = self::text( 'wishlist_id' );
		$visitor = Visitor::current( true );
		if ( 'new' === $target ) {
			$name    = Store::clean_name( self::raw( 'wishlist_name' ) );
			$problem = Store::name_problem( $name );
			if ( null !== $problem ) {
				$error( $problem );
				return;
			}
			$privacy = self::privacy( self::text( 'wishlist_visibility' ), Store::PRIVATE );
			$list    = Store::create( $visitor, $name, $privacy, array() === Store::lists_of( $visitor ) );
		} elseif ( '' === $target || 'default' === $target || '0' === $target ) {
			$list = Store::default_list( $visitor, true );
		} else {
			$id   = self::id( 'wishlist_id' );
			$list = null !== $id ? Store::by_id( $id ) : null;
			if ( null !== $list && ! $visitor->owns( $list ) ) {
				$list = null;
			}
			if ( null === $list ) {
				$error( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ) );
				return;
			}
		}
		if ( null === $list ) {
			$error( __( 'The wishlist could not be saved. Please try again.', 'tresen-wishlist' ) );
			return;
		}

		$exists = null !== Store::find_item( $list['id'], $product->get_id() );
		if ( ! $exists && null === Store::add_item( $list['id'], $product->get_id(), $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id(), $quantity ) ) {
			$error( __( 'This wishlist is full. Please remove a product first.', 'tresen-wishlist' ) );
			return;
		}
		self::done(
			$visitor,
			array(
				'prod_id'        => $product->get_id(),
				'result'         => $exists ? 'exists' : 'true',
				'message'        => $exists
					/* translators: %s: list name. */
					? sprintf( __( 'The product is already on “%s”.', 'tresen-wishlist' ), $list['name'] )
					/* translators: %s: list name. */
					: sprintf( __( 'Product added to “%s”.', 'tresen-wishlist' ), $list['name'] ),
				'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ), $product->get_id() ),
				'wishlist_url'   => Render::list_url( $list ),
				'wishlist_token' => $list['token'],
			)
		);
	}

	/**
	 * A privacy value (0, 1 or 2), `$fallback` when empty; fails on anything else.
	 *
	 * @param string $value    Posted value.
	 * @param int    $fallback Value when empty.
	 */
	private static function privacy( string $value, int $fallback ): int {
		if ( '' === $value ) {
			return $fallback;
		}
		if ( ! in_array( $value, array( '0', '1', '2' ), true ) ) {
			self::fail( __( 'Please choose a valid visibility.', 'tresen-wishlist' ), 400 );
		}
		return (int) $value;
	}

	/**
	 * `remove_from_wishlist`: remove_from_wishlist (item id), wishlist_id, wishlist_token. Reply: fragments.
	 */
	public static function remove(): void {
		self::verify();
		$visitor = Visitor::current();
		$list    = self::owned_list( $visitor );
		$item    = self::own_item( $list, self::id( 'remove_from_wishlist' ) );
		Store::remove_item( $item['id'] );
		self::done( $visitor, array( 'message' => __( 'Product removed from the wishlist.', 'tresen-wishlist' ) ) );
	}

	/**
	 * The item with this id on `$list`; fails otherwise.
	 *
	 * @param WishlistRow $list List.
	 * @param int|null    $id   Item id.
	 * @return ItemRow
	 */
	private static function own_item( array $list, ?int $id ): array {
		$item = null !== $id ? Store::item( $id ) : null;
		if ( null === $item || $item['wishlist_id'] !== $list['id'] ) {
			self::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 404 );
		}
		return $item;
	}

	/**
	 * `move_to_another_wishlist`: wishlist_token, destination_wishlist_token
	 * (a token or 'new'), item_id, wishlist_name, wishlist_visibility.
	 * Reply: result, message, fragments, user_wishlists.
	 */
	public static function move(): void {
		self::verify();
		$visitor = Visitor::current();
		$to      = self::text( 'destination_wishlist_token' );
		if ( '' === self::text( 'wishlist_token' ) || '' === $to || null === self::id( 'item_id' ) ) {
			self::fail( __( 'Please choose the product and the list to move it to.', 'tresen-wishlist' ), 400 );
		}
		$from = self::owned_list( $visitor, 'wishlist_token', '' );
		$item = self::own_item( $from, self::id( 'item_id' ) );
		if ( 'new' === $to ) {
			$name    = Store::clean_name( self::raw( 'wishlist_name' ) );
			$problem = Store::name_problem( $name );
			if ( null !== $problem ) {
				self::fail( $problem, 400 );
			}
			$target = Store::create( $visitor, $name, self::privacy( self::text( 'wishlist_visibility' ), Store::PRIVATE ), false );
			if ( null === $target ) {
				self::fail( __( 'The wishlist could not be saved. Please try again.', 'tresen-wishlist' ), 400 );
			}
		} else {
			$target = self::owned_list( $visitor, 'destination_wishlist_token', '' );
		}
		if ( $target['id'] === $from['id'] ) {
			self::fail( __( 'The product is already on this list.', 'tresen-wishlist' ), 400 );
		}
		Store::move_item( $item['id'], $target['id'] );
		self::done(
			$visitor,
			array(
				'result'         => true,
				/* translators: %s: list name. */
				'message'        => sprintf( __( 'Product moved to “%s”.', 'tresen-wishlist' ), $target['name'] ),
				'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ) ),
			)
		);
	}

	/**
	 * `save_title`: wishlist_id, title. Reply: result, fragments.
	 */
	public static function save_title(): void {
		self::verify();
		$visitor = Visitor::current();
		$list    = self::owned_list( $visitor, '', 'wishlist_id' );
		$name    = Store::clean_name( self::raw( 'title' ) );
		$problem = Store::name_problem( $name );
		if ( null !== $problem ) {
			self::fail( $problem, 400 );
		}
		Store::rename( $list['id'], $name );
		self::done(
			$visitor,
			array(
				'result' => true,
				'title'  => $name,
			)
		);
	}

	/**
	 * `save_privacy`: wishlist_id, privacy (0 public, 1 shared, 2 private). Reply: fragments.
	 */
	public static function save_privacy(): void {
		self::verify();
		$visitor = Visitor::current();
		$list    = self::owned_list( $visitor, '', 'wishlist_id' );
		$value   = self::text( 'privacy' );
		if ( '' === $value ) {
			self::fail( __( 'Please choose a valid visibility.', 'tresen-wishlist' ), 400 );
		}
		$saved = Store::set_privacy( $list['id'], self::privacy( $value, Store::PRIVATE ) );
		if ( null !== $saved && $saved['token'] !== $list['token'] && strtoupper( self::text( 'wishlist_view' ) ) === $list['token'] ) {
			// Sharing made a new token: the page that asked keeps showing the list under it.
			$_POST['wishlist_view'] = $saved['token'];
		}
		self::done(
			$visitor,
			array(
				'result'         => true,
				'wishlist_token' => null !== $saved ? $saved['token'] : $list['token'],
				'wishlist_url'   => Render::list_url( $saved ?? $list ),
				'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ) ),
			)
		);
	}

	/**
	 * `delete_item`: item_id. Reply: result, message, fragments.
	 */
	public static function delete_item(): void {
		self::verify();
		$visitor = Visitor::current();
		$id      = self::id( 'item_id' );
		$item    = null !== $id ? Store::item( $id ) : null;
		$list    = null !== $item ? Store::by_id( $item['wishlist_id'] ) : null;
		if ( null === $item || null === $list || ! $visitor->owns( $list ) ) {
			self::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 404 );
		}
		Store::remove_item( $item['id'] );
		self::done(
			$visitor,
			array(
				'result'  => true,
				'message' => __( 'Product removed from the wishlist.', 'tresen-wishlist' ),
			)
		);
	}

	/**
	 * `remove_from_all_wishlists`: prod_id, wishlist_id (optional: only that
	 * list). Removes the product from the visitor's own lists. Reply: fragments.
	 */
	public static function remove_from_all(): void {
		self::verify();
		$visitor    = Visitor::current();
		$product_id = self::id( 'prod_id' );
		if ( null === $product_id ) {
			self::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 400 );
		}
		$only = self::id( 'wishlist_id' );
		foreach ( Store::lists_of( $visitor ) as $list ) {
			if ( null !== $only && $list['id'] !== $only ) {
				continue;
			}
			foreach ( Store::items( $list['id'] ) as $item ) {
				if ( $item['product_id'] === $product_id || $item['original_product_id'] === $product_id ) {
					Store::remove_item( $item['id'] );
				}
			}
		}
		self::done( $visitor, array( 'result' => true ) );
	}

	/**
	 * `ask_an_estimate`: wishlist_id, reply_email, reply_name, additional_notes.
	 * Mails the list to the shop. Reply: result, template, message.
	 */
	public static function ask_an_estimate(): void {
		self::verify();
		$visitor = Visitor::current();
		$list    = self::owned_list( $visitor, 'wishlist_token', 'wishlist_id' );
		$user    = wp_get_current_user();
		$email   = self::text( 'reply_email' );
		if ( '' === $email && $user->exists() ) {
			$email = (string) $user->user_email;
		}
		$name  = Store::clean_name( self::raw( 'reply_name' ) );
		$notes = self::raw( 'additional_notes' );
		$notes = '' === wp_check_invalid_utf8( $notes ) ? '' : trim( (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', $notes ) );
		if ( ! is_email( $email ) || preg_match( '/[\r\n]/', $email ) ) {
			self::fail( __( 'Please enter a valid email address.', 'tresen-wishlist' ), 400 );
		}
		if ( strlen( $notes ) > 5000 ) {
			self::fail( __( 'Your notes may be at most 5000 characters long.', 'tresen-wishlist' ), 400 );
		}
		$items = Store::items( $list['id'] );
		if ( ! $items ) {
			self::fail( __( 'Your wishlist is empty.', 'tresen-wishlist' ), 400 );
		}
		$lock = 'tresen_wishlist_estimate_' . $list['id'];
		if ( get_transient( $lock ) ) {
			self::fail( __( 'Your request has already been sent. Please wait a minute before you send it again.', 'tresen-wishlist' ), 429 );
		}
		// New lists and new sessions are free, so the visitor counts by address and by session or account, and the shop as a whole.
		$limits  = array( 'estimate:shop' => Settings::estimate_shop_limit() );
		$address = RateLimit::address();
		if ( '' !== $address ) {
			$limits[ 'estimate:address:' . $address ] = Settings::estimate_visitor_limit();
		}
		$limits[ 'estimate:visitor:' . ( $visitor->user_id > 0 ? 'user' . $visitor->user_id : $visitor->session_id ) ] = Settings::estimate_visitor_limit();
		$full = RateLimit::take( 'tresen_wl_limit_', $limits, HOUR_IN_SECONDS );
		if ( 'estimate:shop' === $full ) {
			self::fail( __( 'The shop is receiving a lot of requests right now. Please try again in an hour or write to us directly.', 'tresen-wishlist' ), 429 );
		}
		if ( null !== $full ) {
			self::fail( __( 'You have sent several requests for an estimate in the last hour. Please try again later.', 'tresen-wishlist' ), 429 );
		}

		$lines = array();
		foreach ( $items as $item ) {
			$product = wc_get_product( $item['product_id'] );
			if ( $product instanceof \WC_Product ) {
				$lines[] = sprintf( '%1$d × %2$s (%3$s)', $item['quantity'], $product->get_name(), html_entity_decode( wp_strip_all_tags( wc_price( (float) wc_get_price_to_display( $product ) ) ), ENT_QUOTES, 'UTF-8' ) );
			}
		}
		/* translators: %s: list name. */
		$subject = sprintf( __( 'Request for an estimate: %s', 'tresen-wishlist' ), $list['name'] );
		$body    = implode(
			"\n",
			array(
				__( 'A customer asks for an estimate for this wishlist:', 'tresen-wishlist' ),
				'',
				/* translators: %s: list name. */
				sprintf( __( 'List: %s', 'tresen-wishlist' ), $list['name'] ),
				/* translators: %s: URL. */
				sprintf( __( 'Link: %s', 'tresen-wishlist' ), Render::list_url( $list ) ),
				/* translators: %s: name. */
				sprintf( __( 'Name: %s', 'tresen-wishlist' ), '' !== $name ? $name : '—' ),
				/* translators: %s: email address. */
				sprintf( __( 'Email: %s', 'tresen-wishlist' ), $email ),
				'',
				implode( "\n", $lines ),
				'',
				__( 'Notes:', 'tresen-wishlist' ),
				'' !== $notes ? $notes : '—',
			)
		);
		/**
		 * Who receives estimate requests.
		 *
		 * @param string $to Address (the site's admin email).
		 */
		$to   = (string) apply_filters( 'tresen_wishlist_estimate_recipient', (string) get_option( 'admin_email' ) );
		$sent = wp_mail( $to, $subject, $body, array( 'Content-Type: text/plain; charset=UTF-8', 'Reply-To: ' . $email ) );
		if ( ! $sent ) {
			self::fail( __( 'Your request could not be sent. Please try again later.', 'tresen-wishlist' ), 500 );
		}
		set_transient( $lock, 1, self::ESTIMATE_PAUSE );
		$message = __( 'Thank you! Your request has been sent. We will get back to you soon.', 'tresen-wishlist' );
		self::send(
			array(
				'result'   => true,
				'template' => '<p class="tresen-wishlist-estimate__sent">' . esc_html( $message ) . '</p>',
				'message'  => $message,
			)
		);
	}

	/**
	 * `reload_wishlist_and_adding_elem`: pagination, per_page, page, wishlist_id,
	 * wishlist_token, add_to_wishlist, product_type. Adds the product to the
	 * visitor's own list when asked, then answers with the list's HTML.
	 */
	public static function reload(): void {
		$visitor = Visitor::current();
		$token   = strtoupper( self::text( 'wishlist_token' ) );
		$list    = Store::by_token( $token );
		if ( null === $list ) {
			// An id names only the visitor's own lists: counting ids reveals nobody else's.
			$id   = self::id( 'wishlist_id' );
			$list = null !== $id ? Store::by_id( $id ) : null;
			$list = null !== $list && $visitor->owns( $list ) ? $list : null;
		}
		if ( null === $list || ! $visitor->can_view( $list ) ) {
			self::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
		}
		$product_id = self::id( 'add_to_wishlist' );
		if ( null !== $product_id ) {
			self::verify();
			if ( ! $visitor->owns( $list ) ) {
				self::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
			}
			$product = wc_get_product( $product_id );
			if ( $product instanceof \WC_Product && self::visible( $product ) && null === Store::find_item( $list['id'], $product_id ) ) {
				Store::add_item( $list['id'], $product_id, $product->get_parent_id() > 0 ? $product->get_parent_id() : $product_id, 1 );
				Visitor::remember_count( Store::count( $visitor ) );
			}
		}
		$owner = $visitor->owns( $list );
		// `pagination` "no" shows every item, "yes" pages by `per_page` (or the shop's setting); `page` picks the page.
		$pagination = self::text( 'pagination' );
		$per_page   = null;
		if ( 'no' === $pagination ) {
			$per_page = 0;
		} elseif ( null !== self::id( 'per_page' ) ) {
			$per_page = min( Store::MAX_ITEMS, (int) self::id( 'per_page' ) );
		}
		$page = max( 1, (int) self::id( 'page' ) );
		header( 'Content-Type: text/html; charset=UTF-8' );
		echo Render::wishlist( $list, $owner, $owner ? self::others( $visitor, $list ) : array(), false, $page, $per_page ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside Render.
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * `load_fragments`: fragments. Reply: fragments, plus the visitor's
	 * count, lists, product ids on them and a fresh nonce (pages are cached,
	 * so nothing per visitor is in their HTML).
	 */
	public static function load_fragments(): void {
		$visitor = Visitor::current();
		$count   = Store::count( $visitor );
		Visitor::remember_count( $count );
		self::send(
			array(
				'fragments'      => self::fragments( $visitor ),
				'count'          => $count,
				'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ) ),
				'products'       => Store::product_ids( $visitor ),
				'nonce'          => wp_create_nonce( self::NONCE ),
				'logged_in'      => $visitor->user_id > 0,
			) + self::view_reply( $visitor )
		);
	}

	/**
	 * `load_mobile`: fragments, is_mobile. Reply: fragments (lists in the mobile or desktop variant).
	 */
	public static function load_mobile(): void {
		self::send( array( 'fragments' => self::fragments( Visitor::current(), 'yes' === self::text( 'is_mobile' ) ) ) );
	}

	/**
	 * `sort_wishlist_items`: positions (item ids in their new order), wishlist_token, page, per_page.
	 */
	public static function sort(): void {
		self::verify();
		$visitor   = Visitor::current();
		$list      = self::owned_list( $visitor, 'wishlist_token', '' );
		$positions = isset( $_POST['positions'] ) && is_array( $_POST['positions'] ) ? array_map( 'absint', wp_unslash( $_POST['positions'] ) ) : array();
		if ( ! $positions || count( $positions ) > Store::MAX_ITEMS ) {
			self::fail( __( 'The order could not be saved. Please reload the page and try again.', 'tresen-wishlist' ), 400 );
		}
		$page     = max( 1, min( 1000, (int) self::id( 'page' ) ) );
		$per_page = max( 0, min( Store::MAX_ITEMS, (int) self::id( 'per_page' ) ) );
		if ( ! Store::sort( $list['id'], $positions, $per_page > 0 ? ( $page - 1 ) * $per_page : 0 ) ) {
			self::fail( __( 'The order could not be saved. Please reload the page and try again.', 'tresen-wishlist' ), 400 );
		}
		self::done( $visitor, array( 'result' => true ) );
	}

	/**
	 * `update_item_quantity`: product_id, wishlist_token, quantity.
	 */
	public static function update_quantity(): void {
		self::verify();
		$visitor  = Visitor::current();
		$list     = self::owned_list( $visitor, 'wishlist_token', '' );
		$product  = self::id( 'product_id' );
		$item     = null !== $product ? Store::find_item( $list['id'], $product ) : null;
		$quantity = self::id( 'quantity' );
		if ( null === $item ) {
			self::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 404 );
		}
		if ( null === $quantity || $quantity > Store::MAX_QUANTITY ) {
			/* translators: %d: largest quantity. */
			self::fail( sprintf( __( 'Please enter a quantity from 1 to %d.', 'tresen-wishlist' ), Store::MAX_QUANTITY ), 400 );
		}
		Store::set_quantity( $item['id'], $quantity );
		self::done(
			$visitor,
			array(
				'result'   => true,
				'quantity' => $quantity,
			)
		);
	}

	/**
	 * `delete_wishlist`: wishlist_id (or wishlist_token), new_default (the id of
	 * another of the visitor's lists; needed when the default list goes). The
	 * visitor's last list stays (it is where the next product goes); empty it
	 * instead. Reply: result, message, user_wishlists, wishlist_url (the
	 * default list's page), fragments, count.
	 */
	public static function delete_wishlist(): void {
		self::verify();
		$visitor = Visitor::current();
		$list    = self::owned_list( $visitor, 'wishlist_token', 'wishlist_id' );
		$problem = Store::delete_owned( $visitor, $list, self::id( 'new_default' ) );
		if ( null !== $problem ) {
			self::fail( $problem, 400 );
		}
		$default = Store::default_list( $visitor, false );
		self::done(
			$visitor,
			array(
				'result'         => true,
				/* translators: %s: list name. */
				'message'        => sprintf( __( 'The wishlist “%s” was deleted.', 'tresen-wishlist' ), $list['name'] ),
				'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ) ),
				'wishlist_url'   => Render::list_url( $default ),
			)
		);
	}

	/**
	 * `set_default_wishlist` (the suite's own): wishlist_id (or wishlist_token)
	 * of one of the visitor's lists, which becomes the default (where products
	 * go without a choice, and what the wishlist page shows first). Reply:
	 * result, message, user_wishlists, fragments, count.
	 */
	public static function set_default_wishlist(): void {
		self::verify();
		$visitor = Visitor::current();
		$list    = self::owned_list( $visitor, 'wishlist_token', 'wishlist_id' );
		if ( ! Store::set_default( $visitor, $list['id'] ) ) {
			self::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
		}
		self::done(
			$visitor,
			array(
				'result'         => true,
				/* translators: %s: list name. */
				'message'        => sprintf( __( '“%s” is now your default wishlist.', 'tresen-wishlist' ), $list['name'] ),
				'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ) ),
			)
		);
	}

	/**
	 * `flatsome_update_wishlist_count`: the number of items on the visitor's lists.
	 */
	public static function count(): void {
		$count = Store::count( Visitor::current() );
		Visitor::remember_count( $count );
		self::send( $count );
	}
}

<?php
/**
 * Reads and writes lists and items. Every query is prepared; callers check
 * ownership (Visitor::owns) before they change anything.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own tables; table names come from the prefix, values are prepared.

/**
 * The wishlist store.
 *
 * @phpstan-type WishlistRow array{id: int, token: string, user_id: int, session_id: string, name: string, privacy: int, is_default: int, created_at: string}
 * @phpstan-type ItemRow array{id: int, wishlist_id: int, product_id: int, original_product_id: int, quantity: int, position: int, added_at: string}
 */
final class Store {

	public const PUBLIC  = 0;
	public const SHARED  = 1;
	public const PRIVATE = 2;

	/** Longest list name kept. */
	public const NAME_MAX = 100;

	/** Most lists a visitor may have, and most items on one list. */
	public const MAX_LISTS = 50;
	public const MAX_ITEMS = 500;

	/** Largest quantity on a list. */
	public const MAX_QUANTITY = 9999;

	/**
	 * Casts a list row.
	 *
	 * @param mixed $row Row from $wpdb.
	 * @return WishlistRow|null
	 */
	private static function list_row( $row ): ?array {
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'id'         => (int) $row['id'],
			'token'      => (string) $row['token'],
			'user_id'    => (int) $row['user_id'],
			'session_id' => (string) $row['session_id'],
			'name'       => (string) $row['name'],
			'privacy'    => (int) $row['privacy'],
			'is_default' => (int) $row['is_default'],
			'created_at' => (string) $row['created_at'],
		);
	}

	/**
	 * Casts an item row.
	 *
	 * @param mixed $row Row from $wpdb.
	 * @return ItemRow|null
	 */
	private static function item_row( $row ): ?array {
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'id'                  => (int) $row['id'],
			'wishlist_id'         => (int) $row['wishlist_id'],
			'product_id'          => (int) $row['product_id'],
			'original_product_id' => (int) $row['original_product_id'],
			'quantity'            => (int) $row['quantity'],
			'position'            => (int) $row['position'],
			'added_at'            => (string) $row['added_at'],
		);
	}

	/**
	 * A list by its token.
	 *
	 * @param string $token Token (12 letters or digits).
	 * @return WishlistRow|null
	 */
	public static function by_token( string $token ): ?array {
		global $wpdb;
		if ( 1 !== preg_match( '/^[A-Z0-9]{12}$/', $token ) ) {
			return null;
		}
		return self::list_row( $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::lists() . ' WHERE token = %s', $token ), 'ARRAY_A' ) );
	}

	/**
	 * A list by its id.
	 *
	 * @param int $id Id.
	 * @return WishlistRow|null
	 */
	public static function by_id( int $id ): ?array {
		global $wpdb;
		if ( $id <= 0 ) {
			return null;
		}
		return self::list_row( $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::lists() . ' WHERE id = %d', $id ), 'ARRAY_A' ) );
	}

	/**
	 * The visitor's lists, default first.
	 *
	 * @param Visitor $visitor Visitor.
	 * @return array<int, WishlistRow>
	 */
	public static function lists_of( Visitor $visitor ): array {
		global $wpdb;
		if ( ! $visitor->known() ) {
			return array();
		}
		if ( $visitor->user_id > 0 ) {
			$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Schema::lists() . ' WHERE user_id = %d ORDER BY is_default DESC, id ASC', $visitor->user_id ), 'ARRAY_A' );
		} else {
			$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Schema::lists() . ' WHERE user_id = 0 AND session_id = %s ORDER BY is_default DESC, id ASC', $visitor->session_id ), 'ARRAY_A' );
		}
		return array_values( array_filter( array_map( array( self::class, 'list_row' ), (array) $rows ) ) );
	}

	/**
	 * The visitor's default list; created (as "Meine Wunschliste") when `$create` and there is none.
	 *
	 * @param Visitor $visitor Visitor.
	 * @param bool    $create  Create it when missing.
	 * @return WishlistRow|null
	 */
	public static function default_list( Visitor $visitor, bool $create ): ?array {
		$lists = self::lists_of( $visitor );
		foreach ( $lists as $list ) {
			if ( 1 === $list['is_default'] ) {
				return $list;
			}
		}
		if ( $lists ) {
			return $lists[0];
		}
		return $create ? self::create( $visitor, '', self::PRIVATE, true ) : null;
	}

	/**
	 * Creates a list. An empty name becomes "Meine Wunschliste". A list is
	 * private unless the owner asked otherwise; its token is shown to the
	 * owner only, and a new one is made when a private list is shared
	 * (set_privacy()).
	 *
	 * @param Visitor $visitor    Owner (must be known).
	 * @param string  $name       Name (already cleaned).
	 * @param int     $privacy    PUBLIC, SHARED or PRIVATE.
	 * @param bool    $is_default Default flag.
	 * @return WishlistRow|null
	 */
	public static function create( Visitor $visitor, string $name, int $privacy, bool $is_default ): ?array {
		global $wpdb;
		if ( ! $visitor->known() || count( self::lists_of( $visitor ) ) >= self::MAX_LISTS ) {
			return null;
		}
		$name = '' === $name ? __( 'My wishlist', 'tresen-wishlist' ) : $name;
		for ( $try = 0; $try < 5; $try++ ) {
			$token = self::new_token();
			$ok    = $wpdb->insert(
				Schema::lists(),
				array(
					'token'      => $token,
					'user_id'    => $visitor->user_id,
					'session_id' => $visitor->user_id > 0 ? '' : $visitor->session_id,
					'name'       => $name,
					'privacy'    => in_array( $privacy, array( self::PUBLIC, self::SHARED, self::PRIVATE ), true ) ? $privacy : self::PRIVATE,
					'is_default' => $is_default ? 1 : 0,
					'created_at' => current_time( 'mysql', true ),
					'expires_at' => $visitor->user_id > 0 ? null : gmdate( 'Y-m-d H:i:s', time() + Visitor::GUEST_DAYS * DAY_IN_SECONDS ),
				)
			);
			if ( $ok ) {
				return self::by_id( (int) $wpdb->insert_id );
			}
		}
		return null;
	}

	/**
	 * A fresh list token (12 capital letters or digits).
	 */
	private static function new_token(): string {
		return strtoupper( Visitor::random( 12 ) );
	}

	/**
	 * Cleans a list name: valid UTF-8 without control characters, whitespace
	 * collapsed and trimmed. Markup is kept as typed (it is text, escaped
	 * wherever it is shown). '' when nothing is left.
	 *
	 * @param mixed $raw Submitted value (unslashed).
	 */
	public static function clean_name( $raw ): string {
		if ( ! is_string( $raw ) || '' === wp_check_invalid_utf8( $raw ) ) {
			return '';
		}
		$name = (string) preg_replace( '/[\x00-\x1F\x7F\x{200B}-\x{200F}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u', '', $raw );
		return trim( (string) preg_replace( '/\s+/u', ' ', $name ) );
	}

	/**
	 * Why a cleaned name cannot be used, or null.
	 *
	 * @param string $name Cleaned name.
	 */
	public static function name_problem( string $name ): ?string {
		if ( '' === $name ) {
			return __( 'Please enter a name for the wishlist.', 'tresen-wishlist' );
		}
		$length = function_exists( 'mb_strlen' ) ? mb_strlen( $name ) : strlen( $name );
		if ( $length > self::NAME_MAX ) {
			/* translators: %d: maximum number of characters. */
			return sprintf( __( 'The name may be at most %d characters long.', 'tresen-wishlist' ), self::NAME_MAX );
		}
		return null;
	}

	/**
	 * Renames a list.
	 *
	 * @param int    $id   List id.
	 * @param string $name Cleaned, non-empty name.
	 */
	public static function rename( int $id, string $name ): bool {
		global $wpdb;
		return false !== $wpdb->update( Schema::lists(), array( 'name' => $name ), array( 'id' => $id ) );
	}

	/**
	 * Sets a list's privacy. Sharing a private list creates its share token:
	 * the list gets a new token, so a link seen while it was private (the
	 * owner's own address bar) does not open it. Returns the list as saved.
	 *
	 * @param int $id      List id.
	 * @param int $privacy PUBLIC, SHARED or PRIVATE.
	 * @return WishlistRow|null
	 */
	public static function set_privacy( int $id, int $privacy ): ?array {
		global $wpdb;
		$list = self::by_id( $id );
		if ( null === $list ) {
			return null;
		}
		$fields = array( 'privacy' => $privacy );
		if ( self::PRIVATE === $list['privacy'] && $privacy < self::PRIVATE ) {
			for ( $try = 0; $try < 5; $try++ ) {
				$token = self::new_token();
				if ( null === self::by_token( $token ) ) {
					$fields['token'] = $token;
					break;
				}
			}
		}
		$wpdb->update( Schema::lists(), $fields, array( 'id' => $id ) );
		return self::by_id( $id );
	}

	/**
	 * Items of a list, in their order.
	 *
	 * @param int $wishlist_id List id.
	 * @param int $page        Page (1-based).
	 * @param int $per_page    Items per page (0: all).
	 * @return array<int, ItemRow>
	 */
	public static function items( int $wishlist_id, int $page = 1, int $per_page = 0 ): array {
		global $wpdb;
		$sql = 'SELECT * FROM ' . Schema::items() . ' WHERE wishlist_id = %d ORDER BY position ASC, id ASC';
		if ( $per_page > 0 ) {
			$rows = $wpdb->get_results( $wpdb->prepare( $sql . ' LIMIT %d OFFSET %d', $wishlist_id, $per_page, ( max( 1, $page ) - 1 ) * $per_page ), 'ARRAY_A' );
		} else {
			$rows = $wpdb->get_results( $wpdb->prepare( $sql, $wishlist_id ), 'ARRAY_A' );
		}
		return array_values( array_filter( array_map( array( self::class, 'item_row' ), (array) $rows ) ) );
	}

	/**
	 * One item.
	 *
	 * @param int $id Item id.
	 * @return ItemRow|null
	 */
	public static function item( int $id ): ?array {
		global $wpdb;
		if ( $id <= 0 ) {
			return null;
		}
		return self::item_row( $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::items() . ' WHERE id = %d', $id ), 'ARRAY_A' ) );
	}

	/**
	 * The item of a product on a list.
	 *
	 * @param int $wishlist_id List id.
	 * @param int $product_id  Product or variation id.
	 * @return ItemRow|null
	 */
	public static function find_item( int $wishlist_id, int $product_id ): ?array {
		global $wpdb;
		return self::item_row( $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::items() . ' WHERE wishlist_id = %d AND product_id = %d', $wishlist_id, $product_id ), 'ARRAY_A' ) );
	}

	/**
	 * Adds a product at the end of a list. Returns the item, or null when the list is full.
	 *
	 * @param int $wishlist_id List id.
	 * @param int $product_id  Product or variation id.
	 * @param int $original_id Parent product (the product itself when it is no variation).
	 * @param int $quantity    Quantity.
	 * @return ItemRow|null
	 */
	public static function add_item( int $wishlist_id, int $product_id, int $original_id, int $quantity ): ?array {
		global $wpdb;
		$table = Schema::items();
		$stats = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS n, MAX(position) AS p FROM {$table} WHERE wishlist_id = %d", $wishlist_id ), 'ARRAY_A' );
		if ( is_array( $stats ) && (int) $stats['n'] >= self::MAX_ITEMS ) {
			return null;
		}
		$position = is_array( $stats ) && null !== $stats['p'] ? (int) $stats['p'] + 1 : 0;
		$ok       = $wpdb->insert(
			$table,
			array(
				'wishlist_id'         => $wishlist_id,
				'product_id'          => $product_id,
				'original_product_id' => $original_id,
				'quantity'            => max( 1, min( self::MAX_QUANTITY, $quantity ) ),
				'position'            => $position,
				'added_at'            => current_time( 'mysql', true ),
			)
		);
		return $ok ? self::item( (int) $wpdb->insert_id ) : null;
	}

	/**
	 * Removes an item.
	 *
	 * @param int $id Item id.
	 */
	public static function remove_item( int $id ): bool {
		global $wpdb;
		return (bool) $wpdb->delete( Schema::items(), array( 'id' => $id ) );
	}

	/**
	 * Moves an item to the end of another list; when the product is already
	 * there the quantities are added up and the moved item is removed.
	 *
	 * @param int $id    Item id.
	 * @param int $to_id Target list id.
	 */
	public static function move_item( int $id, int $to_id ): bool {
		global $wpdb;
		$item = self::item( $id );
		if ( null === $item ) {
			return false;
		}
		$there = self::find_item( $to_id, $item['product_id'] );
		if ( null !== $there ) {
			self::set_quantity( $there['id'], $there['quantity'] + $item['quantity'] );
			return self::remove_item( $id );
		}
		$table = Schema::items();
		$max   = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(position) FROM {$table} WHERE wishlist_id = %d", $to_id ) );
		return false !== $wpdb->update(
			$table,
			array(
				'wishlist_id' => $to_id,
				'position'    => null === $max ? 0 : (int) $max + 1,
			),
			array( 'id' => $id )
		);
	}

	/**
	 * Sets an item's quantity (1 to MAX_QUANTITY).
	 *
	 * @param int $id       Item id.
	 * @param int $quantity Quantity.
	 */
	public static function set_quantity( int $id, int $quantity ): bool {
		global $wpdb;
		return false !== $wpdb->update( Schema::items(), array( 'quantity' => max( 1, min( self::MAX_QUANTITY, $quantity ) ) ), array( 'id' => $id ) );
	}

	/**
	 * Puts a list's items in the given order, starting at `$offset` (the
	 * first position of the page that was sorted). Ids of other lists are ignored.
	 *
	 * @param int        $wishlist_id List id.
	 * @param array<int> $item_ids    Item ids in their new order.
	 * @param int        $offset      Position of the first id.
	 */
	public static function sort( int $wishlist_id, array $item_ids, int $offset ): bool {
		global $wpdb;
		$own = array_map( static fn( array $i ): int => $i['id'], self::items( $wishlist_id ) );
		$ids = array_values( array_unique( array_intersect( array_map( 'intval', $item_ids ), $own ) ) );
		if ( ! $ids ) {
			return false;
		}
		// The sorted page keeps its block of positions; items outside it keep theirs.
		$rest     = array_values( array_diff( $own, $ids ) );
		$ordered  = array_merge( array_slice( $rest, 0, $offset ), $ids, array_slice( $rest, $offset ) );
		$position = 0;
		foreach ( $ordered as $id ) {
			$wpdb->update(
				Schema::items(),
				array( 'position' => $position++ ),
				array(
					'id'          => $id,
					'wishlist_id' => $wishlist_id,
				)
			);
		}
		return true;
	}

	/**
	 * Number of items on all of a visitor's lists.
	 *
	 * @param Visitor $visitor Visitor.
	 */
	public static function count( Visitor $visitor ): int {
		global $wpdb;
		if ( ! $visitor->known() ) {
			return 0;
		}
		$items = Schema::items();
		$lists = Schema::lists();
		if ( $visitor->user_id > 0 ) {
			return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$items} i INNER JOIN {$lists} l ON l.id = i.wishlist_id WHERE l.user_id = %d", $visitor->user_id ) );
		}
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$items} i INNER JOIN {$lists} l ON l.id = i.wishlist_id WHERE l.user_id = 0 AND l.session_id = %s", $visitor->session_id ) );
	}

	/**
	 * Number of items on one list.
	 *
	 * @param int $wishlist_id List id.
	 */
	public static function count_items( int $wishlist_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::items() . ' WHERE wishlist_id = %d', $wishlist_id ) );
	}

	/**
	 * Product ids (and parents of variations) on any of the visitor's lists.
	 *
	 * @param Visitor $visitor Visitor.
	 * @return array<int>
	 */
	public static function product_ids( Visitor $visitor ): array {
		$ids = array();
		foreach ( self::lists_of( $visitor ) as $list ) {
			foreach ( self::items( $list['id'] ) as $item ) {
				$ids[] = $item['product_id'];
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Makes one of the visitor's lists the default (and no other).
	 *
	 * @param Visitor $visitor Owner.
	 * @param int     $id      List id (one of the visitor's).
	 */
	public static function set_default( Visitor $visitor, int $id ): bool {
		global $wpdb;
		$found = false;
		foreach ( self::lists_of( $visitor ) as $list ) {
			$found = $found || $list['id'] === $id;
			$wpdb->update( Schema::lists(), array( 'is_default' => $list['id'] === $id ? 1 : 0 ), array( 'id' => $list['id'] ) );
		}
		return $found;
	}

	/**
	 * Deletes one of the visitor's lists under the owner's rules: never the
	 * last list (it is where the next product goes), and the default list
	 * only when `$new_default` names another of the visitor's lists, which
	 * becomes the default first. The caller checked the nonce and that the
	 * visitor owns `$list`.
	 *
	 * @param Visitor     $visitor     Owner.
	 * @param WishlistRow $list        List to delete.
	 * @param int|null    $new_default Id of the list that becomes the default.
	 * @return string|null Why it was not deleted (German), or null when it was.
	 */
	public static function delete_owned( Visitor $visitor, array $list, ?int $new_default ): ?string {
		if ( ! $visitor->owns( $list ) ) {
			return __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' );
		}
		if ( count( self::lists_of( $visitor ) ) < 2 ) {
			return __( 'This is your only wishlist, so it cannot be deleted. Remove its products instead.', 'tresen-wishlist' );
		}
		$default = self::default_list( $visitor, false );
		if ( null !== $default && $default['id'] === $list['id'] ) {
			$new = null !== $new_default ? self::by_id( $new_default ) : null;
			if ( null === $new || $new['id'] === $list['id'] || ! $visitor->owns( $new ) ) {
				return __( 'This is your default wishlist. Please choose which list becomes the default first.', 'tresen-wishlist' );
			}
			self::set_default( $visitor, $new['id'] );
		}
		self::delete_list( $list['id'] );
		return null;
	}

	/**
	 * Deletes a list with its items.
	 *
	 * @param int $id List id.
	 */
	public static function delete_list( int $id ): bool {
		global $wpdb;
		$wpdb->delete( Schema::items(), array( 'wishlist_id' => $id ) );
		return (bool) $wpdb->delete( Schema::lists(), array( 'id' => $id ) );
	}

	/**
	 * A guest's lists become the user's. The guest's default list pours its
	 * items into the user's default list when the user has one.
	 *
	 * @param string $session_id Hashed guest token.
	 * @param int    $user_id    User.
	 */
	public static function merge( string $session_id, int $user_id ): void {
		global $wpdb;
		$guest = new Visitor( 0, $session_id );
		$user  = new Visitor( $user_id, '' );
		$mine  = self::default_list( $user, false );
		foreach ( self::lists_of( $guest ) as $list ) {
			if ( null !== $mine && 1 === $list['is_default'] ) {
				foreach ( self::items( $list['id'] ) as $item ) {
					self::move_item( $item['id'], $mine['id'] );
				}
				self::delete_list( $list['id'] );
				continue;
			}
			$wpdb->update(
				Schema::lists(),
				array(
					'user_id'    => $user_id,
					'session_id' => '',
					'expires_at' => null,
				),
				array( 'id' => $list['id'] )
			);
		}
	}

	/**
	 * Deletes guest lists whose time ran out.
	 */
	public static function prune_expired(): void {
		global $wpdb;
		$lists = Schema::lists();
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$lists} WHERE user_id = 0 AND expires_at IS NOT NULL AND expires_at < %s LIMIT 500", current_time( 'mysql', true ) ) );
		foreach ( (array) $ids as $id ) {
			self::delete_list( (int) $id );
		}
	}
}

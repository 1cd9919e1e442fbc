<?php
/**
 * The ajax actions on a list's products: add, remove, move, delete an item, remove from all lists, sort, quantity.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- every write calls Ajax::verify() first; the reads only show the visitor's own data or public and shared lists.

/**
 * AjaxItems.
 *
 * @phpstan-import-type WishlistRow from Store
 * @phpstan-import-type ItemRow from Store
 */
final class AjaxItems {

	/**
	 * `add_to_wishlist`: add_to_wishlist (product id), product_type, wishlist_id
	 * ('' for the default list, 'new' or an id), wishlist_name, wishlist_visibility, quantity.
	 * Reply: prod_id, result ('true', 'exists' or 'error'), message, fragments, user_wishlists.
	 * Every reply's `message` is plain text (a list name as the owner typed it, `<b>` included),
	 * never HTML: the client shows it as text.
	 */
	public static function add(): void {
		Ajax::verify();
		$product_id = Ajax::id( 'add_to_wishlist' );
		$product    = null !== $product_id ? wc_get_product( $product_id ) : null;
		$error      = static function ( string $message ) use ( $product_id ): void {
			Ajax::send(
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
		if ( ! $product instanceof \WC_Product || ! Ajax::visible( $product ) ) {
			$error( __( 'This product cannot be added to a wishlist.', 'tresen-wishlist' ) );
			return;
		}
		$quantity = isset( $_POST['quantity'] ) ? Ajax::id( 'quantity' ) : 1;
		if ( null === $quantity || $quantity > Store::MAX_QUANTITY ) {
			$error( __( 'Please enter a valid quantity.', 'tresen-wishlist' ) );
			return;
		}

		$target  = Ajax::text( 'wishlist_id' );
		$visitor = Visitor::current( true );
		if ( 'new' === $target ) {
			$name    = Store::clean_name( Ajax::raw( 'wishlist_name' ) );
			$problem = Store::name_problem( $name );
			if ( null !== $problem ) {
				$error( $problem );
				return;
			}
			$privacy = Ajax::privacy( Ajax::text( 'wishlist_visibility' ), Store::PRIVATE );
			$list    = Store::create( $visitor, $name, $privacy, array() === Store::lists_of( $visitor ) );
		} elseif ( '' === $target || 'default' === $target || '0' === $target ) {
			$list = Store::default_list( $visitor, true );
		} else {
			$id   = Ajax::id( 'wishlist_id' );
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
		Ajax::done(
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
	 * `remove_from_wishlist`: remove_from_wishlist (the item's id; YITH's script sends the
	 * product's, see named_item()), wishlist_id, wishlist_token. Reply: fragments, message.
	 */
	public static function remove(): void {
		Ajax::verify();
		$visitor = Visitor::current();
		$list    = Ajax::owned_list( $visitor );
		$item    = self::named_item( $list, Ajax::id( 'remove_from_wishlist' ) );
		Store::remove_item( $item['id'] );
		Ajax::done( $visitor, array( 'message' => __( 'Product removed from the wishlist.', 'tresen-wishlist' ) ) );
	}

	/**
	 * `move_to_another_wishlist`: wishlist_token, destination_wishlist_token
	 * (a token or 'new'), item_id, wishlist_name, wishlist_visibility.
	 * Reply: result, message, fragments, user_wishlists.
	 */
	public static function move(): void {
		Ajax::verify();
		$visitor = Visitor::current();
		$to      = Ajax::text( 'destination_wishlist_token' );
		if ( '' === Ajax::text( 'wishlist_token' ) || '' === $to || null === Ajax::id( 'item_id' ) ) {
			Ajax::fail( __( 'Please choose the product and the list to move it to.', 'tresen-wishlist' ), 400 );
		}
		$from = Ajax::owned_list( $visitor, 'wishlist_token', '' );
		$item = self::named_item( $from, Ajax::id( 'item_id' ) );
		if ( 'new' === $to ) {
			$name    = Store::clean_name( Ajax::raw( 'wishlist_name' ) );
			$problem = Store::name_problem( $name );
			if ( null !== $problem ) {
				Ajax::fail( $problem, 400 );
			}
			$target = Store::create( $visitor, $name, Ajax::privacy( Ajax::text( 'wishlist_visibility' ), Store::PRIVATE ), false );
			if ( null === $target ) {
				Ajax::fail( __( 'The wishlist could not be saved. Please try again.', 'tresen-wishlist' ), 400 );
			}
		} else {
			$target = Ajax::owned_list( $visitor, 'destination_wishlist_token', '' );
		}
		if ( $target['id'] === $from['id'] ) {
			Ajax::fail( __( 'The product is already on this list.', 'tresen-wishlist' ), 400 );
		}
		Store::move_item( $item['id'], $target['id'] );
		Ajax::done(
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
	 * `delete_item`: item_id. Reply: result, message, fragments.
	 */
	public static function delete_item(): void {
		Ajax::verify();
		$visitor = Visitor::current();
		$id      = Ajax::id( 'item_id' );
		$item    = null !== $id ? Store::item( $id ) : null;
		$list    = null !== $item ? Store::by_id( $item['wishlist_id'] ) : null;
		if ( null === $item || null === $list || ! $visitor->owns( $list ) ) {
			Ajax::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 404 );
		}
		Store::remove_item( $item['id'] );
		Ajax::done(
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
		Ajax::verify();
		$visitor    = Visitor::current();
		$product_id = Ajax::id( 'prod_id' );
		if ( null === $product_id ) {
			Ajax::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 400 );
		}
		$only = Ajax::id( 'wishlist_id' );
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
		Ajax::done( $visitor, array( 'result' => true ) );
	}

	/**
	 * `sort_wishlist_items`: positions (item ids in their new order), wishlist_token, page, per_page.
	 */
	public static function sort(): void {
		Ajax::verify();
		$visitor   = Visitor::current();
		$list      = Ajax::owned_list( $visitor, 'wishlist_token', '' );
		$positions = isset( $_POST['positions'] ) && is_array( $_POST['positions'] ) ? array_map( 'absint', wp_unslash( $_POST['positions'] ) ) : array();
		if ( ! $positions || count( $positions ) > Store::MAX_ITEMS ) {
			Ajax::fail( __( 'The order could not be saved. Please reload the page and try again.', 'tresen-wishlist' ), 400 );
		}
		$page     = max( 1, min( 1000, (int) Ajax::id( 'page' ) ) );
		$per_page = max( 0, min( Store::MAX_ITEMS, (int) Ajax::id( 'per_page' ) ) );
		if ( ! Store::sort( $list['id'], $positions, $per_page > 0 ? ( $page - 1 ) * $per_page : 0 ) ) {
			Ajax::fail( __( 'The order could not be saved. Please reload the page and try again.', 'tresen-wishlist' ), 400 );
		}
		Ajax::done( $visitor, array( 'result' => true ) );
	}

	/**
	 * `update_item_quantity`: product_id, wishlist_token, quantity.
	 */
	public static function update_quantity(): void {
		Ajax::verify();
		$visitor  = Visitor::current();
		$list     = Ajax::owned_list( $visitor, 'wishlist_token', '' );
		$product  = Ajax::id( 'product_id' );
		$item     = null !== $product ? Store::find_item( $list['id'], $product ) : null;
		$quantity = Ajax::id( 'quantity' );
		if ( null === $item ) {
			Ajax::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 404 );
		}
		if ( null === $quantity || $quantity > Store::MAX_QUANTITY ) {
			/* translators: %d: largest quantity. */
			Ajax::fail( sprintf( __( 'Please enter a quantity from 1 to %d.', 'tresen-wishlist' ), Store::MAX_QUANTITY ), 400 );
		}
		Store::set_quantity( $item['id'], $quantity );
		Ajax::done(
			$visitor,
			array(
				'result'   => true,
				'quantity' => $quantity,
			)
		);
	}

	/**
	 * The item on `$list` that `$id` names: the suite's client sends item
	 * ids, YITH's script the product id (its rows' `data-row-id`). A caller
	 * on YITH's contract is read as YITH first (product, then item), the
	 * suite's the other way round; either way only an item of `$list`.
	 *
	 * @param WishlistRow $list List (the visitor's own).
	 * @param int|null    $id   Posted id.
	 * @return array<string, mixed>
	 * @phpstan-return ItemRow
	 */
	private static function named_item( array $list, ?int $id ): array {
		if ( null !== $id ) {
			$item  = Store::item( $id );
			$item  = null !== $item && $item['wishlist_id'] === $list['id'] ? $item : null;
			$other = Store::find_item( $list['id'], $id );
			$found = Yith::request() ? ( $other ?? $item ) : ( $item ?? $other );
			if ( null !== $found ) {
				return $found;
			}
		}
		Ajax::fail( __( 'This product is no longer on the wishlist.', 'tresen-wishlist' ), 404 );
	}
}

<?php
/**
 * The ajax actions on the lists themselves (rename, visibility, delete, default) and the reads (reload, fragments, mobile, count).
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- every write calls Ajax::verify() first; the reads only show the visitor's own data or public and shared lists.

/**
 * AjaxLists.
 *
 * @phpstan-import-type WishlistRow from Store
 */
final class AjaxLists {

	/**
	 * `save_title`: wishlist_id, title. Reply: result, fragments.
	 */
	public static function save_title(): void {
		Ajax::verify();
		$visitor = Visitor::current();
		$list    = Ajax::owned_list( $visitor, '', 'wishlist_id' );
		$name    = Store::clean_name( Ajax::raw( 'title' ) );
		$problem = Store::name_problem( $name );
		if ( null !== $problem ) {
			Ajax::fail( $problem, 400 );
		}
		Store::rename( $list['id'], $name );
		Ajax::done(
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
		Ajax::verify();
		$visitor = Visitor::current();
		$list    = Ajax::owned_list( $visitor, '', 'wishlist_id' );
		$value   = Ajax::text( 'privacy' );
		if ( '' === $value ) {
			Ajax::fail( __( 'Please choose a valid visibility.', 'tresen-wishlist' ), 400 );
		}
		$saved = Store::set_privacy( $list['id'], Ajax::privacy( $value, Store::PRIVATE ) );
		if ( null !== $saved && $saved['token'] !== $list['token'] && strtoupper( Ajax::text( 'wishlist_view' ) ) === $list['token'] ) {
			// Sharing made a new token: the page that asked keeps showing the list under it.
			$_POST['wishlist_view'] = $saved['token'];
		}
		Ajax::done(
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
	 * `delete_wishlist`: wishlist_id (or wishlist_token), new_default (the id of
	 * another of the visitor's lists; needed when the default list goes). The
	 * visitor's last list stays (it is where the next product goes); empty it
	 * instead. Reply: result, message, user_wishlists, wishlist_url (the
	 * default list's page), fragments, count.
	 */
	public static function delete_wishlist(): void {
		Ajax::verify();
		$visitor = Visitor::current();
		$list    = Ajax::owned_list( $visitor, 'wishlist_token', 'wishlist_id' );
		$problem = Store::delete_owned( $visitor, $list, Ajax::id( 'new_default' ) );
		if ( null !== $problem ) {
			Ajax::fail( $problem, 400 );
		}
		$default = Store::default_list( $visitor, false );
		Ajax::done(
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
		Ajax::verify();
		$visitor = Visitor::current();
		$list    = Ajax::owned_list( $visitor, 'wishlist_token', 'wishlist_id' );
		if ( ! Store::set_default( $visitor, $list['id'] ) ) {
			Ajax::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
		}
		Ajax::done(
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
	 * `reload_wishlist_and_adding_elem`: pagination, per_page, page, wishlist_id
	 * (an id of the visitor's own lists, or a token), wishlist_token,
	 * add_to_wishlist, product_type. Adds the product to the visitor's own
	 * list when asked (none named: the default list), then answers as YITH
	 * does: `<div>` around the list's form `#yith-wcwl-form` (which YITH's
	 * script puts in place of the page's), with what happened as a notice.
	 */
	public static function reload(): void {
		$visitor = Visitor::current();
		$list    = Store::by_token( strtoupper( Ajax::text( 'wishlist_token' ) ) );
		if ( null === $list ) {
			// An id names only the visitor's own lists: counting ids reveals nobody else's.
			$id   = Ajax::id( 'wishlist_id' );
			$list = null !== $id ? Store::by_id( $id ) : Store::by_token( strtoupper( Ajax::text( 'wishlist_id' ) ) );
			$list = null !== $list && ( null === $id || $visitor->owns( $list ) ) ? $list : null;
		}
		$product_id = Ajax::id( 'add_to_wishlist' );
		if ( null === $list && '' === Ajax::text( 'wishlist_token' ) . Ajax::text( 'wishlist_id' ) ) {
			if ( null !== $product_id ) {
				Ajax::verify();
				$visitor = Visitor::current( true );
			}
			$list = Store::default_list( $visitor, null !== $product_id );
		}
		if ( null === $list || ! $visitor->can_view( $list ) ) {
			Ajax::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
		}
		$notice = '';
		if ( null !== $product_id ) {
			Ajax::verify();
			if ( ! $visitor->owns( $list ) ) {
				Ajax::fail( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
			}
			$notice = self::reload_add( $visitor, $list, $product_id );
		}
		$owner = $visitor->owns( $list );
		// `pagination` "no" shows every item, "yes" pages by `per_page` (or the shop's setting); `page` picks the page.
		$pagination = Ajax::text( 'pagination' );
		$per_page   = null;
		if ( 'no' === $pagination ) {
			$per_page = 0;
		} elseif ( null !== Ajax::id( 'per_page' ) ) {
			$per_page = min( Store::MAX_ITEMS, (int) Ajax::id( 'per_page' ) );
		}
		$page = max( 1, (int) Ajax::id( 'page' ) );
		header( 'Content-Type: text/html; charset=UTF-8' );
		printf(
			'<div><div id="yith-wcwl-form" class="yith-wcwl-form woocommerce" data-token="%1$s">%2$s%3$s</div></div>',
			esc_attr( $list['token'] ),
			$notice, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in reload_add().
			Render::wishlist( $list, $owner, $owner ? Ajax::others( $visitor, $list ) : array(), false, $page, $per_page ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside Render.
		);
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * Puts a product on the visitor's own list for reload(); what happened as
	 * a WooCommerce notice (escaped HTML).
	 *
	 * @param Visitor     $visitor    Visitor.
	 * @param WishlistRow $list       The visitor's list.
	 * @param int         $product_id Product or variation.
	 */
	private static function reload_add( Visitor $visitor, array $list, int $product_id ): string {
		$product = wc_get_product( $product_id );
		if ( ! $product instanceof \WC_Product || ! Ajax::visible( $product ) ) {
			return '<div class="woocommerce-error" role="alert">' . esc_html__( 'This product cannot be added to a wishlist.', 'tresen-wishlist' ) . '</div>';
		}
		if ( null !== Store::find_item( $list['id'], $product_id ) ) {
			/* translators: %s: list name. */
			return '<div class="woocommerce-info" role="status">' . esc_html( sprintf( __( 'The product is already on “%s”.', 'tresen-wishlist' ), $list['name'] ) ) . '</div>';
		}
		if ( null === Store::add_item( $list['id'], $product_id, $product->get_parent_id() > 0 ? $product->get_parent_id() : $product_id, 1 ) ) {
			return '<div class="woocommerce-error" role="alert">' . esc_html__( 'This wishlist is full. Please remove a product first.', 'tresen-wishlist' ) . '</div>';
		}
		Visitor::remember_count( Store::count( $visitor ) );
		/* translators: %s: list name. */
		return '<div class="woocommerce-message" role="status">' . esc_html( sprintf( __( 'Product added to “%s”.', 'tresen-wishlist' ), $list['name'] ) ) . '</div>';
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
		Ajax::send(
			array(
				'fragments'      => Fragments::render( $visitor ),
				'count'          => $count,
				'user_wishlists' => Render::user_wishlists( Store::lists_of( $visitor ) ),
				'products'       => Store::product_ids( $visitor ),
				'nonce'          => wp_create_nonce( Ajax::NONCE ),
				'logged_in'      => $visitor->user_id > 0,
			) + Ajax::view_reply( $visitor )
		);
	}

	/**
	 * `load_mobile`: fragments, is_mobile. Reply: fragments (lists in the mobile or desktop variant).
	 */
	public static function load_mobile(): void {
		Ajax::send( array( 'fragments' => Fragments::render( Visitor::current(), 'yes' === Ajax::text( 'is_mobile' ) ) ) );
	}

	/**
	 * `flatsome_update_wishlist_count`: the number of items on the visitor's lists.
	 */
	public static function count(): void {
		$count = Store::count( Visitor::current() );
		Visitor::remember_count( $count );
		Ajax::send( $count );
	}
}

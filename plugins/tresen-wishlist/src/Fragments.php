<?php
/**
 * Fragments: the parts of a page the wishlist's scripts ask to re-render.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- every write calls Ajax::verify() first; the reads only show the visitor's own data or public and shared lists.

/**
 * Fragments.
 *
 * @phpstan-import-type WishlistRow from Store
 */
final class Fragments {

	/** Most fragments rendered per request. */
	private const MAX_FRAGMENTS = 20;

	/**
	 * Fragments asked for in `fragments` (a map or its JSON), rendered for this visitor.
	 *
	 * Two kinds of keys: the suite's (`[A-Za-z0-9_-]`, answered with the
	 * bare HTML) and YITH's (the fragment element's classes joined by
	 * `fragments_index_glue`, "."; answered with that element, so YITH's
	 * script finds `.class.class` in the HTML and swaps it).
	 *
	 * @param Visitor     $visitor Visitor.
	 * @param bool|null   $mobile  Force the mobile variant (load_mobile).
	 * @return array<string, string>|\stdClass
	 */
	public static function render( Visitor $visitor, ?bool $mobile = null ) {
		$raw = isset( $_POST['fragments'] ) ? wp_unslash( $_POST['fragments'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every key and option is checked below.
		if ( is_string( $raw ) ) {
			$raw = json_decode( $raw, true );
		}
		if ( ! is_array( $raw ) ) {
			return new \stdClass();
		}
		$out = array();
		foreach ( array_slice( $raw, 0, self::MAX_FRAGMENTS, true ) as $key => $options ) {
			if ( ! is_string( $key ) || ! is_array( $options ) ) {
				continue;
			}
			$yith = 1 === preg_match( self::YITH_KEY, $key ) && 1 !== preg_match( '/^[A-Za-z0-9_-]{1,80}$/', $key );
			if ( ! $yith && 1 !== preg_match( '/^[A-Za-z0-9_-]{1,80}$/', $key ) ) {
				continue;
			}
			$html = $yith ? self::yith( $visitor, $key, $options, $mobile ) : self::one( $visitor, $options, $mobile );
			if ( null !== $html ) {
				$out[ $key ] = $html;
			}
		}
		return $out ? $out : new \stdClass();
	}

	/** YITH's key: at most 12 classes joined by ".". */
	private const YITH_KEY = '/^[A-Za-z0-9_-]{1,60}(\.[A-Za-z0-9_-]{1,60}){1,11}$/';

	/**
	 * A fragment under YITH's key: the element with the key's classes (plus
	 * `exists` for a product on the visitor's lists), its `data-fragment-ref`
	 * and the allowlisted options back in `data-fragment-options`, around
	 * the suite's HTML (the add button as YITH's `.add_to_wishlist` link, so
	 * YITH's script can click it again).
	 *
	 * @param Visitor             $visitor Visitor.
	 * @param string              $key     Classes joined by ".".
	 * @param array<mixed, mixed> $options Options as YITH's script sends them.
	 * @param bool|null           $mobile  Forced mobile flag.
	 */
	private static function yith( Visitor $visitor, string $key, array $options, ?bool $mobile ): ?string {
		$options = self::yith_options( $visitor, $options );
		$item    = $options['item'] ?? '';
		$classes = explode( '.', $key );
		$ref     = '';
		if ( 'add_to_wishlist' === $item ) {
			$id      = (int) ( $options['product_id'] ?? 0 );
			$product = $id > 0 ? wc_get_product( $id ) : null;
			if ( ! $product instanceof \WC_Product || ! Ajax::visible( $product ) ) {
				return null;
			}
			$exists = in_array( $id, Store::product_ids( $visitor ), true );
			$inner  = self::yith_button( $product, $exists ? Store::default_list( $visitor, false ) : null );
			$ref    = (string) $id;
			if ( $exists ) {
				$classes[] = 'exists';
			}
		} else {
			$inner = self::one( $visitor, $options, $mobile );
		}
		if ( null === $inner ) {
			return null;
		}
		return sprintf(
			'<div class="%1$s" data-fragment-ref="%2$s" data-fragment-options="%3$s">%4$s</div>',
			esc_attr( implode( ' ', array_unique( $classes ) ) ),
			esc_attr( $ref ),
			esc_attr( (string) wp_json_encode( $options ) ),
			$inner
		);
	}

	/**
	 * The options of a YITH fragment the suite uses: `item`, `product_id`,
	 * `is_mobile`, `page`, and the list (YITH names it `wishlist_id`, a
	 * token, or an id of the visitor's own lists; none: the visitor's
	 * default list) as `wishlist_token`.
	 *
	 * @param Visitor             $visitor Visitor.
	 * @param array<mixed, mixed> $options Options.
	 * @return array<string, string|int>
	 */
	private static function yith_options( Visitor $visitor, array $options ): array {
		$out = array();
		foreach ( array( 'item', 'is_mobile' ) as $name ) {
			if ( isset( $options[ $name ] ) && is_string( $options[ $name ] ) && 1 === preg_match( '/^[a-z_]{1,40}$/', $options[ $name ] ) ) {
				$out[ $name ] = $options[ $name ];
			}
		}
		foreach ( array( 'product_id', 'page' ) as $name ) {
			if ( isset( $options[ $name ] ) && is_scalar( $options[ $name ] ) && absint( $options[ $name ] ) > 0 ) {
				$out[ $name ] = absint( $options[ $name ] );
			}
		}
		if ( 'wishlist' === ( $out['item'] ?? '' ) ) {
			$named = $options['wishlist_token'] ?? ( $options['wishlist_id'] ?? '' );
			$named = is_scalar( $named ) ? strtoupper( (string) $named ) : '';
			$list  = 1 === preg_match( '/^[A-Z0-9]{12}$/', $named ) ? Store::by_token( $named ) : null;
			if ( null === $list && 1 === preg_match( '/^[1-9][0-9]{0,18}$/', $named ) ) {
				$list = Store::by_id( (int) $named );
				$list = null !== $list && $visitor->owns( $list ) ? $list : null;
			}
			if ( null === $list && '' === $named && $visitor->known() ) {
				$list = Store::default_list( $visitor, false );
			}
			if ( null !== $list ) {
				$out['wishlist_token'] = (string) $list['token'];
			}
		}
		return $out;
	}

	/**
	 * The add button as YITH's script finds it (`.add_to_wishlist` with
	 * `data-product-id`), or, for a product already on one of the visitor's
	 * lists, where it is.
	 *
	 * @param \WC_Product     $product Product.
	 * @param WishlistRow|null $list    The visitor's default list when the product is on a list.
	 */
	private static function yith_button( \WC_Product $product, ?array $list ): string {
		if ( null !== $list ) {
			return sprintf(
				'<div class="yith-wcwl-wishlistexistsbrowse"><span class="feedback">%1$s</span> <a href="%2$s" rel="nofollow">%3$s</a></div>',
				esc_html__( 'On your wishlist', 'tresen-wishlist' ),
				esc_url( Render::list_url( $list ) ),
				esc_html__( 'View wishlist', 'tresen-wishlist' )
			);
		}
		$id = $product->get_id();
		return sprintf(
			'<div class="yith-wcwl-add-button"><a href="%1$s" class="add_to_wishlist single_add_to_wishlist" data-product-id="%2$d" data-product-type="%3$s" data-original-product-id="%4$d" rel="nofollow">%5$s</a></div>',
			esc_url(
				add_query_arg(
					array(
						'add_to_wishlist' => $id,
						'_wishlist_nonce' => wp_create_nonce( Ajax::NONCE ),
					),
					Render::list_url( null )
				)
			),
			$id,
			esc_attr( $product->get_type() ),
			$product->get_parent_id() > 0 ? $product->get_parent_id() : $id,
			esc_html__( 'Add to wishlist', 'tresen-wishlist' )
		);
	}

	/**
	 * One fragment from its options (allowlisted: item, product_id, wishlist_token, is_mobile, page).
	 *
	 * @param Visitor              $visitor Visitor.
	 * @param array<mixed, mixed>  $options Options.
	 * @param bool|null            $mobile  Forced mobile flag.
	 */
	private static function one( Visitor $visitor, array $options, ?bool $mobile ): ?string {
		$item = isset( $options['item'] ) && is_string( $options['item'] ) ? $options['item'] : '';
		switch ( $item ) {
			case 'count':
				return Render::count( Store::count( $visitor ) );
			case 'add_to_wishlist':
				$id      = isset( $options['product_id'] ) && is_scalar( $options['product_id'] ) ? absint( $options['product_id'] ) : 0;
				$product = $id > 0 ? wc_get_product( $id ) : null;
				return $product instanceof \WC_Product && Ajax::visible( $product ) ? Render::button( $product, 'loop' ) : null;
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
				return Render::wishlist( $list, $owner, $owner ? Ajax::others( $visitor, $list ) : array(), $is_mobile, $page );
		}
		return null;
	}
}

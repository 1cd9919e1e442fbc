<?php
/**
 * Server-rendered markup: the add button, the list (table, image grid,
 * mobile), the management table and the header count. Every value from a
 * visitor (list names, quantities) is escaped here.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist's HTML.
 *
 * @phpstan-import-type WishlistRow from Store
 * @phpstan-import-type ItemRow from Store
 */
final class Render {

	/**
	 * Privacy labels.
	 *
	 * @return array<int, string>
	 */
	public static function privacy_labels(): array {
		return array(
			Store::PUBLIC  => __( 'Public', 'tresen-wishlist' ),
			Store::SHARED  => __( 'Shared by link', 'tresen-wishlist' ),
			Store::PRIVATE => __( 'Private', 'tresen-wishlist' ),
		);
	}

	/**
	 * URL of the page showing a list.
	 *
	 * @param array<string, mixed>|null $wishlist List (null: the visitor's own).
	 */
	public static function list_url( ?array $wishlist ): string {
		$page_id = Plugin::page_id();
		$base    = $page_id > 0 ? (string) get_permalink( $page_id ) : home_url( '/' );
		return null === $wishlist ? $base : add_query_arg( 'wishlist', rawurlencode( (string) $wishlist['token'] ), $base );
	}

	/**
	 * The add button (the same for every visitor; the script marks products already on a list).
	 *
	 * @param \WC_Product $product Product.
	 * @param string      $where   "loop", "summary" or "gallery".
	 */
	public static function button( \WC_Product $product, string $where ): string {
		$id   = $product->get_id();
		$name = $product->get_name();
		return sprintf(
			'<div class="tresen-wishlist-button tresen-wishlist-button--%1$s" data-wishlist-fragment="add_to_wishlist-%2$d"><button type="button" class="tresen-wishlist-add" data-product-id="%2$d" data-parent-id="%2$d" data-product-type="%3$s"><span class="tresen-wishlist-add__icon" aria-hidden="true">♡</span><span class="tresen-wishlist-add__text">%4$s</span><span class="screen-reader-text">: %5$s</span></button></div>',
			esc_attr( $where ),
			$id,
			esc_attr( $product->get_type() ),
			esc_html__( 'Add to wishlist', 'tresen-wishlist' ),
			esc_html( $name )
		);
	}

	/**
	 * The header badge's content.
	 *
	 * @param int $count Items.
	 */
	public static function count( int $count ): string {
		return sprintf( '<span class="wishlist-count" data-count="%1$d">%2$s</span>', $count, $count > 0 ? esc_html( number_format_i18n( $count ) ) : '' );
	}

	/**
	 * Price, unit price, deposit marker and age notice of a product: the price
	 * through WooCommerce (so the legal plugin's price filters add the deposit),
	 * the rest through the `tresen_wishlist_after_item_price` action.
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function price( \WC_Product $product ): string {
		ob_start();
		/**
		 * Prints notes beside a price on the wishlist (unit price, age notice).
		 *
		 * @param \WC_Product $product Product or variation.
		 */
		do_action( 'tresen_wishlist_after_item_price', $product );
		$notes = (string) ob_get_clean();
		return '<span class="price">' . $product->get_price_html() . '</span>' . $notes;
	}

	/**
	 * Stock text of a product.
	 *
	 * @param \WC_Product $product Product.
	 */
	private static function stock( \WC_Product $product ): string {
		return $product->is_in_stock()
			? '<span class="tresen-wishlist__stock in-stock">' . esc_html__( 'In stock', 'tresen-wishlist' ) . '</span>'
			: '<span class="tresen-wishlist__stock out-of-stock">' . esc_html__( 'Out of stock', 'tresen-wishlist' ) . '</span>';
	}

	/**
	 * The add-to-cart link of an item: WooCommerce's ajax button (the cart
	 * script sends every data attribute, so the removal fields go along) and a
	 * plain link without JavaScript. A variable or unavailable product links
	 * to its page.
	 *
	 * @param \WC_Product          $product  Product.
	 * @param array<string, mixed> $item     Item.
	 * @param array<string, mixed> $wishlist List.
	 * @param bool                 $owner    Whether the visitor owns the list.
	 * @return array{href: string, label: string, ajax: bool, data: array<string, string>}
	 */
	public static function cart_link( \WC_Product $product, array $item, array $wishlist, bool $owner ): array {
		if ( ! $product->is_purchasable() || ! $product->is_in_stock() || $product->is_type( 'variable' ) ) {
			return array(
				'href'  => (string) $product->get_permalink(),
				'label' => __( 'Select options', 'tresen-wishlist' ),
				'ajax'  => false,
				'data'  => array(),
			);
		}
		$args = array(
			'add-to-cart' => $product->get_id(),
			'quantity'    => (int) $item['quantity'],
		);
		$data = array(
			'product_id' => (string) $product->get_id(),
			'quantity'   => (string) (int) $item['quantity'],
		);
		if ( $owner ) {
			$args['remove_from_wishlist_after_add_to_cart'] = (int) $item['id'];
			$args['wishlist_id']                            = (int) $wishlist['id'];
			$args['_wishlist_nonce']                        = wp_create_nonce( Ajax::NONCE );
			$data['remove_from_wishlist_after_add_to_cart'] = (string) (int) $item['id'];
			$data['wishlist_id']                            = (string) (int) $wishlist['id'];
			$data['_wishlist_nonce']                        = $args['_wishlist_nonce'];
		}
		return array(
			'href'  => add_query_arg( $args, self::list_url( $wishlist ) ),
			'label' => __( 'Add to cart', 'tresen-wishlist' ),
			'ajax'  => true,
			'data'  => $data,
		);
	}

	/**
	 * The add-to-cart link's HTML.
	 *
	 * @param \WC_Product          $product  Product.
	 * @param array<string, mixed> $item     Item.
	 * @param array<string, mixed> $wishlist List.
	 * @param bool                 $owner    Whether the visitor owns the list.
	 */
	private static function add_to_cart( \WC_Product $product, array $item, array $wishlist, bool $owner ): string {
		$link = self::cart_link( $product, $item, $wishlist, $owner );
		if ( ! $link['ajax'] ) {
			return sprintf( '<a class="button" href="%1$s">%2$s</a>', esc_url( $link['href'] ), esc_html( $link['label'] ) );
		}
		$data = '';
		foreach ( $link['data'] as $key => $value ) {
			$data .= sprintf( ' data-%1$s="%2$s"', esc_attr( $key ), esc_attr( $value ) );
		}
		return sprintf(
			'<a href="%1$s" class="button add_to_cart_button ajax_add_to_cart tresen-wishlist__add-to-cart"%2$s rel="nofollow">%3$s</a>',
			esc_url( $link['href'] ),
			$data,
			esc_html( $link['label'] )
		);
	}

	/**
	 * The page to show: `$page` within 1 … the last page.
	 *
	 * @param int $total    Items.
	 * @param int $page     Asked page.
	 * @param int $per_page Items per page (0: all on one page).
	 * @return array{page: int, pages: int, per_page: int}
	 */
	public static function paging( int $total, int $page, int $per_page ): array {
		$per_page = max( 0, $per_page );
		$pages    = $per_page > 0 ? max( 1, (int) ceil( $total / $per_page ) ) : 1;
		return array(
			'page'     => max( 1, min( $pages, $page ) ),
			'pages'    => $pages,
			'per_page' => $per_page,
		);
	}

	/**
	 * URL of one page of a list.
	 *
	 * @param array<string, mixed> $wishlist List.
	 * @param int                  $page     Page.
	 */
	public static function page_url( array $wishlist, int $page ): string {
		$url = self::list_url( $wishlist );
		return $page > 1 ? add_query_arg( 'wishlist_page', $page, $url ) : $url;
	}

	/**
	 * Links to the pages of a long list (plain links: they work without JavaScript).
	 *
	 * @param WishlistRow $wishlist List.
	 * @param int         $page     Current page.
	 * @param int         $pages    Pages.
	 */
	public static function pagination( array $wishlist, int $page, int $pages ): string {
		if ( $pages <= 1 ) {
			return '';
		}
		$links = '';
		if ( $page > 1 ) {
			$links .= sprintf( '<li><a class="tresen-wishlist__page-prev" href="%1$s" rel="prev">%2$s</a></li>', esc_url( self::page_url( $wishlist, $page - 1 ) ), esc_html__( 'Previous page', 'tresen-wishlist' ) );
		}
		for ( $n = 1; $n <= $pages; $n++ ) {
			$links .= sprintf(
				'<li><a href="%1$s"%2$s><span class="screen-reader-text">%3$s </span>%4$d</a></li>',
				esc_url( self::page_url( $wishlist, $n ) ),
				$n === $page ? ' aria-current="page"' : '',
				esc_html__( 'Page', 'tresen-wishlist' ),
				$n
			);
		}
		if ( $page < $pages ) {
			$links .= sprintf( '<li><a class="tresen-wishlist__page-next" href="%1$s" rel="next">%2$s</a></li>', esc_url( self::page_url( $wishlist, $page + 1 ) ), esc_html__( 'Next page', 'tresen-wishlist' ) );
		}
		return sprintf( '<nav class="tresen-wishlist__pages" aria-label="%1$s"><ul>%2$s</ul></nav>', esc_attr__( 'Pages of the wishlist', 'tresen-wishlist' ), $links );
	}

	/**
	 * A list with its items. Owners get the editing controls; everybody else
	 * a read-only view.
	 *
	 * @param WishlistRow             $wishlist List.
	 * @param bool                    $owner    Whether the visitor owns it.
	 * @param array<int, WishlistRow> $others   The owner's other lists (move targets).
	 * @param bool                    $mobile   Mobile variant (cards instead of a table).
	 * @param int                     $page     Page of the list (1-based).
	 * @param int|null                $per_page Items per page (0: all; null: the shop's setting).
	 */
	public static function wishlist( array $wishlist, bool $owner, array $others = array(), bool $mobile = false, int $page = 1, ?int $per_page = null ): string {
		$paging = self::paging( Store::count_items( $wishlist['id'] ), $page, $per_page ?? Settings::per_page() );
		$items  = Store::items( $wishlist['id'], $paging['page'], $paging['per_page'] );
		$layout = $mobile ? 'mobile' : Settings::layout();
		$title  = esc_html( $wishlist['name'] );
		$out    = sprintf(
			'<section class="tresen-wishlist tresen-wishlist--%1$s" data-wishlist-fragment="wishlist-%2$s" data-token="%2$s" data-id="%3$d" data-owner="%4$s" data-layout="%1$s" data-page="%5$d" aria-labelledby="tresen-wishlist-title-%2$s">',
			esc_attr( $layout ),
			esc_attr( $wishlist['token'] ),
			$wishlist['id'],
			$owner ? '1' : '0',
			$paging['page']
		);
		$out   .= '<header class="tresen-wishlist__header">';
		$out   .= sprintf( '<h2 class="tresen-wishlist__title" id="tresen-wishlist-title-%1$s">%2$s</h2>', esc_attr( $wishlist['token'] ), $title );
		if ( $owner ) {
			$out .= sprintf(
				'<button type="button" class="tresen-wishlist__edit-title link-button" aria-label="%1$s">%2$s</button>',
				/* translators: %s: list name. */
				esc_attr( sprintf( __( 'Rename “%s”', 'tresen-wishlist' ), $wishlist['name'] ) ),
				esc_html__( 'Rename', 'tresen-wishlist' )
			);
		}
		$out .= '</header>';

		if ( ! $items ) {
			$out .= '<p class="tresen-wishlist__empty">' . esc_html__( 'No products on this wishlist yet.', 'tresen-wishlist' ) . '</p>';
		} else {
			$out .= self::items( $wishlist, $items, $owner, $others, $layout );
			$out .= self::pagination( $wishlist, $paging['page'], $paging['pages'] );
		}

		if ( $owner ) {
			$out .= self::owner_footer( $wishlist, (bool) $items );
		}
		return $out . '</section>';
	}

	/**
	 * The items as a table, an image grid or cards.
	 *
	 * @param WishlistRow             $wishlist List.
	 * @param array<int, ItemRow>     $items    Items.
	 * @param bool                    $owner    Owner view.
	 * @param array<int, WishlistRow> $others   Move targets.
	 * @param string                  $layout   table, grid or mobile.
	 */
	private static function items( array $wishlist, array $items, bool $owner, array $others, string $layout ): string {
		$rows = '';
		$n    = count( $items );
		foreach ( array_values( $items ) as $index => $item ) {
			$product = wc_get_product( $item['product_id'] );
			if ( ! $product instanceof \WC_Product || 'publish' !== get_post_status( $item['original_product_id'] > 0 ? $item['original_product_id'] : $item['product_id'] ) ) {
				continue;
			}
			$rows .= self::item( $wishlist, $item, $product, $owner, $others, $layout, $index, $n );
		}
		if ( 'table' === $layout ) {
			$head  = '<thead><tr>';
			$head .= $owner ? '<th class="tresen-wishlist__col-check"><span class="screen-reader-text">' . esc_html__( 'Select', 'tresen-wishlist' ) . '</span></th>' : '';
			$head .= '<th>' . esc_html__( 'Product', 'tresen-wishlist' ) . '</th><th>' . esc_html__( 'Price', 'tresen-wishlist' ) . '</th><th>' . esc_html__( 'Quantity', 'tresen-wishlist' ) . '</th><th>' . esc_html__( 'Stock', 'tresen-wishlist' ) . '</th><th><span class="screen-reader-text">' . esc_html__( 'Actions', 'tresen-wishlist' ) . '</span></th></tr></thead>';
			$body  = '<table class="shop_table tresen-wishlist__table">' . $head . '<tbody>' . $rows . '</tbody></table>';
		} else {
			$body = '<ul class="tresen-wishlist__cards">' . $rows . '</ul>';
		}
		return '<form class="tresen-wishlist__form" method="post" action="">' . $body . '</form>';
	}

	/**
	 * One item (table row or card).
	 *
	 * @param WishlistRow             $wishlist List.
	 * @param ItemRow                 $item     Item.
	 * @param \WC_Product             $product  Product.
	 * @param bool                    $owner    Owner view.
	 * @param array<int, WishlistRow> $others   Move targets.
	 * @param string                  $layout   table, grid or mobile.
	 * @param int                     $index    Position on the page (0-based).
	 * @param int                     $count    Items on the page.
	 */
	private static function item( array $wishlist, array $item, \WC_Product $product, bool $owner, array $others, string $layout, int $index, int $count ): string {
		$name      = $product->get_name();
		$link      = $product->get_permalink();
		$image     = $product->get_image( 'woocommerce_thumbnail', array( 'alt' => '' ) );
		$qty_id    = 'tresen-wishlist-qty-' . $item['id'];
		$name_html = sprintf( '<a class="tresen-wishlist__name" href="%1$s">%2$s</a>', esc_url( $link ), esc_html( $name ) );
		$quantity  = $owner
			? sprintf(
				'<label class="screen-reader-text" for="%1$s">%2$s</label><input type="number" class="input-text qty tresen-wishlist__qty" id="%1$s" name="quantity[%3$d]" value="%4$d" min="1" max="%5$d" step="1" inputmode="numeric">',
				esc_attr( $qty_id ),
				/* translators: %s: product name. */
				esc_html( sprintf( __( 'Quantity of “%s”', 'tresen-wishlist' ), $name ) ),
				$item['id'],
				$item['quantity'],
				Store::MAX_QUANTITY
			)
			: '<span class="tresen-wishlist__qty-value">' . esc_html( number_format_i18n( $item['quantity'] ) ) . '</span>';
		$actions = self::add_to_cart( $product, $item, $wishlist, $owner );
		if ( $owner ) {
			$actions .= sprintf(
				'<button type="button" class="tresen-wishlist__remove link-button" aria-label="%1$s">%2$s</button>',
				/* translators: %s: product name. */
				esc_attr( sprintf( __( 'Remove “%s” from the wishlist', 'tresen-wishlist' ), $name ) ),
				esc_html__( 'Remove', 'tresen-wishlist' )
			);
			$actions .= self::move_select( $item, $others, $name );
			$actions .= sprintf(
				'<span class="tresen-wishlist__sort"><button type="button" class="tresen-wishlist__up link-button" aria-label="%1$s"%3$s>↑</button><button type="button" class="tresen-wishlist__down link-button" aria-label="%2$s"%4$s>↓</button></span>',
				/* translators: %s: product name. */
				esc_attr( sprintf( __( 'Move “%s” up', 'tresen-wishlist' ), $name ) ),
				/* translators: %s: product name. */
				esc_attr( sprintf( __( 'Move “%s” down', 'tresen-wishlist' ), $name ) ),
				0 === $index ? ' disabled' : '',
				$index === $count - 1 ? ' disabled' : ''
			);
		}
		$check = $owner
			? sprintf(
				'<input type="checkbox" class="tresen-wishlist__check" value="%1$d" aria-label="%2$s">',
				$item['id'],
				/* translators: %s: product name. */
				esc_attr( sprintf( __( 'Select “%s”', 'tresen-wishlist' ), $name ) )
			)
			: '';
		$attrs = sprintf( ' class="tresen-wishlist__item" data-item-id="%1$d" data-product-id="%2$d"%3$s', $item['id'], $item['product_id'], $owner ? ' draggable="true"' : '' );

		if ( 'table' === $layout ) {
			return '<tr' . $attrs . '>'
				. ( $owner ? '<td class="tresen-wishlist__col-check">' . $check . '</td>' : '' )
				. '<td class="tresen-wishlist__product"><a href="' . esc_url( $link ) . '" tabindex="-1" aria-hidden="true" class="tresen-wishlist__thumb">' . $image . '</a>' . $name_html . '</td>'
				. '<td class="tresen-wishlist__price">' . self::price( $product ) . '</td>'
				. '<td class="tresen-wishlist__quantity">' . $quantity . '</td>'
				. '<td>' . self::stock( $product ) . '</td>'
				. '<td class="tresen-wishlist__actions">' . $actions . '</td></tr>';
		}
		if ( 'grid' === $layout ) {
			$panel = 'tresen-wishlist-detail-' . $item['id'];
			return '<li' . $attrs . '>' . $check
				. sprintf(
					'<button type="button" class="tresen-wishlist__thumb-toggle" aria-expanded="false" aria-controls="%1$s">%2$s<span class="screen-reader-text">%3$s</span></button>',
					esc_attr( $panel ),
					$image,
					/* translators: %s: product name. */
					esc_html( sprintf( __( 'Details of “%s”', 'tresen-wishlist' ), $name ) )
				)
				. $name_html
				. sprintf( '<div class="tresen-wishlist__detail" id="%1$s" hidden>', esc_attr( $panel ) )
				. '<div class="tresen-wishlist__price">' . self::price( $product ) . '</div>'
				. '<div class="tresen-wishlist__quantity">' . $quantity . '</div>'
				. self::stock( $product )
				. '<div class="tresen-wishlist__actions">' . $actions . '</div>'
				. '<button type="button" class="tresen-wishlist__detail-close link-button">' . esc_html__( 'Close', 'tresen-wishlist' ) . '</button>'
				. '</div></li>';
		}
		return '<li' . $attrs . '>' . $check . '<a href="' . esc_url( $link ) . '" tabindex="-1" aria-hidden="true" class="tresen-wishlist__thumb">' . $image . '</a>'
			. $name_html
			. '<div class="tresen-wishlist__price">' . self::price( $product ) . '</div>'
			. '<div class="tresen-wishlist__quantity">' . $quantity . '</div>'
			. self::stock( $product )
			. '<div class="tresen-wishlist__actions">' . $actions . '</div></li>';
	}

	/**
	 * "Move to" select of an item.
	 *
	 * @param ItemRow                 $item   Item.
	 * @param array<int, WishlistRow> $others Other lists.
	 * @param string                  $name   Product name.
	 */
	private static function move_select( array $item, array $others, string $name ): string {
		$id      = 'tresen-wishlist-move-' . $item['id'];
		$options = '<option value="">' . esc_html__( 'Move to …', 'tresen-wishlist' ) . '</option>';
		foreach ( $others as $other ) {
			$options .= sprintf( '<option value="%1$s">%2$s</option>', esc_attr( $other['token'] ), esc_html( $other['name'] ) );
		}
		$options .= '<option value="new">' . esc_html__( 'New list …', 'tresen-wishlist' ) . '</option>';
		return sprintf(
			'<label class="screen-reader-text" for="%1$s">%2$s</label><select class="tresen-wishlist__move" id="%1$s">%3$s</select>',
			esc_attr( $id ),
			/* translators: %s: product name. */
			esc_html( sprintf( __( 'Move “%s” to another list', 'tresen-wishlist' ), $name ) ),
			$options
		);
	}

	/**
	 * Bulk actions, share link and the estimate button under the owner's list.
	 *
	 * @param WishlistRow $wishlist  List.
	 * @param bool        $has_items Whether the list has items.
	 */
	private static function owner_footer( array $wishlist, bool $has_items ): string {
		$out = '<div class="tresen-wishlist__footer">';
		if ( $has_items ) {
			$bulk_id = 'tresen-wishlist-bulk-' . $wishlist['token'];
			$out    .= sprintf(
				'<div class="tresen-wishlist__bulk"><label for="%1$s">%2$s</label> <select id="%1$s" class="tresen-wishlist__bulk-action"><option value="add_to_cart">%3$s</option><option value="remove">%4$s</option></select> <button type="button" class="button tresen-wishlist__bulk-apply" disabled>%5$s</button></div>',
				esc_attr( $bulk_id ),
				esc_html__( 'Selected products', 'tresen-wishlist' ),
				esc_html__( 'Add to cart', 'tresen-wishlist' ),
				esc_html__( 'Remove', 'tresen-wishlist' ),
				esc_html__( 'Apply', 'tresen-wishlist' )
			);
			$out    .= '<button type="button" class="button tresen-wishlist__estimate">' . esc_html__( 'Ask for an estimate', 'tresen-wishlist' ) . '</button>';
		}
		if ( Store::PRIVATE !== $wishlist['privacy'] ) {
			$share_id = 'tresen-wishlist-share-' . $wishlist['token'];
			$out     .= sprintf(
				'<p class="tresen-wishlist__share"><label for="%1$s">%2$s</label> <input type="text" readonly class="input-text" id="%1$s" value="%3$s"></p>',
				esc_attr( $share_id ),
				esc_html__( 'Share this link:', 'tresen-wishlist' ),
				esc_attr( self::list_url( $wishlist ) )
			);
		}
		return $out . '</div>';
	}

	/**
	 * The owner's lists (management table): name, products, visibility, share
	 * link, which is the default, and "Löschen" as a link to the confirmation
	 * page (deleting without JavaScript). The wishlist page's script replaces
	 * it with the same table, its controls working in place (privacy, "Als
	 * Standard festlegen", deleting in a dialog).
	 *
	 * @param array<int, WishlistRow> $lists   Lists.
	 * @param string                  $current Token of the list shown below.
	 */
	public static function manage( array $lists, string $current ): string {
		$labels = self::privacy_labels();
		$rows   = '';
		foreach ( $lists as $list ) {
			$select_id = 'tresen-wishlist-privacy-' . $list['token'];
			$options   = '';
			foreach ( $labels as $value => $label ) {
				$options .= sprintf( '<option value="%1$d"%2$s>%3$s</option>', $value, selected( $list['privacy'], $value, false ), esc_html( $label ) );
			}
			$share = Store::PRIVATE === $list['privacy']
				? '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'Not shared', 'tresen-wishlist' ) . '</span>'
				: sprintf(
					'<a class="tresen-wishlist-manage__link" href="%1$s" aria-label="%2$s">%3$s</a>',
					esc_url( self::list_url( $list ) ),
					/* translators: %s: list name. */
					esc_attr( sprintf( __( 'Shared link of “%s”', 'tresen-wishlist' ), $list['name'] ) ),
					esc_html__( 'Link', 'tresen-wishlist' )
				);
			// Without JavaScript "Löschen" leads to a confirmation page with a form (Frontend::delete_confirmation()).
			$delete = count( $lists ) > 1
				? sprintf(
					'<a class="tresen-wishlist-manage__delete" href="%1$s" aria-label="%2$s">%3$s</a>',
					esc_url( self::delete_url( $list ) ),
					/* translators: %s: list name. */
					esc_attr( sprintf( __( 'Delete “%s”', 'tresen-wishlist' ), $list['name'] ) ),
					esc_html__( 'Delete', 'tresen-wishlist' )
				)
				: '';
			$rows .= sprintf(
				'<tr data-token="%1$s" data-id="%2$d"><th scope="row"><a href="%3$s"%4$s>%5$s</a></th><td>%6$s</td><td><label class="screen-reader-text" for="%7$s">%8$s</label><select class="tresen-wishlist__privacy" id="%7$s">%9$s</select></td><td>%10$s</td><td>%11$s</td><td>%12$s</td></tr>',
				esc_attr( $list['token'] ),
				$list['id'],
				esc_url( self::list_url( $list ) ),
				$list['token'] === $current ? ' aria-current="page"' : '',
				esc_html( $list['name'] ),
				esc_html( number_format_i18n( Store::count_items( $list['id'] ) ) ),
				esc_attr( $select_id ),
				/* translators: %s: list name. */
				esc_html( sprintf( __( 'Visibility of “%s”', 'tresen-wishlist' ), $list['name'] ) ),
				$options,
				$share,
				1 === $list['is_default'] ? esc_html__( 'Default list', 'tresen-wishlist' ) : '',
				$delete
			);
		}
		return sprintf(
			'<section class="tresen-wishlist-manage" data-wishlist-fragment="manage"><h2>%1$s</h2><table class="shop_table tresen-wishlist-manage__table"><thead><tr><th scope="col">%2$s</th><th scope="col">%3$s</th><th scope="col">%4$s</th><th scope="col">%5$s</th><th scope="col">%6$s</th><th scope="col"><span class="screen-reader-text">%8$s</span></th></tr></thead><tbody>%7$s</tbody></table></section>',
			esc_html__( 'Your wishlists', 'tresen-wishlist' ),
			esc_html__( 'Name', 'tresen-wishlist' ),
			esc_html__( 'Products', 'tresen-wishlist' ),
			esc_html__( 'Visibility', 'tresen-wishlist' ),
			esc_html__( 'Share', 'tresen-wishlist' ),
			esc_html__( 'Default', 'tresen-wishlist' ),
			$rows,
			esc_html__( 'Actions', 'tresen-wishlist' )
		);
	}

	/**
	 * URL of the page that asks before a list is deleted (without JavaScript).
	 *
	 * @param array<string, mixed> $wishlist List.
	 */
	public static function delete_url( array $wishlist ): string {
		return add_query_arg( 'wishlist_delete', rawurlencode( (string) $wishlist['token'] ), self::list_url( null ) );
	}

	/**
	 * The confirmation before a list is deleted, as a form that works without
	 * JavaScript: what goes, the new default when the default list goes, the
	 * owner's nonce; "Löschen" posts, "Abbrechen" leads back to the list.
	 *
	 * @param WishlistRow             $wishlist List to delete.
	 * @param array<int, WishlistRow> $others   The owner's other lists.
	 * @param string                  $error    Why the last attempt failed ('' for none).
	 */
	public static function delete_confirmation( array $wishlist, array $others, string $error ): string {
		$out  = '<section class="tresen-wishlist-delete-confirm" aria-labelledby="tresen-wishlist-delete-title">';
		$out .= '<h2 id="tresen-wishlist-delete-title">' . esc_html__( 'Delete wishlist', 'tresen-wishlist' ) . '</h2>';
		if ( '' !== $error ) {
			$out .= '<p class="woocommerce-error tresen-wishlist__error" role="alert">' . esc_html( $error ) . '</p>';
		}
		$out .= sprintf( '<form method="post" action="%s">', esc_url( self::delete_url( $wishlist ) ) );
		/* translators: %s: list name. */
		$out .= '<p>' . esc_html( sprintf( __( 'The list “%s” and every product on it will be deleted.', 'tresen-wishlist' ), $wishlist['name'] ) ) . '</p>';
		if ( 1 === $wishlist['is_default'] ) {
			$options = '';
			foreach ( $others as $other ) {
				$options .= sprintf( '<option value="%1$d">%2$s</option>', $other['id'], esc_html( $other['name'] ) );
			}
			$out .= sprintf(
				'<p><label for="tresen-wishlist-new-default">%1$s</label> <select id="tresen-wishlist-new-default" name="new_default">%2$s</select></p>',
				esc_html__( 'Which list becomes your default list?', 'tresen-wishlist' ),
				$options
			);
		}
		$out .= '<input type="hidden" name="tresen_wishlist_form" value="delete_wishlist">';
		$out .= sprintf( '<input type="hidden" name="wishlist_id" value="%d">', $wishlist['id'] );
		$out .= sprintf( '<input type="hidden" name="_wishlist_nonce" value="%s">', esc_attr( wp_create_nonce( Ajax::NONCE ) ) );
		$out .= sprintf(
			'<p class="tresen-wishlist-delete-confirm__actions"><button type="submit" class="button alt">%1$s</button> <a class="button" href="%2$s">%3$s</a></p>',
			esc_html__( 'Delete', 'tresen-wishlist' ),
			esc_url( self::list_url( $wishlist ) ),
			esc_html__( 'Cancel', 'tresen-wishlist' )
		);
		return $out . '</form></section>';
	}

	/**
	 * One page of a list as the wishlist page's script gets it (the same
	 * content as the HTML: names as text, price and image as the server's
	 * escaped HTML). Owners get the ids their controls need.
	 *
	 * @param WishlistRow $wishlist List.
	 * @param bool        $owner    Whether the visitor owns it.
	 * @param int         $page     Page (1-based).
	 * @param int|null    $per_page Items per page (0: all; null: the shop's setting).
	 * @return array<string, mixed>
	 */
	public static function view( array $wishlist, bool $owner, int $page = 1, ?int $per_page = null ): array {
		$total  = Store::count_items( $wishlist['id'] );
		$paging = self::paging( $total, $page, $per_page ?? Settings::per_page() );
		$items  = array();
		foreach ( Store::items( $wishlist['id'], $paging['page'], $paging['per_page'] ) as $item ) {
			$product = wc_get_product( $item['product_id'] );
			if ( ! $product instanceof \WC_Product || 'publish' !== get_post_status( $item['original_product_id'] > 0 ? $item['original_product_id'] : $item['product_id'] ) ) {
				continue;
			}
			$items[] = array(
				'id'        => $item['id'],
				'productId' => $item['product_id'],
				'name'      => $product->get_name(),
				'link'      => (string) $product->get_permalink(),
				'image'     => $product->get_image( 'woocommerce_thumbnail', array( 'alt' => '' ) ),
				'price'     => self::price( $product ),
				'inStock'   => $product->is_in_stock(),
				'quantity'  => $item['quantity'],
				'cart'      => self::cart_link( $product, $item, $wishlist, $owner ),
			);
		}
		$urls = array();
		for ( $n = 1; $n <= $paging['pages']; $n++ ) {
			$urls[] = self::page_url( $wishlist, $n );
		}
		return array(
			'id'       => $owner ? $wishlist['id'] : 0,
			'token'    => $wishlist['token'],
			'name'     => $wishlist['name'],
			'privacy'  => $wishlist['privacy'],
			'owner'    => $owner,
			'layout'   => Settings::layout(),
			'shareUrl' => self::list_url( $wishlist ),
			'page'     => $paging['page'],
			'pages'    => $paging['pages'],
			'perPage'  => $paging['per_page'],
			'pageUrls' => $urls,
			'items'    => $items,
		);
	}

	/**
	 * Lists as the script gets them (`user_wishlists`).
	 *
	 * @param array<int, WishlistRow> $lists      Lists.
	 * @param int                     $product_id Product the add URLs are for (0: none).
	 * @return array<int, array<string, mixed>>
	 */
	public static function user_wishlists( array $lists, int $product_id = 0 ): array {
		$out = array();
		foreach ( $lists as $list ) {
			$out[] = array(
				'id'                       => $list['id'],
				'token'                    => $list['token'],
				'wishlist_name'            => $list['name'],
				'privacy'                  => $list['privacy'],
				'is_default'               => 1 === $list['is_default'],
				'url'                      => self::list_url( $list ),
				'items'                    => Store::count_items( $list['id'] ),
				'add_to_this_wishlist_url' => $product_id > 0 ? add_query_arg(
					array(
						'add_to_wishlist' => $product_id,
						'wishlist_id'     => $list['id'],
						'_wishlist_nonce' => wp_create_nonce( Ajax::NONCE ),
					),
					self::list_url( null )
				) : '',
			);
		}
		return $out;
	}
}

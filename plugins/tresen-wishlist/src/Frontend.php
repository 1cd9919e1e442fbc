<?php
/**
 * The storefront side: add buttons on shop lists and product pages, the
 * wishlist page, the script (only where a button or a list is), removal
 * after add to cart, and the notes beside a list's prices.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

use Tresen\Common\V5\Assets;
use Tresen\Common\V5\CrossSite;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks of the storefront.
 */
final class Frontend {

	/**
	 * Whether the script is needed on this page.
	 *
	 * @var bool
	 */
	private static $needed = false;

	/**
	 * Why the last form post on the wishlist page failed ('' for none), shown on the page.
	 *
	 * @var string
	 */
	private static $form_error = '';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_intent_loader' ) );
		add_action( 'wp_default_scripts', array( self::class, 'register_intent_loader' ) );
		add_action( 'woocommerce_after_shop_loop_item', array( self::class, 'loop_button' ), 15 );
		add_action( 'woocommerce_after_add_to_cart_form', array( self::class, 'summary_button' ), 10 );
		add_action( 'woocommerce_product_thumbnails', array( self::class, 'gallery_button' ), 30 );
		add_filter( 'the_content', array( self::class, 'page_content' ), 20 );
		add_action( 'template_redirect', array( self::class, 'wishlist_page' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'maybe_enqueue' ), 20 );
		// Priority 0: before WordPress decides which footer styles to print inline (wp_maybe_inline_styles, 1).
		add_action( 'wp_footer', array( self::class, 'late_enqueue' ), 0 );
		add_action( 'woocommerce_add_to_cart', array( self::class, 'after_add_to_cart' ), 20, 4 );
		add_action( 'tresen_wishlist_after_item_price', array( self::class, 'price_notes' ) );
		add_filter( 'tresen_wishlist_count', array( self::class, 'count_filter' ) );
		YithCompat::register();
	}

	/** Handle of the suite's shared intent loader (webpack.config.js, `INTENT_LOADER`). */
	public const INTENT_LOADER = 'tresen-intent-1';

	/**
	 * Registers the suite's shared intent loader (`build/intent-loader.js`,
	 * the same file in every package that ships it) unless another Tresen
	 * package did so first: the first loaded wins, so this plugin works
	 * alone. Its entries that load code on intent name it in their `.asset.php`.
	 *
	 * @param mixed $scripts The script registry being set up (`wp_default_scripts`), or nothing.
	 */
	public static function register_intent_loader( $scripts = null ): void {
		$scripts = $scripts instanceof \WP_Scripts ? $scripts : wp_scripts();
		$assets  = self::assets();
		if ( isset( $scripts->registered[ self::INTENT_LOADER ] ) || ! $assets->exists( 'intent-loader' ) ) {
			return;
		}
		$asset = $assets->asset( 'intent-loader' );
		$scripts->add( self::INTENT_LOADER, $assets->url( 'build/intent-loader.js' ), array(), $asset['version'] );
		$scripts->add_data( self::INTENT_LOADER, 'group', 1 );
		$scripts->add_data( self::INTENT_LOADER, 'strategy', 'defer' );
	}

	/**
	 * The plugin's asset helper.
	 */
	public static function assets(): Assets {
		return Assets::for_plugin( TRESEN_WISHLIST_FILE, Plugin::DOMAIN );
	}

	/**
	 * Whether this request shows the wishlist page.
	 */
	public static function is_wishlist_page(): bool {
		$page_id = Plugin::page_id();
		return $page_id > 0 && is_page( $page_id );
	}

	/**
	 * Button in the shop list.
	 */
	public static function loop_button(): void {
		global $product;
		if ( $product instanceof \WC_Product ) {
			self::$needed = true;
			echo Render::button( $product, 'loop' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
	}

	/**
	 * Button below the add-to-cart form.
	 */
	public static function summary_button(): void {
		global $product;
		if ( 'summary' === Settings::button_position() && $product instanceof \WC_Product && is_product() ) {
			self::$needed = true;
			echo Render::button( $product, 'summary' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
	}

	/**
	 * Button on the product images.
	 */
	public static function gallery_button(): void {
		global $product;
		if ( 'gallery' === Settings::button_position() && $product instanceof \WC_Product && is_product() ) {
			self::$needed = true;
			echo Render::button( $product, 'gallery' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
	}

	/**
	 * The list a request for the wishlist page shows: `?wishlist=TOKEN`, else the visitor's default list.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function requested_list(): ?array {
		$token = isset( $_GET['wishlist'] ) && is_string( $_GET['wishlist'] ) ? strtoupper( sanitize_text_field( wp_unslash( $_GET['wishlist'] ) ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a link, read only.
		if ( '' !== $token ) {
			return Store::by_token( $token );
		}
		return Store::default_list( Visitor::current(), false );
	}

	/**
	 * The wishlist page is per visitor: never cached. A link without
	 * JavaScript (`add_to_wishlist`, with the visitor's nonce) adds a product;
	 * the confirmation page's form post deletes a list (delete_form()).
	 */
	public static function wishlist_page(): void {
		self::$form_error = '';
		if ( ! self::is_wishlist_page() ) {
			return;
		}
		self::$needed = true;
		nocache_headers();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked right here.
		if ( isset( $_GET['add_to_wishlist'] ) ) {
			// A write by link: only with the visitor's nonce and not from another website; otherwise nothing is added and the page says why.
			$nonce = isset( $_GET['_wishlist_nonce'] ) && is_string( $_GET['_wishlist_nonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wishlist_nonce'] ) ) : '';
			if ( CrossSite::request() ) {
				self::form_failed( __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-wishlist' ), 403 );
			} elseif ( ! is_string( $_GET['add_to_wishlist'] ) || ! wp_verify_nonce( $nonce, Ajax::NONCE ) ) {
				self::form_failed( __( 'The product was not added: the link has no valid security code. Please use the heart button on the product.', 'tresen-wishlist' ), 403 );
			} else {
				$product = wc_get_product( absint( $_GET['add_to_wishlist'] ) );
				$visitor = Visitor::current( true );
				$list    = isset( $_GET['wishlist_id'] ) && is_string( $_GET['wishlist_id'] ) ? Store::by_id( absint( $_GET['wishlist_id'] ) ) : Store::default_list( $visitor, true );
				$list    = null !== $list && $visitor->owns( $list ) ? $list : null;
				if ( $product instanceof \WC_Product && Ajax::visible( $product ) && null !== $list && null === Store::find_item( (int) $list['id'], $product->get_id() ) ) {
					Store::add_item( (int) $list['id'], $product->get_id(), $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id(), 1 );
					Visitor::remember_count( Store::count( $visitor ) );
				}
				wp_safe_redirect( null !== $list ? Render::list_url( $list ) : Render::list_url( null ) );
				exit;
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'] && isset( $_POST['tresen_wishlist_form'] ) && 'delete_wishlist' === $_POST['tresen_wishlist_form'] ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- delete_form() checks the nonce.
			$redirect = self::delete_form();
			if ( null !== $redirect ) {
				wp_safe_redirect( $redirect, 303 );
				exit;
			}
		}
		// The page is this visitor's alone: its count cookie is set from the lists now, so the
		// header's badge takes it without a request (body class `wishlist-count-fresh`, read by the theme).
		Visitor::remember_count( Store::count( Visitor::current() ) );
		add_filter( 'body_class', array( self::class, 'fresh_count_class' ) );
	}

	/**
	 * Body class of the wishlist page: the count cookie was set in this response.
	 *
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public static function fresh_count_class( $classes ): array {
		$classes   = (array) $classes;
		$classes[] = 'wishlist-count-fresh';
		return $classes;
	}

	/**
	 * The form post of the confirmation page (deleting a list without
	 * JavaScript): another website's post, a bad nonce or another visitor's
	 * list is refused (403), the owner's rules as for the ajax action (400);
	 * the reason shows on the page. Returns where to go after a deletion.
	 */
	public static function delete_form(): ?string {
		$visitor = Visitor::current();
		if ( CrossSite::request() ) {
			self::form_failed( __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-wishlist' ), 403 );
			return null;
		}
		$nonce = isset( $_POST['_wishlist_nonce'] ) && is_string( $_POST['_wishlist_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wishlist_nonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, Ajax::NONCE ) ) {
			self::form_failed( __( 'Your session has expired. Please reload the page and try again.', 'tresen-wishlist' ), 403 );
			return null;
		}
		$id   = isset( $_POST['wishlist_id'] ) && is_string( $_POST['wishlist_id'] ) ? absint( $_POST['wishlist_id'] ) : 0;
		$list = Store::by_id( $id );
		if ( null === $list || ! $visitor->owns( $list ) ) {
			self::form_failed( __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' ), 403 );
			return null;
		}
		$next    = isset( $_POST['new_default'] ) && is_string( $_POST['new_default'] ) ? absint( $_POST['new_default'] ) : 0;
		$problem = Store::delete_owned( $visitor, $list, $next > 0 ? $next : null );
		if ( null !== $problem ) {
			self::form_failed( $problem, 400 );
			return null;
		}
		Visitor::remember_count( Store::count( $visitor ) );
		return add_query_arg( 'wishlist_deleted', '1', Render::list_url( Store::default_list( $visitor, false ) ) );
	}

	/**
	 * Keeps a form post's failure for the page and sets its status.
	 *
	 * @param string $message German message.
	 * @param int    $status  HTTP status.
	 */
	private static function form_failed( string $message, int $status ): void {
		self::$form_error = $message;
		status_header( $status );
	}

	/**
	 * The page that asks before a list is deleted (`?wishlist_delete=TOKEN`,
	 * the management table's link without JavaScript). Only the owner gets
	 * the form; the last list cannot be deleted.
	 *
	 * @param Visitor $visitor Visitor.
	 * @param string  $token   Token of the list.
	 */
	private static function delete_confirmation( Visitor $visitor, string $token ): string {
		$list = Store::by_token( strtoupper( $token ) );
		$back = sprintf( '<p><a class="button" href="%1$s">%2$s</a></p>', esc_url( Render::list_url( null ) ), esc_html__( 'Back to your wishlists', 'tresen-wishlist' ) );
		if ( null === $list || ! $visitor->owns( $list ) ) {
			$message = '' !== self::$form_error ? self::$form_error : __( 'This wishlist was not found or you may not change it.', 'tresen-wishlist' );
			return '<p class="woocommerce-error tresen-wishlist__error" role="alert">' . esc_html( $message ) . '</p>' . $back;
		}
		$others = Ajax::others( $visitor, $list );
		if ( ! $others ) {
			return '<p class="woocommerce-info tresen-wishlist__error" role="alert">' . esc_html__( 'This is your only wishlist, so it cannot be deleted. Remove its products instead.', 'tresen-wishlist' ) . '</p>' . $back;
		}
		return Render::delete_confirmation( $list, $others, self::$form_error );
	}

	/**
	 * Puts the list (and, for its owner, the management table) on the wishlist page.
	 *
	 * @param string $content Page content.
	 */
	public static function page_content( $content ): string {
		$content = (string) $content;
		if ( ! self::is_wishlist_page() || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		$visitor = Visitor::current();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- links, read only.
		if ( isset( $_GET['wishlist_delete'] ) && is_string( $_GET['wishlist_delete'] ) ) {
			return $content . self::delete_confirmation( $visitor, sanitize_text_field( wp_unslash( $_GET['wishlist_delete'] ) ) );
		}
		$notice = '';
		if ( isset( $_GET['wishlist_deleted'] ) ) {
			$notice = '<p class="woocommerce-message tresen-wishlist__notice" role="status">' . esc_html__( 'The wishlist was deleted.', 'tresen-wishlist' ) . '</p>';
		}
		if ( '' !== self::$form_error ) {
			$notice .= '<p class="woocommerce-error tresen-wishlist__error" role="alert">' . esc_html( self::$form_error ) . '</p>';
		}
		$content .= $notice;
		$list     = self::requested_list();
		$asked    = isset( $_GET['wishlist'] );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( null === $list || ! $visitor->can_view( $list ) ) {
			if ( $asked ) {
				return $content . '<p class="woocommerce-info tresen-wishlist__missing">' . esc_html__( 'This wishlist is private or does not exist.', 'tresen-wishlist' ) . '</p>';
			}
			return $content . '<section class="tresen-wishlist tresen-wishlist--none"><p class="tresen-wishlist__empty">' . esc_html__( 'Your wishlist is empty. Tap the heart on a product to keep it here.', 'tresen-wishlist' ) . '</p></section>';
		}
		$owner = $visitor->owns( $list );
		$page  = isset( $_GET['wishlist_page'] ) && is_string( $_GET['wishlist_page'] ) ? absint( $_GET['wishlist_page'] ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a link, read only.
		$out   = '';
		if ( $owner ) {
			$out .= Render::manage( Store::lists_of( $visitor ), (string) $list['token'] );
		}
		$out .= Render::wishlist( $list, $owner, $owner ? Ajax::others( $visitor, $list ) : array(), false, max( 1, $page ) );
		if ( ! $owner ) {
			$out = '<p class="tresen-wishlist__readonly">' . esc_html__( 'You are looking at a wishlist someone shared with you.', 'tresen-wishlist' ) . '</p>' . $out;
		}
		$nonce = $owner ? wp_create_nonce( Ajax::NONCE ) : '';
		// What the page's script starts from (this page is never cached; see wishlist_page()).
		$data = array(
			'nonce' => $nonce,
			'lists' => $owner ? Render::user_wishlists( Store::lists_of( $visitor ) ) : array(),
			'view'  => Render::view( $list, $owner, max( 1, $page ) ),
		);
		$json = (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE );
		return $content . '<div class="tresen-wishlist-page"' . ( $owner ? sprintf( ' data-nonce="%s"', esc_attr( $nonce ) ) : '' ) . '>' . $out
			. '<script type="application/json" class="tresen-wishlist-data">' . $json . '</script></div>';
	}

	/**
	 * Enqueues the script early on pages known to have buttons or a list.
	 */
	public static function maybe_enqueue(): void {
		if ( self::is_wishlist_page() || is_product() || is_shop() || is_product_taxonomy() ) {
			self::enqueue();
		}
		if ( self::is_wishlist_page() && self::assets()->exists( 'wishlist-page' ) ) {
			// The list page's controls (React, with WordPress's React as dependencies): this page only.
			self::assets()->enqueue( 'wishlist-page' );
		}
	}

	/**
	 * Enqueues the script in the footer when a button was printed elsewhere (blocks, shortcodes).
	 */
	public static function late_enqueue(): void {
		if ( self::$needed ) {
			self::enqueue();
		}
	}

	/**
	 * Enqueues the button script and its settings once. The buttons' code
	 * (`wishlist-button`) and the popup (its own script, with WordPress's
	 * React) are only registered: the button script loads the first on
	 * intent, the buttons' code the popup on the first click, from the
	 * addresses in the settings.
	 */
	public static function enqueue(): void {
		$assets = self::assets();
		$handle = $assets->handle( 'wishlist' );
		if ( wp_script_is( $handle, 'enqueued' ) || ! $assets->exists( 'wishlist' ) ) {
			return;
		}
		$assets->enqueue( 'wishlist' );
		$popup  = $assets->exists( 'wishlist-popup' ) ? $assets->register( 'wishlist-popup' ) : '';
		$known  = $assets->exists( 'wishlist-known' ) ? $assets->register( 'wishlist-known' ) : '';
		$button = $assets->exists( 'wishlist-button' ) ? $assets->register( 'wishlist-button' ) : '';
		$styles = array();
		if ( '' !== $popup ) {
			foreach ( array( $popup ) as $style ) {
				$dep = wp_styles()->query( $style );
				if ( $dep instanceof \_WP_Dependency && is_string( $dep->src ) && '' !== $dep->src ) {
					$styles[] = (string) add_query_arg( 'ver', (string) $dep->ver, $dep->src );
				}
			}
		}
		$assets->settings(
			$handle,
			'tresenWishlist',
			Plugin::settings() + array(
				'popupScripts'  => '' !== $popup ? self::script_chain( array( $popup ) ) : array(),
				'popupStyles'   => $styles,
				'knownScripts'  => '' !== $known ? self::script_chain( array( $known ) ) : array(),
				// The buttons' code, loaded by the entry on intent (at once when jQuery is on the page).
				'buttonScripts' => '' !== $button ? self::script_chain( array( $button ) ) : array(),
			)
		);
	}

	/**
	 * Scripts in load order (the handles with every dependency), with the
	 * inline code WordPress would print before (translations included) and
	 * after each, for loading on intent. The browser skips those already on the page.
	 *
	 * @param array<int, string> $handles Handles.
	 * @return array<int, array{src: string, before: string, after: string}>
	 */
	public static function script_chain( array $handles ): array {
		$scripts        = wp_scripts();
		$saved          = $scripts->to_do;
		$scripts->to_do = array();
		$scripts->all_deps( $handles );
		$order          = (array) $scripts->to_do;
		$scripts->to_do = $saved;
		$out            = array();
		// @phpstan-ignore foreach.emptyArray (all_deps() fills to_do)
		foreach ( $order as $handle ) {
			$dep = $scripts->query( $handle );
			if ( ! $dep instanceof \_WP_Dependency || ! is_string( $dep->src ) || '' === $dep->src ) {
				continue;
			}
			$src = $dep->src;
			if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
				$src = $scripts->base_url . $src;
			}
			$ver          = null === $dep->ver ? '' : ( false === $dep->ver ? (string) $scripts->default_version : (string) $dep->ver );
			$translations = $scripts->print_translations( $handle, false );
			$before       = array_filter( (array) $scripts->get_data( $handle, 'before' ), 'is_string' );
			if ( is_string( $translations ) && '' !== $translations ) {
				array_unshift( $before, $translations );
			}
			$out[] = array(
				'src'    => '' === $ver ? $src : add_query_arg( 'ver', $ver, $src ),
				'before' => implode( "\n", $before ),
				'after'  => implode( "\n", array_filter( (array) $scripts->get_data( $handle, 'after' ), 'is_string' ) ),
			);
		}
		return $out;
	}

	/**
	 * After an add to cart from the wishlist (`remove_from_wishlist_after_add_to_cart`
	 * and `wishlist_id` sent along): removes the item when the setting is on
	 * and the visitor owns the list.
	 *
	 * @param string $cart_item_key Cart item key.
	 * @param int    $product_id    Product id.
	 * @param int    $quantity      Quantity.
	 * @param int    $variation_id  Variation id.
	 */
	public static function after_add_to_cart( $cart_item_key, $product_id, $quantity, $variation_id ): void {
		unset( $cart_item_key, $quantity );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked right here.
		if ( ! Settings::remove_after_add_to_cart() || ! isset( $_REQUEST['remove_from_wishlist_after_add_to_cart'], $_REQUEST['wishlist_id'], $_REQUEST['_wishlist_nonce'] ) ) {
			return;
		}
		if ( ! is_string( $_REQUEST['_wishlist_nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_REQUEST['_wishlist_nonce'] ) ), Ajax::NONCE ) ) {
			return;
		}
		$item_id = is_scalar( $_REQUEST['remove_from_wishlist_after_add_to_cart'] ) ? absint( $_REQUEST['remove_from_wishlist_after_add_to_cart'] ) : 0;
		$list_id = is_scalar( $_REQUEST['wishlist_id'] ) ? absint( $_REQUEST['wishlist_id'] ) : 0;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$item    = Store::item( $item_id );
		$list    = Store::by_id( $list_id );
		$visitor = Visitor::current();
		if ( null === $item || null === $list || $item['wishlist_id'] !== $list['id'] || ! $visitor->owns( $list ) ) {
			return;
		}
		if ( ! in_array( $item['product_id'], array( (int) $product_id, (int) $variation_id ), true ) ) {
			return;
		}
		Store::remove_item( $item['id'] );
		Visitor::remember_count( Store::count( $visitor ) );
	}

	/**
	 * Unit price and age notice beside a price on the list, from the suite's
	 * unit price and legal plugins when they are active (their documented
	 * accessors; nothing read from their meta).
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	public static function price_notes( $product ): void {
		if ( ! $product instanceof \WC_Product ) {
			return;
		}
		$unit = '\\Tresen\\UnitPrice\\UnitPrice';
		if ( is_callable( array( $unit, 'html' ) ) && ! $product->is_type( 'variable' ) ) {
			$html = (string) call_user_func( array( $unit, 'html' ), $product );
			if ( '' !== $html ) {
				echo '<span class="price-unit">' . wp_kses_post( $html ) . '</span>';
			}
		}
		$age = '\\Tresen\\Legal\\AgeNotice';
		if ( is_callable( array( $age, 'html' ) ) ) {
			echo wp_kses_post( (string) call_user_func( array( $age, 'html' ), $product ) );
		}
	}

	/**
	 * `tresen_wishlist_count`: the number of items on the current visitor's lists.
	 *
	 * @param mixed $count Count so far.
	 */
	public static function count_filter( $count ): int {
		unset( $count );
		return Store::count( Visitor::current() );
	}
}

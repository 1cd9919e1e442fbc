<?php
/**
 * Quick view from shop lists: a "Schnellansicht" link under each product
 * (to the product page without JavaScript) on the pages that load its script, and `POST admin-ajax.php`
 * action `flatsome_quickview` (field `product`) answering the product's
 * HTML: gallery and the product page's summary (price, unit price, deposit,
 * age notice, variations, add to cart). A product that is not published and
 * visible is never rendered. The dialog (React) loads on the first click.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\QuickView;

use Tresen\Storefront\Feature;
use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Quick view endpoint, button and script.
 */
final class QuickView implements Feature {

	public const ACTION = 'flatsome_quickview';
	public const ENTRY  = 'quick-view';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'respond' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'respond' ) );
		add_action( 'woocommerce_after_shop_loop_item', array( self::class, 'button' ), 15 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
	}

	/**
	 * Whether this page lists products (where the button is).
	 */
	private static function lists_products(): bool {
		return function_exists( 'is_shop' ) && ( is_shop() || is_product_taxonomy() || is_search() || is_front_page() );
	}

	/**
	 * Enqueues the small click handler where products are listed.
	 */
	public function enqueue(): void {
		if ( is_admin() || ! Plugin::has_woocommerce() || ! self::lists_products() ) {
			return;
		}
		$assets = Plugin::assets();
		if ( null === $assets || ! $assets->exists( self::ENTRY ) ) {
			return;
		}
		$handle = $assets->enqueue( self::ENTRY );
		// The unit price plugin refreshes prices in the product HTML the quick view brings: its
		// script comes with the first quick view (not with the list); without the filter's
		// answer (another version of the plugin) it comes with the page.
		$unit_price = apply_filters( 'tresen_unit_price_script', null );
		if ( ! is_array( $unit_price ) ) {
			do_action( 'tresen_unit_price_enqueue' );
			$unit_price = null;
		}
		$assets->settings(
			$handle,
			'tresenQuickView',
			array(
				'ajaxUrl'    => admin_url( 'admin-ajax.php' ),
				'action'     => self::ACTION,
				'publicPath' => Plugin::url( 'build/' ),
				// WordPress's React, loaded on the first click only.
				'react'      => Plugin::script_chain( array( 'react-jsx-runtime', 'wp-element' ) ),
				// The unit price plugin's script, settings and loading style (null: on the page already).
				'unitPrice'  => $unit_price,
			)
		);
	}

	/**
	 * The quick view link of the current product in a list — only on the
	 * pages whose script opens it (shop, categories, search, front page), not
	 * under related products, cross-sells or a shortcode elsewhere, where it
	 * would only be a second link to the product page.
	 */
	public static function button(): void {
		global $product;
		if ( ! $product instanceof \WC_Product || wp_doing_ajax() || ! self::lists_products() ) {
			return;
		}
		printf(
			'<a href="%1$s" class="tresen-quick-view-button" data-prod="%2$d" data-name="%4$s" aria-haspopup="dialog" aria-label="%3$s: %4$s">%3$s</a>',
			esc_url( $product->get_permalink() ),
			(int) $product->get_id(),
			esc_html__( 'Quick view', 'tresen-storefront' ),
			esc_attr( $product->get_name() )
		);
	}

	/**
	 * The product for a quick view, or null when it may not be shown.
	 *
	 * @param mixed $id Posted id.
	 */
	public static function product( $id ): ?\WC_Product {
		if ( ! is_scalar( $id ) || ! ctype_digit( (string) $id ) ) {
			return null;
		}
		$product = wc_get_product( (int) $id );
		if ( ! $product instanceof \WC_Product || $product->is_type( 'variation' ) ) {
			return null;
		}
		if ( 'publish' !== $product->get_status() || ! $product->is_visible() || post_password_required( $product->get_id() ) ) {
			return null;
		}
		return $product;
	}

	/**
	 * The quick view's HTML.
	 *
	 * @param \WC_Product $product Product.
	 */
	public static function html( \WC_Product $product ): string {
		global $post;
		$previous_post    = $post;
		$previous_product = $GLOBALS['product'] ?? null;
		$post             = get_post( $product->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's templates read the loop globals.
		setup_postdata( $post );
		$GLOBALS['product'] = $product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's global.
		ob_start();
		echo '<div id="product-' . (int) $product->get_id() . '" class="' . esc_attr( implode( ' ', wc_get_product_class( 'product tresen-quick-view__product', $product ) ) ) . '">';
		woocommerce_show_product_images();
		echo '<div class="summary entry-summary">';
		// The dialog's heading names the product; the page's h1 stays the page's.
		$title = has_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_title' );
		if ( false !== $title ) {
			remove_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_title', (int) $title );
		}
		/** This action is documented in WooCommerce's content-single-product.php. */
		do_action( 'woocommerce_single_product_summary' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		if ( false !== $title ) {
			add_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_title', (int) $title );
		}
		echo '</div></div>';
		$html               = (string) ob_get_clean();
		$post               = $previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['product'] = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's global.
		wp_reset_postdata();
		return $html;
	}

	/**
	 * Answers `flatsome_quickview`.
	 */
	public static function respond(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- reads public product data only.
		$product = self::product( isset( $_POST['product'] ) ? wp_unslash( $_POST['product'] ) : null );
		nocache_headers();
		if ( null === $product ) {
			status_header( 404 );
			header( 'Content-Type: text/html; charset=UTF-8' );
			echo '<p class="tresen-quick-view__error">' . esc_html__( 'This product cannot be shown. Perhaps it is no longer available.', 'tresen-storefront' ) . '</p>';
			wp_die( '', '', array( 'response' => 404 ) );
		}
		header( 'Content-Type: text/html; charset=UTF-8' );
		echo self::html( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's templates escape their output.
		wp_die();
	}
}

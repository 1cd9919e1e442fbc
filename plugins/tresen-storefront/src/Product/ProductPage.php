<?php
/**
 * The product page, owned by the storefront plugin: WooCommerce's `wc-single-product`
 * (tabs, rating, gallery; jQuery) replaced by build/product.js, and a theme's
 * support for WooCommerce's jQuery zoom, slider and lightbox withdrawn. The review
 * form's rating becomes a group of five radios ("1 von 5 Sternen" …), which
 * works without JavaScript; a sticky add-to-cart bar is printed hidden for
 * the script to show.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Product;

use Tresen\Storefront\Feature;
use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Product page scripts and markup.
 */
final class ProductPage implements Feature {

	/**
	 * Entry name of the bundle (client/product).
	 */
	public const ENTRY = 'product';

	/**
	 * WooCommerce's product page script, replaced by ours.
	 */
	public const REPLACED_HANDLES = array( 'wc-single-product' );

	/**
	 * Theme supports of WooCommerce's jQuery gallery that the plugin's gallery replaces.
	 */
	public const GALLERY_SUPPORTS = array( 'wc-product-gallery-zoom', 'wc-product-gallery-slider', 'wc-product-gallery-lightbox' );

	/**
	 * The quantity the sticky bar's unit price follows: the product form's
	 * (the Jest test of the unit price observer uses this same selector).
	 */
	public const STICKY_BAR_QUANTITY = 'form.cart input.qty';

	/**
	 * Query argument that says a review came back without stars.
	 */
	public const RATING_MISSING_ARG = 'tresen_rating';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
		// After the theme and WooCommerce's support for it (Twenty Twenty-One's) declared theirs.
		add_action( 'after_setup_theme', array( self::class, 'own_gallery' ), 100 );
		add_filter( 'woocommerce_product_review_comment_form_args', array( self::class, 'rating_radios' ), 20 );
		// Before WooCommerce's own check (priority 0), which ends on a wp_die() page.
		add_filter( 'preprocess_comment', array( self::class, 'refuse_empty_rating' ), -1 );
		add_action( 'wp_footer', array( $this, 'sticky_bar' ), 5 );
		add_filter( 'tresen_unit_price_observer', array( self::class, 'observe_sticky_bar' ) );
	}

	/**
	 * The unit price plugin also refreshes the sticky bar's unit price, for the
	 * product form's quantity (the bar has none; the observer finds the form's
	 * on the page) and, for a variable product, the form's chosen variation.
	 *
	 * @param mixed $settings The refresh script's settings.
	 * @return mixed
	 */
	public static function observe_sticky_bar( $settings ) {
		if ( ! is_array( $settings ) || ! isset( $settings['wrapper'], $settings['priceSelector'] ) || ! is_array( $settings['priceSelector'] ) ) {
			return $settings;
		}
		$settings['wrapper']                                     = $settings['wrapper'] . ', .tresen-sticky-cart';
		$settings['priceSelector']['.tresen-sticky-cart .price'] = array(
			'is_total_price'      => false,
			'is_primary_selector' => false,
			'quantity_selector'   => self::STICKY_BAR_QUANTITY,
		);
		return $settings;
	}

	/**
	 * The product gallery is the plugin's (its lightbox from WooCommerce's image
	 * markup, build/product.js): a theme's support for WooCommerce's zoom,
	 * slider and lightbox (Twenty Twenty-One declares all three) would bring
	 * their jQuery scripts (wc-zoom, wc-flexslider, wc-photoswipe) to the
	 * product page, so it is withdrawn. Without our build WooCommerce's stay.
	 */
	public static function own_gallery(): void {
		$assets = Plugin::assets();
		if ( null === $assets || ! $assets->exists( self::ENTRY ) ) {
			return;
		}
		foreach ( self::GALLERY_SUPPORTS as $feature ) {
			remove_theme_support( $feature );
		}
	}

	/**
	 * Address of PhotoSwipe's stylesheet (build/lightbox-style.css), versioned by its
	 * modification time; '' before the build.
	 */
	public static function lightbox_css(): string {
		$file = Plugin::path( 'build/lightbox-style.css' );
		if ( ! is_readable( $file ) ) {
			return '';
		}
		return add_query_arg( 'ver', (string) filemtime( $file ), Plugin::url( 'build/lightbox-style.css' ) );
	}

	/**
	 * Enqueues the bundle on product pages and replaces WooCommerce's script.
	 */
	public function enqueue(): void {
		if ( is_admin() || ! Plugin::has_woocommerce() || ! is_product() ) {
			return;
		}
		$assets = Plugin::assets();
		if ( null === $assets || ! $assets->exists( self::ENTRY ) ) {
			return; // Without our build WooCommerce's own script keeps working.
		}
		$handle = $assets->enqueue( self::ENTRY );
		$assets->settings(
			$handle,
			'tresenProduct',
			array(
				// The lightbox chunk loads from here when an optimizer moved product.js.
				'publicPath'  => Plugin::url( 'build/' ),
				// PhotoSwipe's stylesheet, added by the lightbox chunk on the first open.
				'lightboxCss' => self::lightbox_css(),
			)
		);
		Plugin::replace_scripts( self::REPLACED_HANDLES, $handle );
	}

	/**
	 * The review form's rating as five radios in a fieldset instead of a select.
	 *
	 * @param mixed $args comment_form() arguments.
	 * @return mixed
	 */
	public static function rating_radios( $args ) {
		if ( ! is_array( $args ) || ! isset( $args['comment_field'] ) || ! is_string( $args['comment_field'] ) ) {
			return $args;
		}
		// The browser's own check of the required stars works without JavaScript.
		$args['novalidate']    = false;
		$args['comment_field'] = (string) preg_replace_callback(
			'#<div class="comment-form-rating">.*?</select>\s*</div>#s',
			static fn() => self::rating_html( function_exists( 'wc_review_ratings_required' ) && wc_review_ratings_required(), self::rating_missing() ),
			$args['comment_field'],
			1
		);
		return $args;
	}

	/**
	 * Whether the page was reached after a review sent without stars
	 * (`?tresen_rating=missing`; the same page for everyone with that address).
	 */
	public static function rating_missing(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display flag, nothing changes.
		return isset( $_GET[ self::RATING_MISSING_ARG ] ) && 'missing' === $_GET[ self::RATING_MISSING_ARG ];
	}

	/**
	 * The rating group.
	 *
	 * @param bool $required Whether a rating is required.
	 * @param bool $missing  Whether a review just came back without one (shows the error).
	 */
	public static function rating_html( bool $required, bool $missing = false ): string {
		$stars = '';
		for ( $i = 1; $i <= 5; $i++ ) {
			$stars .= sprintf(
				'<input type="radio" name="rating" value="%1$d" id="rating-%1$d"%2$s%4$s><label for="rating-%1$d" title="%3$s"><span aria-hidden="true">★</span><span class="screen-reader-text">%3$s</span></label>',
				$i,
				$required ? ' required' : '',
				/* translators: %d: number of stars, 1 to 5. */
				esc_attr( sprintf( _n( '%d of 5 stars', '%d of 5 stars', $i, 'tresen-storefront' ), $i ) ),
				$missing ? ' aria-invalid="true" aria-describedby="tresen-rating-error"' : ''
			);
		}
		return sprintf(
			'<fieldset class="comment-form-rating tresen-rating"><legend>%s%s</legend><span class="tresen-stars">%s</span>%s</fieldset>',
			esc_html__( 'Your rating', 'tresen-storefront' ),
			$required ? '&nbsp;<span class="required" aria-hidden="true">*</span>' : '',
			$stars,
			$missing ? '<p class="tresen-rating__error" id="tresen-rating-error" role="alert">' . esc_html__( 'Please select a rating', 'tresen-storefront' ) . '</p>' : ''
		);
	}

	/**
	 * A product review sent without stars while the shop requires them (no
	 * JavaScript, or a browser that let it through) goes back to the review
	 * form, which says "Bitte wähle eine Bewertung", instead of WooCommerce's
	 * wp_die() page — or, since unchecked radios send no `rating` at all,
	 * instead of being saved without one.
	 *
	 * @param mixed $comment_data Comment data.
	 * @return mixed
	 */
	public static function refuse_empty_rating( $comment_data ) {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- WordPress's comment form has none; only the answer changes.
		$post_id = isset( $_POST['comment_post_ID'] ) ? absint( $_POST['comment_post_ID'] ) : 0;
		$type    = is_array( $comment_data ) && isset( $comment_data['comment_type'] ) && is_string( $comment_data['comment_type'] ) ? $comment_data['comment_type'] : '';
		if (
			is_admin()
			|| ! $post_id
			|| ! empty( $_POST['rating'] )
			|| 'product' !== get_post_type( $post_id )
			|| ! in_array( $type, array( '', 'comment', 'review' ), true )
			|| ! function_exists( 'wc_review_ratings_enabled' ) || ! wc_review_ratings_enabled()
			|| ! function_exists( 'wc_review_ratings_required' ) || ! wc_review_ratings_required()
			|| ( is_array( $comment_data ) && ! empty( $comment_data['comment_parent'] ) ) // A reply carries no rating.
		) {
			return $comment_data;
		}
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		wp_safe_redirect( add_query_arg( self::RATING_MISSING_ARG, 'missing', (string) get_permalink( $post_id ) ) . '#reviews', 303 );
		exit;
	}

	/**
	 * The sticky add-to-cart bar (hidden; the product bundle shows it).
	 */
	public function sticky_bar(): void {
		if ( ! Plugin::has_woocommerce() || ! is_product() ) {
			return;
		}
		$product = wc_get_product( get_queried_object_id() );
		if ( ! $product instanceof \WC_Product || ! $product->is_purchasable() || ! $product->is_in_stock() || $product->is_type( 'grouped' ) || $product->is_type( 'external' ) ) {
			return;
		}
		ob_start();
		// The unit price plugin's block (refreshed when the bar's price follows a chosen variation).
		do_action( 'tresen_unit_price', $product );
		$unit_price = (string) ob_get_clean();
		printf(
			'<aside class="tresen-sticky-cart" data-product_id="%6$d" aria-label="%1$s" hidden><div class="tresen-sticky-cart__inner">%2$s<span class="tresen-sticky-cart__title">%3$s</span><div class="tresen-sticky-cart__price"><span class="price">%4$s</span>%7$s</div><button type="button" class="button alt tresen-sticky-cart__add">%5$s</button></div></aside>',
			esc_attr__( 'Quick purchase', 'tresen-storefront' ),
			wp_kses_post(
				$product->get_image(
					'woocommerce_gallery_thumbnail',
					array(
						'loading' => 'lazy',
						'alt'     => '',
					)
				)
			),
			esc_html( $product->get_name() ),
			wp_kses_post( $product->get_price_html() ),
			esc_html( $product->single_add_to_cart_text() ),
			(int) $product->get_id(),
			wp_kses_post( $unit_price )
		);
	}
}

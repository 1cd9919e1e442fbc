<?php
/**
 * What German price law wants beside a price (§§ 3, 6, 7 PAngV; § 32 VerpackG):
 * "inkl. MwSt., zzgl. Versand" with a link to the shipping page, and for a
 * drink with a deposit "zzgl. 0,08 € Pfand" with the EINWEG/MEHRWEG marker,
 * at least as large as the price. The deposit is never part of the price or
 * the unit price; Deposit adds it as its own line in cart and order.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the notes in the product list, on the product page, in the mini
 * cart, the cart and the checkout summary.
 */
final class PriceNotes {

	/** Style handle of the few rules the notes need in any theme. */
	private const STYLE = 'tresen-legal-price-notes';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		// In the loop, title and price sit inside the product link: the note (which holds a
		// link itself) goes right after that link closes (priority 5), before the button (10).
		add_action( 'woocommerce_after_shop_loop_item', array( self::class, 'render_tax_info' ), 7 );
		// On the product page: right after the price (10), before the short description (20).
		add_action( 'woocommerce_single_product_summary', array( self::class, 'render_tax_info' ), 15 );
		add_action( 'woocommerce_single_product_summary', array( self::class, 'render_delivery_time' ), 16 );
		// Variations carry their drink data for scripts (see DrinkData::to_script()).
		add_filter( 'woocommerce_available_variation', array( self::class, 'variation_data' ), 10, 3 );

		// Every price of a product or variation (list, product page, variation data).
		add_filter( 'woocommerce_get_price_html', array( self::class, 'product_price_html' ), 20, 2 );
		// Unit price in the cart and mini cart; line subtotal in the cart and checkout summary.
		add_filter( 'woocommerce_cart_item_price', array( self::class, 'cart_item_price' ), 20, 2 );
		add_filter( 'woocommerce_cart_item_subtotal', array( self::class, 'cart_item_subtotal' ), 20, 2 );

		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_style' ) );
	}

	/**
	 * Echoes the tax and shipping note.
	 */
	public static function render_tax_info(): void {
		echo self::tax_info_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	}

	/**
	 * "Lieferzeit: 1–3 Werktage" on the product page.
	 */
	public static function render_delivery_time(): void {
		global $product;
		if ( ! $product instanceof \WC_Product ) {
			return;
		}
		$time = DrinkData::of( $product )->delivery_time;
		if ( '' !== $time ) {
			printf(
				'<p class="tresen-delivery-time">%1$s %2$s</p>',
				esc_html__( 'Delivery time:', 'tresen-legal' ),
				esc_html( $time )
			);
		}
	}

	/**
	 * Adds `tresen_legal` (minimum age, deposit, marker, delivery time) to a variation's data.
	 *
	 * @param array<string, mixed> $data      Variation data.
	 * @param \WC_Product          $parent    Variable product.
	 * @param \WC_Product          $variation Variation.
	 * @return array<string, mixed>
	 */
	public static function variation_data( $data, $parent, $variation ) {
		unset( $parent );
		if ( is_array( $data ) && $variation instanceof \WC_Product ) {
			$data['tresen_legal'] = DrinkData::of( $variation )->to_script();
		}
		return $data;
	}

	/**
	 * "inkl. MwSt., zzgl. Versand", linking "Versand" to the shipping page.
	 */
	public static function tax_info_html(): string {
		/**
		 * Filters the URL the note's "shipping" links to.
		 *
		 * @param string $url URL of the shipping and payment page ('' when missing).
		 */
		$url = (string) apply_filters( 'tresen_shipping_info_url', Pages::url( 'shipping' ) );
		if ( '' === $url ) {
			return '<p class="tresen-tax-info">' . esc_html__( 'incl. VAT, plus shipping', 'tresen-legal' ) . '</p>';
		}
		return '<p class="tresen-tax-info">' . sprintf(
			/* translators: %s: URL of the shipping and payment page. */
			wp_kses( __( 'incl. VAT, plus <a href="%s">shipping</a>', 'tresen-legal' ), array( 'a' => array( 'href' => array() ) ) ),
			esc_url( $url )
		) . '</p>';
	}

	/**
	 * The deposit note for an amount: marker and "zzgl. 0,08 € Pfand"; '' without deposit.
	 *
	 * @param DrinkData $data   The product's data.
	 * @param float     $amount Deposit to show (per unit, or per line).
	 */
	public static function deposit_html( DrinkData $data, float $amount ): string {
		if ( $amount <= 0 || '' === $data->deposit_type ) {
			return '';
		}
		return sprintf(
			' <span class="tresen-deposit"><span class="tresen-deposit__marker">%1$s</span> <span class="tresen-deposit__amount">%2$s</span></span>',
			esc_html( self::marker_text( $data ) ),
			sprintf(
				/* translators: %s: deposit amount, e.g. "0,08 €". */
				esc_html__( 'plus %s deposit', 'tresen-legal' ),
				wp_strip_all_tags( wc_price( $amount ) )
			)
		);
	}

	/**
	 * The packaging marker in capitals ("EINWEG", "MEHRWEG"); '' without deposit type.
	 *
	 * @param DrinkData $data The product's data.
	 */
	public static function marker_text( DrinkData $data ): string {
		if ( '' === $data->deposit_type ) {
			return '';
		}
		$marker = DrinkData::EINWEG === $data->deposit_type
			/* translators: packaging marker of § 32 VerpackG, printed in capitals. */
			? __( 'Single-use', 'tresen-legal' )
			/* translators: packaging marker of § 32 VerpackG, printed in capitals. */
			: __( 'Returnable', 'tresen-legal' );
		return function_exists( 'mb_strtoupper' ) ? mb_strtoupper( $marker ) : strtoupper( $marker );
	}

	/**
	 * "zzgl. 0,08 € Pfand" as plain text.
	 *
	 * @param float $amount Deposit.
	 */
	public static function deposit_text( float $amount ): string {
		return sprintf(
			/* translators: %s: deposit amount, e.g. "0,08 €". */
			__( 'plus %s deposit', 'tresen-legal' ),
			html_entity_decode( wp_strip_all_tags( wc_price( $amount ) ), ENT_QUOTES, 'UTF-8' )
		);
	}

	/**
	 * Adds the deposit note to a product's price.
	 *
	 * @param string      $html    Price HTML.
	 * @param \WC_Product $product Product or variation.
	 * @return string
	 */
	public static function product_price_html( $html, $product ) {
		if ( '' === (string) $html || ! $product instanceof \WC_Product ) {
			return $html;
		}
		$data = DrinkData::of( $product );
		return $html . self::deposit_html( $data, $data->deposit() );
	}

	/**
	 * Adds the per-unit deposit note to a cart item's price.
	 *
	 * @param string               $html Price HTML.
	 * @param array<string, mixed> $item Cart item.
	 * @return string
	 */
	public static function cart_item_price( $html, $item ) {
		$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
		if ( ! $product instanceof \WC_Product ) {
			return $html;
		}
		$data = DrinkData::of( $product );
		return $html . self::deposit_html( $data, $data->deposit() );
	}

	/**
	 * Adds the line's deposit (quantity × deposit) to a cart item's subtotal.
	 *
	 * @param string               $html Subtotal HTML.
	 * @param array<string, mixed> $item Cart item.
	 * @return string
	 */
	public static function cart_item_subtotal( $html, $item ) {
		$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
		if ( ! $product instanceof \WC_Product ) {
			return $html;
		}
		$data = DrinkData::of( $product );
		return $html . self::deposit_html( $data, $data->deposit() * (float) ( $item['quantity'] ?? 1 ) );
	}

	/**
	 * The few style rules the notes need, on the storefront only: the marker as
	 * large as the price it follows, the amount a little smaller. Marker and
	 * amount may stand on two lines (a two-column list on a phone is about
	 * 170 px wide), each kept whole.
	 */
	public static function enqueue_style(): void {
		wp_register_style( self::STYLE, false, array(), TRESEN_LEGAL_VERSION );
		wp_enqueue_style( self::STYLE );
		wp_add_inline_style(
			self::STYLE,
			'.tresen-deposit{display:inline-block;margin-left:.25em;font-weight:400}'
			. '.tresen-deposit__marker{display:inline-block;white-space:nowrap;padding:0 .25em;border:.125em solid currentColor;border-radius:.2em;font-size:1em;font-weight:700;line-height:1.2;letter-spacing:.03em}'
			. '.tresen-deposit__amount{font-size:.8125rem;white-space:nowrap}'
		);
	}
}

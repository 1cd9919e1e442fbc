<?php
/**
 * Three accessibility faults in WooCommerce 10.5's own markup, fixed where
 * WooCommerce lets a theme reach them (axe-core found them on real
 * WooCommerce; tests/e2e/axe.spec.ts keeps them fixed):
 *
 * - the shop list's buttons ("Ausführung wählen", "In den Warenkorb") carry an
 *   aria-label that does not contain their visible text (WCAG 2.5.3, Label in
 *   Name): the label now starts with it;
 * - the cart table's product cells are `<td scope="row">` (scope is for
 *   header cells only): the role="rowheader" they also carry stays;
 * - the checkout's section headings are h3 right under the page's h1: they
 *   become h2;
 * - the checkout's coupon toggle is named "Gib deinen Gutscheincode ein"
 *   while it reads "Klicke hier, um deinen Code einzugeben": it is named by
 *   what it reads.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\WooCommerce;

use Tresen\Theme\Feature;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Markup fixes of WooCommerce's templates.
 */
final class Accessibility implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( ! Theme::has_woocommerce() ) {
			return;
		}
		add_filter( 'woocommerce_loop_add_to_cart_args', array( $this, 'loop_button_label' ), 20, 2 );
		add_filter( 'do_shortcode_tag', array( $this, 'shortcode_markup' ), 10, 2 );
		add_filter( 'woocommerce_checkout_coupon_message', array( $this, 'coupon_toggle' ), 20 );
	}

	/**
	 * Drops the coupon toggle's aria-label, so its visible text names it.
	 *
	 * @param string $message Notice markup.
	 * @return string
	 */
	public function coupon_toggle( $message ) {
		if ( ! is_string( $message ) ) {
			return $message;
		}
		return (string) preg_replace( '#(<a\s[^>]*?)\s+aria-label="[^"]*"([^>]*\bclass="[^"]*\bshowcoupon\b)#', '$1$2', $message );
	}

	/**
	 * The loop button's accessible name starts with its visible text
	 * ("Ausführung wählen: Tresen Dry Gin 0,35 l").
	 *
	 * @param array<string, mixed> $args    Button arguments.
	 * @param mixed                $product Product.
	 * @return array<string, mixed>
	 */
	public function loop_button_label( $args, $product ): array {
		$args = (array) $args;
		if ( ! $product instanceof \WC_Product ) {
			return $args;
		}
		$visible = trim( wp_strip_all_tags( (string) $product->add_to_cart_text() ) );
		$label   = isset( $args['attributes']['aria-label'] ) ? (string) $args['attributes']['aria-label'] : '';
		if ( '' === $visible || ( '' !== $label && false !== mb_stripos( $label, $visible ) ) ) {
			return $args;
		}
		/* translators: 1: the button's text, e.g. "Ausführung wählen", 2: product name. */
		$args['attributes']['aria-label'] = sprintf( __( '%1$s: %2$s', 'tresen' ), $visible, wp_strip_all_tags( $product->get_name() ) );
		return $args;
	}

	/**
	 * Fixes the cart table's row headers and the checkout's heading levels.
	 *
	 * @param string $output Shortcode output.
	 * @param string $tag    Shortcode.
	 * @return string
	 */
	public function shortcode_markup( $output, $tag ) {
		if ( ! is_string( $output ) ) {
			return $output;
		}
		if ( 'woocommerce_cart' === $tag ) {
			return str_replace( '<td scope="row" role="rowheader"', '<td role="rowheader"', $output );
		}
		if ( 'woocommerce_checkout' === $tag ) {
			return (string) preg_replace(
				'#<h3(\s[^>]*)?>(.*?)</h3>#s',
				'<h2$1>$2</h2>',
				$output
			);
		}
		return $output;
	}
}

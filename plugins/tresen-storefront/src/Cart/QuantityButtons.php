<?php
/**
 * The − / + buttons beside quantity fields, printed by the server around
 * WooCommerce's `global/quantity-input.php` (its `woocommerce_before_` and
 * `woocommerce_after_quantity_input_field` actions): the shopper sees them
 * with the page, and the cart entry needs no script to add them at load
 * (client/cart/quantity-markup.ts still adds them to fields inserted without
 * them, e.g. fragments stored before). What they do loads on intent
 * (client/cart/quantity-buttons.ts). Without JavaScript they are not shown
 * (a `<noscript>` style), so no dead button is left.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Cart;

use Tresen\Storefront\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Server-side quantity buttons.
 */
final class QuantityButtons {

	/**
	 * WooCommerce's template of a quantity field.
	 */
	public const TEMPLATE = 'global/quantity-input.php';

	/**
	 * The template's arguments while it is printed (null outside it).
	 *
	 * @var array<string, mixed>|null
	 */
	private static $field = null;

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'woocommerce_before_template_part', array( self::class, 'enter' ), 10, 4 );
		add_action( 'woocommerce_after_template_part', array( self::class, 'leave' ), 10, 1 );
		add_action( 'woocommerce_before_quantity_input_field', array( self::class, 'minus' ) );
		add_action( 'woocommerce_after_quantity_input_field', array( self::class, 'plus' ) );
		add_action( 'wp_head', array( self::class, 'without_script' ) );
	}

	/**
	 * Remembers the quantity template's arguments.
	 *
	 * @param mixed $template_name Template name.
	 * @param mixed $template_path Template path (unused).
	 * @param mixed $located       File (unused).
	 * @param mixed $args          The template's arguments.
	 */
	public static function enter( $template_name, $template_path = '', $located = '', $args = array() ): void {
		unset( $template_path, $located );
		if ( self::TEMPLATE === $template_name ) {
			self::$field = is_array( $args ) ? $args : array();
		}
	}

	/**
	 * Forgets them after the template.
	 *
	 * @param mixed $template_name Template name.
	 */
	public static function leave( $template_name ): void {
		if ( self::TEMPLATE === $template_name ) {
			self::$field = null;
		}
	}

	/**
	 * Whether the page's scripts make the buttons work: the cart entry is on
	 * the page (or an AJAX reply goes to a page that has it: fragments, the
	 * quick view).
	 */
	public static function active(): bool {
		$assets = Plugin::assets();
		if ( null === $assets || ! $assets->exists( Cart::ENTRY ) ) {
			return false;
		}
		return wp_doing_ajax() || wp_script_is( $assets->handle( Cart::ENTRY ), 'enqueued' );
	}

	/**
	 * The button for the field being printed, '' when it gets none (no
	 * template arguments, a hidden or read-only field, as the script decides).
	 *
	 * @param string $which 'minus' or 'plus'.
	 */
	public static function button( string $which ): string {
		$field = self::$field;
		if ( null === $field || ! self::active() ) {
			return '';
		}
		$type = isset( $field['type'] ) && is_string( $field['type'] ) ? $field['type'] : 'number';
		if ( 'hidden' === $type || ! empty( $field['readonly'] ) ) {
			return '';
		}
		$id = isset( $field['input_id'] ) && is_scalar( $field['input_id'] ) ? (string) $field['input_id'] : '';
		return sprintf(
			'<button type="button" class="tresen-qty__btn tresen-qty__%1$s" aria-label="%2$s"%3$s>%4$s</button>',
			'plus' === $which ? 'plus' : 'minus',
			esc_attr( 'plus' === $which ? __( 'Increase quantity', 'tresen-storefront' ) : __( 'Decrease quantity', 'tresen-storefront' ) ),
			'' !== $id ? ' aria-controls="' . esc_attr( $id ) . '"' : '',
			'plus' === $which ? '+' : '−'
		);
	}

	/**
	 * Prints "−" before the field.
	 */
	public static function minus(): void {
		echo self::button( 'minus' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in button().
	}

	/**
	 * Prints "+" after the field.
	 */
	public static function plus(): void {
		echo self::button( 'plus' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in button().
	}

	/**
	 * Without JavaScript the buttons would do nothing: hidden then.
	 */
	public static function without_script(): void {
		if ( self::active() ) {
			echo '<noscript><style>.tresen-qty__btn{display:none}</style></noscript>' . "\n";
		}
	}
}

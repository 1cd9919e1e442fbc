<?php
/**
 * The express payment settings (on the card method's settings screen).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Express;

use Tresen\Stripe\Gateway;
use Tresen\Stripe\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the express fields to the card method's settings (WooCommerce's
 * `woocommerce_settings_api_form_fields_stripe` filter, so the card
 * gateway's own field list stays untouched) and reads them. They live in
 * the same option as the card settings, `woocommerce_stripe_settings`.
 */
final class ExpressSettings {

	/** Button types (the Express Checkout Element's Apple Pay and Google Pay buttons; default: plain). */
	public const TYPES = array( 'buy', 'default', 'book', 'donate' );

	/** Button themes. */
	public const THEMES = array( 'dark', 'light', 'light-outline' );

	/**
	 * Adds the hook.
	 */
	public static function register(): void {
		add_filter( 'woocommerce_settings_api_form_fields_' . Gateway::ID, array( self::class, 'form_fields' ) );
	}

	/**
	 * The express fields after the card's own.
	 *
	 * @param array<string, array<string, mixed>> $fields Fields.
	 * @return array<string, array<string, mixed>>
	 */
	public static function form_fields( $fields ): array {
		$fields = is_array( $fields ) ? $fields : array();
		return $fields + array(
			'express_title'         => array(
				'title'       => __( 'Express payment (Apple Pay, Google Pay, Link, Klarna, PayPal, Amazon Pay)', 'tresen-stripe' ),
				'type'        => 'title',
				'default'     => '',
				'description' => __( 'Stripe\'s Express Checkout Element: Apple Pay and Google Pay buttons that open the wallet on the shopper\'s device, and Link, Klarna, PayPal and Amazon Pay buttons. They show only for the methods switched on in your Stripe dashboard (Settings → Payment methods), the wallets only where the device has them, and only while credit card payments are on. Apple Pay also needs your domain registered there (Payment method domains). Klarna, PayPal and Amazon Pay open their own page, then the shopper comes back to the shop.', 'tresen-stripe' ),
			),
			'express_product'       => array(
				'title'   => __( 'Product pages', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Show the express button on product pages', 'tresen-stripe' ),
				'default' => 'no',
			),
			'express_cart'          => array(
				'title'   => __( 'Cart page', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Show the express button on the cart page', 'tresen-stripe' ),
				'default' => 'no',
			),
			'express_checkout'      => array(
				'title'   => __( 'Checkout page', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Show the express button at the top of the checkout (WooCommerce\'s Checkout block)', 'tresen-stripe' ),
				'default' => 'no',
			),
			'express_button_type'   => array(
				'title'   => __( 'Button type', 'tresen-stripe' ),
				'type'    => 'select',
				'options' => array(
					'buy'     => __( 'Buy', 'tresen-stripe' ),
					'default' => __( 'Pay (default)', 'tresen-stripe' ),
					'book'    => __( 'Book', 'tresen-stripe' ),
					'donate'  => __( 'Donate', 'tresen-stripe' ),
				),
				'default' => 'buy',
			),
			'express_button_theme'  => array(
				'title'   => __( 'Button theme', 'tresen-stripe' ),
				'type'    => 'select',
				'options' => array(
					'dark'          => __( 'Dark', 'tresen-stripe' ),
					'light'         => __( 'Light', 'tresen-stripe' ),
					'light-outline' => __( 'Light with outline', 'tresen-stripe' ),
				),
				'default' => 'dark',
			),
			'express_button_height' => array(
				'title'             => __( 'Button height (px)', 'tresen-stripe' ),
				'type'              => 'number',
				'description'       => __( 'Between 40 and 55 pixels.', 'tresen-stripe' ),
				'default'           => '48',
				'custom_attributes' => array(
					'min' => '40',
					'max' => '55',
				),
			),
		);
	}

	/**
	 * One card setting.
	 *
	 * @param string $key Key.
	 */
	private static function get( string $key ): string {
		$all = get_option( 'woocommerce_' . Gateway::ID . '_settings', array() );
		return is_array( $all ) && isset( $all[ $key ] ) && is_scalar( $all[ $key ] ) ? trim( (string) $all[ $key ] ) : '';
	}

	/** Whether the card method is on and has its keys (express pays through it). */
	public static function gateway_ready(): bool {
		return 'yes' === self::get( 'enabled' ) && Settings::configured();
	}

	/** Express on product pages. */
	public static function on_product(): bool {
		return self::gateway_ready() && 'yes' === self::get( 'express_product' );
	}

	/** Express on the cart page. */
	public static function on_cart(): bool {
		return self::gateway_ready() && 'yes' === self::get( 'express_cart' );
	}

	/** Express at the top of the Checkout block. */
	public static function on_checkout(): bool {
		return self::gateway_ready() && 'yes' === self::get( 'express_checkout' );
	}

	/** Whether express is on anywhere. */
	public static function active(): bool {
		return self::on_product() || self::on_cart() || self::on_checkout();
	}

	/** Button type (spec: buy). */
	public static function button_type(): string {
		$type = self::get( 'express_button_type' );
		return in_array( $type, self::TYPES, true ) ? $type : 'buy';
	}

	/** Button theme (spec: dark). */
	public static function button_theme(): string {
		$theme = self::get( 'express_button_theme' );
		return in_array( $theme, self::THEMES, true ) ? $theme : 'dark';
	}

	/** Button height in px (spec: 48; the Express Checkout Element takes 40 to 55). */
	public static function button_height(): int {
		$height = self::get( 'express_button_height' );
		return '' === $height ? 48 : max( 40, min( 55, (int) $height ) );
	}
}

<?php
/**
 * The unit price beside each line of WooCommerce's Cart and Checkout blocks
 * (docs/block-checkout.md): Store API extension data (ExtendSchema,
 * namespace "tresen-unit-price") on each cart item, which the script
 * `client/blocks-unit-price` appends to the line's price through
 * WooCommerce's checkout filter `subtotalPriceFormat`. The blocks render from
 * every cart response, so a changed quantity (or a price that changes with
 * it) shows at once. Real WooCommerce only: the double has no blocks.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Blocks;

use Tresen\Common\V5\Assets;
use Tresen\UnitPrice\UnitPrice;

defined( 'ABSPATH' ) || exit;

/**
 * Unit prices on the block cart and checkout.
 */
final class BlockPrices {

	/** Integration name and Store API namespace. */
	public const NAMESPACE = 'tresen-unit-price';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		Integration::add(
			self::NAMESPACE,
			Assets::for_plugin( TRESEN_UNIT_PRICE_FILE, 'tresen-unit-price' ),
			'blocks-unit-price',
			static fn(): array => array()
		);
		add_action( 'woocommerce_blocks_loaded', array( self::class, 'extend_store_api' ) );
		add_filter( 'tresen_block_checkout_status', array( self::class, 'status' ) );
	}

	/**
	 * Registers the Store API extension data (on woocommerce_blocks_loaded).
	 */
	public static function extend_store_api(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'cart-item',
				'namespace'       => self::NAMESPACE,
				'data_callback'   => array( self::class, 'item_data' ),
				'schema_callback' => array( self::class, 'item_schema' ),
				'schema_type'     => ARRAY_A,
			)
		);
	}

	/**
	 * A cart item's unit price as text ("3,58 € / 1 l"), '' without one.
	 *
	 * @param array<string, mixed> $cart_item Cart item.
	 * @return array{unit_price: string}
	 */
	public static function item_data( $cart_item ): array {
		$product = is_array( $cart_item ) ? ( $cart_item['data'] ?? null ) : null;
		$html    = $product instanceof \WC_Product ? UnitPrice::html( $product ) : '';
		return array( 'unit_price' => trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) ) );
	}

	/**
	 * Schema of a cart item's extension data.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function item_schema(): array {
		return array(
			'unit_price' => array(
				'description' => __( 'Unit price as shown (e.g. per litre), or empty.', 'tresen-unit-price' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		);
	}

	/**
	 * The plugin's line in the owner's status of the block checkout.
	 *
	 * @param array<string, string> $lines Status lines.
	 * @return array<string, string>
	 */
	public static function status( $lines ): array {
		$lines                      = is_array( $lines ) ? $lines : array();
		$lines[ self::NAMESPACE ] = __( 'Unit prices: beside each item in the cart and the checkout.', 'tresen-unit-price' );
		return $lines;
	}
}

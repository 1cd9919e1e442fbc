<?php
/**
 * Adds the plugin's block integrations (docs/block-checkout.md). Apart from
 * Integration, which implements WooCommerce's IntegrationInterface and so
 * may load only where WooCommerce's blocks exist (the double has none).
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution\Blocks;

use Automattic\WooCommerce\Blocks\Integrations\IntegrationInterface;
use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Registration of a `client/blocks-*` entry with the Cart and Checkout blocks.
 */
final class Registration {

	/**
	 * Adds the integration to the Cart and the Checkout block (call on
	 * plugins_loaded; WooCommerce asks on init). Nothing happens without
	 * WooCommerce's blocks (the double has none) or before the build.
	 *
	 * @param string                           $name   Integration name.
	 * @param Assets                           $assets The plugin's assets.
	 * @param string                           $entry  Entry name.
	 * @param callable(): array<string, mixed> $data   Settings for the script.
	 * @param string[]                         $blocks Blocks: 'cart', 'checkout'.
	 */
	public static function add( string $name, Assets $assets, string $entry, callable $data, array $blocks = array( 'cart', 'checkout' ) ): void {
		foreach ( $blocks as $block ) {
			add_action(
				'woocommerce_blocks_' . $block . '_block_registration',
				static function ( $registry ) use ( $name, $assets, $entry, $data ): void {
					if ( ! interface_exists( IntegrationInterface::class ) || ! $assets->exists( $entry ) || ! is_object( $registry ) || ! method_exists( $registry, 'register' ) ) {
						return;
					}
					$registry->register( new Integration( $name, $assets, $entry, $data ) );
				}
			);
		}
	}
}

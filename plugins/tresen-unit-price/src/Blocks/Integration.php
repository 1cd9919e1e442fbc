<?php
/**
 * The plugin's script on WooCommerce's Cart and Checkout blocks, through
 * WooCommerce's IntegrationInterface (docs/block-checkout.md). The block
 * lists the script as a dependency of its own frontend script, so it loads
 * only on pages that render the Cart or Checkout block, before the block
 * renders (its checkout filters are in place for the first paint). The
 * settings go through WooCommerce's script data (`wcSettings`, read with
 * `readBlockSettings()` from `@tresen/common/blocks`), printed only there.
 *
 * One such class per plugin (packages share no PHP outside common/php).
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Blocks;

use Automattic\WooCommerce\Blocks\Integrations\IntegrationInterface;
use Tresen\Common\V5\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * A `client/blocks-*` entry as a block integration.
 */
final class Integration implements IntegrationInterface {

	/**
	 * Integration name; the script data key is "<name>_data".
	 *
	 * @var string
	 */
	private $name;

	/**
	 * The plugin's assets.
	 *
	 * @var Assets
	 */
	private $assets;

	/**
	 * Entry name (folder under client/, starts with "blocks-").
	 *
	 * @var string
	 */
	private $entry;

	/**
	 * Settings for the script, built when the block renders.
	 *
	 * @var callable(): array<string, mixed>
	 */
	private $data;

	/**
	 * Constructor.
	 *
	 * @param string                           $name   Integration name.
	 * @param Assets                           $assets The plugin's assets.
	 * @param string                           $entry  Entry name.
	 * @param callable(): array<string, mixed> $data   Settings for the script.
	 */
	public function __construct( string $name, Assets $assets, string $entry, callable $data ) {
		$this->name   = $name;
		$this->assets = $assets;
		$this->entry  = $entry;
		$this->data   = $data;
	}

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
					$registry->register( new self( $name, $assets, $entry, $data ) );
				}
			);
		}
	}

	/**
	 * The integration's name.
	 */
	public function get_name(): string {
		return $this->name;
	}

	/**
	 * Registers the script (WooCommerce enqueues it with the block).
	 */
	public function initialize(): void {
		$this->assets->register( $this->entry );
	}

	/**
	 * Script handles of the frontend.
	 *
	 * @return string[]
	 */
	public function get_script_handles(): array {
		return array( $this->assets->handle( $this->entry ) );
	}

	/**
	 * Nothing in the editor.
	 *
	 * @return string[]
	 */
	public function get_editor_script_handles(): array {
		return array();
	}

	/**
	 * Settings, as `wcSettings["<name>_data"]`.
	 *
	 * @return array<string, mixed>
	 */
	public function get_script_data(): array {
		return (array) call_user_func( $this->data );
	}
}

<?php
/**
 * Feature compatibility declarations (HPOS, cart/checkout blocks).
 *
 * @package WooCommerceDouble
 */

namespace Automattic\WooCommerce\Utilities;

defined( 'ABSPATH' ) || exit;

/**
 * Records what plugins declare about WooCommerce features.
 */
class FeaturesUtil {

	/**
	 * Declarations: feature id => plugin basename => compatible.
	 *
	 * @var array<string, array<string, bool>>
	 */
	private static $declarations = array();

	/**
	 * Features the double knows (WooCommerce's ids).
	 *
	 * @var string[]
	 */
	private const FEATURES = array( 'custom_order_tables', 'cart_checkout_blocks', 'product_block_editor', 'analytics', 'new_navigation', 'order_attribution', 'remote_logging' );

	/**
	 * Declares (in)compatibility of a plugin with a feature. Like WooCommerce,
	 * only allowed while before_woocommerce_init runs.
	 *
	 * @param string $feature_id  Feature id.
	 * @param string $plugin_file Main file of the plugin (__FILE__) or its basename.
	 * @param bool   $positive_compatibility Compatible or not.
	 * @return bool Whether the declaration was recorded.
	 */
	public static function declare_compatibility( string $feature_id, string $plugin_file, bool $positive_compatibility = true ): bool {
		if ( ! doing_action( 'before_woocommerce_init' ) ) {
			wc_doing_it_wrong( __METHOD__, 'FeaturesUtil::declare_compatibility() must be called on before_woocommerce_init.', '7.0' );
			return false;
		}
		if ( ! in_array( $feature_id, self::FEATURES, true ) ) {
			return false;
		}
		$basename = str_contains( $plugin_file, '/' ) && file_exists( $plugin_file ) ? plugin_basename( $plugin_file ) : $plugin_file;
		self::$declarations[ $feature_id ][ $basename ] = $positive_compatibility;
		return true;
	}

	/**
	 * Plugins that declared something about a feature.
	 *
	 * @param string $feature_id Feature id.
	 * @return array{compatible: string[], incompatible: string[]}
	 */
	public static function get_compatible_plugins_for_feature( string $feature_id ): array {
		$list = self::$declarations[ $feature_id ] ?? array();
		return array(
			'compatible'   => array_keys( array_filter( $list ) ),
			'incompatible' => array_keys( array_filter( $list, static fn( $v ) => ! $v ) ),
		);
	}

	/**
	 * Whether a feature is on. The double stores orders as posts: HPOS is off.
	 *
	 * @param string $feature_id Feature id.
	 */
	public static function feature_is_enabled( string $feature_id ): bool {
		return in_array( $feature_id, array( 'order_attribution' ), true );
	}
}

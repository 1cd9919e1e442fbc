<?php
/**
 * The bootstrap every Tresen plugin shares: autoloading its classes,
 * declaring its WooCommerce feature compatibility and booting it.
 *
 * Copied into each package's build/common/ by the build, like Assets.php.
 * Requiring this file (plugins, and the theme's functions.php) registers
 * the autoloader of every other class in Tresen\Common\V4.
 *
 * @package Tresen
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

// The other classes of this namespace load when first used, from this
// folder (the first loaded copy of this file registers the loader).
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = __NAMESPACE__ . '\\';
		if ( 0 !== strpos( $class_name, $prefix ) ) {
			return;
		}
		$file = __DIR__ . '/' . substr( $class_name, strlen( $prefix ) ) . '.php';
		if ( false === strpos( $file, '\\' ) && is_readable( $file ) ) {
			require $file;
		}
	}
);

/**
 * Wires a plugin from its main file.
 */
final class Bootstrap {

	/**
	 * Registers the plugin: a PSR-4 autoloader for `$namespace` → `src/`,
	 * WooCommerce feature compatibility on `before_woocommerce_init`, and
	 * `$boot` on `plugins_loaded`.
	 *
	 * @param string              $file          Main plugin file (__FILE__).
	 * @param string              $namespace     Namespace prefix with trailing backslash, e.g. "Tresen\\UnitPrice\\".
	 * @param array<string, bool> $compatibility WooCommerce feature => compatible, e.g. [ 'custom_order_tables' => true ].
	 * @param array{0: string, 1: string} $boot Class and static method called on plugins_loaded
	 *                                         (an array, not `callable`: the class loads only once the autoloader is in place).
	 */
	public static function plugin( string $file, string $namespace, array $compatibility, array $boot ): void {
		$src = dirname( $file ) . '/src/';
		spl_autoload_register(
			static function ( string $class_name ) use ( $namespace, $src ): void {
				if ( 0 !== strpos( $class_name, $namespace ) ) {
					return;
				}
				$path = $src . str_replace( '\\', '/', substr( $class_name, strlen( $namespace ) ) ) . '.php';
				if ( is_readable( $path ) ) {
					require $path;
				}
			}
		);
		if ( $compatibility ) {
			add_action(
				'before_woocommerce_init',
				static function () use ( $file, $compatibility ): void {
					if ( ! class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
						return;
					}
					foreach ( $compatibility as $feature => $compatible ) {
						\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( $feature, $file, $compatible );
					}
				}
			);
		}
		add_action( 'plugins_loaded', $boot );
	}
}

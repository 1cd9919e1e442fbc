<?php
/**
 * Class autoloader of the WooCommerce double.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Loads WC_* classes from includes/ (one class per file, WordPress file naming)
 * and the namespaced Automattic\WooCommerce\* classes from includes/src/.
 */
final class WC_Autoloader {

	/**
	 * Folder of the class files, with trailing slash.
	 *
	 * @var string
	 */
	private static $dir = '';

	/**
	 * Registers the autoloader.
	 *
	 * @param string $dir includes/ folder.
	 */
	public static function register( string $dir ): void {
		self::$dir = $dir;
		spl_autoload_register( array( self::class, 'load' ) );
	}

	/**
	 * Loads a class if it belongs to the double.
	 *
	 * @param string $class_name Class name.
	 */
	public static function load( string $class_name ): void {
		$namespace = 'Automattic\\WooCommerce\\';
		if ( 0 === strpos( $class_name, $namespace ) ) {
			$file = self::$dir . 'src/' . str_replace( '\\', '/', substr( $class_name, strlen( $namespace ) ) ) . '.php';
		} elseif ( 0 === stripos( $class_name, 'wc_' ) ) {
			$slug = strtolower( str_replace( '_', '-', $class_name ) );
			$file = self::$dir . 'class-' . $slug . '.php';
			if ( ! is_readable( $file ) ) {
				$file = self::$dir . 'abstract-' . $slug . '.php';
			}
		} else {
			return;
		}
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
}

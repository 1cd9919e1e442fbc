<?php
/**
 * Theme bootstrap: autoloader for Tresen\Theme\ (inc/) and the feature list.
 *
 * @package Tresen\Theme
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Tresen\\Theme\\';
		if ( 0 === strpos( $class_name, $prefix ) ) {
			$file = __DIR__ . '/inc/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
			if ( is_readable( $file ) ) {
				require $file;
			}
		}
	}
);
// The shared classes (Tresen\Common\V4: Assets, CrossSite, ...), autoloaded once Bootstrap.php is in.
if ( ! class_exists( \Tresen\Common\V4\Bootstrap::class ) && is_readable( __DIR__ . '/build/common/Bootstrap.php' ) ) {
	require __DIR__ . '/build/common/Bootstrap.php';
}

\Tresen\Theme\Theme::boot();

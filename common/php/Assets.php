<?php
/**
 * The suite's one asset helper, shared by every Tresen plugin and the theme.
 *
 * The source lives in common/php/ and the build copies it into each
 * package's build/common/, so every zip carries its own copy. The namespace
 * carries a version: two plugins that ship different copies never clash.
 * Bootstrap.php autoloads the other classes of this namespace.
 *
 * @package Tresen
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a package's built scripts and styles from build/<entry>.asset.php.
 */
final class Assets {

	/**
	 * Main file of the plugin, or the theme's functions.php.
	 *
	 * @var string
	 */
	private $package_dir;

	/**
	 * Base URL of the package folder, with trailing slash.
	 *
	 * @var string
	 */
	private $package_url;

	/**
	 * Text domain of the package.
	 *
	 * @var string
	 */
	private $domain;

	/**
	 * Prefix of every handle, e.g. "tresen-cookie-consent".
	 *
	 * @var string
	 */
	private $prefix;

	/**
	 * Constructor.
	 *
	 * @param string $package_dir Absolute folder of the plugin or theme.
	 * @param string $package_url URL of that folder.
	 * @param string $domain      Text domain.
	 * @param string $prefix      Handle prefix.
	 */
	public function __construct( string $package_dir, string $package_url, string $domain, string $prefix ) {
		$this->package_dir = trailingslashit( $package_dir );
		$this->package_url = trailingslashit( $package_url );
		$this->domain      = $domain;
		$this->prefix      = $prefix;
	}

	/**
	 * Helper for a plugin: derives folder and URL from its main file.
	 *
	 * @param string $plugin_file Main plugin file (__FILE__).
	 * @param string $domain      Text domain, also the handle prefix.
	 */
	public static function for_plugin( string $plugin_file, string $domain ): self {
		return new self( plugin_dir_path( $plugin_file ), plugin_dir_url( $plugin_file ), $domain, $domain );
	}

	/**
	 * Handle of an entry.
	 *
	 * @param string $entry Entry name (the folder under client/).
	 */
	public function handle( string $entry ): string {
		return $this->prefix . '-' . $entry;
	}

	/**
	 * Whether the entry has been built.
	 *
	 * @param string $entry Entry name.
	 */
	public function exists( string $entry ): bool {
		return is_readable( $this->package_dir . 'build/' . $entry . '.asset.php' );
	}

	/**
	 * Reads build/<entry>.asset.php.
	 *
	 * @param string $entry Entry name.
	 * @return array{dependencies: string[], version: string}
	 */
	public function asset( string $entry ): array {
		$file = $this->package_dir . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			if ( defined( 'WP_DEBUG' ) && WP_DEBUG ) {
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_trigger_error -- developer hint only.
				trigger_error( esc_html( "Tresen: {$file} is missing; run npm run build." ), E_USER_NOTICE );
			}
			return array(
				'dependencies' => array(),
				'version'      => '0',
			);
		}
		$asset = require $file;
		return array(
			'dependencies' => isset( $asset['dependencies'] ) ? (array) $asset['dependencies'] : array(),
			'version'      => isset( $asset['version'] ) ? (string) $asset['version'] : '0',
		);
	}

	/**
	 * Registers build/<entry>.js (deferred, in the footer, with translations)
	 * and build/<entry>.css when it exists. Nothing is enqueued here.
	 *
	 * @param string   $entry      Entry name.
	 * @param string[] $extra_deps Extra script handles.
	 * @param string[] $style_deps Style handles the entry's CSS depends on.
	 * @return string The script handle.
	 */
	public function register( string $entry, array $extra_deps = array(), array $style_deps = array() ): string {
		$handle = $this->handle( $entry );
		if ( wp_script_is( $handle, 'registered' ) ) {
			return $handle;
		}
		$asset = $this->asset( $entry );
		wp_register_script(
			$handle,
			$this->package_url . 'build/' . $entry . '.js',
			array_values( array_unique( array_merge( $asset['dependencies'], $extra_deps ) ) ),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		if ( in_array( 'wp-i18n', $asset['dependencies'], true ) ) {
			wp_set_script_translations( $handle, $this->domain, $this->package_dir . 'languages' );
		}
		if ( is_readable( $this->package_dir . 'build/' . $entry . '.css' ) ) {
			wp_register_style( $handle, $this->package_url . 'build/' . $entry . '.css', $style_deps, $asset['version'] );
		}
		return $handle;
	}

	/**
	 * Registers (if needed) and enqueues an entry's script and style.
	 *
	 * @param string   $entry      Entry name.
	 * @param string[] $extra_deps Extra script handles.
	 * @return string The script handle.
	 */
	public function enqueue( string $entry, array $extra_deps = array() ): string {
		$handle = $this->register( $entry, $extra_deps );
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		return $handle;
	}

	/**
	 * Passes settings to a script as JSON: `window[ $global ] = {...}`,
	 * printed before the script. Only data every visitor may see belongs here:
	 * pages are cached.
	 *
	 * @param string $handle Script handle.
	 * @param string $global Name of the global, e.g. "tresenCookieConsent".
	 * @param array<string, mixed> $data Settings.
	 */
	public function settings( string $handle, string $global, array $data ): void {
		wp_add_inline_script(
			$handle,
			sprintf( 'window.%s = %s;', preg_replace( '/[^A-Za-z0-9_$]/', '', $global ), wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) ),
			'before'
		);
	}

	/**
	 * The scripts of handles with every dependency, in load order, without
	 * those the page loads already (its queue with their dependencies): for
	 * a React island loaded on intent (`@tresen/common/load-scripts`). Each
	 * comes with the inline code WordPress would print before it (its
	 * translations included) and after it.
	 *
	 * @param string[] $handles Registered script handles.
	 * @return array<int, array{src: string, before: string, after: string}>
	 */
	public static function script_chain( array $handles ): array {
		$scripts = wp_scripts();
		$saved   = $scripts->to_do;
		// What the page loads anyway. (Read back through wp_scripts(): all_deps() fills to_do.)
		$scripts->to_do = array();
		$scripts->all_deps( $scripts->queue );
		$loaded         = wp_scripts()->to_do;
		$scripts->to_do = array();
		$scripts->all_deps( $handles );
		$order          = wp_scripts()->to_do;
		$scripts->to_do = $saved;
		$chain          = array();
		foreach ( $order as $handle ) {
			$dependency = $scripts->query( $handle, 'registered' );
			if ( ! $dependency instanceof \_WP_Dependency || ! $dependency->src || in_array( $handle, $loaded, true ) ) {
				continue;
			}
			$src = (string) $dependency->src;
			if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
				$src = $scripts->base_url . $src;
			}
			$translations = $scripts->print_translations( $handle, false );
			$chain[]      = array(
				'src'    => add_query_arg( 'ver', $dependency->ver ? $dependency->ver : $scripts->default_version, $src ),
				'before' => ( is_string( $translations ) ? $translations : '' ) . $scripts->get_inline_script_data( $handle, 'before' ),
				'after'  => $scripts->get_inline_script_data( $handle, 'after' ),
			);
		}
		return $chain;
	}

	/**
	 * The addresses of script_chain(), for handles without inline code of
	 * their own (React, ReactDOM, the JSX runtime, wp-element).
	 *
	 * @param string[] $handles Registered script handles.
	 * @return string[]
	 */
	public static function script_urls( array $handles ): array {
		return array_map(
			static fn( array $script ): string => $script['src'],
			self::script_chain( $handles )
		);
	}

	/**
	 * URL of a file in the package.
	 *
	 * @param string $relative Relative path.
	 */
	public function url( string $relative ): string {
		return $this->package_url . ltrim( $relative, '/' );
	}
}

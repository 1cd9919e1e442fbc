<?php
/**
 * Deleting the storefront plugin as an owner does in wp-admin (deactivate,
 * then delete in a later request): its search table, its options and its
 * transient go; the shop's products and WooCommerce's settings stay; it
 * leaves no scheduled event behind.
 *
 * Each step runs in its own PHP process on the test site (as the requests
 * in wp-admin would), outside the per-test transaction: dropping a table
 * would end it on MariaDB. The plugin is activated again afterwards, which
 * builds its index anew, so the tests after this one find the shop as before.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use PHPUnit\Framework\TestCase;
use Tresen\Storefront\Search\FastRoute;
use Tresen\Storefront\Search\Index;
use Tresen\Storefront\Search\SuggestionContext;

/**
 * Uninstall on both lanes (SQLite with the double, MariaDB with WooCommerce).
 */
class UninstallTest extends TestCase {

	/** The plugin's options, as uninstall.php and docs/search.md name them. */
	private const OPTIONS = array( Index::OPTION, SuggestionContext::STALE_OPTION, FastRoute::OPTION, FastRoute::SETTING );

	/**
	 * Runs PHP in a fresh WordPress request of the test site and returns its result.
	 *
	 * @param string $code Body of a function whose return value is JSON-encoded.
	 * @return mixed
	 */
	private static function site( string $code ) {
		$script = '$_SERVER["HTTP_HOST"] = "example.test"; $_SERVER["REQUEST_URI"] = "/wp-admin/plugins.php"; $_SERVER["SERVER_PROTOCOL"] = "HTTP/1.1"; $_SERVER["REQUEST_METHOD"] = "GET";'
			. ' error_reporting( E_ALL & ~E_DEPRECATED );'
			. ' require ' . var_export( getenv( 'TRESEN_TEST_SITE' ) . '/wp-load.php', true ) . ';'
			. ' require_once ABSPATH . "wp-admin/includes/plugin.php";'
			. ' $tresen_result = ( static function () { ' . $code . ' } )();'
			. ' echo "\n@@RESULT@@" . wp_json_encode( $tresen_result );';
		$out    = array();
		$status = 0;
		exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( $script ) . ' 2>&1', $out, $status );
		$text = implode( "\n", $out );
		$at   = strrpos( $text, '@@RESULT@@' );
		self::assertNotFalse( $at, "The site request gave no result (exit {$status}):\n{$text}" );
		return json_decode( substr( $text, $at + strlen( '@@RESULT@@' ) ), true );
	}

	/**
	 * What an owner would look for afterwards: the table, the plugin's
	 * options and transient, scheduled events, products and a WooCommerce setting.
	 *
	 * @return array<string, mixed>
	 */
	private static function state(): array {
		$options = var_export( self::OPTIONS, true );
		$table   = var_export( Index::table(), true );
		return self::site(
			'global $wpdb;
			$options = array();
			foreach ( ' . $options . ' as $name ) {
				$options[ $name ] = false !== get_option( $name );
			}
			$hooks = array();
			foreach ( (array) _get_cron_array() as $events ) {
				foreach ( (array) $events as $hook => $unused ) {
					$hooks[] = (string) $hook;
				}
			}
			return array(
				"table"     => ' . $table . ' === $wpdb->get_var( $wpdb->prepare( "SHOW TABLES LIKE %s", ' . $table . ' ) ),
				"options"   => $options,
				"transient" => false !== get_transient( "tresen_search_fast_problem" ),
				"ours"      => array_values( array_filter( $hooks, static function ( $h ) { return 0 === strpos( $h, "tresen_search" ) || 0 === strpos( $h, "tresen_storefront" ); } ) ),
				"products"  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = \'product\'" ),
				"currency"  => get_option( "woocommerce_currency" ),
				"active"    => is_plugin_active( ' . var_export( self::basename(), true ) . ' ),
			);'
		);
	}

	/**
	 * The plugin's basename on the test site.
	 */
	private static function basename(): string {
		return plugin_basename( (string) TRESEN_STOREFRONT_FILE );
	}

	public function test_deleting_the_plugin_drops_its_table_options_and_transient_and_keeps_the_shop(): void {
		$file = var_export( self::basename(), true );
		// What a shop that used the search for a while holds: the owner's switch saved, a problem
		// shown, a stale mark, and the fast route's state (written at the end of that request).
		self::site(
			'update_option( ' . var_export( FastRoute::SETTING, true ) . ', "yes" );
			update_option( ' . var_export( SuggestionContext::STALE_OPTION, true ) . ', "x" );
			set_transient( "tresen_search_fast_problem", "x", 300 );
			return true;'
		);
		$before = self::state();
		$this->assertTrue( $before['active'] );
		$this->assertTrue( $before['table'], 'the search table exists while the plugin is installed' );
		$this->assertSame( array_fill_keys( self::OPTIONS, true ), $before['options'] );
		$this->assertTrue( $before['transient'] );

		try {
			// As wp-admin: deactivate in one request, delete in the next (the plugin's code no longer loaded).
			self::site( 'deactivate_plugins( ' . $file . ' ); return true;' );
			$this->assertFalse( self::state()['active'] );
			$this->assertTrue( self::site( 'return uninstall_plugin( ' . $file . ' ) !== false;' ) );
			$after = self::state();
		} finally {
			// The tests after this one find the plugin active with its index rebuilt.
			self::site( 'return null === activate_plugin( ' . $file . ' );' );
		}

		$this->assertFalse( $after['table'], 'the search table is dropped' );
		$this->assertSame( array_fill_keys( self::OPTIONS, false ), $after['options'], 'no option of the plugin is left' );
		$this->assertFalse( $after['transient'], 'the Werkzeuge page’s problem note is gone' );
		$this->assertSame( array(), $after['ours'], 'no scheduled event of the plugin is left' );
		$this->assertSame( $before['products'], $after['products'], 'the products stay' );
		$this->assertSame( $before['currency'], $after['currency'], 'WooCommerce’s settings stay' );

		$again = self::state();
		$this->assertTrue( $again['active'] );
		$this->assertTrue( $again['table'], 'activating it again builds the table anew' );
	}
}

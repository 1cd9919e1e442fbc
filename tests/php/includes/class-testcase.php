<?php
/**
 * Base class for every PHP test: one database transaction per test,
 * rolled back afterwards, and helpers to render pages, call wc-ajax
 * handlers and REST routes, and capture mail.
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

use PHPUnit\Framework\TestCase as PHPUnitTestCase;

/**
 * Tresen test case.
 */
abstract class TestCase extends PHPUnitTestCase {

	/**
	 * Shared factory.
	 *
	 * @var Factory|null
	 */
	private static $factory = null;

	/**
	 * Mails "sent" during the test (wp_mail arguments).
	 *
	 * @var array<int, array<string, mixed>>
	 */
	protected $mails = array();

	/**
	 * Superglobals as they were before the test.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private $globals_backup = array();

	/**
	 * Hooks and action counts as they were before the test.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private $hooks_backup = array();

	/**
	 * Factories for products, users, orders and pages.
	 */
	protected function factory(): Factory {
		if ( null === self::$factory ) {
			self::$factory = new Factory();
		}
		return self::$factory;
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->suppress_errors = false;
		$wpdb->show_errors     = false;
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		$this->globals_backup = array(
			'_GET'     => $_GET,
			'_POST'    => $_POST,
			'_REQUEST' => $_REQUEST,
			'_COOKIE'  => $_COOKIE,
			'_SERVER'  => $_SERVER,
		);
		self::warm_up();
		$this->backup_hooks();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 5, 2 );
	}

	protected function tearDown(): void {
		global $wpdb;
		// The storefront's search index writes its queued products at shutdown:
		// write them now, inside this test's transaction, so no product id of this
		// test reaches a later test's index (ids are reused after a rollback).
		if ( class_exists( '\\Tresen\\Storefront\\Search\\IndexQueue' ) ) {
			\Tresen\Storefront\Search\IndexQueue::flush();
		}
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		// The gateways read their settings when built: the next test gets them
		// as the rolled-back options say, not as this test left them. The hooks
		// their constructors add go with the restore below.
		if ( function_exists( 'WC' ) && method_exists( WC(), 'payment_gateways' ) ) {
			WC()->payment_gateways()->init();
		}
		// Every hook a test (or the code it ran) added or removed goes back.
		$this->restore_hooks();
		foreach ( $this->globals_backup as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		wp_set_current_user( 0 );
		// Leave no main query, post or enqueued asset behind for the next test.
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		unset( $GLOBALS['post'] );
		self::forget_request_caches();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		if ( function_exists( 'WC' ) && WC()->session && method_exists( WC()->session, 'destroy_session' ) ) {
			WC()->session->destroy_session();
		}
		if ( function_exists( 'WC' ) && isset( WC()->cart ) && WC()->cart ) {
			WC()->cart->empty_cart( false );
		}
		if ( function_exists( 'wc_clear_notices' ) && function_exists( 'WC' ) && WC()->session ) {
			wc_clear_notices();
		}
		// The next test's shopper starts at the shop's base address, with nothing calculated.
		if ( function_exists( 'WC' ) && WC()->customer && class_exists( 'WC_Customer' ) ) {
			WC()->customer = new \WC_Customer( 0, true );
		}
		if ( function_exists( 'WC' ) && method_exists( WC(), 'shipping' ) ) {
			WC()->shipping()->reset_shipping();
		}
		parent::tearDown();
	}

	/**
	 * Builds WooCommerce's lazily made objects before the first hook backup:
	 * their constructors add hooks (the mails' triggers, the gateways' own),
	 * which restoring the backup after the test that happened to build them
	 * first would take away from every later test.
	 */
	private static function warm_up(): void {
		static $done = false;
		if ( $done || ! function_exists( 'WC' ) ) {
			return;
		}
		$done = true;
		// WordPress unhooks this deprecated footer callback in wp_enqueue_scripts,
		// which a real page runs before its footer; tests that print only the
		// footer would otherwise call it.
		remove_action( 'wp_footer', 'the_block_template_skip_link' );
		$wc = WC();
		if ( method_exists( $wc, 'mailer' ) ) {
			$wc->mailer();
		}
		if ( method_exists( $wc, 'payment_gateways' ) ) {
			$wc->payment_gateways()->payment_gateways();
		}
		if ( method_exists( $wc, 'shipping' ) ) {
			$wc->shipping()->load_shipping_methods();
		}
	}

	/**
	 * Copies the hook registry (WP_Hook objects cloned, as WordPress's own
	 * test suite does) and the action counts.
	 */
	private function backup_hooks(): void {
		$this->hooks_backup = array();
		foreach ( array( 'wp_filter', 'wp_actions', 'wp_filters' ) as $name ) {
			if ( ! isset( $GLOBALS[ $name ] ) || ! is_array( $GLOBALS[ $name ] ) ) {
				continue;
			}
			$copy = array();
			foreach ( $GLOBALS[ $name ] as $hook => $value ) {
				$copy[ $hook ] = is_object( $value ) ? clone $value : $value;
			}
			$this->hooks_backup[ $name ] = $copy;
		}
	}

	/**
	 * Puts the hook registry and the action counts back as they were.
	 */
	private function restore_hooks(): void {
		foreach ( $this->hooks_backup as $name => $copy ) {
			$restored = array();
			foreach ( $copy as $hook => $value ) {
				$restored[ $hook ] = is_object( $value ) ? clone $value : $value;
			}
			$GLOBALS[ $name ] = $restored;
		}
		$this->hooks_backup = array();
	}

	/**
	 * Records a mail instead of sending it. Tests that simulate a broken mail
	 * server add their own pre_wp_mail filter at a lower priority number.
	 *
	 * @param null|bool            $short_circuit Earlier result.
	 * @param array<string, mixed> $atts          wp_mail arguments.
	 * @return null|bool
	 */
	public function capture_mail( $short_circuit, $atts ) {
		if ( null !== $short_circuit ) {
			return $short_circuit;
		}
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * Real WooCommerce remembers per request whether the page is the cart or
	 * the checkout (CartCheckoutUtils); a new simulated request starts afresh.
	 */
	private static function forget_request_caches(): void {
		$utils = 'Automattic\\WooCommerce\\Blocks\\Utils\\CartCheckoutUtils';
		if ( ! class_exists( $utils ) ) {
			return;
		}
		foreach ( array( 'is_cart_page', 'is_checkout_page' ) as $property ) {
			if ( property_exists( $utils, $property ) ) {
				$reflection = new \ReflectionProperty( $utils, $property );
				$reflection->setAccessible( true );
				$reflection->setValue( null, null );
			}
		}
	}

	/**
	 * Points WordPress's main query at a URL, as a request for it would.
	 *
	 * @param string $url URL or path.
	 */
	protected function go_to( string $url ): void {
		global $wp, $wp_query, $wp_the_query;
		$parts                  = wp_parse_url( $url );
		$_SERVER['REQUEST_URI'] = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		$_GET                   = array();
		if ( isset( $parts['query'] ) ) {
			parse_str( $parts['query'], $_GET );
		}
		unset( $GLOBALS['post'] );
		self::forget_request_caches();
		// A new request starts with a fresh script and style registry.
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		$wp_the_query = new \WP_Query();
		$wp_query     = $wp_the_query;
		$wp           = new \WP();
		$wp->main( $parts['query'] ?? '' );
		if ( $wp_query->post ) {
			$GLOBALS['post'] = $wp_query->post;
			setup_postdata( $wp_query->post );
		}
	}

	/**
	 * Output of a callback.
	 *
	 * @param callable $callback Callback.
	 * @param mixed    ...$args  Arguments.
	 */
	protected function render( callable $callback, ...$args ): string {
		ob_start();
		try {
			$callback( ...$args );
		} finally {
			$out = (string) ob_get_clean();
		}
		return $out;
	}

	/**
	 * Runs an ajax action as WordPress would (wc-ajax or admin-ajax) and
	 * returns what it printed; wp_send_json/wp_die end it with AjaxDie.
	 *
	 * @param string               $hook Full action name, e.g. "wc_ajax_add_to_cart" or "wp_ajax_nopriv_x".
	 * @param array<string, mixed> $post POST data.
	 */
	protected function ajax( string $hook, array $post = array() ): string {
		$_POST                     = $post;
		$_REQUEST                  = array_merge( $_GET, $post );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		add_filter( 'wp_doing_ajax', '__return_true' );
		$die = static function () {
			return static function ( $message = '' ) {
				$e = new AjaxDie( is_scalar( $message ) ? (string) $message : '' );
				throw $e;
			};
		};
		add_filter( 'wp_die_ajax_handler', $die );
		add_filter( 'wp_die_handler', $die );
		$level = ob_get_level();
		// Everything printed, including what a handler that died inside its own
		// output buffer (as WooCommerce's fragment code may) left in it.
		$collect = static function () use ( $level ): string {
			$out = '';
			while ( ob_get_level() > $level ) {
				$out = (string) ob_get_clean() . $out;
			}
			return $out;
		};
		ob_start();
		try {
			do_action( $hook );
			$output = $collect();
		} catch ( AjaxDie $e ) {
			$output = $collect();
			if ( '' === $output && '' !== $e->getMessage() && '0' !== $e->getMessage() ) {
				$output = $e->getMessage();
			}
		} finally {
			$collect();
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'wp_die_ajax_handler', $die );
			remove_filter( 'wp_die_handler', $die );
		}
		return $output;
	}

	/**
	 * Deletes the pages with these slugs (the test site is seeded with the
	 * shop's pages), for tests about a shop without them. Rolled back with
	 * the test's transaction.
	 *
	 * @param string ...$slugs Page slugs.
	 */
	protected function without_pages( string ...$slugs ): void {
		foreach ( $slugs as $slug ) {
			$page = get_page_by_path( $slug );
			while ( $page instanceof \WP_Post ) {
				wp_delete_post( $page->ID, true );
				$page = get_page_by_path( $slug );
			}
		}
	}

	/**
	 * Runs an ajax action and decodes its JSON reply.
	 *
	 * @param string               $hook Action name.
	 * @param array<string, mixed> $post POST data.
	 * @return mixed
	 */
	protected function ajax_json( string $hook, array $post = array() ) {
		$out  = $this->ajax( $hook, $post );
		$json = json_decode( $out, true );
		$this->assertNotNull( $json, 'Reply is not JSON: ' . $out );
		return $json;
	}

	/**
	 * Dispatches a REST request.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route, e.g. "/contact-form-7/v1/contact-forms/1/feedback".
	 * @param array<string, mixed> $params Body or query parameters.
	 * @param array<string, string> $headers Headers.
	 */
	protected function rest( string $method, string $route, array $params = array(), array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		$response = rest_do_request( $request );
		return rest_ensure_response( $response );
	}
}

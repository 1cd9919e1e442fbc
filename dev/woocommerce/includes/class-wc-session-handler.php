<?php
/**
 * Database session handler.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Sessions in {prefix}woocommerce_sessions, keyed by the customer id, found
 * through the cookie wp_woocommerce_session_{COOKIEHASH}. The cookie is set
 * only when WooCommerce asks for it (cart cookies set, i.e. a filled cart).
 */
class WC_Session_Handler extends WC_Session {

	/**
	 * Cookie name.
	 *
	 * @var string
	 */
	protected $_cookie; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Expiry timestamp.
	 *
	 * @var int
	 */
	protected $_session_expiration; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Timestamp after which the expiry is extended.
	 *
	 * @var int
	 */
	protected $_session_expiring; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Whether the cookie exists (or was set in this request).
	 *
	 * @var bool
	 */
	protected $_has_cookie = false; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Table name.
	 *
	 * @var string
	 */
	protected $_table; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Constructor.
	 */
	public function __construct() {
		global $wpdb;
		$this->_cookie = apply_filters( 'woocommerce_cookie', 'wp_woocommerce_session_' . COOKIEHASH );
		$this->_table  = $wpdb->prefix . 'woocommerce_sessions';
	}

	/**
	 * Hooks and the session from the cookie.
	 */
	public function init() {
		$this->init_session_cookie();
		add_action( 'woocommerce_set_cart_cookies', array( $this, 'set_customer_session_cookie' ), 10 );
		add_action( 'shutdown', array( $this, 'save_data' ), 20 );
		add_action( 'wp_logout', array( $this, 'destroy_session' ) );
		if ( ! is_user_logged_in() ) {
			add_filter( 'nonce_user_logged_out', array( $this, 'maybe_update_nonce_user_logged_out' ), 10, 2 );
		}
	}

	/**
	 * Reads the session named by the cookie, or starts a new one (without a cookie).
	 */
	public function init_session_cookie() {
		$cookie = $this->get_session_cookie();
		if ( $cookie ) {
			$this->_customer_id        = $cookie[0];
			$this->_session_expiration = (int) $cookie[1];
			$this->_session_expiring   = (int) $cookie[2];
			$this->_has_cookie         = true;
			$this->_data               = $this->get_session_data();

			// A guest who logged in: the session moves to the user id.
			if ( is_user_logged_in() && strval( get_current_user_id() ) !== $this->_customer_id ) {
				$guest_id           = $this->_customer_id;
				$this->_customer_id = strval( get_current_user_id() );
				$this->_dirty       = true;
				$this->save_data( $guest_id );
				$this->set_customer_session_cookie( true );
			}
			if ( time() > $this->_session_expiring ) {
				$this->set_session_expiration();
				$this->update_session_timestamp( $this->_customer_id, $this->_session_expiration );
			}
		} else {
			$this->set_session_expiration();
			$this->_customer_id = $this->generate_customer_id();
			$this->_data        = $this->get_session_data();
		}
	}

	/**
	 * Whether there is a session worth saving (cookie or logged in).
	 */
	public function has_session() {
		return isset( $_COOKIE[ $this->_cookie ] ) || $this->_has_cookie || is_user_logged_in(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	}

	/**
	 * Sets expiry times (48 h, extended after 47 h).
	 */
	public function set_session_expiration() {
		$this->_session_expiring   = time() + intval( apply_filters( 'wc_session_expiring', 60 * 60 * 47 ) );
		$this->_session_expiration = time() + intval( apply_filters( 'wc_session_expiration', 60 * 60 * 48 ) );
	}

	/**
	 * New customer id: the user id, or "t_" and 30 random hex characters for guests.
	 */
	public function generate_customer_id() {
		if ( is_user_logged_in() ) {
			return strval( get_current_user_id() );
		}
		return 't_' . substr( bin2hex( random_bytes( 16 ) ), 0, 30 );
	}

	/**
	 * Whether the customer id is a guest key.
	 *
	 * @param string $customer_id Id.
	 */
	private function is_customer_guest( $customer_id ) {
		return empty( $customer_id ) || 't_' === substr( (string) $customer_id, 0, 2 );
	}

	/**
	 * Parses and verifies the cookie: customer_id|expiration|expiring|hash
	 * (WooCommerce 10.5's shape; the older '||' separators are still read).
	 *
	 * @return array|false
	 */
	public function get_session_cookie() {
		$value = isset( $_COOKIE[ $this->_cookie ] ) ? wp_unslash( $_COOKIE[ $this->_cookie ] ) : false; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		if ( empty( $value ) || ! is_string( $value ) ) {
			return false;
		}
		$parts = explode( false !== strpos( $value, '||' ) ? '||' : '|', $value );
		if ( count( $parts ) < 4 ) {
			return false;
		}
		list( $customer_id, $expiration, $expiring, $hash ) = $parts;
		if ( empty( $customer_id ) || (int) $expiration < time() ) {
			return false;
		}
		$to_hash = $customer_id . '|' . $expiration;
		if ( ! hash_equals( hash_hmac( 'md5', $to_hash, wp_hash( $to_hash ) ), $hash ) ) {
			return false;
		}
		return array( $customer_id, $expiration, $expiring, $hash );
	}

	/**
	 * Sets the session cookie (when $set) so the session survives the request.
	 *
	 * @param bool $set Whether to set it.
	 */
	public function set_customer_session_cookie( $set ) {
		if ( ! $set ) {
			return;
		}
		$to_hash           = $this->_customer_id . '|' . $this->_session_expiration;
		$cookie_hash       = hash_hmac( 'md5', $to_hash, wp_hash( $to_hash ) );
		$cookie_value      = $this->_customer_id . '|' . $this->_session_expiration . '|' . $this->_session_expiring . '|' . $cookie_hash;
		$this->_has_cookie = true;
		if ( ! isset( $_COOKIE[ $this->_cookie ] ) || $_COOKIE[ $this->_cookie ] !== $cookie_value ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			wc_setcookie( $this->_cookie, $cookie_value, $this->_session_expiration, $this->use_secure_cookie(), true );
		}
	}

	/**
	 * Secure cookies on HTTPS sites.
	 */
	protected function use_secure_cookie() {
		return apply_filters( 'wc_session_use_secure_cookie', wc_site_is_https() && is_ssl() );
	}

	/**
	 * Data of the session row.
	 *
	 * @return array
	 */
	public function get_session_data() {
		return $this->has_session() ? (array) $this->get_session( $this->_customer_id, array() ) : array();
	}

	/**
	 * Cache key prefix of sessions.
	 */
	private function get_cache_prefix() {
		return WC_SESSION_CACHE_GROUP;
	}

	/**
	 * Writes the session row if data changed.
	 *
	 * @param string|int $old_session_key Guest key to delete after login.
	 */
	public function save_data( $old_session_key = 0 ) {
		global $wpdb;
		if ( $this->_dirty && $this->has_session() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->replace(
				$this->_table,
				array(
					'session_key'    => $this->_customer_id,
					'session_value'  => maybe_serialize( $this->_data ),
					'session_expiry' => $this->_session_expiration,
				),
				array( '%s', '%s', '%d' )
			);
			wp_cache_set( $this->get_cache_prefix() . $this->_customer_id, $this->_data, WC_SESSION_CACHE_GROUP, $this->_session_expiration - time() );
			$this->_dirty = false;
			if ( $old_session_key && (string) $old_session_key !== $this->_customer_id && $this->is_customer_guest( $old_session_key ) ) {
				$this->delete_session( $old_session_key );
			}
		}
	}

	/**
	 * Ends the session: cookie cleared, row deleted, data emptied.
	 */
	public function destroy_session() {
		$this->delete_session( $this->_customer_id );
		$this->forget_session();
	}

	/**
	 * Clears cookie and data (and the cart).
	 */
	public function forget_session() {
		wc_setcookie( $this->_cookie, '', time() - YEAR_IN_SECONDS, $this->use_secure_cookie(), true );
		if ( ! is_admin() && isset( WC()->cart ) ) {
			wc_empty_cart();
		}
		$this->_data        = array();
		$this->_dirty       = false;
		$this->_customer_id = $this->generate_customer_id();
	}

	/**
	 * Nonces of guests with a session use the session id (so they survive login state).
	 *
	 * @param int    $uid    User id.
	 * @param string $action Nonce action.
	 */
	public function maybe_update_nonce_user_logged_out( $uid, $action ) {
		if ( is_string( $action ) && 0 === strpos( $action, 'woocommerce' ) ) {
			return $this->has_session() && $this->_customer_id ? $this->_customer_id : $uid;
		}
		return $uid;
	}

	/**
	 * Deletes expired sessions.
	 */
	public function cleanup_sessions() {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$this->_table} WHERE session_expiry < %d", time() ) );
	}

	/**
	 * Data of a session row.
	 *
	 * @param string $customer_id Customer id.
	 * @param mixed  $default_value     Default.
	 * @return mixed
	 */
	public function get_session( $customer_id, $default_value = false ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		global $wpdb;
		if ( defined( 'WP_SETUP_CONFIG' ) ) {
			return false;
		}
		$value = wp_cache_get( $this->get_cache_prefix() . $customer_id, WC_SESSION_CACHE_GROUP );
		if ( false === $value ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$value = $wpdb->get_var( $wpdb->prepare( "SELECT session_value FROM {$this->_table} WHERE session_key = %s AND session_expiry > %d", $customer_id, time() ) );
			if ( is_null( $value ) ) {
				$value = $default_value;
			}
			$value = maybe_unserialize( $value );
			if ( is_array( $value ) ) {
				wp_cache_add( $this->get_cache_prefix() . $customer_id, $value, WC_SESSION_CACHE_GROUP, max( 1, $this->_session_expiration - time() ) );
			}
		}
		return maybe_unserialize( $value );
	}

	/**
	 * Deletes a session row.
	 *
	 * @param string $customer_id Customer id.
	 */
	public function delete_session( $customer_id ) {
		global $wpdb;
		wp_cache_delete( $this->get_cache_prefix() . $customer_id, WC_SESSION_CACHE_GROUP );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->delete( $this->_table, array( 'session_key' => $customer_id ) );
	}

	/**
	 * Extends a session's expiry.
	 *
	 * @param string $customer_id Customer id.
	 * @param int    $timestamp   Expiry.
	 */
	public function update_session_timestamp( $customer_id, $timestamp ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( $this->_table, array( 'session_expiry' => $timestamp ), array( 'session_key' => $customer_id ), array( '%d' ), array( '%s' ) );
	}

	/**
	 * Name of the session cookie.
	 */
	public function get_session_cookie_name() {
		return $this->_cookie;
	}
}

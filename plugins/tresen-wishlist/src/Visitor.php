<?php
/**
 * Who is asking: a customer (user id) or a guest, recognised by a random
 * session token in an HttpOnly cookie. Only a keyed hash of the token is
 * stored, so the table never holds a usable cookie value.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The current visitor as a wishlist owner.
 */
final class Visitor {

	/** HttpOnly cookie with the guest's session token. */
	public const SESSION_COOKIE = 'tresen_wishlist_session';

	/** Script-readable cookie with the number of items on the visitor's lists (header count). */
	public const COUNT_COOKIE = 'tresen_wishlist_count';

	/** How long a guest's list lives without a visit (days). */
	public const GUEST_DAYS = 30;

	/**
	 * User id (0 for guests).
	 *
	 * @var int
	 */
	public $user_id;

	/**
	 * Hash of the guest's session token ('' when there is none).
	 *
	 * @var string
	 */
	public $session_id;

	/**
	 * Constructor.
	 *
	 * @param int    $user_id    User id.
	 * @param string $session_id Hashed session token.
	 */
	public function __construct( int $user_id, string $session_id ) {
		$this->user_id    = $user_id;
		$this->session_id = $session_id;
	}

	/**
	 * Adds the login and logout hooks.
	 */
	public static function register(): void {
		add_action( 'wp_login', array( self::class, 'on_login' ), 10, 2 );
		add_action( 'wp_logout', array( self::class, 'on_logout' ) );
	}

	/**
	 * The visitor of this request. `$start` gives a guest a session cookie when
	 * there is none yet (only when something is about to be stored).
	 *
	 * @param bool $start Create a guest session.
	 */
	public static function current( bool $start = false ): self {
		$user_id = get_current_user_id();
		if ( $user_id > 0 ) {
			return new self( $user_id, '' );
		}
		$token = self::cookie_token();
		if ( '' === $token && $start ) {
			$token = self::random( 32 );
			self::set_cookie( self::SESSION_COOKIE, $token, time() + self::GUEST_DAYS * DAY_IN_SECONDS, true );
		}
		return new self( 0, '' === $token ? '' : self::hash( $token ) );
	}

	/**
	 * Whether the visitor can be told apart from other visitors.
	 */
	public function known(): bool {
		return $this->user_id > 0 || '' !== $this->session_id;
	}

	/**
	 * Whether the visitor owns a list.
	 *
	 * @param array<string, mixed> $wishlist Row of the lists table.
	 */
	public function owns( array $wishlist ): bool {
		if ( $this->user_id > 0 ) {
			return (int) $wishlist['user_id'] === $this->user_id;
		}
		return 0 === (int) $wishlist['user_id'] && '' !== $this->session_id && hash_equals( (string) $wishlist['session_id'], $this->session_id );
	}

	/**
	 * Whether the visitor may see a list: the owner always, others only a public or shared one.
	 *
	 * @param array<string, mixed> $wishlist Row of the lists table.
	 */
	public function can_view( array $wishlist ): bool {
		return $this->owns( $wishlist ) || (int) $wishlist['privacy'] < Store::PRIVATE;
	}

	/**
	 * The guest token from the cookie ('' when missing or malformed).
	 */
	private static function cookie_token(): string {
		$raw = isset( $_COOKIE[ self::SESSION_COOKIE ] ) && is_string( $_COOKIE[ self::SESSION_COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::SESSION_COOKIE ] ) ) : '';
		return 1 === preg_match( '/^[A-Za-z0-9]{32}$/', $raw ) ? $raw : '';
	}

	/**
	 * Keyed hash of a guest token.
	 *
	 * @param string $token Token.
	 */
	private static function hash( string $token ): string {
		return hash_hmac( 'sha256', $token, wp_salt( 'auth' ) );
	}

	/**
	 * Random letters and digits.
	 *
	 * @param int $length Length.
	 */
	public static function random( int $length ): string {
		$chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
		$out   = '';
		for ( $i = 0; $i < $length; $i++ ) {
			$out .= $chars[ random_int( 0, strlen( $chars ) - 1 ) ];
		}
		return $out;
	}

	/**
	 * Sets a cookie for the rest of this request and, when headers can still be sent, for the browser.
	 *
	 * @param string $name      Name.
	 * @param string $value     Value ('' deletes).
	 * @param int    $expires   Expiry timestamp.
	 * @param bool   $http_only Hidden from scripts.
	 */
	private static function set_cookie( string $name, string $value, int $expires, bool $http_only ): void {
		if ( '' === $value ) {
			unset( $_COOKIE[ $name ] );
		} else {
			$_COOKIE[ $name ] = $value;
		}
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			$name,
			$value,
			array(
				'expires'  => $expires,
				'path'     => COOKIEPATH,
				'domain'   => (string) COOKIE_DOMAIN,
				'secure'   => is_ssl(),
				'httponly' => $http_only,
				'samesite' => 'Lax',
			)
		);
	}

	/**
	 * Tells the browser the visitor's item count (read by the header's badge).
	 *
	 * @param int $count Items on the visitor's lists.
	 */
	public static function remember_count( int $count ): void {
		if ( $count > 0 ) {
			self::set_cookie( self::COUNT_COOKIE, (string) $count, time() + self::GUEST_DAYS * DAY_IN_SECONDS, false );
		} elseif ( isset( $_COOKIE[ self::COUNT_COOKIE ] ) ) {
			self::set_cookie( self::COUNT_COOKIE, '', time() - YEAR_IN_SECONDS, false );
		}
	}

	/**
	 * On login the guest's lists become the customer's (items of the guest's
	 * default list join the customer's default list).
	 *
	 * @param string   $login User login.
	 * @param \WP_User $user  User.
	 */
	public static function on_login( $login, $user ): void {
		unset( $login );
		if ( ! $user instanceof \WP_User ) {
			return;
		}
		$token = self::cookie_token();
		if ( '' !== $token ) {
			Store::merge( self::hash( $token ), (int) $user->ID );
			self::set_cookie( self::SESSION_COOKIE, '', time() - YEAR_IN_SECONDS, true );
		}
		self::remember_count( Store::count( new self( (int) $user->ID, '' ) ) );
	}

	/**
	 * After logout the visitor is a guest without lists: the badge empties.
	 */
	public static function on_logout(): void {
		self::remember_count( 0 );
	}
}

<?php
/**
 * Keeps account names to their owners (on by default; Einstellungen →
 * Allgemein → "Benutzernamen verbergen"): for visitors who may not list
 * users, the REST users route answers 401, author archives are not found
 * (`?author=1` no longer redirects to /author/<name>/), the users sitemap
 * and the oEmbed author link are gone, and a failed login says the same
 * for an unknown account and a wrong password.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Closes the usual ways of discovering usernames.
 */
final class Usernames {

	/** Option: "yes" (default) or "no". */
	public const OPTION = 'tresen_legal_hide_usernames';

	/** Core's error codes of a failed login that tell the two cases apart. */
	private const LOGIN_CODES = array( 'invalid_username', 'invalid_email', 'incorrect_password' );

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'register_setting' ) );
		add_filter( 'rest_pre_dispatch', array( self::class, 'rest' ), 10, 3 );
		add_action( 'template_redirect', array( self::class, 'author_archive' ), 0 );
		add_filter( 'redirect_canonical', array( self::class, 'no_author_redirect' ) );
		add_filter( 'wp_sitemaps_add_provider', array( self::class, 'sitemap' ), 10, 2 );
		add_filter( 'oembed_response_data', array( self::class, 'oembed' ) );
		add_filter( 'authenticate', array( self::class, 'login_error' ), 999 );
	}

	/**
	 * Whether the protection is on.
	 */
	public static function enabled(): bool {
		return 'no' !== get_option( self::OPTION, 'yes' );
	}

	/**
	 * Whether the current visitor may see account names anyway.
	 */
	private static function may_list_users(): bool {
		return current_user_can( 'list_users' );
	}

	/**
	 * The setting on Einstellungen → Allgemein.
	 */
	public static function register_setting(): void {
		register_setting(
			'general',
			self::OPTION,
			array(
				'type'              => 'string',
				'default'           => 'yes',
				'sanitize_callback' => static fn( $value ): string => 'no' === $value ? 'no' : 'yes',
			)
		);
		add_settings_field(
			self::OPTION,
			__( 'Hide usernames', 'tresen-legal' ),
			array( self::class, 'field' ),
			'general'
		);
	}

	/**
	 * The checkbox.
	 */
	public static function field(): void {
		printf(
			'<input type="hidden" name="%1$s" value="no"><label><input type="checkbox" name="%1$s" value="yes"%2$s> %3$s</label>',
			esc_attr( self::OPTION ),
			checked( self::enabled(), true, false ),
			esc_html__( 'Visitors cannot find out usernames: no user list over the REST API, no author archives, one message for every failed login.', 'tresen-legal' )
		);
	}

	/**
	 * Refuses the REST users route to whoever may not list users (logged-in users keep `/wp/v2/users/me`).
	 *
	 * @param mixed            $result  Response so far.
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function rest( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || ! $request instanceof \WP_REST_Request || ! self::enabled() || self::may_list_users() ) {
			return $result;
		}
		$route = untrailingslashit( strtolower( $request->get_route() ) );
		if ( 1 !== preg_match( '#^/wp/v2/users(/|$)#', $route . '/' ) ) {
			return $result;
		}
		if ( is_user_logged_in() && '/wp/v2/users/me' === $route ) {
			return $result;
		}
		return new \WP_Error( 'rest_user_cannot_view', __( 'Sorry, you are not allowed to list users.', 'tresen-legal' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Whether this request asks for an author archive that must stay hidden.
	 */
	private static function hidden_author_request(): bool {
		if ( ! self::enabled() || self::may_list_users() ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read only.
		return is_author() || isset( $_GET['author'] ) || isset( $_GET['author_name'] );
	}

	/**
	 * Author archives (also `?author=1`, before WordPress redirects it to
	 * /author/<name>/) are not found for visitors who may not list users.
	 */
	public static function author_archive(): void {
		if ( ! self::hidden_author_request() ) {
			return;
		}
		global $wp_query;
		if ( $wp_query instanceof \WP_Query ) {
			$wp_query->set_404();
		}
		status_header( 404 );
		nocache_headers();
	}

	/**
	 * No canonical redirect from `?author=1` to /author/<name>/.
	 *
	 * @param mixed $url Where WordPress would redirect.
	 * @return mixed
	 */
	public static function no_author_redirect( $url ) {
		return self::hidden_author_request() ? false : $url;
	}

	/**
	 * No users sitemap (it lists /author/<name>/).
	 *
	 * @param mixed  $provider Provider.
	 * @param string $name     Provider name.
	 * @return mixed
	 */
	public static function sitemap( $provider, $name ) {
		return 'users' === $name && self::enabled() ? false : $provider;
	}

	/**
	 * No author link in oEmbed data (it names the author archive).
	 *
	 * @param array<string, mixed> $data oEmbed data.
	 * @return array<string, mixed>
	 */
	public static function oembed( $data ): array {
		$data = (array) $data;
		if ( self::enabled() ) {
			unset( $data['author_url'] );
		}
		return $data;
	}

	/**
	 * One message for every failed login, whether the account exists or not.
	 *
	 * @param mixed $user What authentication found.
	 * @return mixed
	 */
	public static function login_error( $user ) {
		if ( ! $user instanceof \WP_Error || ! self::enabled() || ! array_intersect( $user->get_error_codes(), self::LOGIN_CODES ) ) {
			return $user;
		}
		// Core's code for a failed login that names no part; the theme's header login knows it too.
		return new \WP_Error(
			'authentication_failed',
			sprintf(
				'<strong>%1$s</strong> %2$s',
				esc_html__( 'Error:', 'tresen-legal' ),
				esc_html__( 'The username, email address or password is wrong. Please check your entries.', 'tresen-legal' )
			)
		);
	}
}

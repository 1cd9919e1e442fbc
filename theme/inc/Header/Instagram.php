<?php
/**
 * Instagram feed: `[tresen_instagram limit="6"]` shows the latest posts of
 * the account set in the Customizer (Instagram: account name and access
 * token of the Instagram API; the token stays on the server and is never
 * printed, not even back into the Customizer). The page prints a link to
 * the account; the `instagram` script fetches the posts with
 * `admin-ajax.php?action=flatsome_load_instagram&data[limit]=6` (reply
 * `success`, `data` = HTML) and shows them once the visitor allowed
 * marketing cookies (the images come from Instagram's servers). The server asks the Instagram
 * API and keeps the answer for an hour (a failure for five minutes); a
 * failure is logged, shown to administrators only, and visitors keep the link.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Header;

use Tresen\Theme\Feature;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Instagram feed.
 */
final class Instagram implements Feature {

	public const ENTRY     = 'instagram';
	public const SHORTCODE = 'tresen_instagram';
	public const ACTION    = 'flatsome_load_instagram';

	/** Options set in the Customizer. */
	public const ACCOUNT_OPTION = 'tresen_instagram_account';
	public const TOKEN_OPTION   = 'tresen_instagram_token';

	/** Transients. */
	public const CACHE = 'tresen_instagram_media';
	public const ERROR = 'tresen_instagram_error';

	/** Most posts shown. */
	public const MAX = 12;

	/** The Instagram API's media list of the token's account. */
	public const API = 'https://graph.instagram.com/me/media';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'shortcode' ) );
		add_action( 'init', array( self::class, 'register_block' ) );
		add_action( 'customize_register', array( self::class, 'customize' ) );
		add_filter( 'customize_sanitize_js_' . self::TOKEN_OPTION, '__return_empty_string' );
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'respond' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'respond' ) );
		add_action( 'update_option_' . self::TOKEN_OPTION, array( self::class, 'forget' ) );
		add_action( 'update_option_' . self::ACCOUNT_OPTION, array( self::class, 'forget' ) );
	}

	/**
	 * The Customizer's section.
	 *
	 * @param \WP_Customize_Manager $manager Customizer.
	 */
	public static function customize( $manager ): void {
		$manager->add_section(
			'tresen_instagram',
			array(
				'title'       => __( 'Instagram', 'tresen' ),
				'description' => __( 'The feed shows with the shortcode [tresen_instagram limit="6"].', 'tresen' ),
			)
		);
		$manager->add_setting(
			self::ACCOUNT_OPTION,
			array(
				'type'              => 'option',
				'capability'        => 'edit_theme_options',
				'sanitize_callback' => array( self::class, 'sanitize_account' ),
			)
		);
		$manager->add_control(
			self::ACCOUNT_OPTION,
			array(
				'section' => 'tresen_instagram',
				'label'   => __( 'Account name', 'tresen' ),
				'type'    => 'text',
			)
		);
		$manager->add_setting(
			self::TOKEN_OPTION,
			array(
				'type'              => 'option',
				'capability'        => 'edit_theme_options',
				'sanitize_callback' => array( self::class, 'sanitize_token' ),
			)
		);
		$manager->add_control(
			self::TOKEN_OPTION,
			array(
				'section'     => 'tresen_instagram',
				'label'       => __( 'Access token', 'tresen' ),
				'description' => __( 'Stored on the server and never shown again. Leave empty to keep the saved token.', 'tresen' ),
				'type'        => 'password',
			)
		);
	}

	/**
	 * An account name: letters, digits, dots and underscores, without "@".
	 *
	 * @param mixed $value Entered value.
	 */
	public static function sanitize_account( $value ): string {
		$value = ltrim( trim( is_string( $value ) ? $value : '' ), '@' );
		return (string) preg_replace( '/[^A-Za-z0-9._]/', '', substr( $value, 0, 30 ) );
	}

	/**
	 * A token; an empty entry keeps the saved one (the field never shows it).
	 *
	 * @param mixed $value Entered value.
	 */
	public static function sanitize_token( $value ): string {
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $value ) {
			return (string) get_option( self::TOKEN_OPTION, '' );
		}
		return (string) preg_replace( '/[^A-Za-z0-9._|-]/', '', substr( $value, 0, 1000 ) );
	}

	/**
	 * Drops the cached feed (the account or token changed).
	 */
	public static function forget(): void {
		delete_transient( self::CACHE );
		delete_transient( self::ERROR );
	}

	/**
	 * The shortcode: a link to the account, which the script fills with posts.
	 *
	 * @param array<string, string>|string $atts Attributes (`limit`, 1–12, default 6).
	 */
	public static function shortcode( $atts ): string {
		$account = (string) get_option( self::ACCOUNT_OPTION, '' );
		if ( '' === $account ) {
			return current_user_can( 'edit_theme_options' ) ? '<p class="tresen-instagram__error">' . esc_html__( 'Instagram feed: set the account in the Customizer (Instagram). Only administrators see this note.', 'tresen' ) . '</p>' : '';
		}
		$atts   = shortcode_atts( array( 'limit' => '6' ), is_array( $atts ) ? $atts : array(), self::SHORTCODE );
		$assets = Theme::assets();
		if ( null !== $assets && $assets->exists( self::ENTRY ) ) {
			// The consent gate first (the pictures wait for marketing consent).
			$handle = $assets->enqueue( self::ENTRY, wp_script_is( 'tresen-cookie-consent-gate', 'registered' ) ? array( 'tresen-cookie-consent-gate' ) : array() );
			$assets->settings(
				$handle,
				'tresenInstagram',
				array(
					'ajaxUrl' => admin_url( 'admin-ajax.php' ),
					'action'  => self::ACTION,
				)
			);
		}
		return sprintf(
			'<div class="tresen-instagram" data-limit="%1$d"><p class="tresen-instagram__follow"><a href="%2$s">%3$s</a></p><p class="tresen-instagram__consent">%4$s</p></div>',
			self::limit( $atts['limit'] ),
			esc_url( 'https://www.instagram.com/' . rawurlencode( $account ) . '/' ),
			/* translators: %s: Instagram account name. */
			esc_html( sprintf( __( '@%s on Instagram', 'tresen' ), $account ) ),
			esc_html__( 'The latest posts show here once you allow marketing cookies (the pictures load from Instagram).', 'tresen' )
		);
	}

	/** The editor script of the block (theme/client/instagram-block). */
	public const BLOCK_ENTRY = 'instagram-block';

	/**
	 * Registers the "Instagram feed" block (theme/blocks/instagram/block.json):
	 * rendered on the server like the shortcode; the editor shows that rendering.
	 */
	public static function register_block(): void {
		$assets = Theme::assets();
		if ( null !== $assets && $assets->exists( self::BLOCK_ENTRY ) ) {
			// The block.json names this handle as its editorScript.
			$assets->register( self::BLOCK_ENTRY, array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render' ) );
		}
		register_block_type(
			get_theme_file_path( 'blocks/instagram' ),
			array(
				'title'           => __( 'Instagram feed', 'tresen' ),
				'description'     => __( 'The latest posts of the shop\'s Instagram account (set in the Customizer), shown once the visitor allows marketing cookies.', 'tresen' ),
				'render_callback' => array( self::class, 'render_block' ),
			)
		);
	}

	/**
	 * The block's HTML: the shortcode's, with the block's post count.
	 *
	 * @param mixed $attributes Block attributes (`limit`).
	 */
	public static function render_block( $attributes ): string {
		$limit = is_array( $attributes ) && isset( $attributes['limit'] ) ? $attributes['limit'] : 6;
		return self::shortcode( array( 'limit' => (string) self::limit( $limit ) ) );
	}

	/**
	 * A limit from 1 to 12.
	 *
	 * @param mixed $value Value.
	 */
	public static function limit( $value ): int {
		$value = is_scalar( $value ) && is_numeric( $value ) ? (int) $value : 6;
		return max( 1, min( self::MAX, $value ) );
	}

	/**
	 * The latest posts (cached), or a WP_Error.
	 *
	 * @return array<int, array{url: string, image: string, caption: string}>|\WP_Error
	 */
	public static function media() {
		$cached = get_transient( self::CACHE );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$error = get_transient( self::ERROR );
		if ( is_string( $error ) && '' !== $error ) {
			return new \WP_Error( 'tresen_instagram', $error );
		}
		$media = self::fetch();
		if ( is_wp_error( $media ) ) {
			set_transient( self::ERROR, $media->get_error_message(), 5 * MINUTE_IN_SECONDS );
			self::log( $media->get_error_message() );
			return $media;
		}
		set_transient( self::CACHE, $media, HOUR_IN_SECONDS );
		return $media;
	}

	/**
	 * Asks the Instagram API.
	 *
	 * @return array<int, array{url: string, image: string, caption: string}>|\WP_Error
	 */
	private static function fetch() {
		$token = (string) get_option( self::TOKEN_OPTION, '' );
		if ( '' === $token ) {
			return new \WP_Error( 'tresen_instagram', 'no access token set' );
		}
		$response = wp_safe_remote_get(
			add_query_arg(
				array(
					'fields'       => 'id,caption,media_type,media_url,thumbnail_url,permalink',
					'limit'        => self::MAX,
					'access_token' => $token,
				),
				self::API
			),
			array( 'timeout' => 5 )
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'tresen_instagram', 'request failed: ' . $response->get_error_message() );
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $code || ! is_array( $body ) || ! isset( $body['data'] ) || ! is_array( $body['data'] ) ) {
			$detail = is_array( $body ) && isset( $body['error']['message'] ) && is_string( $body['error']['message'] ) ? $body['error']['message'] : 'unexpected reply';
			return new \WP_Error( 'tresen_instagram', sprintf( 'HTTP %d: %s', $code, $detail ) );
		}
		$media = array();
		foreach ( $body['data'] as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$image = 'VIDEO' === ( $item['media_type'] ?? '' ) ? ( $item['thumbnail_url'] ?? '' ) : ( $item['media_url'] ?? '' );
			$url   = $item['permalink'] ?? '';
			if ( ! is_string( $image ) || ! is_string( $url ) || ! self::https( $image ) || ! self::https( $url ) ) {
				continue;
			}
			$media[] = array(
				'url'     => $url,
				'image'   => $image,
				'caption' => is_string( $item['caption'] ?? null ) ? wp_html_excerpt( $item['caption'], 120, '…' ) : '',
			);
		}
		return $media;
	}

	/**
	 * Whether a URL from the API is an https address.
	 *
	 * @param string $url URL.
	 */
	private static function https( string $url ): bool {
		$parts = wp_parse_url( $url );
		return is_array( $parts ) && 'https' === ( $parts['scheme'] ?? '' ) && ! empty( $parts['host'] ) && esc_url_raw( $url, array( 'https' ) ) === $url;
	}

	/**
	 * Logs a failure (WooCommerce's log when there, PHP's error log otherwise).
	 *
	 * @param string $message What failed.
	 */
	private static function log( string $message ): void {
		$message = 'Instagram feed could not be loaded: ' . $message;
		if ( function_exists( 'wc_get_logger' ) ) {
			wc_get_logger()->warning( $message, array( 'source' => 'tresen-instagram' ) );
			return;
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the shop's log.
		error_log( $message );
	}

	/**
	 * The feed's HTML.
	 *
	 * @param array<int, array{url: string, image: string, caption: string}> $media Posts.
	 * @param int                                                           $limit Most posts.
	 */
	public static function html( array $media, int $limit ): string {
		$items = '';
		foreach ( array_slice( $media, 0, $limit ) as $post ) {
			$items .= sprintf(
				'<li><a href="%1$s"><img src="%2$s" alt="%3$s" loading="lazy" decoding="async" width="320" height="320" /></a></li>',
				esc_url( $post['url'] ),
				esc_url( $post['image'] ),
				esc_attr( '' !== $post['caption'] ? $post['caption'] : __( 'Instagram post', 'tresen' ) )
			);
		}
		return '' === $items ? '' : '<ul class="tresen-instagram__list">' . $items . '</ul>';
	}

	/**
	 * Answers `flatsome_load_instagram` (GET `data[limit]`).
	 */
	public static function respond(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- public data; only the limit is read and cast.
		$data  = isset( $_GET['data'] ) && is_array( $_GET['data'] ) ? wp_unslash( $_GET['data'] ) : array();
		$limit = self::limit( $data['limit'] ?? 6 );
		$media = '' === (string) get_option( self::ACCOUNT_OPTION, '' ) ? new \WP_Error( 'tresen_instagram', 'no account set' ) : self::media();
		if ( is_wp_error( $media ) ) {
			nocache_headers();
			$note = current_user_can( 'edit_theme_options' )
				/* translators: %s: technical reason. */
				? '<p class="tresen-instagram__error">' . esc_html( sprintf( __( 'The Instagram feed could not be loaded (%s). Only administrators see this note; visitors see the link to the account.', 'tresen' ), $media->get_error_message() ) ) . '</p>'
				: '';
			wp_send_json(
				array(
					'success' => false,
					'data'    => $note,
				)
			);
		}
		wp_send_json(
			array(
				'success' => true,
				'data'    => self::html( $media, $limit ),
			)
		);
	}
}

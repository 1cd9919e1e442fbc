<?php
/**
 * Page cache headers and purge for a shop behind a shared page cache (nginx's
 * FastCGI cache in the local cluster, Varnish or a CDN at a host).
 *
 * Off unless wp-config.php defines TRESEN_PAGE_CACHE (true, or the seconds a
 * shared cache may keep a page): then an anonymous GET/HEAD of a front-end page
 * that set no cookie, sent no no-cache header of its own and did not define
 * DONOTCACHEPAGE answers `Cache-Control: public, max-age=0, s-maxage=<n>` with
 * `Vary: Accept-Encoding, Cookie` (the browser revalidates; only the shared
 * cache keeps it; a page for other cookies is another variant). Everything
 * else keeps what WordPress and WooCommerce send (cart, checkout, account,
 * wishlist, forms: no-store/private), and a response without this header is
 * never stored by the cluster's nginx (it has no default validity).
 *
 * Purge: a change to a product, its price or stock, a term, a menu or a shop
 * setting fires `tresen_purge_page_cache` once at the end of the request; when
 * TRESEN_PAGE_CACHE_PATH names nginx's cache folder its files are deleted
 * there (every node sees the same folder in the local cluster; at a host, hook
 * the action to purge Varnish or the CDN instead).
 *
 * @package Tresen\Shop
 */

namespace Tresen\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Cache-Control for shared caches and their purge.
 */
final class PageCache {

	/** The action that empties the page cache (the suite's purge hook). */
	public const PURGE = 'tresen_purge_page_cache';

	/** Seconds a shared cache may keep a page when TRESEN_PAGE_CACHE is `true`. */
	public const DEFAULT_TTL = 600;

	/** @var bool Whether a purge is due at the end of this request. */
	private static bool $due = false;

	/** Hooks in (only when the site enabled the page cache). */
	public static function register(): void {
		if ( self::enabled() ) {
			self::hook();
		}
	}

	/** The hooks (tests call this without the constant). */
	public static function hook(): void {
		add_action( 'template_redirect', array( self::class, 'start' ), PHP_INT_MAX );
		foreach ( array( 'save_post_product', 'save_post_product_variation', 'woocommerce_update_product', 'woocommerce_update_product_variation', 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock', 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status', 'before_delete_post', 'trashed_post', 'edited_term', 'created_term', 'delete_term', 'wp_update_nav_menu', 'wp_update_nav_menu_item', 'wp_delete_nav_menu', 'switch_theme', 'customize_save_after' ) as $hook ) {
			add_action( $hook, array( self::class, 'schedule' ), 10, 0 );
		}
		add_action( 'updated_option', array( self::class, 'option_changed' ), 10, 1 );
		add_action( 'added_option', array( self::class, 'option_changed' ), 10, 1 );
		add_action( 'save_post', array( self::class, 'post_saved' ), 10, 2 );
		add_action( 'shutdown', array( self::class, 'purge_if_due' ), 0 );
		add_action( self::PURGE, array( self::class, 'purge_folder' ) );
	}

	/** Whether TRESEN_PAGE_CACHE is on. */
	public static function enabled(): bool {
		return defined( 'TRESEN_PAGE_CACHE' ) && false !== constant( 'TRESEN_PAGE_CACHE' );
	}

	/** Seconds a shared cache may keep a public page. */
	public static function ttl(): int {
		$value = defined( 'TRESEN_PAGE_CACHE' ) ? constant( 'TRESEN_PAGE_CACHE' ) : false;
		return is_int( $value ) && $value > 0 ? $value : self::DEFAULT_TTL;
	}

	/** Buffers the page, so the decision is taken when it is complete (a form may define DONOTCACHEPAGE while rendering). */
	public static function start(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'GET';
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) || is_admin() || wp_doing_ajax() || is_user_logged_in() || is_feed() || is_preview() ) {
			return;
		}
		ob_start( array( self::class, 'finish' ) );
	}

	/**
	 * At the end of the page: the public header, when nothing made the page personal.
	 *
	 * @param string $html The page.
	 */
	public static function finish( string $html ): string {
		if ( ! headers_sent() && self::public_response() ) {
			header( 'Cache-Control: public, max-age=0, s-maxage=' . self::ttl() );
			header( 'Vary: Accept-Encoding, Cookie' );
		}
		return $html;
	}

	/** Whether the response may be shared: 200, no cookie set, no no-cache header, not marked DONOTCACHEPAGE. */
	public static function public_response(): bool {
		if ( defined( 'DONOTCACHEPAGE' ) && constant( 'DONOTCACHEPAGE' ) ) {
			return false;
		}
		if ( 200 !== http_response_code() || is_user_logged_in() ) {
			return false;
		}
		if ( function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() ) ) {
			return false;
		}
		foreach ( headers_list() as $header ) {
			$lower = strtolower( $header );
			if ( str_starts_with( $lower, 'set-cookie:' ) ) {
				return false;
			}
			if ( str_starts_with( $lower, 'cache-control:' ) && preg_match( '/no-store|no-cache|private/', $lower ) ) {
				return false;
			}
		}
		return true;
	}

	/** Purges at the end of this request (once, however many changes). */
	public static function schedule(): void {
		self::$due = true;
	}

	/**
	 * Content a page shows changed: a viewable post (page, post, product), a
	 * form whose fields a page prints (the contact form), a template or global
	 * style. Not messages, orders or other private records.
	 *
	 * @param int      $post_id Post.
	 * @param \WP_Post $post    Post.
	 */
	public static function post_saved( $post_id, $post ): void {
		unset( $post_id );
		if ( ! $post instanceof \WP_Post || 'auto-draft' === $post->post_status || 'revision' === $post->post_type ) {
			return;
		}
		/**
		 * Post types whose change shows on public pages though they are not viewable themselves.
		 *
		 * @param string[] $types Post types.
		 */
		$printed = (array) apply_filters( 'tresen_page_cache_purge_post_types', array( 'nav_menu_item', 'tresen_contact_form', 'wpcf7_contact_form', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_navigation', 'wp_block' ) );
		if ( is_post_type_viewable( $post->post_type ) || in_array( $post->post_type, $printed, true ) ) {
			self::$due = true;
		}
	}

	/**
	 * A shop setting changed (not counters, locks, sessions or transients).
	 *
	 * @param string $option Option name.
	 */
	public static function option_changed( $option ): void {
		$option = (string) $option;
		if ( str_starts_with( $option, '_' ) || str_contains( $option, 'transient' ) || in_array( $option, array( 'cron', 'rewrite_rules', 'recently_edited', 'recovery_keys' ), true ) ) {
			return;
		}
		if ( preg_match( '/^(woocommerce_|tresen|theme_mods_|widget_|sidebars_widgets$|blogname$|blogdescription$|show_on_front$|page_on_front$|page_for_posts$|permalink_structure$|stylesheet$|template$|date_format$|time_format$|WPLANG$|site_icon$)/', $option ) && ! preg_match( '/^woocommerce_(admin_|schema_version|db_version|version|queue_flush|task_list|onboarding|marketplace|meta_box_errors|tracker|maxmind)/', $option ) ) {
			self::$due = true;
		}
	}

	/** Fires the purge once when something public changed. */
	public static function purge_if_due(): void {
		if ( self::$due ) {
			self::$due = false;
			do_action( self::PURGE ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- tresen_purge_page_cache.
		}
	}

	/**
	 * Deletes the files of nginx's cache folder (TRESEN_PAGE_CACHE_PATH); nginx
	 * then fetches each page again. Returns how many files were deleted.
	 *
	 * @param string $root Another folder ('' for TRESEN_PAGE_CACHE_PATH; the action passes '').
	 */
	public static function purge_folder( $root = '' ): int {
		$root = '' !== (string) $root ? (string) $root : ( defined( 'TRESEN_PAGE_CACHE_PATH' ) ? (string) constant( 'TRESEN_PAGE_CACHE_PATH' ) : '' );
		if ( '' === $root || ! is_dir( $root ) ) {
			return 0;
		}
		$deleted = 0;
		$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( $file instanceof \SplFileInfo && $file->isFile() ) {
				wp_delete_file( $file->getPathname() );
				$deleted += file_exists( $file->getPathname() ) ? 0 : 1;
			}
		}
		return $deleted;
	}
}

<?php
/**
 * YITH WooCommerce Wishlist's `yith_wcwl_l10n` for third-party jQuery code
 * (themes and plugins written against YITH read `yith_wcwl_l10n.ajax_url`,
 * its action names and nonces). YITH printed it with its jQuery script on
 * every storefront page; the suite prints it on every storefront page where
 * jQuery is, right after jQuery, read-only (frozen), with the suite's own
 * settings as values. Pages without jQuery get nothing.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The localized object of YITH's script.
 */
final class YithCompat {

	/** The global's name, as YITH's `wp_localize_script()` named it. */
	public const OBJECT = 'yith_wcwl_l10n';

	/** The admin-ajax actions YITH's script names (`actions.<key>` => action). */
	private const ACTIONS = array(
		'add_to_wishlist_action'                 => 'add_to_wishlist',
		'remove_from_wishlist_action'            => 'remove_from_wishlist',
		'reload_wishlist_and_adding_elem_action' => 'reload_wishlist_and_adding_elem',
		'load_mobile_action'                     => 'load_mobile',
		'delete_item_action'                     => 'delete_item',
		'save_title_action'                      => 'save_title',
		'save_privacy_action'                    => 'save_privacy',
		'load_fragments'                         => 'load_fragments',
	);

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'attach' ), 30 );
	}

	/**
	 * Puts the object after jQuery: printed only when jQuery itself is.
	 */
	public static function attach(): void {
		if ( is_admin() || ! wp_script_is( 'jquery-core', 'registered' ) ) {
			return;
		}
		wp_add_inline_script( 'jquery-core', self::script(), 'after' );
	}

	/**
	 * The inline script: `var yith_wcwl_l10n`, deep-frozen.
	 */
	public static function script(): string {
		$json = (string) wp_json_encode( self::values(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return 'var ' . self::OBJECT . '=(function f(o){Object.keys(o).forEach(function(k){if(o[k]&&typeof o[k]==="object"){f(o[k]);}});return Object.freeze(o);})(' . $json . ');';
	}

	/**
	 * YITH's keys with the suite's values.
	 *
	 * @return array<string, mixed>
	 */
	public static function values(): array {
		$nonce  = wp_create_nonce( Ajax::NONCE );
		$nonces = array();
		foreach ( self::ACTIONS as $action ) {
			// One nonce for every action: the suite's server checks the same one for all of them.
			$nonces[ $action . '_nonce' ] = $nonce;
		}
		$settings = Plugin::settings();
		$values   = array(
			'ajax_url'                               => $settings['ajaxUrl'],
			'redirect_to_cart'                       => 'no',
			'yith_wcwl_button_position'              => 'gallery' === Settings::button_position() ? 'thumbnails' : 'add-to-cart',
			'multi_wishlist'                         => (bool) $settings['multipleLists'],
			'hide_add_button'                        => true,
			'enable_ajax_loading'                    => true,
			'ajax_loader_url'                        => '',
			'remove_from_wishlist_after_add_to_cart' => Settings::remove_after_add_to_cart(),
			'is_wishlist_responsive'                 => true,
			'time_to_close_prettyphoto'              => Settings::popup_auto_close() ? (int) $settings['popupCloseMs'] : 0,
			'fragments_index_glue'                   => '.',
			'reload_on_found_variation'              => true,
			'mobile_media_query'                     => 768,
			'labels'                                 => array(
				'cookie_disabled'       => __( 'We are sorry, but this feature is available only if cookies on your browser are enabled.', 'tresen-wishlist' ),
				'added_to_cart_message' => sprintf( '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">%s</div></div>', esc_html__( 'Product added to cart successfully', 'tresen-wishlist' ) ),
			),
			'actions'                                => self::ACTIONS,
			'nonce'                                  => $nonces,
			'redirect_after_ask_estimate'            => false,
			'ask_estimate_redirect_url'              => home_url(),
		);
		/**
		 * Filters the values of `yith_wcwl_l10n` (YITH's keys; only values should change).
		 *
		 * @param array<string, mixed> $values Values.
		 */
		$filtered = apply_filters( 'tresen_wishlist_yith_l10n', $values );
		return is_array( $filtered ) ? $filtered : $values;
	}
}

<?php
/**
 * WooCommerce's frontend script handles and their settings.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers WooCommerce's classic frontend handles (with tiny inert files of
 * the double) and enqueues them where WooCommerce does, with WooCommerce's
 * inline settings, so the theme can dequeue them.
 */
class WC_Frontend_Scripts {

	/**
	 * Handle => file, dependencies, WooCommerce 10.5's names and dependencies.
	 *
	 * @var array<string, array{0: string, 1: string[]}>
	 */
	private const SCRIPTS = array(
		'wc-js-cookie'             => array( 'js-cookie.js', array() ),
		'wc-jquery-blockui'        => array( 'jquery-blockui.js', array( 'jquery' ) ),
		'selectWoo'                => array( 'selectWoo.js', array( 'jquery' ) ),
		'woocommerce'              => array( 'woocommerce.js', array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ) ),
		'wc-add-to-cart'           => array( 'add-to-cart.js', array( 'jquery', 'wc-jquery-blockui' ) ),
		'wc-cart-fragments'        => array( 'cart-fragments.js', array( 'jquery', 'wc-js-cookie' ) ),
		'wc-add-to-cart-variation' => array( 'add-to-cart-variation.js', array( 'jquery', 'wp-util', 'wc-jquery-blockui' ) ),
		'wc-single-product'        => array( 'single-product.js', array( 'jquery' ) ),
		'wc-cart'                  => array( 'cart.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ),
		'wc-checkout'              => array( 'checkout.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ),
		'wc-country-select'        => array( 'country-select.js', array( 'jquery' ) ),
		'wc-address-i18n'          => array( 'address-i18n.js', array( 'jquery', 'wc-country-select' ) ),
		'wc-account-i18n'          => array( 'account-i18n.js', array( 'jquery' ) ),
		'wc-order-attribution'     => array( 'order-attribution.js', array() ),
	);

	/**
	 * Old handles WooCommerce 10.5 keeps as aliases of the new ones.
	 *
	 * @var array<string, string>
	 */
	private const LEGACY_HANDLES = array(
		'jquery-blockui' => 'wc-jquery-blockui',
		'js-cookie'      => 'wc-js-cookie',
	);

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( self::class, 'load_scripts' ) );
		add_action( 'wp_print_scripts', array( self::class, 'localize_printed_scripts' ), 5 );
		add_action( 'wp_print_footer_scripts', array( self::class, 'localize_printed_scripts' ), 5 );
	}

	/**
	 * Registers every handle.
	 */
	public static function register_scripts() {
		foreach ( self::SCRIPTS as $handle => $script ) {
			if ( ! wp_script_is( $handle, 'registered' ) ) {
				wp_register_script(
					$handle,
					WC()->plugin_url() . '/assets/js/' . $script[0],
					$script[1],
					WC_VERSION,
					array(
						'in_footer' => true,
						'strategy'  => 'defer',
					)
				);
			}
		}
		foreach ( self::LEGACY_HANDLES as $legacy => $handle ) {
			if ( ! wp_script_is( $legacy, 'registered' ) ) {
				wp_register_script( $legacy, false, array( $handle ), WC_VERSION, true );
			}
		}
	}

	/**
	 * Enqueues like WooCommerce: woocommerce and the fragments everywhere,
	 * add-to-cart where products are listed, single-product on product pages,
	 * variation on variable products (from the add-to-cart template), cart and checkout on their pages.
	 */
	public static function load_scripts() {
		self::register_scripts();
		if ( 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart' ) && ( is_shop() || is_product_taxonomy() || is_product() ) ) {
			wp_enqueue_script( 'wc-add-to-cart' );
		}
		if ( is_cart() ) {
			wp_enqueue_script( 'wc-cart' );
		}
		if ( is_cart() || is_checkout() || is_account_page() ) {
			wp_enqueue_script( 'selectWoo' );
		}
		if ( is_account_page() ) {
			wp_enqueue_script( 'wc-account-i18n' );
		}
		if ( is_checkout() ) {
			wp_enqueue_script( 'wc-checkout' );
		}
		if ( is_product() ) {
			wp_enqueue_script( 'wc-single-product' );
		}
		wp_enqueue_script( 'woocommerce' );
		wp_enqueue_script( 'wc-cart-fragments' );
		if ( apply_filters( 'woocommerce_order_attribution_enabled', 'yes' === get_option( 'woocommerce_feature_order_attribution_enabled', 'yes' ) ) ) {
			wp_enqueue_script( 'wc-order-attribution' );
		}
	}

	/**
	 * Settings object of a handle (WooCommerce's variable names and keys).
	 *
	 * @param string $handle Handle.
	 * @return array|false
	 */
	public static function get_script_data( $handle ) {
		switch ( $handle ) {
			case 'woocommerce':
				$params = array(
					'ajax_url'           => WC()->ajax_url(),
					'wc_ajax_url'        => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'i18n_password_show' => esc_attr__( 'Show password', 'woocommerce' ),
					'i18n_password_hide' => esc_attr__( 'Hide password', 'woocommerce' ),
				);
				break;
			case 'wc-add-to-cart':
				$params = array(
					'ajax_url'                => WC()->ajax_url(),
					'wc_ajax_url'             => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'i18n_view_cart'          => esc_attr__( 'View cart', 'woocommerce' ),
					'cart_url'                => apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
					'is_cart'                 => is_cart(),
					'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add' ),
				);
				break;
			case 'wc-cart-fragments':
				$hash   = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
				$params = array(
					'ajax_url'        => WC()->ajax_url(),
					'wc_ajax_url'     => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'cart_hash_key'   => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $hash ),
					'fragment_name'   => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $hash ),
					'request_timeout' => 5000,
				);
				break;
			case 'wc-single-product':
				$params = array(
					'i18n_required_rating_text'         => esc_attr__( 'Please select a rating', 'woocommerce' ),
					'i18n_rating_options'               => array(
						esc_attr__( '1 of 5 stars', 'woocommerce' ),
						esc_attr__( '2 of 5 stars', 'woocommerce' ),
						esc_attr__( '3 of 5 stars', 'woocommerce' ),
						esc_attr__( '4 of 5 stars', 'woocommerce' ),
						esc_attr__( '5 of 5 stars', 'woocommerce' ),
					),
					'i18n_product_gallery_trigger_text' => esc_attr__( 'View full-screen image gallery', 'woocommerce' ),
					'review_rating_required'            => wc_review_ratings_required() ? 'yes' : 'no',
					'flexslider'                        => array(
						'rtl'            => is_rtl(),
						'animation'      => 'slide',
						'smoothHeight'   => true,
						'directionNav'   => false,
						'controlNav'     => 'thumbnails',
						'slideshow'      => false,
						'animationSpeed' => 500,
						'animationLoop'  => false,
						'allowOneSlide'  => false,
					),
					'zoom_enabled'                      => false,
					'zoom_options'                      => array(),
					'photoswipe_enabled'                => true,
					'photoswipe_options'                => array(
						'shareEl'               => false,
						'closeOnScroll'         => false,
						'history'               => false,
						'hideAnimationDuration' => 0,
						'showAnimationDuration' => 0,
					),
					'flexslider_enabled'                => false,
				);
				break;
			case 'wc-add-to-cart-variation':
				$params = array(
					'wc_ajax_url'                      => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'i18n_no_matching_variations_text' => esc_attr__( 'Sorry, no products matched your selection. Please choose a different combination.', 'woocommerce' ),
					'i18n_make_a_selection_text'       => esc_attr__( 'Please select some product options before adding this product to your cart.', 'woocommerce' ),
					'i18n_unavailable_text'            => esc_attr__( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ),
					'i18n_reset_alert_text'            => esc_attr__( 'Your selection has been reset. Please select some product options before adding this product to your cart.', 'woocommerce' ),
				);
				break;
			case 'wc-cart':
				$params = array(
					'ajax_url'                     => WC()->ajax_url(),
					'wc_ajax_url'                  => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ),
					'apply_coupon_nonce'           => wp_create_nonce( 'apply-coupon' ),
					'remove_coupon_nonce'          => wp_create_nonce( 'remove-coupon' ),
				);
				break;
			case 'wc-checkout':
				$params = array(
					'ajax_url'                  => WC()->ajax_url(),
					'wc_ajax_url'               => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ),
					'apply_coupon_nonce'        => wp_create_nonce( 'apply-coupon' ),
					'remove_coupon_nonce'       => wp_create_nonce( 'remove-coupon' ),
					'option_guest_checkout'     => get_option( 'woocommerce_enable_guest_checkout' ),
					'checkout_url'              => WC_AJAX::get_endpoint( 'checkout' ),
					'is_checkout'               => is_checkout() && empty( $GLOBALS['wp']->query_vars['order-pay'] ) && ! isset( $GLOBALS['wp']->query_vars['order-received'] ) ? 1 : 0,
					'debug_mode'                => defined( 'WP_DEBUG' ) && WP_DEBUG,
					/* translators: %s: Order history URL on My Account section */
					'i18n_checkout_error'       => sprintf( esc_attr__( 'There was an error processing your order. Please check for any charges in your payment method and review your <a href="%s">order history</a> before placing the order again.', 'woocommerce' ), esc_url( wc_get_account_endpoint_url( 'orders' ) ) ),
				);
				break;
			case 'wc-country-select':
				// The double knows no states: every allowed and shipping country maps to an empty list.
				$states = array();
				foreach ( array_merge( array_keys( WC()->countries->get_allowed_countries() ), array_keys( WC()->countries->get_shipping_countries() ) ) as $cc ) {
					$list          = WC()->countries->get_states( $cc );
					$states[ $cc ] = is_array( $list ) ? $list : array();
				}
				$params = array(
					'countries'                 => wp_json_encode( $states, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ),
					'i18n_select_state_text'    => esc_attr__( 'Select an option&hellip;', 'woocommerce' ),
					'i18n_no_matches'           => _x( 'No matches found', 'enhanced select', 'woocommerce' ),
					'i18n_ajax_error'           => _x( 'Loading failed', 'enhanced select', 'woocommerce' ),
					'i18n_input_too_short_1'    => _x( 'Please enter 1 or more characters', 'enhanced select', 'woocommerce' ),
					'i18n_input_too_short_n'    => _x( 'Please enter %qty% or more characters', 'enhanced select', 'woocommerce' ),
					'i18n_input_too_long_1'     => _x( 'Please delete 1 character', 'enhanced select', 'woocommerce' ),
					'i18n_input_too_long_n'     => _x( 'Please delete %qty% characters', 'enhanced select', 'woocommerce' ),
					'i18n_selection_too_long_1' => _x( 'You can only select 1 item', 'enhanced select', 'woocommerce' ),
					'i18n_selection_too_long_n' => _x( 'You can only select %qty% items', 'enhanced select', 'woocommerce' ),
					'i18n_load_more'            => _x( 'Loading more results&hellip;', 'enhanced select', 'woocommerce' ),
					'i18n_searching'            => _x( 'Searching&hellip;', 'enhanced select', 'woocommerce' ),
				);
				break;
			case 'wc-address-i18n':
				$params = array(
					'locale'             => wp_json_encode( WC()->countries->get_country_locale(), JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ),
					'locale_fields'      => wp_json_encode( WC()->countries->get_country_locale_field_selectors(), JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ),
					'i18n_required_text' => esc_attr__( 'required', 'woocommerce' ),
					'i18n_optional_text' => esc_html__( 'optional', 'woocommerce' ),
				);
				break;
			case 'wc-order-attribution':
				$params = array(
					'params' => array(
						'lifetime'      => 1.0E-5,
						'session'       => 30,
						'base64'        => false,
						'ajaxurl'       => admin_url( 'admin-ajax.php' ),
						'prefix'        => 'wc_order_attribution_',
						'allowTracking' => 'yes' === apply_filters( 'wc_order_attribution_allow_tracking', 'yes' ),
					),
					'fields' => array(
						'source_type'         => 'current.typ',
						'referrer'            => 'current_add.rf',
						'utm_campaign'        => 'current.cmp',
						'utm_source'          => 'current.src',
						'utm_medium'          => 'current.mdm',
						'utm_content'         => 'current.cnt',
						'utm_id'              => 'current.id',
						'utm_term'            => 'current.trm',
						'utm_source_platform' => 'current.plt',
						'utm_creative_format' => 'current.fmt',
						'utm_marketing_tactic' => 'current.tct',
						'session_entry'       => 'current_add.ep',
						'session_start_time'  => 'current_add.fd',
						'session_pages'       => 'session.pgs',
						'session_count'       => 'udata.vst',
						'user_agent'          => 'udata.uag',
					),
				);
				break;
			default:
				$params = false;
		}
		return apply_filters( 'woocommerce_get_script_data', $params, $handle );
	}

	/**
	 * Variable names of the settings.
	 *
	 * @var array<string, string>
	 */
	private const OBJECT_NAMES = array(
		'woocommerce'              => 'woocommerce_params',
		'wc-add-to-cart'           => 'wc_add_to_cart_params',
		'wc-cart-fragments'        => 'wc_cart_fragments_params',
		'wc-single-product'        => 'wc_single_product_params',
		'wc-add-to-cart-variation' => 'wc_add_to_cart_variation_params',
		'wc-cart'                  => 'wc_cart_params',
		'wc-checkout'              => 'wc_checkout_params',
		'wc-country-select'        => 'wc_country_select_params',
		'wc-address-i18n'          => 'wc_address_i18n_params',
		'wc-order-attribution'     => 'wc_order_attribution',
	);

	/**
	 * Handles already localized in this request.
	 *
	 * @var string[]
	 */
	private static $wp_localize_scripts = array();

	/**
	 * Adds the settings of enqueued handles just before printing, once each,
	 * with wp_localize_script() as WooCommerce does (so top-level values
	 * reach the script as entity-decoded strings). The *_params objects pass
	 * the filter of their name (wc_checkout_params, ...) first.
	 */
	public static function localize_printed_scripts() {
		foreach ( self::OBJECT_NAMES as $handle => $name ) {
			if ( in_array( $handle, self::$wp_localize_scripts, true ) || ! wp_script_is( $handle ) ) {
				continue;
			}
			$data = self::get_script_data( $handle );
			if ( ! $data ) {
				continue;
			}
			if ( str_ends_with( $name, '_params' ) ) {
				$data = apply_filters( $name, $data );
			}
			self::$wp_localize_scripts[] = $handle;
			wp_localize_script( $handle, $name, $data );
		}
	}
}

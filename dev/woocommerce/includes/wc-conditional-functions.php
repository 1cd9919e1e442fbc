<?php
/**
 * Conditional tags.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'is_woocommerce' ) ) {
	/**
	 * A WooCommerce page (shop, product taxonomy, product); cart and checkout are not.
	 */
	function is_woocommerce() {
		return apply_filters( 'is_woocommerce', is_shop() || is_product_taxonomy() || is_product() );
	}
}

if ( ! function_exists( 'is_shop' ) ) {
	/**
	 * The product archive or the shop page.
	 */
	function is_shop() {
		$shop_id = wc_get_page_id( 'shop' );
		return is_post_type_archive( 'product' ) || ( $shop_id > 0 && is_page( $shop_id ) );
	}
}

if ( ! function_exists( 'is_product_taxonomy' ) ) {
	/**
	 * An archive of a product taxonomy (category, tag, attribute).
	 */
	function is_product_taxonomy() {
		return is_tax( get_object_taxonomies( 'product' ) );
	}
}

if ( ! function_exists( 'is_product_category' ) ) {
	/**
	 * A product category archive.
	 *
	 * @param mixed $term Term(s) to check.
	 */
	function is_product_category( $term = '' ) {
		return is_tax( 'product_cat', $term );
	}
}

if ( ! function_exists( 'is_product_tag' ) ) {
	/**
	 * A product tag archive.
	 *
	 * @param mixed $term Term(s) to check.
	 */
	function is_product_tag( $term = '' ) {
		return is_tax( 'product_tag', $term );
	}
}

if ( ! function_exists( 'is_product' ) ) {
	/**
	 * A single product page.
	 */
	function is_product() {
		return is_singular( array( 'product' ) );
	}
}

if ( ! function_exists( 'is_cart' ) ) {
	/**
	 * The cart page.
	 */
	function is_cart() {
		$page_id = wc_get_page_id( 'cart' );
		return (bool) apply_filters( 'woocommerce_is_cart', ( $page_id > 0 && is_page( $page_id ) ) || defined( 'WOOCOMMERCE_CART' ) || wc_post_content_has_shortcode( 'woocommerce_cart' ) );
	}
}

if ( ! function_exists( 'is_checkout' ) ) {
	/**
	 * The checkout page (including the order-received endpoint).
	 */
	function is_checkout() {
		$page_id = wc_get_page_id( 'checkout' );
		return ( $page_id > 0 && is_page( $page_id ) ) || wc_post_content_has_shortcode( 'woocommerce_checkout' ) || apply_filters( 'woocommerce_is_checkout', false ) || defined( 'WOOCOMMERCE_CHECKOUT' );
	}
}

if ( ! function_exists( 'is_checkout_pay_page' ) ) {
	/**
	 * The order-pay endpoint.
	 */
	function is_checkout_pay_page() {
		global $wp;
		return is_checkout() && ! empty( $wp->query_vars['order-pay'] );
	}
}

if ( ! function_exists( 'is_account_page' ) ) {
	/**
	 * The my-account page.
	 */
	function is_account_page() {
		$page_id = wc_get_page_id( 'myaccount' );
		return ( $page_id > 0 && is_page( $page_id ) ) || wc_post_content_has_shortcode( 'woocommerce_my_account' ) || apply_filters( 'woocommerce_is_account_page', false );
	}
}

if ( ! function_exists( 'is_wc_endpoint_url' ) ) {
	/**
	 * Whether the request is a WooCommerce endpoint (any, or the given one).
	 *
	 * @param string|false $endpoint Endpoint key, e.g. order-received.
	 */
	function is_wc_endpoint_url( $endpoint = false ) {
		global $wp;
		if ( ! $wp instanceof WP ) {
			return false;
		}
		$vars = WC()->query->get_query_vars();
		if ( false !== $endpoint ) {
			return isset( $vars[ $endpoint ] ) && isset( $wp->query_vars[ $vars[ $endpoint ] ] );
		}
		foreach ( $vars as $var ) {
			if ( isset( $wp->query_vars[ $var ] ) ) {
				return true;
			}
		}
		return false;
	}
}

if ( ! function_exists( 'is_order_received_page' ) ) {
	/**
	 * The order-received endpoint of the checkout.
	 */
	function is_order_received_page() {
		global $wp;
		$page_id = wc_get_page_id( 'checkout' );
		$is      = $page_id > 0 && is_page( $page_id ) && isset( $wp->query_vars['order-received'] );
		return (bool) apply_filters( 'woocommerce_is_order_received_page', $is );
	}
}

if ( ! function_exists( 'is_add_payment_method_page' ) ) {
	/**
	 * The add-payment-method endpoint (not offered by this shop).
	 */
	function is_add_payment_method_page() {
		global $wp;
		$page_id = wc_get_page_id( 'myaccount' );
		return $page_id > 0 && is_page( $page_id ) && ( isset( $wp->query_vars['payment-methods'] ) || isset( $wp->query_vars['add-payment-method'] ) );
	}
}

if ( ! function_exists( 'is_lost_password_page' ) ) {
	/**
	 * The lost-password endpoint.
	 */
	function is_lost_password_page() {
		global $wp;
		$page_id = wc_get_page_id( 'myaccount' );
		return $page_id > 0 && is_page( $page_id ) && isset( $wp->query_vars['lost-password'] );
	}
}

if ( ! function_exists( 'is_ajax' ) ) {
	/**
	 * An ajax request (admin-ajax or wc-ajax).
	 */
	function is_ajax() {
		return function_exists( 'wp_doing_ajax' ) ? wp_doing_ajax() : defined( 'DOING_AJAX' );
	}
}

if ( ! function_exists( 'is_store_notice_showing' ) ) {
	/**
	 * Whether the demo store notice is on.
	 */
	function is_store_notice_showing() {
		return 'no' !== get_option( 'woocommerce_demo_store', 'no' );
	}
}

if ( ! function_exists( 'is_filtered' ) ) {
	/**
	 * Whether layered navigation filters are active (never, in the double).
	 */
	function is_filtered() {
		return (bool) apply_filters( 'woocommerce_is_filtered', false );
	}
}

/**
 * Whether the current post's content has a shortcode.
 *
 * @param string $tag Shortcode.
 */
function wc_post_content_has_shortcode( $tag = '' ) {
	global $post;
	return is_singular() && $post instanceof WP_Post && has_shortcode( $post->post_content, $tag );
}

/**
 * Whether reviews are on.
 */
function wc_reviews_enabled() {
	return 'yes' === get_option( 'woocommerce_enable_reviews' );
}

/**
 * Whether star ratings are on.
 */
function wc_review_ratings_enabled() {
	return wc_reviews_enabled() && 'yes' === get_option( 'woocommerce_enable_review_rating' );
}

/**
 * Whether a star rating is required to submit a review.
 */
function wc_review_ratings_required() {
	return 'yes' === get_option( 'woocommerce_review_rating_required' );
}

/**
 * Whether the site is served over HTTPS.
 */
function wc_site_is_https() {
	return str_contains( get_option( 'home' ), 'https://' );
}

/**
 * Whether the checkout is served over HTTPS.
 */
function wc_checkout_is_https() {
	return wc_site_is_https() || 'yes' === get_option( 'woocommerce_force_ssl_checkout' ) || class_exists( 'WordPressHTTPS' ) || str_contains( wc_get_page_permalink( 'checkout' ), 'https' );
}

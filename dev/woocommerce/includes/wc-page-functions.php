<?php
/**
 * Page ids, permalinks and endpoint URLs.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Id of a WooCommerce page (shop, cart, checkout, myaccount, terms), -1 if unset.
 *
 * @param string $page Page key.
 */
function wc_get_page_id( $page ) {
	if ( 'pay' === $page || 'thanks' === $page ) {
		$page = 'checkout';
	}
	if ( 'change_password' === $page || 'edit_address' === $page || 'lost_password' === $page ) {
		$page = 'myaccount';
	}
	$page_id = apply_filters( 'woocommerce_get_' . $page . '_page_id', get_option( 'woocommerce_' . $page . '_page_id' ) );
	return $page_id ? absint( $page_id ) : -1;
}

/**
 * Permalink of a WooCommerce page, or the fallback (home URL).
 *
 * @param string      $page     Page key.
 * @param string|null $fallback Fallback URL.
 */
function wc_get_page_permalink( $page, $fallback = null ) {
	$page_id   = wc_get_page_id( $page );
	$permalink = 0 < $page_id ? get_permalink( $page_id ) : '';
	if ( ! $permalink ) {
		$permalink = is_null( $fallback ) ? get_home_url() : $fallback;
	}
	return apply_filters( 'woocommerce_get_' . $page . '_page_permalink', $permalink );
}

/**
 * Cart page URL.
 */
function wc_get_cart_url() {
	return apply_filters( 'woocommerce_get_cart_url', wc_get_page_permalink( 'cart' ) );
}

/**
 * Checkout page URL.
 */
function wc_get_checkout_url() {
	$url = wc_get_page_permalink( 'checkout' );
	if ( $url && ( is_ssl() || 'yes' === get_option( 'woocommerce_force_ssl_checkout' ) ) ) {
		$url = str_replace( 'http:', 'https:', $url );
	}
	return apply_filters( 'woocommerce_get_checkout_url', $url );
}

/**
 * URL of an endpoint below a page.
 *
 * @param string $endpoint  Endpoint key.
 * @param string $value     Value (e.g. an order id).
 * @param string $permalink Base page URL (default: current post).
 */
function wc_get_endpoint_url( $endpoint, $value = '', $permalink = '' ) {
	if ( ! $permalink ) {
		$permalink = (string) get_permalink();
	}
	$vars     = WC()->query->get_query_vars();
	$endpoint = ! empty( $vars[ $endpoint ] ) ? $vars[ $endpoint ] : $endpoint;
	if ( get_option( 'permalink_structure' ) ) {
		$query = '';
		if ( str_contains( $permalink, '?' ) ) {
			$query     = '?' . wp_parse_url( $permalink, PHP_URL_QUERY );
			$permalink = current( explode( '?', $permalink ) );
		}
		$url  = trailingslashit( $permalink );
		$url .= $value ? trailingslashit( $endpoint ) . user_trailingslashit( (string) $value ) : user_trailingslashit( $endpoint );
		$url .= $query;
	} else {
		$url = add_query_arg( $endpoint, $value, $permalink );
	}
	return apply_filters( 'woocommerce_get_endpoint_url', $url, $endpoint, $value, $permalink );
}

/**
 * URL of a my-account endpoint.
 *
 * @param string $endpoint Endpoint (dashboard, orders, customer-logout, ...).
 */
function wc_get_account_endpoint_url( $endpoint ) {
	if ( 'dashboard' === $endpoint ) {
		return wc_get_page_permalink( 'myaccount' );
	}
	if ( 'customer-logout' === $endpoint ) {
		return wc_logout_url();
	}
	return wc_get_endpoint_url( $endpoint, '', wc_get_page_permalink( 'myaccount' ) );
}

/**
 * Logout URL (my-account endpoint with a nonce).
 *
 * @param string $redirect Redirect after logout.
 */
function wc_logout_url( $redirect = '' ) {
	$redirect = $redirect ? $redirect : apply_filters( 'woocommerce_logout_default_redirect_url', wc_get_page_permalink( 'myaccount' ) );
	$endpoint = WC()->query->get_query_vars()['customer-logout'] ?? '';
	if ( $endpoint ) {
		return wp_nonce_url( wc_get_endpoint_url( 'customer-logout', '', $redirect ), 'customer-logout' );
	}
	return wp_logout_url( $redirect );
}

/**
 * Items of the my-account navigation.
 *
 * @return array<string, string>
 */
function wc_get_account_menu_items() {
	return apply_filters(
		'woocommerce_account_menu_items',
		array(
			'dashboard'       => __( 'Dashboard', 'woocommerce' ),
			'orders'          => __( 'Orders', 'woocommerce' ),
			'edit-address'    => _n( 'Address', 'Addresses', 1, 'woocommerce' ),
			'edit-account'    => __( 'Account details', 'woocommerce' ),
			'customer-logout' => __( 'Log out', 'woocommerce' ),
		)
	);
}

/**
 * CSS classes of a my-account navigation item.
 *
 * @param string $endpoint Endpoint.
 */
function wc_get_account_menu_item_classes( $endpoint ) {
	global $wp;
	$classes = array( 'woocommerce-MyAccount-navigation-link', 'woocommerce-MyAccount-navigation-link--' . $endpoint );
	$current = isset( $wp->query_vars[ $endpoint ] );
	if ( 'dashboard' === $endpoint && ( isset( $wp->query_vars['page'] ) || empty( $wp->query_vars ) ) ) {
		$current = true;
	}
	if ( $current ) {
		$classes[] = 'is-active';
	}
	return implode( ' ', array_map( 'sanitize_html_class', apply_filters( 'woocommerce_account_menu_item_classes', $classes, $endpoint ) ) );
}

/**
 * Id of the terms page (0 if none).
 */
function wc_terms_and_conditions_page_id() {
	$page_id = wc_get_page_id( 'terms' );
	return apply_filters( 'woocommerce_terms_and_conditions_page_id', 0 < $page_id ? $page_id : 0 );
}

/**
 * Whether the terms checkbox is shown.
 */
function wc_terms_and_conditions_checkbox_enabled() {
	$page_id = wc_terms_and_conditions_page_id();
	$page    = $page_id ? get_post( $page_id ) : false;
	return $page && wc_get_terms_and_conditions_checkbox_text();
}

/**
 * Label of the terms checkbox ([terms] becomes a link).
 */
function wc_get_terms_and_conditions_checkbox_text() {
	/* translators: %s terms and conditions page name and link */
	return trim( apply_filters( 'woocommerce_get_terms_and_conditions_checkbox_text', get_option( 'woocommerce_checkout_terms_and_conditions_checkbox_text', sprintf( __( 'I have read and agree to the website %s', 'woocommerce' ), '[terms]' ) ) ) );
}

/**
 * Replaces [terms] and [privacy_policy] with links.
 *
 * @param string $text Text.
 */
function wc_replace_policy_page_link_placeholders( $text ) {
	$privacy_page_id = (int) get_option( 'wp_page_for_privacy_policy', 0 );
	$terms_page_id   = wc_terms_and_conditions_page_id();
	$privacy_link    = $privacy_page_id ? '<a href="' . esc_url( get_permalink( $privacy_page_id ) ) . '" class="woocommerce-privacy-policy-link" target="_blank">' . __( 'privacy policy', 'woocommerce' ) . '</a>' : __( 'privacy policy', 'woocommerce' );
	$terms_link      = $terms_page_id ? '<a href="' . esc_url( get_permalink( $terms_page_id ) ) . '" class="woocommerce-terms-and-conditions-link" target="_blank">' . __( 'terms and conditions', 'woocommerce' ) . '</a>' : __( 'terms and conditions', 'woocommerce' );
	return str_replace( array( '[terms]', '[privacy_policy]' ), array( $terms_link, $privacy_link ), $text );
}

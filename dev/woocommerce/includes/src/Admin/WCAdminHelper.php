<?php
/**
 * Which front-end pages are store pages (for the store-only coming-soon mode).
 *
 * @package WooCommerceDouble
 */

namespace Automattic\WooCommerce\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Store page check, as WooCommerce 10.5.
 */
class WCAdminHelper {

	/**
	 * Whether the current page is a store page: shop, cart, checkout, terms or
	 * coming-soon page (filter `woocommerce_store_pages`), the product archive,
	 * a product, a product taxonomy, or what `woocommerce_is_extension_store_page` says.
	 *
	 * @return bool
	 */
	public static function is_current_page_store_page() {
		$store_pages = array(
			'shop'        => wc_get_page_id( 'shop' ),
			'cart'        => wc_get_page_id( 'cart' ),
			'checkout'    => wc_get_page_id( 'checkout' ),
			'terms'       => wc_terms_and_conditions_page_id(),
			'coming_soon' => wc_get_page_id( 'coming_soon' ),
		);
		/** This filter is documented in WooCommerce's src/Admin/WCAdminHelper.php. */
		$store_pages = apply_filters( 'woocommerce_store_pages', $store_pages );
		foreach ( (array) $store_pages as $page_id ) {
			if ( $page_id > 0 && is_page( $page_id ) ) {
				return true;
			}
		}
		if ( is_post_type_archive( 'product' ) || is_singular( 'product' ) || is_product_taxonomy() ) {
			return true;
		}
		global $wp;
		$url = $wp instanceof \WP ? home_url( add_query_arg( array(), $wp->request ) ) : '';
		/** This filter is documented in WooCommerce's src/Admin/WCAdminHelper.php. */
		return filter_var( apply_filters( 'woocommerce_is_extension_store_page', false, $url ), FILTER_VALIDATE_BOOL );
	}
}

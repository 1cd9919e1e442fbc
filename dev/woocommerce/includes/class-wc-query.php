<?php
/**
 * Endpoints and the product catalogue query.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's endpoints (order-received, orders, ...) and catalogue ordering.
 */
class WC_Query {

	/**
	 * Endpoint key => query var.
	 *
	 * @var array<string, string>
	 */
	public $query_vars = array();

	/**
	 * Hooks.
	 */
	public function __construct() {
		add_action( 'init', array( $this, 'add_endpoints' ) );
		if ( ! is_admin() ) {
			add_filter( 'query_vars', array( $this, 'add_query_vars' ), 0 );
			add_action( 'pre_get_posts', array( $this, 'pre_get_posts' ) );
		}
		$this->init_query_vars();
	}

	/**
	 * Endpoint slugs from WooCommerce's options.
	 */
	public function init_query_vars(): void {
		$this->query_vars = array(
			'order-pay'          => get_option( 'woocommerce_checkout_pay_endpoint', 'order-pay' ),
			'order-received'     => get_option( 'woocommerce_checkout_order_received_endpoint', 'order-received' ),
			'orders'             => get_option( 'woocommerce_myaccount_orders_endpoint', 'orders' ),
			'view-order'         => get_option( 'woocommerce_myaccount_view_order_endpoint', 'view-order' ),
			'edit-account'       => get_option( 'woocommerce_myaccount_edit_account_endpoint', 'edit-account' ),
			'edit-address'       => get_option( 'woocommerce_myaccount_edit_address_endpoint', 'edit-address' ),
			'payment-methods'    => get_option( 'woocommerce_myaccount_payment_methods_endpoint', 'payment-methods' ),
			'lost-password'      => get_option( 'woocommerce_myaccount_lost_password_endpoint', 'lost-password' ),
			'customer-logout'    => get_option( 'woocommerce_logout_endpoint', 'customer-logout' ),
			'add-payment-method' => get_option( 'woocommerce_myaccount_add_payment_method_endpoint', 'add-payment-method' ),
		);
	}

	/**
	 * Endpoint key => query var (filtered).
	 *
	 * @return array<string, string>
	 */
	public function get_query_vars(): array {
		return apply_filters( 'woocommerce_get_query_vars', $this->query_vars );
	}

	/**
	 * Registers the endpoints on pages and the root.
	 */
	public function add_endpoints(): void {
		foreach ( $this->get_query_vars() as $key => $var ) {
			if ( ! empty( $var ) ) {
				add_rewrite_endpoint( $var, EP_ROOT | EP_PAGES );
			}
		}
	}

	/**
	 * Adds endpoint query vars.
	 *
	 * @param string[] $vars Query vars.
	 * @return string[]
	 */
	public function add_query_vars( $vars ) {
		foreach ( $this->get_query_vars() as $var ) {
			$vars[] = $var;
		}
		return $vars;
	}

	/**
	 * Title of an endpoint (my-account and checkout).
	 *
	 * @param string $endpoint Endpoint key.
	 */
	public function get_endpoint_title( string $endpoint ): string {
		$titles = array(
			'order-received'  => __( 'Order received', 'woocommerce' ),
			'orders'          => __( 'Orders', 'woocommerce' ),
			'edit-account'    => __( 'Account details', 'woocommerce' ),
			'edit-address'    => __( 'Addresses', 'woocommerce' ),
			'lost-password'   => __( 'Lost password', 'woocommerce' ),
			'customer-logout' => __( 'Log out', 'woocommerce' ),
		);
		return apply_filters( 'woocommerce_endpoint_' . $endpoint . '_title', $titles[ $endpoint ] ?? '', $endpoint );
	}

	/**
	 * Catalogue query: shop as front page, per-page count, ordering, hidden products.
	 *
	 * @param WP_Query $q Query.
	 */
	public function pre_get_posts( $q ): void {
		if ( ! $q->is_main_query() ) {
			return;
		}
		$shop_id = wc_get_page_id( 'shop' );
		if ( $q->is_page() && 'page' === get_option( 'show_on_front' ) && $shop_id > 0 && absint( $q->get( 'page_id' ) ) === $shop_id ) {
			$q->set( 'post_type', 'product' );
			$q->set( 'page_id', '' );
			$q->is_page              = false;
			$q->is_singular          = false;
			$q->is_post_type_archive = true;
			$q->is_archive           = true;
		}
		if ( ! $q->is_post_type_archive( 'product' ) && ! $q->is_tax( get_object_taxonomies( 'product' ) ) ) {
			return;
		}
		$this->product_query( $q );
	}

	/**
	 * Applies ordering, per-page count and visibility to a product query.
	 *
	 * @param WP_Query $q Query.
	 */
	public function product_query( $q ): void {
		$ordering = $this->get_catalog_ordering_args();
		$q->set( 'orderby', $ordering['orderby'] );
		$q->set( 'order', $ordering['order'] );
		if ( isset( $ordering['meta_key'] ) ) {
			$q->set( 'meta_key', $ordering['meta_key'] );
		}
		$per_page = (int) apply_filters( 'loop_shop_per_page', wc_get_default_products_per_row() * wc_get_default_product_rows_per_page() );
		$q->set( 'posts_per_page', $q->get( 'posts_per_page' ) && $q->is_search() ? $q->get( 'posts_per_page' ) : $per_page );

		$tax_query   = (array) $q->get( 'tax_query' );
		$tax_query[] = array(
			'taxonomy' => 'product_visibility',
			'field'    => 'slug',
			'terms'    => array_filter( array( $q->is_search() ? 'exclude-from-search' : 'exclude-from-catalog', 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ? 'outofstock' : '' ) ),
			'operator' => 'NOT IN',
		);
		$q->set( 'tax_query', $tax_query );
		$q->set( 'wc_query', 'product_query' );
		do_action( 'woocommerce_product_query', $q, $this );
	}

	/**
	 * orderby/order for the catalogue from ?orderby= or the default setting.
	 *
	 * @param string $orderby Ordering key.
	 * @param string $order   ASC or DESC.
	 * @return array{orderby: string, order: string, meta_key?: string}
	 */
	public function get_catalog_ordering_args( string $orderby = '', string $order = '' ): array {
		if ( ! $orderby ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only ordering parameter.
			$requested = isset( $_GET['orderby'] ) ? wc_clean( (string) wp_unslash( $_GET['orderby'] ) ) : '';
			$orderby   = $requested ? $requested : apply_filters( 'woocommerce_default_catalog_orderby', get_option( 'woocommerce_default_catalog_orderby', 'menu_order' ) );
			if ( ! array_key_exists( $orderby, wc_get_catalog_ordering_options() ) ) {
				$orderby = 'menu_order';
			}
		}
		if ( 'price-desc' === $orderby ) {
			$orderby = 'price';
			$order   = 'DESC';
		}
		$order = 'DESC' === strtoupper( $order ) ? 'DESC' : 'ASC';
		switch ( $orderby ) {
			case 'date':
				$args = array( 'orderby' => 'date ID', 'order' => 'DESC' );
				break;
			case 'price':
				$args = array( 'orderby' => 'meta_value_num ID', 'order' => $order, 'meta_key' => '_price' ); // phpcs:ignore WordPress.DB.SlowDBQuery
				break;
			case 'popularity':
				$args = array( 'orderby' => 'meta_value_num ID', 'order' => 'DESC', 'meta_key' => 'total_sales' ); // phpcs:ignore WordPress.DB.SlowDBQuery
				break;
			case 'rating':
				$args = array( 'orderby' => 'meta_value_num ID', 'order' => 'DESC', 'meta_key' => '_wc_average_rating' ); // phpcs:ignore WordPress.DB.SlowDBQuery
				break;
			case 'menu_order':
			default:
				$args = array( 'orderby' => 'menu_order title', 'order' => 'ASC' );
				break;
		}
		return apply_filters( 'woocommerce_get_catalog_ordering_args', $args, $orderby, $order );
	}
}

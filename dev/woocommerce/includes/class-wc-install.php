<?php
/**
 * Activation: options, tables and pages of the shop.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Installs what WooCommerce installs, as far as the double needs it.
 */
class WC_Install {

	/**
	 * Options with WooCommerce's names and this shop's values (added, never overwritten).
	 *
	 * @return array<string, mixed>
	 */
	public static function default_options(): array {
		return array(
			'woocommerce_store_address'                 => '',
			'woocommerce_store_city'                    => '',
			'woocommerce_store_postcode'                => '',
			'woocommerce_default_country'               => 'DE',
			'woocommerce_allowed_countries'             => 'specific',
			'woocommerce_specific_allowed_countries'    => array( 'DE', 'AT' ),
			'woocommerce_ship_to_countries'             => '',
			'woocommerce_currency'                      => 'EUR',
			'woocommerce_currency_pos'                  => 'right_space',
			'woocommerce_price_thousand_sep'            => '.',
			'woocommerce_price_decimal_sep'             => ',',
			'woocommerce_price_num_decimals'            => 2,
			'woocommerce_calc_taxes'                    => 'yes',
			'woocommerce_prices_include_tax'            => 'yes',
			'woocommerce_tax_display_shop'              => 'incl',
			'woocommerce_tax_display_cart'              => 'incl',
			'woocommerce_tax_total_display'             => 'itemized',
			'woocommerce_tax_based_on'                  => 'shipping',
			'woocommerce_shipping_tax_class'            => 'inherit',
			'woocommerce_tax_round_at_subtotal'         => 'no',
			'woocommerce_default_customer_address'      => 'base',
			'woocommerce_enable_shipping_calc'          => 'yes',
			'woocommerce_enable_coupons'                => 'yes',
			'woocommerce_shipping_cost_requires_address' => 'no',
			'woocommerce_ship_to_destination'           => 'billing',
			'woocommerce_price_display_suffix'          => '',
			'woocommerce_enable_ajax_add_to_cart'       => 'yes',
			'woocommerce_cart_redirect_after_add'       => 'no',
			'woocommerce_manage_stock'                  => 'yes',
			'woocommerce_notify_no_stock_amount'        => 0,
			'woocommerce_stock_format'                  => '',
			'woocommerce_hide_out_of_stock_items'       => 'no',
			'woocommerce_enable_reviews'                => 'yes',
			'woocommerce_review_rating_verification_label' => 'yes',
			'woocommerce_review_rating_verification_required' => 'no',
			'woocommerce_enable_review_rating'          => 'yes',
			'woocommerce_review_rating_required'        => 'yes',
			'woocommerce_enable_guest_checkout'         => 'yes',
			'woocommerce_enable_checkout_login_reminder' => 'yes',
			'woocommerce_enable_signup_and_login_from_checkout' => 'no',
			'woocommerce_enable_myaccount_registration' => 'no',
			'woocommerce_registration_generate_password' => 'yes',
			'woocommerce_force_ssl_checkout'            => 'no',
			'woocommerce_shop_page_display'             => '',
			'woocommerce_default_catalog_orderby'       => 'menu_order',
			'woocommerce_catalog_columns'               => 3,
			'woocommerce_catalog_rows'                  => 4,
			'woocommerce_weight_unit'                   => 'kg',
			'woocommerce_dimension_unit'                => 'cm',
			'woocommerce_checkout_pay_endpoint'         => 'order-pay',
			'woocommerce_checkout_order_received_endpoint' => 'order-received',
			'woocommerce_myaccount_add_payment_method_endpoint' => 'add-payment-method',
			'woocommerce_myaccount_orders_endpoint'     => 'orders',
			'woocommerce_myaccount_view_order_endpoint' => 'view-order',
			'woocommerce_myaccount_edit_account_endpoint' => 'edit-account',
			'woocommerce_myaccount_edit_address_endpoint' => 'edit-address',
			'woocommerce_myaccount_payment_methods_endpoint' => 'payment-methods',
			'woocommerce_myaccount_lost_password_endpoint' => 'lost-password',
			'woocommerce_logout_endpoint'               => 'customer-logout',
			'woocommerce_feature_order_attribution_enabled' => 'yes',
			'woocommerce_custom_orders_table_enabled'   => 'no',
			'woocommerce_coming_soon'                   => 'no',
			'woocommerce_demo_store'                    => 'no',
		);
	}

	/**
	 * Installs when the stored version differs (also covers silent activation,
	 * which skips activation hooks), like WooCommerce's check_version.
	 */
	public static function check_version(): void {
		$outdated = get_option( 'woocommerce_version' ) !== WC()->version || get_option( 'woocommerce_db_version' ) !== WC()->version;
		if ( $outdated && ! defined( 'IFRAME_REQUEST' ) ) {
			self::install();
		}
	}

	/**
	 * Activation hook.
	 */
	public static function install(): void {
		if ( ! is_blog_installed() ) {
			return;
		}
		load_plugin_textdomain( 'woocommerce', false, dirname( plugin_basename( WC_PLUGIN_FILE ) ) . '/languages' );
		self::create_tables();
		self::create_options();
		self::create_roles();
		WC_Post_Types::register_post_types();
		WC_Post_Types::register_taxonomies();
		WC_Post_Types::register_post_status();
		self::create_terms();
		self::create_pages();
		WC()->query->add_endpoints();
		update_option( 'woocommerce_version', WC()->version );
		update_option( 'woocommerce_db_version', WC()->version );
		update_option( 'woocommerce_queue_flush_rewrite_rules', 'yes' );
		do_action( 'woocommerce_installed' );
	}

	/**
	 * The customer and shop manager roles (WooCommerce's names; the shop
	 * manager gets the editor's capabilities and WooCommerce's management ones).
	 */
	public static function create_roles() {
		if ( ! class_exists( 'WP_Roles' ) ) {
			return;
		}
		/* translators: user role */
		_x( 'Customer', 'User role', 'woocommerce' );
		/* translators: user role */
		_x( 'Shop manager', 'User role', 'woocommerce' );
		add_role( 'customer', 'Customer', array( 'read' => true ) );
		$editor = get_role( 'editor' );
		add_role(
			'shop_manager',
			'Shop manager',
			array_merge(
				$editor ? $editor->capabilities : array( 'read' => true ),
				array(
					'list_users'         => true,
					'edit_users'         => true,
					'manage_woocommerce' => true,
					'view_woocommerce_reports' => true,
				)
			)
		);
		$admin = get_role( 'administrator' );
		if ( $admin ) {
			$admin->add_cap( 'manage_woocommerce' );
			$admin->add_cap( 'view_woocommerce_reports' );
		}
	}

	/**
	 * Flushes rewrite rules once after activation (post types and endpoints exist by now).
	 */
	public static function maybe_flush_rewrite_rules(): void {
		if ( 'yes' === get_option( 'woocommerce_queue_flush_rewrite_rules' ) ) {
			update_option( 'woocommerce_queue_flush_rewrite_rules', 'no' );
			flush_rewrite_rules();
		}
	}

	/**
	 * Session, attribute, payment token, order item, tax rate and shipping zone tables
	 * (WooCommerce's names and columns).
	 */
	public static function create_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}woocommerce_sessions (
  session_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  session_key char(32) NOT NULL,
  session_value longtext NOT NULL,
  session_expiry bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (session_id),
  UNIQUE KEY session_key (session_key)
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_attribute_taxonomies (
  attribute_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  attribute_name varchar(200) NOT NULL,
  attribute_label varchar(200) NULL,
  attribute_type varchar(20) NOT NULL,
  attribute_orderby varchar(20) NOT NULL,
  attribute_public int(1) NOT NULL DEFAULT 1,
  PRIMARY KEY  (attribute_id),
  KEY attribute_name (attribute_name(20))
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_payment_tokens (
  token_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  gateway_id varchar(200) NOT NULL,
  token text NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT '0',
  type varchar(200) NOT NULL,
  is_default tinyint(1) NOT NULL DEFAULT '0',
  PRIMARY KEY  (token_id),
  KEY user_id (user_id)
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_payment_tokenmeta (
  meta_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  payment_token_id bigint(20) unsigned NOT NULL,
  meta_key varchar(255) NULL,
  meta_value longtext NULL,
  PRIMARY KEY  (meta_id),
  KEY payment_token_id (payment_token_id),
  KEY meta_key (meta_key(32))
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_order_items (
  order_item_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_item_name text NOT NULL,
  order_item_type varchar(200) NOT NULL DEFAULT '',
  order_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (order_item_id),
  KEY order_id (order_id)
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_order_itemmeta (
  meta_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_item_id bigint(20) unsigned NOT NULL,
  meta_key varchar(255) default NULL,
  meta_value longtext NULL,
  PRIMARY KEY  (meta_id),
  KEY order_item_id (order_item_id),
  KEY meta_key (meta_key(32))
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_tax_rates (
  tax_rate_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  tax_rate_country varchar(2) NOT NULL DEFAULT '',
  tax_rate_state varchar(200) NOT NULL DEFAULT '',
  tax_rate varchar(8) NOT NULL DEFAULT '',
  tax_rate_name varchar(200) NOT NULL DEFAULT '',
  tax_rate_priority bigint(20) unsigned NOT NULL,
  tax_rate_compound int(1) NOT NULL DEFAULT 0,
  tax_rate_shipping int(1) NOT NULL DEFAULT 1,
  tax_rate_order bigint(20) unsigned NOT NULL,
  tax_rate_class varchar(200) NOT NULL DEFAULT '',
  PRIMARY KEY  (tax_rate_id),
  KEY tax_rate_country (tax_rate_country),
  KEY tax_rate_state (tax_rate_state(2)),
  KEY tax_rate_class (tax_rate_class(10)),
  KEY tax_rate_priority (tax_rate_priority)
) $collate;
CREATE TABLE {$wpdb->prefix}wc_tax_rate_classes (
  tax_rate_class_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  name varchar(200) NOT NULL DEFAULT '',
  slug varchar(200) NOT NULL DEFAULT '',
  PRIMARY KEY  (tax_rate_class_id),
  UNIQUE KEY slug (slug(191))
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_tax_rate_locations (
  location_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  location_code varchar(200) NOT NULL,
  tax_rate_id bigint(20) unsigned NOT NULL,
  location_type varchar(40) NOT NULL,
  PRIMARY KEY  (location_id),
  KEY tax_rate_id (tax_rate_id),
  KEY location_type_code (location_type(10),location_code(20))
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_shipping_zones (
  zone_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  zone_name varchar(200) NOT NULL,
  zone_order bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (zone_id)
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_shipping_zone_locations (
  location_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  zone_id bigint(20) unsigned NOT NULL,
  location_code varchar(200) NOT NULL,
  location_type varchar(40) NOT NULL,
  PRIMARY KEY  (location_id),
  KEY zone_id (zone_id),
  KEY location_type_code (location_type(10),location_code(20))
) $collate;
CREATE TABLE {$wpdb->prefix}woocommerce_shipping_zone_methods (
  zone_id bigint(20) unsigned NOT NULL,
  instance_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  method_id varchar(200) NOT NULL,
  method_order bigint(20) unsigned NOT NULL,
  is_enabled tinyint(1) NOT NULL DEFAULT '1',
  PRIMARY KEY  (instance_id)
) $collate;"
		);
	}

	/**
	 * Adds the default options, and WooCommerce's tax classes besides
	 * standard when there are none yet.
	 */
	private static function create_options(): void {
		foreach ( self::default_options() as $name => $value ) {
			add_option( $name, $value );
		}
		if ( WC_Tax::get_tax_rate_classes() ) {
			return;
		}
		foreach ( array( __( 'Reduced rate', 'woocommerce' ), __( 'Zero rate', 'woocommerce' ) ) as $name ) {
			WC_Tax::create_tax_class( $name );
		}
	}

	/**
	 * Terms of product_type and product_visibility.
	 */
	public static function create_terms(): void {
		foreach ( array( 'simple', 'grouped', 'variable', 'external' ) as $type ) {
			if ( ! term_exists( $type, 'product_type' ) ) {
				wp_insert_term( $type, 'product_type' );
			}
		}
		foreach ( array( 'exclude-from-search', 'exclude-from-catalog', 'featured', 'outofstock', 'rated-1', 'rated-2', 'rated-3', 'rated-4', 'rated-5' ) as $term ) {
			if ( ! term_exists( $term, 'product_visibility' ) ) {
				wp_insert_term( $term, 'product_visibility' );
			}
		}
		if ( ! get_option( 'default_product_cat' ) ) {
			$term = term_exists( 'uncategorized', 'product_cat' );
			if ( ! $term ) {
				$term = wp_insert_term( _x( 'Uncategorized', 'Default category slug', 'woocommerce' ), 'product_cat', array( 'slug' => 'uncategorized' ) );
			}
			if ( is_array( $term ) ) {
				update_option( 'default_product_cat', (int) $term['term_id'] );
			}
		}
	}

	/**
	 * Shop, cart, checkout, account and terms pages, when missing.
	 */
	public static function create_pages(): void {
		$pages = array(
			'shop'      => array( _x( 'shop', 'Page slug', 'woocommerce' ), _x( 'Shop', 'Page title', 'woocommerce' ), '' ),
			'cart'      => array( _x( 'cart', 'Page slug', 'woocommerce' ), _x( 'Cart', 'Page title', 'woocommerce' ), '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ),
			'checkout'  => array( _x( 'checkout', 'Page slug', 'woocommerce' ), _x( 'Checkout', 'Page title', 'woocommerce' ), '<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->' ),
			'myaccount' => array( _x( 'my-account', 'Page slug', 'woocommerce' ), _x( 'My account', 'Page title', 'woocommerce' ), '<!-- wp:shortcode -->[woocommerce_my_account]<!-- /wp:shortcode -->' ),
			'terms'     => array( _x( 'terms', 'Page slug', 'woocommerce' ), _x( 'Terms and conditions', 'Page title', 'woocommerce' ), '' ),
		);
		foreach ( $pages as $key => $page ) {
			$option  = 'woocommerce_' . $key . '_page_id';
			$current = (int) get_option( $option );
			if ( $current > 0 && get_post( $current ) && 'trash' !== get_post_status( $current ) ) {
				continue;
			}
			$existing = get_page_by_path( $page[0] );
			if ( $existing instanceof WP_Post && 'trash' !== $existing->post_status ) {
				update_option( $option, $existing->ID );
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'      => 'page',
					'post_status'    => 'publish',
					'post_name'      => $page[0],
					'post_title'     => $page[1],
					'post_content'   => $page[2],
					'comment_status' => 'closed',
				)
			);
			if ( $id && ! is_wp_error( $id ) ) {
				update_option( $option, $id );
			}
		}
	}
}

<?php
/**
 * The main class of the WooCommerce double: bootstrap, hooks, singletons.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's main class, as far as the Tresen suite uses it.
 */
final class WooCommerce {

	/**
	 * Version reported to plugins (the WooCommerce release the double mimics).
	 *
	 * @var string
	 */
	public $version = '10.5.0';

	/**
	 * The single instance.
	 *
	 * @var WooCommerce|null
	 */
	private static $instance = null;

	/**
	 * Session of the current visitor (frontend and wc-ajax requests).
	 *
	 * @var WC_Session_Handler|null
	 */
	public $session = null;

	/**
	 * Cart of the current visitor.
	 *
	 * @var WC_Cart|null
	 */
	public $cart = null;

	/**
	 * Customer of the current visitor.
	 *
	 * @var WC_Customer|null
	 */
	public $customer = null;

	/**
	 * Query helper (endpoints, catalogue ordering).
	 *
	 * @var WC_Query|null
	 */
	public $query = null;

	/**
	 * Country data.
	 *
	 * @var WC_Countries|null
	 */
	public $countries = null;

	/**
	 * Product factory.
	 *
	 * @var WC_Product_Factory|null
	 */
	public $product_factory = null;

	/**
	 * Returns the single instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Sets up constants, files and hooks.
	 */
	private function __construct() {
		$this->define_constants();
		$this->includes();
		$this->init_hooks();
	}

	/**
	 * WooCommerce's constants.
	 */
	private function define_constants(): void {
		$upload_dir = wp_upload_dir( null, false );
		$constants  = array(
			'WC_ABSPATH'                 => dirname( WC_PLUGIN_FILE ) . '/',
			'WC_PLUGIN_BASENAME'         => plugin_basename( WC_PLUGIN_FILE ),
			'WC_VERSION'                 => $this->version,
			'WOOCOMMERCE_VERSION'        => $this->version,
			'WC_ROUNDING_PRECISION'      => 6,
			'WC_DISCOUNT_ROUNDING_MODE'  => 2,
			// As 10.5: half down when prices include tax (wc_get_tax_rounding_mode()).
			'WC_TAX_ROUNDING_MODE'       => 'yes' === get_option( 'woocommerce_prices_include_tax', 'no' ) ? 2 : 1,
			'WC_DELIMITER'               => '|',
			'WC_LOG_DIR'                 => $upload_dir['basedir'] . '/wc-logs/',
			'WC_SESSION_CACHE_GROUP'     => 'wc_session_id',
			'WC_TEMPLATE_DEBUG_MODE'     => false,
		);
		foreach ( $constants as $name => $value ) {
			if ( ! defined( $name ) ) {
				define( $name, $value );
			}
		}
	}

	/**
	 * Function files (classes come from the autoloader).
	 */
	private function includes(): void {
		$dir = WC_ABSPATH . 'includes/';
		foreach ( array(
			'wc-core-functions.php',
			'wc-formatting-functions.php',
			'wc-conditional-functions.php',
			'wc-page-functions.php',
			'wc-notice-functions.php',
			'wc-product-functions.php',
			'wc-attribute-functions.php',
			'wc-stock-functions.php',
			'wc-cart-functions.php',
			'wc-coupon-functions.php',
			'wc-order-functions.php',
			'wc-user-functions.php',
			'wc-rating-functions.php',
			'wc-template-functions.php',
			'wc-template-hooks.php',
		) as $file ) {
			require_once $dir . $file;
		}
	}

	/**
	 * Hooks of the bootstrap.
	 */
	private function init_hooks(): void {
		$this->wpdb_table_fix();
		add_action( 'switch_blog', array( $this, 'wpdb_table_fix' ), 0 );
		add_action( 'after_setup_theme', array( $this, 'add_image_sizes' ) );
		register_activation_hook( WC_PLUGIN_FILE, array( WC_Install::class, 'install' ) );
		add_action( 'plugins_loaded', array( $this, 'on_plugins_loaded' ), -1 );
		add_action( 'init', array( $this, 'init' ), 0 );
		add_action( 'init', array( WC_Install::class, 'check_version' ), 6 );
		add_action( 'init', array( WC_Install::class, 'maybe_flush_rewrite_rules' ), 99 );

		WC_Post_Types::init();
		WC_Shortcodes::init();
		WC_AJAX::init();
		WC_Form_Handler::init();
		WC_Template_Loader::init();
		WC_Frontend_Scripts::init();
		WC_Cache_Helper::init();
		add_action( 'init', array( 'WC_Emails', 'init_transactional_emails' ) );
		WC_Comments::init();
		WC_Double_Admin::init();
		if ( is_admin() ) {
			new WC_Admin_Meta_Boxes(); // As real WooCommerce's admin does (also during Ajax).
		}
		new \Automattic\WooCommerce\Admin\Features\LaunchYourStore();
		\Automattic\WooCommerce\Internal\Admin\WCAdminUser::get_instance();

		$this->query           = new WC_Query();
		$this->countries       = new WC_Countries();
		$this->product_factory = new WC_Product_Factory();
	}

	/**
	 * Registers the order item meta table with wpdb (for the metadata API).
	 */
	public function wpdb_table_fix(): void {
		global $wpdb;
		$wpdb->order_itemmeta = $wpdb->prefix . 'woocommerce_order_itemmeta';
		if ( ! in_array( 'woocommerce_order_itemmeta', $wpdb->tables, true ) ) {
			$wpdb->tables[] = 'woocommerce_order_itemmeta';
		}
		$wpdb->payment_tokenmeta = $wpdb->prefix . 'woocommerce_payment_tokenmeta';
		if ( ! in_array( 'woocommerce_payment_tokenmeta', $wpdb->tables, true ) ) {
			$wpdb->tables[] = 'woocommerce_payment_tokenmeta';
		}
	}

	/**
	 * WooCommerce's image sizes.
	 */
	public function add_image_sizes(): void {
		foreach ( array( 'woocommerce_thumbnail', 'woocommerce_single', 'woocommerce_gallery_thumbnail' ) as $size ) {
			$dims = wc_get_image_size( $size );
			add_image_size( $size, $dims['width'], $dims['height'], (bool) $dims['crop'] );
		}
		add_image_size( 'shop_thumbnail', 100, 100, true );
	}

	/**
	 * Fires woocommerce_loaded once every plugin is loaded.
	 */
	public function on_plugins_loaded(): void {
		do_action( 'woocommerce_loaded' );
	}

	/**
	 * Init: translations, then session and cart for frontend requests.
	 */
	public function init(): void {
		do_action( 'before_woocommerce_init' );
		load_plugin_textdomain( 'woocommerce', false, dirname( WC_PLUGIN_BASENAME ) . '/languages' );

		if ( $this->is_request( 'frontend' ) ) {
			wc_load_cart();
		}
		do_action( 'woocommerce_init' );
	}

	/**
	 * What kind of request this is.
	 *
	 * @param string $type admin, ajax, cron or frontend.
	 */
	public function is_request( string $type ): bool {
		switch ( $type ) {
			case 'admin':
				return is_admin();
			case 'ajax':
				return wp_doing_ajax();
			case 'cron':
				return wp_doing_cron();
			case 'frontend':
				return ( ! is_admin() || wp_doing_ajax() ) && ! wp_doing_cron() && ! $this->is_rest_api_request();
		}
		return false;
	}

	/**
	 * Whether this is a REST API request.
	 */
	public function is_rest_api_request(): bool {
		if ( empty( $_SERVER['REQUEST_URI'] ) ) {
			return false;
		}
		$prefix = trailingslashit( rest_get_url_prefix() );
		$uri    = esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) );
		return (bool) apply_filters( 'woocommerce_is_rest_api_request', false !== strpos( $uri, $prefix ) );
	}

	/**
	 * Starts the session of this visitor.
	 */
	public function initialize_session(): void {
		$session_class = apply_filters( 'woocommerce_session_handler', 'WC_Session_Handler' );
		if ( is_null( $this->session ) || ! $this->session instanceof $session_class ) {
			$this->session = new $session_class();
			$this->session->init();
		}
	}

	/**
	 * Creates customer and cart objects of this visitor.
	 */
	public function initialize_cart(): void {
		if ( is_null( $this->customer ) || ! $this->customer instanceof WC_Customer ) {
			$this->customer = new WC_Customer( get_current_user_id(), true );
			add_action( 'shutdown', array( $this->customer, 'save' ), 10 );
		}
		if ( is_null( $this->cart ) || ! $this->cart instanceof WC_Cart ) {
			$this->cart = new WC_Cart();
		}
	}

	/**
	 * The checkout singleton.
	 */
	public function checkout(): WC_Checkout {
		return WC_Checkout::instance();
	}

	/**
	 * The transactional e-mails.
	 *
	 * @return WC_Emails
	 */
	public function mailer() {
		return WC_Emails::instance();
	}

	/**
	 * Shipping calculation.
	 *
	 * @return WC_Shipping
	 */
	public function shipping() {
		return WC_Shipping::instance();
	}

	/**
	 * The payment gateway registry.
	 */
	public function payment_gateways(): WC_Payment_Gateways {
		return WC_Payment_Gateways::instance();
	}

	/**
	 * URL of the plugin folder, no trailing slash.
	 */
	public function plugin_url(): string {
		return untrailingslashit( plugins_url( '/', WC_PLUGIN_FILE ) );
	}

	/**
	 * Path of the plugin folder, no trailing slash.
	 */
	public function plugin_path(): string {
		return untrailingslashit( plugin_dir_path( WC_PLUGIN_FILE ) );
	}

	/**
	 * Folder in themes that overrides templates.
	 */
	public function template_path(): string {
		return apply_filters( 'woocommerce_template_path', 'woocommerce/' );
	}

	/**
	 * admin-ajax URL (relative, as WooCommerce gives it).
	 */
	public function ajax_url(): string {
		return admin_url( 'admin-ajax.php', 'relative' );
	}
}

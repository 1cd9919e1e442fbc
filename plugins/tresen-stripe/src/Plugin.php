<?php
/**
 * Bootstrap of the Stripe plugin.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

use Tresen\Common\V5\Assets;
use Tresen\Common\V5\CrossSite;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 */
final class Plugin {

	public const DOMAIN = 'tresen-stripe';

	/** The Stripe gateways, by id. */
	public const GATEWAYS = array(
		Gateway::ID     => Gateway::class,
		SepaGateway::ID => SepaGateway::class,
	);

	/**
	 * Asset helper.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		if ( ! class_exists( 'WooCommerce' ) || ! class_exists( Assets::class ) ) {
			return;
		}
		self::$assets = Assets::for_plugin( TRESEN_STRIPE_FILE, self::DOMAIN );
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		add_filter( 'woocommerce_payment_gateways', array( self::class, 'add_gateway' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		// A subscriptions plugin prints its early-renewal modal here (WooCommerce Subscriptions' "Pay now" link).
		add_action( 'woocommerce_subscription_details_table', array( self::class, 'enqueue_for_renewal' ) );
		Verify::register();
		Webhook::register();
		SetupIntents::register();
		UpdateIntent::register();
		EarlyRenewal::register();
		Checkout::register();
		ProviderList::register();
		self::guard_cross_site();
		add_action( 'admin_notices', array( OrderState::class, 'admin_notices' ) );
		add_action( 'woocommerce_thankyou', array( RedirectGateway::class, 'thankyou' ), 5 );
		add_action( 'woocommerce_email_before_order_table', array( RedirectGateway::class, 'email_instructions' ), 10, 3 );
		add_filter( 'woocommerce_payment_token_class', array( self::class, 'token_class' ), 10, 2 );
		add_action( 'woocommerce_payment_token_deleted', array( Tokens::class, 'deleted' ), 10, 2 );
		Express\Express::register( self::$assets );
		Blocks\Blocks::register( self::$assets );
	}

	/**
	 * The plugin's own wc-ajax endpoints (card setup, Boleto/OXXO update,
	 * express payment, Klarna's token): each refuses a request from another
	 * website itself, before its handler runs, whatever theme is active.
	 *
	 * @return string[]
	 */
	public static function ajax_endpoints(): array {
		return array_merge(
			array( SetupIntents::ENDPOINT, Express\Endpoints::NONCES, Express\InteropToken::ACTION ),
			array_map( static fn( string $type ): string => 'wc_stripe_' . $type . '_update_payment_intent', UpdateIntent::TYPES ),
			array_keys( Express\Endpoints::ACTIONS )
		);
	}

	/**
	 * Hooks the cross-site check before every endpoint of ajax_endpoints().
	 */
	private static function guard_cross_site(): void {
		foreach ( self::ajax_endpoints() as $action ) {
			add_action( 'wc_ajax_' . $action, array( self::class, 'refuse_cross_site' ), -100 );
		}
	}

	/**
	 * Ends a request from another website with 403 and a German message
	 * (WordPress's JSON error shape), as the theme's guard answers.
	 */
	public static function refuse_cross_site(): void {
		if ( ! CrossSite::request() ) {
			return;
		}
		Log::info( 'Refused a request from another website to ' . sanitize_key( (string) current_action() ) );
		nocache_headers();
		wp_send_json_error(
			array(
				'code'    => 'cross_site',
				'message' => __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-stripe' ),
			),
			403
		);
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_STRIPE_FILE ) ) . '/languages' );
	}

	/**
	 * Adds the gateways to WooCommerce's list.
	 *
	 * @param array<int|string, mixed> $gateways Gateway class names or instances.
	 * @return array<int|string, mixed>
	 */
	public static function add_gateway( $gateways ): array {
		$gateways = is_array( $gateways ) ? $gateways : array();
		foreach ( self::GATEWAYS as $class ) {
			$gateways[] = $class;
		}
		// One gateway per redirect or voucher method (Bancontact, iDEAL, eps, Przelewy24, Alipay, Multibanco).
		foreach ( RedirectGateway::all() as $gateway ) {
			$gateways[] = $gateway;
		}
		return $gateways;
	}

	/**
	 * The class of our SEPA token type.
	 *
	 * @param string $class_name Class WooCommerce would use.
	 * @param string $type       Token type.
	 */
	public static function token_class( $class_name, $type ): string {
		return 'sepa' === $type ? SepaToken::class : (string) $class_name;
	}

	/**
	 * Whether the store owner switched a Stripe gateway on (read from the
	 * settings without building every gateway) and set the keys.
	 */
	public static function gateway_enabled(): bool {
		if ( ! Settings::configured() ) {
			return false;
		}
		// Card, SEPA, and Boleto and OXXO (confirmed by Stripe.js): the methods the script serves.
		foreach ( array_merge( array_keys( self::GATEWAYS ), array( 'stripe_boleto', 'stripe_oxxo' ) ) as $id ) {
			$settings = get_option( 'woocommerce_' . $id . '_settings', array() );
			if ( is_array( $settings ) && isset( $settings['enabled'] ) && 'yes' === $settings['enabled'] ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Enqueues the checkout script on the checkout and order-pay pages, only
	 * when a Stripe method is on. It is small: its flow and Stripe.js load
	 * only once a Stripe method is chosen.
	 */
	public static function enqueue(): void {
		if ( null === self::$assets || ! self::gateway_enabled() ) {
			return;
		}
		$adding = function_exists( 'is_add_payment_method_page' ) && is_add_payment_method_page() && is_user_logged_in();
		if ( ! $adding && ( ! function_exists( 'is_checkout' ) || ! is_checkout() || ( function_exists( 'is_order_received_page' ) && is_order_received_page() ) ) ) {
			return;
		}
		if ( ! $adding && null === self::order_to_pay() && Blocks\Blocks::block_checkout() ) {
			// The Checkout block: WooCommerce loads the block script (Blocks\PaymentMethod) instead.
			return;
		}
		$handle   = self::$assets->enqueue( 'checkout' );
		$settings = self::settings();
		if ( $adding ) {
			// The account pages are never cached: this page may carry the customer's nonce.
			$settings['addCardNonce']   = wp_create_nonce( SetupIntents::NONCE );
			$settings['setupIntentUrl'] = \WC_AJAX::get_endpoint( SetupIntents::ENDPOINT );
			// This page has no billing fields: a new IBAN's holder and e-mail come from the customer.
			$settings['billing'] = self::customer_billing();
		}
		$pay = self::order_to_pay();
		if ( null !== $pay ) {
			// The order's payment page (its key is in the address; never cached): Boleto and OXXO update the order's intent there.
			$settings['orderId']           = $pay->get_id();
			$settings['orderKey']          = $pay->get_order_key();
			$settings['updateIntentNonce'] = wp_create_nonce( UpdateIntent::NONCE );
			$settings['updateIntentUrl']   = str_replace( 'wc_stripe_boleto_update_payment_intent', 'wc_stripe_%%type%%_update_payment_intent', UpdateIntent::url( 'boleto' ) );
			// Nor has the order's payment page: a new IBAN's holder and e-mail come from the order.
			$settings['billing'] = self::order_billing( $pay );
		}
		self::$assets->settings( $handle, 'tresenStripe', $settings );
	}

	/**
	 * Enqueues the checkout script (in the footer) on a subscription's page,
	 * where a subscriptions plugin prints its early-renewal modal: a click on
	 * its link is fetched and answered by the script (see EarlyRenewal).
	 */
	public static function enqueue_for_renewal(): void {
		if ( null === self::$assets || ! self::gateway_enabled() ) {
			return;
		}
		$handle = self::$assets->enqueue( 'checkout' );
		self::$assets->settings( $handle, 'tresenStripe', self::settings() );
	}

	/**
	 * The order of the order-pay page, when its key in the address matches.
	 */
	private static function order_to_pay(): ?\WC_Order {
		global $wp;
		$order_id = isset( $wp->query_vars['order-pay'] ) ? absint( $wp->query_vars['order-pay'] ) : 0;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- authorized by the order key.
		$key   = isset( $_GET['key'] ) && is_scalar( $_GET['key'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['key'] ) ) : '';
		$order = $order_id ? wc_get_order( $order_id ) : null;
		return $order instanceof \WC_Order && '' !== $key && hash_equals( $order->get_order_key(), $key ) ? $order : null;
	}

	/**
	 * The billing details of an order for Stripe (`billing_details`: name, e-mail, address).
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	private static function order_billing( \WC_Order $order ): array {
		return array(
			'name'    => trim( $order->get_billing_first_name() . ' ' . $order->get_billing_last_name() ),
			'email'   => $order->get_billing_email(),
			'phone'   => $order->get_billing_phone(),
			'address' => array(
				'line1'       => $order->get_billing_address_1(),
				'line2'       => $order->get_billing_address_2(),
				'city'        => $order->get_billing_city(),
				'state'       => $order->get_billing_state(),
				'postal_code' => $order->get_billing_postcode(),
				'country'     => $order->get_billing_country(),
			),
		);
	}

	/**
	 * The logged-in customer's billing details for Stripe (account billing
	 * address, else the account's name and e-mail).
	 *
	 * @return array<string, mixed>
	 */
	public static function customer_billing(): array {
		$user     = wp_get_current_user();
		$customer = function_exists( 'WC' ) && WC()->customer instanceof \WC_Customer ? WC()->customer : null;
		$name     = null !== $customer ? trim( $customer->get_billing_first_name() . ' ' . $customer->get_billing_last_name() ) : '';
		if ( '' === $name && $user->exists() ) {
			$name = trim( $user->first_name . ' ' . $user->last_name );
			$name = '' !== $name ? $name : (string) $user->display_name;
		}
		$email = null !== $customer ? (string) $customer->get_billing_email() : '';
		return array(
			'name'    => $name,
			'email'   => '' !== $email ? $email : ( $user->exists() ? (string) $user->user_email : '' ),
			'phone'   => null !== $customer ? (string) $customer->get_billing_phone() : '',
			'address' => array(
				'line1'       => null !== $customer ? (string) $customer->get_billing_address_1() : '',
				'line2'       => null !== $customer ? (string) $customer->get_billing_address_2() : '',
				'city'        => null !== $customer ? (string) $customer->get_billing_city() : '',
				'state'       => null !== $customer ? (string) $customer->get_billing_state() : '',
				'postal_code' => null !== $customer ? (string) $customer->get_billing_postcode() : '',
				'country'     => null !== $customer ? (string) $customer->get_billing_country() : '',
			),
		);
	}

	/**
	 * Settings for the script (the same for every visitor: pages are cached).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return array(
			'gatewayId'        => Gateway::ID,
			'sepaGatewayId'    => SepaGateway::ID,
			'publishableKey'   => Settings::publishable_key(),
			'allowPrepaidCard' => Settings::allow_prepaid_card(),
			'locale'           => 'de',
			'cardBrands'       => array( 'visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb' ),
			// Where the lazy part loads from when the script was moved (see common/js/public-path.ts).
			'publicPath'       => null !== self::$assets ? self::$assets->url( 'build/' ) : '',
			// Boleto and OXXO post the checkout themselves, then confirm with Stripe.js.
			'checkoutUrl'      => class_exists( \WC_AJAX::class ) ? \WC_AJAX::get_endpoint( 'checkout' ) : '',
		);
	}
}

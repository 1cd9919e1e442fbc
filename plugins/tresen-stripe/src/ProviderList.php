<?php
/**
 * The suite as one Stripe provider in WooCommerce → Settings → Payments.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce lists every registered gateway as a provider of its own. Like
 * WooCommerce Stripe Gateway, the suite shows only its main gateway there
 * (`stripe`, which holds the account): the method gateways (SEPA and the
 * redirect and voucher methods) leave the list while WooCommerce builds it
 * (`woocommerce_admin_field_payment_gateways`, fired before the list of the
 * settings page and of its REST route) and appear inside the provider
 * instead: named in its description and, with their logos, on/off state and
 * links to their own settings, as a table on the provider's settings page
 * (`section=stripe`). WooCommerce maps the ids `stripe` and `stripe_*` to its
 * own Stripe provider class, which reports no payment methods of its own
 * (`onboarding.recommended_payment_methods` stays empty, as for the anchor).
 * The ids stay: orders, the checkout and the methods' own settings pages
 * (`section=stripe_sepa` …) use them.
 */
final class ProviderList {

	/**
	 * The method gateways taken out of the list in this request.
	 *
	 * @var array<string, PaymentGateway>
	 */
	private static $hidden = array();

	/**
	 * Hooks the list.
	 */
	public static function register(): void {
		// Priority 5, as the anchor: before WooCommerce reads the list.
		add_action( 'woocommerce_admin_field_payment_gateways', array( self::class, 'group' ), 5 );
		add_action( 'update_option_woocommerce_gateway_order', array( self::class, 'keep_methods_together' ), 10, 2 );
		add_action( 'add_option_woocommerce_gateway_order', array( self::class, 'keep_methods_together' ), 10, 2 );
	}

	/**
	 * Takes the method gateways out of the list WooCommerce is about to show
	 * and gives the main gateway the Stripe logo (only here: at checkout the
	 * card method shows no provider logo).
	 */
	public static function group(): void {
		$registry = WC()->payment_gateways();
		if ( ! is_array( $registry->payment_gateways ) ) {
			return;
		}
		foreach ( $registry->payment_gateways as $key => $gateway ) {
			if ( ! $gateway instanceof PaymentGateway ) {
				continue;
			}
			if ( Gateway::ID === $gateway->id ) {
				$gateway->icon = self::logo( 'stripe' );
				continue;
			}
			self::$hidden[ $gateway->id ] = $gateway;
			unset( $registry->payment_gateways[ $key ] );
		}
	}

	/**
	 * Every Stripe method of the suite, the main gateway's card first: id
	 * (the gateway's), title, description, logo, whether it is on, order.
	 *
	 * @return array<int, array{id: string, title: string, description: string, icon: string, enabled: bool, order: int, category: string, settings: string}>
	 */
	public static function methods(): array {
		$methods = array();
		foreach ( self::gateways() as $gateway ) {
			$methods[] = array(
				'id'          => $gateway->id,
				'title'       => self::name( $gateway ),
				'description' => wp_strip_all_tags( (string) $gateway->get_description() ),
				'icon'        => self::logo( self::type( $gateway ) ),
				'enabled'     => 'yes' === $gateway->enabled,
				'order'       => count( $methods ),
				// Cards and SEPA first; the local methods of other countries after them.
				'category'    => in_array( $gateway->id, array( Gateway::ID, SepaGateway::ID ), true ) ? 'primary' : 'secondary',
				'settings'    => admin_url( 'admin.php?page=wc-settings&tab=checkout&section=' . $gateway->id ),
			);
		}
		return $methods;
	}

	/**
	 * The suite's Stripe gateways: those WooCommerce has registered and those
	 * taken out of the list in this request.
	 *
	 * @return array<string, PaymentGateway>
	 */
	private static function gateways(): array {
		$gateways = array();
		foreach ( WC()->payment_gateways()->payment_gateways() as $gateway ) {
			if ( $gateway instanceof PaymentGateway ) {
				$gateways[ $gateway->id ] = $gateway;
			}
		}
		$gateways += self::$hidden;
		// The card first, then SEPA, then the registration order of the others.
		uksort(
			$gateways,
			static function ( string $a, string $b ): int {
				$rank = array_flip( array( Gateway::ID, SepaGateway::ID ) );
				return ( $rank[ $a ] ?? 2 ) <=> ( $rank[ $b ] ?? 2 );
			}
		);
		return $gateways;
	}

	/**
	 * A method's name without the provider around it ("SEPA direct debit", not "Stripe (SEPA direct debit)").
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	private static function name( PaymentGateway $gateway ): string {
		if ( $gateway instanceof RedirectGateway ) {
			return $gateway->name();
		}
		return $gateway instanceof SepaGateway ? __( 'SEPA direct debit', 'tresen-stripe' ) : __( 'Credit card', 'tresen-stripe' );
	}

	/**
	 * Stripe's type of a gateway's method (the logo's name).
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	private static function type( PaymentGateway $gateway ): string {
		if ( Gateway::ID === $gateway->id ) {
			return 'card';
		}
		return SepaGateway::ID === $gateway->id ? 'sepa_debit' : substr( $gateway->id, strlen( 'stripe_' ) );
	}

	/**
	 * The address of a logo shipped with the plugin (`assets/images/methods/`).
	 *
	 * @param string $name Logo name: `stripe` or a Stripe method type.
	 */
	public static function logo( string $name ): string {
		$name = sanitize_key( $name );
		$file = dirname( TRESEN_STRIPE_FILE ) . '/assets/images/methods/' . $name . '.svg';
		return is_readable( $file ) ? plugins_url( 'assets/images/methods/' . $name . '.svg', TRESEN_STRIPE_FILE ) : '';
	}

	/**
	 * The table of methods on the provider's settings page: logo, name,
	 * on or off, and the link to the method's own settings.
	 */
	public static function table_html(): string {
		$rows = '';
		foreach ( self::methods() as $method ) {
			$rows .= sprintf(
				'<tr><td class="tresen-stripe-methods__logo">%1$s</td><th scope="row">%2$s</th><td>%3$s</td><td>%4$s</td></tr>',
				'' !== $method['icon'] ? sprintf( '<img src="%1$s" alt="" width="48" height="30" loading="lazy">', esc_url( $method['icon'] ) ) : '',
				esc_html( $method['title'] ),
				$method['enabled'] ? esc_html__( 'On', 'tresen-stripe' ) : esc_html__( 'Off', 'tresen-stripe' ),
				Gateway::ID === $method['id']
					? esc_html__( 'Settings below', 'tresen-stripe' )
					: sprintf(
						'<a href="%1$s">%2$s</a>',
						esc_url( $method['settings'] ),
						/* translators: %s: payment method name, e.g. iDEAL. */
						esc_html( sprintf( __( 'Set up %s', 'tresen-stripe' ), $method['title'] ) )
					)
			);
		}
		return '<h3 id="tresen-stripe-methods">' . esc_html__( 'Payment methods', 'tresen-stripe' ) . '</h3>'
			. '<p>' . esc_html__( 'Every method is paid through the Stripe account set on this page. Switch a method on here and in your Stripe dashboard (Settings → Payment methods).', 'tresen-stripe' ) . '</p>'
			. '<table class="widefat striped tresen-stripe-methods" aria-labelledby="tresen-stripe-methods"><thead><tr>'
			. '<td><span class="screen-reader-text">' . esc_html__( 'Logo', 'tresen-stripe' ) . '</span></td>'
			. '<th scope="col">' . esc_html__( 'Payment method', 'tresen-stripe' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'Status', 'tresen-stripe' ) . '</th>'
			. '<td><span class="screen-reader-text">' . esc_html__( 'Settings', 'tresen-stripe' ) . '</span></td>'
			. '</tr></thead><tbody>' . $rows . '</tbody></table>';
	}

	/**
	 * Keeps the method gateways right after the main gateway in WooCommerce's
	 * order of gateways (which is also the checkout's order) when the list is
	 * reordered without them (they are not in the list the owner drags).
	 *
	 * @param mixed $old_value Previous order (or the option's name, when added).
	 * @param mixed $value     New order: id => position.
	 */
	public static function keep_methods_together( $old_value, $value ): void {
		static $running = false;
		unset( $old_value );
		if ( $running || ! is_array( $value ) || ! isset( $value[ Gateway::ID ] ) ) {
			return;
		}
		$main    = array( Gateway::ID );
		$methods = array_diff( array_keys( self::gateways() ), $main );
		asort( $value );
		$current = array_map( 'strval', array_keys( $value ) );
		// The methods in their present relative order, right after the main gateway.
		$moved = array_values( array_intersect( $current, $methods ) );
		$order = array();
		foreach ( $current as $id ) {
			if ( in_array( $id, $methods, true ) ) {
				continue;
			}
			$order[] = $id;
			if ( Gateway::ID === $id ) {
				$order = array_merge( $order, $moved );
			}
		}
		if ( $order === $current ) {
			return;
		}
		$running = true;
		update_option( 'woocommerce_gateway_order', array_flip( $order ) );
		$running = false;
	}
}

<?php
/**
 * Cart <-> session and cart cookies.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Loads the cart from the session, stores it back, and sets the cookies
 * woocommerce_items_in_cart and woocommerce_cart_hash when the cart has
 * items (cleared when it becomes empty), like WooCommerce.
 */
final class WC_Cart_Session {

	/**
	 * The cart.
	 *
	 * @var WC_Cart
	 */
	protected $cart;

	/**
	 * Constructor.
	 *
	 * @param WC_Cart $cart Cart.
	 */
	public function __construct( WC_Cart $cart ) {
		$this->cart = $cart;
	}

	/**
	 * Points the helper at another cart (a cloned one).
	 *
	 * @param WC_Cart $cart Cart.
	 */
	public function set_cart( WC_Cart $cart ) {
		$this->cart = $cart;
	}

	/**
	 * Hooks.
	 */
	public function init() {
		if ( ! apply_filters( 'woocommerce_cart_session_initialize', true, $this ) ) {
			return;
		}
		add_action( 'wp_loaded', array( $this, 'get_cart_from_session' ) );
		add_action( 'woocommerce_cart_emptied', array( $this, 'destroy_cart_session' ) );
		add_action( 'woocommerce_after_calculate_totals', array( $this, 'set_session' ), 1000 );
		add_action( 'woocommerce_cart_loaded_from_session', array( $this, 'set_session' ) );
		add_action( 'woocommerce_add_to_cart', array( $this, 'persistent_cart_update' ) );
		add_action( 'woocommerce_cart_item_removed', array( $this, 'persistent_cart_update' ) );
		add_action( 'woocommerce_cart_item_restored', array( $this, 'persistent_cart_update' ) );
		add_action( 'woocommerce_cart_item_set_quantity', array( $this, 'persistent_cart_update' ) );
		add_action( 'woocommerce_add_to_cart', array( $this, 'maybe_set_cart_cookies' ) );
		add_action( 'wp', array( $this, 'maybe_set_cart_cookies' ), 99 );
		add_action( 'shutdown', array( $this, 'maybe_set_cart_cookies' ), 0 );
	}

	/**
	 * Restores cart contents and totals from the session (and a logged-in user's saved cart).
	 */
	public function get_cart_from_session() {
		do_action( 'woocommerce_load_cart_from_session' );
		$session = WC()->session;
		$this->cart->set_totals( $session->get( 'cart_totals', null ) );
		$this->cart->set_removed_cart_contents( (array) $session->get( 'removed_cart_contents', array() ) );

		$update = false;
		$cart   = $session->get( 'cart', null );
		$merge  = (bool) get_user_meta( get_current_user_id(), '_woocommerce_load_saved_cart_after_login', true );
		if ( is_null( $cart ) || $merge ) {
			$saved  = $this->get_saved_cart();
			$cart   = array_merge( $saved, is_null( $cart ) ? array() : (array) $cart );
			$update = true;
			delete_user_meta( get_current_user_id(), '_woocommerce_load_saved_cart_after_login' );
		}

		$contents = array();
		foreach ( (array) $cart as $key => $values ) {
			$product = wc_get_product( ! empty( $values['variation_id'] ) ? $values['variation_id'] : ( $values['product_id'] ?? 0 ) );
			if ( ! $product || ! $product->exists() || 0 >= ( $values['quantity'] ?? 0 ) ) {
				$update = true;
				continue;
			}
			if ( ! apply_filters( 'woocommerce_cart_item_is_purchasable', $product->is_purchasable(), $key, $values ) ) {
				$update = true;
				/* translators: %s: product name */
				wc_add_notice( apply_filters( 'woocommerce_cart_item_removed_message', sprintf( __( '%s has been removed from your cart because it can no longer be purchased. Please contact us if you need assistance.', 'woocommerce' ), $product->get_name() ), $product ), 'error' );
				do_action( 'woocommerce_remove_cart_item_from_session', $key, $values );
				continue;
			}
			$contents[ $key ] = apply_filters( 'woocommerce_get_cart_item_from_session', array_merge( $values, array( 'data' => $product ) ), $values, $key );
		}
		$this->cart->set_cart_contents( apply_filters( 'woocommerce_cart_contents_changed', $contents ) );
		do_action( 'woocommerce_cart_loaded_from_session', $this->cart );

		if ( $update || is_null( $session->get( 'cart_totals', null ) ) ) {
			$session->set( 'cart', $this->get_cart_for_session() );
			$this->cart->calculate_totals();
		}
	}

	/**
	 * Empties the cart keys of the session.
	 */
	public function destroy_cart_session() {
		foreach ( array( 'cart', 'cart_totals', 'applied_coupons', 'coupon_discount_totals', 'coupon_discount_tax_totals', 'removed_cart_contents', 'order_awaiting_payment' ) as $key ) {
			WC()->session->set( $key, null );
		}
	}

	/**
	 * Sets or clears the cart cookies when headers can still be sent.
	 */
	public function maybe_set_cart_cookies() {
		if ( headers_sent() || ! did_action( 'wp_loaded' ) ) {
			return;
		}
		if ( ! $this->cart->is_empty() ) {
			$this->set_cart_cookies( true );
		} elseif ( isset( $_COOKIE['woocommerce_items_in_cart'] ) ) {
			$this->set_cart_cookies( false );
		}
	}

	/**
	 * Writes the cart into the session.
	 */
	public function set_session() {
		WC()->session->set( 'cart', $this->get_cart_for_session() );
		WC()->session->set( 'cart_totals', $this->cart->get_totals() );
		WC()->session->set( 'applied_coupons', array() );
		WC()->session->set( 'removed_cart_contents', $this->cart->get_removed_cart_contents() );
		do_action( 'woocommerce_cart_updated' );
	}

	/**
	 * Cart contents without product objects.
	 *
	 * @return array
	 */
	public function get_cart_for_session() {
		$cart = array();
		foreach ( $this->cart->get_cart_contents() as $key => $values ) {
			$cart[ $key ] = $values;
			unset( $cart[ $key ]['data'] );
		}
		return $cart;
	}

	/**
	 * Saves a logged-in user's cart to user meta.
	 */
	public function persistent_cart_update() {
		if ( get_current_user_id() && apply_filters( 'woocommerce_persistent_cart_enabled', true ) ) {
			update_user_meta( get_current_user_id(), '_woocommerce_persistent_cart_' . get_current_blog_id(), array( 'cart' => $this->get_cart_for_session() ) );
		}
	}

	/**
	 * Deletes a logged-in user's saved cart.
	 */
	public function persistent_cart_destroy() {
		if ( get_current_user_id() && apply_filters( 'woocommerce_persistent_cart_enabled', true ) ) {
			delete_user_meta( get_current_user_id(), '_woocommerce_persistent_cart_' . get_current_blog_id() );
		}
	}

	/**
	 * Sets woocommerce_items_in_cart=1 and woocommerce_cart_hash, or clears both.
	 *
	 * @param bool $set Set or clear.
	 */
	private function set_cart_cookies( $set = true ) {
		if ( $set ) {
			$cookies = array(
				'woocommerce_items_in_cart' => '1',
				'woocommerce_cart_hash'     => WC()->cart->get_cart_hash(),
			);
			foreach ( $cookies as $name => $value ) {
				if ( ! isset( $_COOKIE[ $name ] ) || $_COOKIE[ $name ] !== $value ) {
					wc_setcookie( $name, $value );
				}
			}
		} else {
			foreach ( array( 'woocommerce_items_in_cart', 'woocommerce_cart_hash' ) as $name ) {
				if ( isset( $_COOKIE[ $name ] ) ) {
					wc_setcookie( $name, 0, time() - HOUR_IN_SECONDS );
					unset( $_COOKIE[ $name ] );
				}
			}
		}
		do_action( 'woocommerce_set_cart_cookies', $set );
	}

	/**
	 * A logged-in user's saved cart.
	 *
	 * @return array
	 */
	private function get_saved_cart() {
		if ( ! get_current_user_id() || ! apply_filters( 'woocommerce_persistent_cart_enabled', true ) ) {
			return array();
		}
		$saved = get_user_meta( get_current_user_id(), '_woocommerce_persistent_cart_' . get_current_blog_id(), true );
		return isset( $saved['cart'] ) ? array_filter( (array) $saved['cart'] ) : array();
	}
}

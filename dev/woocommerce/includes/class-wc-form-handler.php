<?php
/**
 * Classic form posts: add to cart, cart update and removal.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Handles ?add-to-cart=ID / POST add-to-cart, the cart form (update_cart with
 * the woocommerce-cart nonce), remove links (remove_item) and undo links.
 */
class WC_Form_Handler {

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'wp_loaded', array( self::class, 'update_cart_action' ), 20 );
		add_action( 'wp_loaded', array( self::class, 'add_to_cart_action' ), 20 );
		add_action( 'wp_loaded', array( self::class, 'checkout_action' ), 20 );
		add_action( 'wp', array( self::class, 'pay_action' ), 20 );
	}

	/**
	 * Remove, undo and update of the cart page.
	 */
	public static function update_cart_action() {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.NonceVerification.Missing
		if ( ! ( isset( $_REQUEST['remove_item'] ) || isset( $_REQUEST['undo_item'] ) || isset( $_REQUEST['update_cart'] ) || isset( $_REQUEST['proceed'] ) ) ) {
			return;
		}
		if ( ! isset( WC()->cart ) ) {
			return;
		}
		wc_nocache_headers();
		$nonce = wc_get_var( $_REQUEST['woocommerce-cart-nonce'], wc_get_var( $_REQUEST['_wpnonce'], '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$valid = wp_verify_nonce( (string) $nonce, 'woocommerce-cart' );

		if ( ! empty( $_GET['remove_item'] ) && $valid ) {
			$key  = sanitize_text_field( wp_unslash( $_GET['remove_item'] ) );
			$item = WC()->cart->get_cart_item( $key );
			if ( $item ) {
				WC()->cart->remove_cart_item( $key );
				$product = wc_get_product( $item['product_id'] );
				/* translators: %s: Item name. */
				$title = apply_filters( 'woocommerce_cart_item_removed_title', $product ? sprintf( _x( '&ldquo;%s&rdquo;', 'Item name in quotes', 'woocommerce' ), $product->get_name() ) : __( 'Item', 'woocommerce' ), $item );
				/* translators: %s: Item name. */
				$notice = sprintf( __( '%s removed.', 'woocommerce' ), $title );
				if ( $product && $product->is_in_stock() && $product->has_enough_stock( $item['quantity'] ) ) {
					$notice .= ' <a href="' . esc_url( wc_get_cart_undo_url( $key ) ) . '" class="restore-item">' . __( 'Undo?', 'woocommerce' ) . '</a>';
				}
				wc_add_notice( $notice, apply_filters( 'woocommerce_cart_item_removed_notice_type', 'success' ) );
			}
			$referer = wp_get_referer() ? remove_query_arg( array( 'remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce' ), add_query_arg( 'removed_item', '1', wp_get_referer() ) ) : wc_get_cart_url();
			wp_safe_redirect( $referer );
			exit;
		}

		if ( ! empty( $_GET['undo_item'] ) && $valid ) {
			$key = sanitize_text_field( wp_unslash( $_GET['undo_item'] ) );
			WC()->cart->restore_cart_item( $key );
			$referer = wp_get_referer() ? remove_query_arg( array( 'undo_item', '_wpnonce' ), wp_get_referer() ) : wc_get_cart_url();
			wp_safe_redirect( $referer );
			exit;
		}

		if ( ( ! empty( $_POST['update_cart'] ) || ! empty( $_POST['proceed'] ) ) && $valid ) {
			$updated = false;
			$posted  = isset( $_POST['cart'] ) ? wp_unslash( $_POST['cart'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			if ( ! WC()->cart->is_empty() && is_array( $posted ) ) {
				foreach ( WC()->cart->get_cart() as $key => $values ) {
					if ( ! isset( $posted[ $key ]['qty'] ) ) {
						continue;
					}
					$quantity = apply_filters( 'woocommerce_stock_amount_cart_item', wc_stock_amount( preg_replace( '/[^0-9\.]/', '', (string) $posted[ $key ]['qty'] ) ), $key );
					if ( '' === $quantity || $quantity === $values['quantity'] ) {
						continue;
					}
					$passed = apply_filters( 'woocommerce_update_cart_validation', true, $key, $values, $quantity );
					if ( $values['data']->is_sold_individually() && $quantity > 1 ) {
						/* translators: %s: product name */
						wc_add_notice( sprintf( __( 'You can only have 1 %s in your cart.', 'woocommerce' ), $values['data']->get_name() ), 'error' );
						$passed = false;
					}
					if ( $passed && $quantity > 0 && ! $values['data']->has_enough_stock( $quantity ) ) {
						/* translators: 1: product name 2: quantity in stock */
						wc_add_notice( sprintf( __( 'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).', 'woocommerce' ), $values['data']->get_name(), wc_format_stock_quantity_for_display( $values['data']->get_stock_quantity(), $values['data'] ) ), 'error' );
						$passed = false;
					}
					if ( $passed ) {
						WC()->cart->set_quantity( $key, $quantity, false );
						$updated = true;
					}
				}
			}
			$updated = apply_filters( 'woocommerce_update_cart_action_cart_updated', $updated );
			if ( $updated ) {
				WC()->cart->calculate_totals();
			}
			if ( ! empty( $_POST['proceed'] ) ) {
				wp_safe_redirect( wc_get_checkout_url() );
				exit;
			}
			if ( $updated ) {
				wc_add_notice( __( 'Cart updated.', 'woocommerce' ), apply_filters( 'woocommerce_cart_updated_notice_type', 'success' ) );
				wp_safe_redirect( remove_query_arg( array( 'remove_coupon', 'add-to-cart' ), wp_get_referer() ? wp_get_referer() : wc_get_cart_url() ) );
				exit;
			}
		}
		// phpcs:enable
	}

	/**
	 * ?add-to-cart=ID or POST add-to-cart: adds, queues the success notice,
	 * redirects only when woocommerce_cart_redirect_after_add is yes (or a filter gives a URL).
	 *
	 * @param string|bool $url Redirect URL (filtered by woocommerce_add_to_cart_redirect).
	 */
	public static function add_to_cart_action( $url = false ) {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		if ( ! isset( $_REQUEST['add-to-cart'] ) || ! is_numeric( wp_unslash( $_REQUEST['add-to-cart'] ) ) || ! isset( WC()->cart ) ) {
			return;
		}
		wc_nocache_headers();
		$product_id = apply_filters( 'woocommerce_add_to_cart_product_id', absint( wp_unslash( $_REQUEST['add-to-cart'] ) ) );
		// phpcs:enable
		$product = wc_get_product( $product_id );
		if ( ! $product ) {
			return;
		}
		$handler = apply_filters( 'woocommerce_add_to_cart_handler', $product->get_type(), $product );
		if ( 'variable' === $handler || 'variation' === $handler ) {
			$added = self::add_to_cart_handler_variable( $product_id );
		} elseif ( has_action( 'woocommerce_add_to_cart_handler_' . $handler ) ) {
			do_action( 'woocommerce_add_to_cart_handler_' . $handler, $url );
			$added = false;
		} else {
			$added = self::add_to_cart_handler_simple( $product_id );
		}
		if ( $added && 0 === wc_notice_count( 'error' ) ) {
			$url = apply_filters( 'woocommerce_add_to_cart_redirect', is_string( $url ) ? $url : false, $product );
			if ( $url ) {
				wp_safe_redirect( $url );
				exit;
			}
			if ( 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ) {
				wp_safe_redirect( wc_get_cart_url() );
				exit;
			}
		}
	}

	/**
	 * Simple product.
	 *
	 * @param int $product_id Product.
	 */
	private static function add_to_cart_handler_simple( $product_id ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$quantity = empty( $_REQUEST['quantity'] ) ? 1 : wc_stock_amount( wp_unslash( $_REQUEST['quantity'] ) );
		$passed   = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity );
		if ( $passed && false !== WC()->cart->add_to_cart( $product_id, $quantity ) ) {
			wc_add_to_cart_message( array( $product_id => $quantity ), true );
			return true;
		}
		return false;
	}

	/**
	 * Variable product: variation_id and attribute_* fields.
	 *
	 * @param int $product_id Product (or variation).
	 */
	private static function add_to_cart_handler_variable( $product_id ) {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		$variation_id = empty( $_REQUEST['variation_id'] ) ? '' : absint( wp_unslash( $_REQUEST['variation_id'] ) );
		$quantity     = empty( $_REQUEST['quantity'] ) ? 1 : wc_stock_amount( wp_unslash( $_REQUEST['quantity'] ) );
		$variations   = array();
		$product      = wc_get_product( $product_id );
		foreach ( $_REQUEST as $key => $value ) {
			if ( 'attribute_' === substr( (string) $key, 0, 10 ) ) {
				$variations[ sanitize_title( wp_unslash( $key ) ) ] = wc_clean( wp_unslash( $value ) );
			}
		}
		// phpcs:enable
		if ( $product instanceof WC_Product_Variation ) {
			$variation_id = $product_id;
			$product_id   = $product->get_parent_id();
			$product      = wc_get_product( $product_id );
		}
		if ( empty( $variation_id ) && $product ) {
			$variation_id = WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, $variations );
		}
		$passed = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity, $variation_id, $variations );
		if ( ! $passed ) {
			return false;
		}
		if ( empty( $variation_id ) ) {
			wc_add_notice( __( 'Please choose product options&hellip;', 'woocommerce' ), 'error' );
			return false;
		}
		if ( false !== WC()->cart->add_to_cart( $product_id, $quantity, $variation_id, $variations ) ) {
			wc_add_to_cart_message( array( $product_id => $quantity ), true );
			return true;
		}
		return false;
	}

	/**
	 * Non-ajax checkout post (woocommerce_checkout_place_order).
	 */
	public static function checkout_action() {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		if ( isset( $_POST['woocommerce_checkout_place_order'] ) || isset( $_POST['woocommerce_checkout_update_totals'] ) ) {
			wc_nocache_headers();
			if ( WC()->cart->is_empty() ) {
				wp_safe_redirect( wc_get_cart_url() );
				exit;
			}
			wc_maybe_define_constant( 'WOOCOMMERCE_CHECKOUT', true );
			WC()->checkout()->process_checkout();
		}
	}

	/**
	 * The pay-for-order form's post (`woocommerce_pay`) on the order-pay
	 * endpoint: the nonce, the order's key from the address and an order that
	 * needs payment; then the chosen available gateway pays it and the shopper
	 * goes to its redirect. Failures stay on the page as notices.
	 */
	public static function pay_action() {
		global $wp;
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- the nonce is only compared; the key only compared with hash_equals().
		if ( ! isset( $_POST['woocommerce_pay'], $_GET['key'] ) ) {
			return;
		}
		wc_nocache_headers();
		$nonce_value = wc_get_var( $_REQUEST['woocommerce-pay-nonce'], wc_get_var( $_REQUEST['_wpnonce'], '' ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the nonce itself.
		if ( ! wp_verify_nonce( $nonce_value, 'woocommerce-pay' ) ) {
			return;
		}
		ob_start();
		$order_key = (string) wp_unslash( $_GET['key'] );
		// phpcs:enable WordPress.Security.ValidatedSanitizedInput
		$order_id = absint( $wp->query_vars['order-pay'] ?? 0 );
		$order    = wc_get_order( $order_id );
		if ( ! $order || $order_id !== $order->get_id() || ! hash_equals( $order->get_order_key(), $order_key ) || ! $order->needs_payment() ) {
			return;
		}
		do_action( 'woocommerce_before_pay_action', $order );
		WC()->customer->set_props(
			array(
				'billing_country'  => $order->get_billing_country() ? $order->get_billing_country() : null,
				'billing_state'    => $order->get_billing_state() ? $order->get_billing_state() : null,
				'billing_postcode' => $order->get_billing_postcode() ? $order->get_billing_postcode() : null,
				'billing_city'     => $order->get_billing_city() ? $order->get_billing_city() : null,
			)
		);
		WC()->customer->save();
		if ( ! empty( $_POST['terms-field'] ) && empty( $_POST['terms'] ) ) {
			wc_add_notice( __( 'Please read and accept the terms and conditions to proceed with your order.', 'woocommerce' ), 'error' );
			return;
		}
		if ( $order->needs_payment() ) {
			try {
				$payment_method_id = isset( $_POST['payment_method'] ) ? wc_clean( wp_unslash( $_POST['payment_method'] ) ) : false;
				$available         = WC()->payment_gateways()->get_available_payment_gateways();
				$payment_method    = is_string( $payment_method_id ) && isset( $available[ $payment_method_id ] ) ? $available[ $payment_method_id ] : false;
				if ( ! $payment_method ) {
					throw new Exception( __( 'Invalid payment method.', 'woocommerce' ) );
				}
				$order->set_payment_method( $payment_method );
				$order->save();
				$payment_method->validate_fields();
				if ( 0 === wc_notice_count( 'error' ) ) {
					$result = $payment_method->process_payment( $order_id );
					if ( isset( $result['result'] ) && 'success' === $result['result'] ) {
						$result['order_id'] = $order_id;
						$result             = apply_filters( 'woocommerce_payment_successful_result', $result, $order_id );
						wp_redirect( $result['redirect'] ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- gateways redirect off-site, as in WooCommerce.
						exit;
					}
				}
			} catch ( Exception $e ) {
				wc_add_notice( $e->getMessage(), 'error' );
			}
		} else {
			$order->payment_complete();
			wp_safe_redirect( $order->get_checkout_order_received_url() );
			exit;
		}
		do_action( 'woocommerce_after_pay_action', $order );
	}
}

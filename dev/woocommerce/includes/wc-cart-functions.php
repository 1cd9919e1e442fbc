<?php
/**
 * Cart functions.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Empties the cart (and the session cart).
 */
function wc_empty_cart() {
	if ( ! isset( WC()->cart ) || '' === WC()->cart ) {
		WC()->cart = new WC_Cart();
	}
	WC()->cart->empty_cart( false );
}

/**
 * URL that removes an item (cart page, remove_item + woocommerce-cart nonce).
 *
 * @param string $cart_item_key Key.
 */
function wc_get_cart_remove_url( $cart_item_key ) {
	$cart_url = wc_get_cart_url();
	return apply_filters( 'woocommerce_get_remove_url', $cart_url ? wp_nonce_url( add_query_arg( 'remove_item', $cart_item_key, $cart_url ), 'woocommerce-cart' ) : '' );
}

/**
 * URL that restores a removed item.
 *
 * @param string $cart_item_key Key.
 */
function wc_get_cart_undo_url( $cart_item_key ) {
	$cart_url = wc_get_cart_url();
	$query    = array( 'undo_item' => $cart_item_key );
	return apply_filters( 'woocommerce_get_undo_url', $cart_url ? wp_nonce_url( add_query_arg( $query, $cart_url ), 'woocommerce-cart' ) : '', $cart_item_key );
}

/**
 * Hash of what makes a cart item valid (type and variation attributes).
 *
 * @param WC_Product $product Product.
 */
function wc_get_cart_item_data_hash( $product ) {
	return md5(
		wp_json_encode(
			apply_filters(
				'woocommerce_cart_item_data_to_validate',
				array(
					'type'       => $product->get_type(),
					'attributes' => 'variation' === $product->get_type() ? $product->get_variation_attributes() : '',
				),
				$product
			)
		)
	);
}

/**
 * "„X“ has been added to your cart." notice with a View cart (or Continue shopping) button.
 *
 * @param int|array $products Product id or id => quantity.
 * @param bool      $show_qty Show quantities.
 * @param bool      $return   Return instead of adding a notice.
 * @return string|void
 */
function wc_add_to_cart_message( $products, $show_qty = false, $return = false ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
	$titles = array();
	$count  = 0;
	if ( ! is_array( $products ) ) {
		$products = array( $products => 1 );
		$show_qty = false;
	}
	if ( ! $show_qty ) {
		$products = array_fill_keys( array_keys( $products ), 1 );
	}
	foreach ( $products as $product_id => $qty ) {
		/* translators: %s: product name */
		$titles[] = apply_filters( 'woocommerce_add_to_cart_qty_html', ( $qty > 1 ? absint( $qty ) . ' &times; ' : '' ), $product_id ) . apply_filters( 'woocommerce_add_to_cart_item_name_in_quotes', sprintf( _x( '&ldquo;%s&rdquo;', 'Item name in quotes', 'woocommerce' ), wp_strip_all_tags( get_the_title( $product_id ) ) ), $product_id );
		$count   += $qty;
	}
	$titles = array_filter( $titles );
	/* translators: %s: product name */
	$added_text = sprintf( _n( '%s has been added to your cart.', '%s have been added to your cart.', $count, 'woocommerce' ), wc_format_list_of_items( $titles ) );

	if ( 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ) {
		$referer   = wc_get_raw_referer();
		$return_to = apply_filters( 'woocommerce_continue_shopping_redirect', $referer ? wp_validate_redirect( $referer, false ) : wc_get_page_permalink( 'shop' ) );
		$message   = sprintf( '%s <a href="%s" class="button wc-forward">%s</a>', esc_html( $added_text ), esc_url( $return_to ? $return_to : wc_get_page_permalink( 'shop' ) ), esc_html__( 'Continue shopping', 'woocommerce' ) );
	} else {
		$message = sprintf( '%s <a href="%s" class="button wc-forward">%s</a>', esc_html( $added_text ), esc_url( wc_get_cart_url() ), esc_html__( 'View cart', 'woocommerce' ) );
	}
	$message = apply_filters( 'wc_add_to_cart_message_html', $message, $products, $show_qty );
	if ( $return ) {
		return $message;
	}
	wc_add_notice( $message, apply_filters( 'woocommerce_add_to_cart_notice_type', 'success' ) );
}

/**
 * Prints the subtotal of the cart totals table.
 */
function wc_cart_totals_subtotal_html() {
	echo WC()->cart->get_cart_subtotal(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/**
 * Prints the order total with the contained tax ("(includes 4,14 € VAT)").
 */
function wc_cart_totals_order_total_html() {
	$value = '<strong>' . WC()->cart->get_total() . '</strong> ';
	if ( wc_tax_enabled() && WC()->cart->display_prices_including_tax() ) {
		$parts = array();
		if ( 'itemized' === get_option( 'woocommerce_tax_total_display' ) ) {
			foreach ( WC()->cart->get_tax_totals() as $tax ) {
				$parts[] = sprintf( '%s %s', $tax->formatted_amount, $tax->label );
			}
		} elseif ( WC()->cart->get_taxes_total() > 0 ) {
			$parts[] = sprintf( '%s %s', wc_price( WC()->cart->get_taxes_total( true, true ) ), WC()->countries->tax_or_vat() );
		}
		if ( $parts ) {
			/* translators: %s: tax information */
			$value .= '<small class="includes_tax">' . sprintf( __( '(includes %s)', 'woocommerce' ), implode( ', ', $parts ) ) . '</small>';
		}
	}
	echo apply_filters( 'woocommerce_cart_totals_order_total_html', $value ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/**
 * Prints a fee's amount in the cart totals: with its tax when cart prices are
 * displayed including tax.
 *
 * @param object $fee Fee of the cart (after calculation: total, tax).
 */
function wc_cart_totals_fee_html( $fee ) {
	$amount = WC()->cart->display_prices_including_tax() ? (float) $fee->total + (float) $fee->tax : (float) $fee->total;
	echo apply_filters( 'woocommerce_cart_totals_fee_html', wc_price( $amount ), $fee ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/**
 * Method ids (flat_rate, free_shipping) of the chosen shipping methods.
 *
 * @return string[]
 */
function wc_get_chosen_shipping_method_ids() {
	$ids    = array();
	$chosen = WC()->session ? (array) WC()->session->get( 'chosen_shipping_methods', array() ) : array();
	foreach ( $chosen as $method ) {
		if ( is_string( $method ) ) {
			$ids[] = current( explode( ':', $method ) );
		}
	}
	return $ids;
}

/**
 * The chosen rate id of a package: the shopper's choice while it is still
 * offered and the offer is unchanged, else the default.
 *
 * @param int   $key     Package key.
 * @param array $package Package with rates.
 * @return string|false
 */
function wc_get_chosen_shipping_method_for_package( $key, $package ) {
	if ( ! WC()->session ) {
		return false;
	}
	$chosen_methods = (array) WC()->session->get( 'chosen_shipping_methods', array() );
	$chosen         = $chosen_methods[ $key ] ?? false;
	$changed        = wc_shipping_methods_have_changed( $key, $package );
	$counts         = (array) WC()->session->get( 'shipping_method_counts', array() );
	$rates          = isset( $package['rates'] ) && is_array( $package['rates'] ) ? $package['rates'] : array();
	if ( ! $chosen || $changed || ! isset( $rates[ $chosen ] ) || count( $rates ) !== absint( $counts[ $key ] ?? 0 ) ) {
		$chosen                 = wc_get_default_shipping_method_for_package( $key, array_merge( $package, array( 'rates' => $rates ) ), $chosen );
		$chosen_methods[ $key ] = $chosen;
		$counts[ $key ]         = count( $rates );
		WC()->session->set( 'chosen_shipping_methods', $chosen_methods );
		WC()->session->set( 'shipping_method_counts', $counts );
		do_action( 'woocommerce_shipping_method_chosen', $chosen );
	}
	return $chosen;
}

/**
 * The default rate of a package: the first offered (zones order their methods).
 *
 * @param int    $key           Package key.
 * @param array  $package       Package with rates.
 * @param string $chosen_method Previous choice.
 * @return string
 */
function wc_get_default_shipping_method_for_package( $key, $package, $chosen_method ) {
	$rate_keys = array_keys( (array) $package['rates'] );
	$default   = $rate_keys ? (string) current( $rate_keys ) : '';
	return apply_filters( 'woocommerce_shipping_chosen_method', $default, $package['rates'], $chosen_method );
}

/**
 * Whether the offered rates of a package changed since the last look.
 *
 * @param int   $key     Package key.
 * @param array $package Package with rates.
 */
function wc_shipping_methods_have_changed( $key, $package ) {
	$previous          = (array) WC()->session->get( 'previous_shipping_methods', array() );
	$new_rates         = array_keys( (array) ( $package['rates'] ?? array() ) );
	$prev_rates        = $previous[ $key ] ?? false;
	$previous[ $key ]  = $new_rates;
	WC()->session->set( 'previous_shipping_methods', $previous );
	return $new_rates !== $prev_rates;
}

/**
 * Prints the shipping rows of the cart totals and order review.
 */
function wc_cart_totals_shipping_html() {
	$packages = WC()->shipping()->get_packages();
	$first    = true;
	foreach ( $packages as $i => $package ) {
		$chosen = WC()->session->get( 'chosen_shipping_methods', array() );
		$names  = array();
		if ( count( $packages ) > 1 ) {
			foreach ( $package['contents'] as $item ) {
				$names[ $item['data']->get_id() ] = $item['data']->get_name() . ' &times;' . $item['quantity'];
			}
			$names = apply_filters( 'woocommerce_shipping_package_details_array', $names, $package );
		}
		wc_get_template(
			'cart/cart-shipping.php',
			array(
				'package'                  => $package,
				'available_methods'        => $package['rates'],
				'show_package_details'     => count( $packages ) > 1,
				'show_shipping_calculator' => is_cart() && apply_filters( 'woocommerce_shipping_show_shipping_calculator', $first, $i, $package ),
				'package_details'          => implode( ', ', $names ),
				/* translators: %d: shipping package number */
				'package_name'             => apply_filters( 'woocommerce_shipping_package_name', ( $i + 1 ) > 1 ? sprintf( _x( 'Shipping %d', 'shipping packages', 'woocommerce' ), ( $i + 1 ) ) : _x( 'Shipping', 'shipping packages', 'woocommerce' ), $i, $package ),
				'index'                    => $i,
				'chosen_method'            => $chosen[ $i ] ?? '',
				'formatted_destination'    => WC()->countries->get_formatted_address( $package['destination'], ', ' ),
				'has_calculated_shipping'  => WC()->customer->has_calculated_shipping(),
			)
		);
		$first = false;
	}
}

/**
 * A rate's label with its cost as displayed ("Standardversand: 4,90 €");
 * free methods without cost.
 *
 * @param WC_Shipping_Rate $method Rate.
 */
function wc_cart_totals_shipping_method_label( $method ) {
	$label     = $method->get_label();
	$has_cost  = 0 < (float) $method->cost;
	$hide_cost = ! $has_cost && in_array( $method->get_method_id(), array( 'free_shipping', 'local_pickup' ), true );
	if ( $has_cost && ! $hide_cost ) {
		if ( WC()->cart->display_prices_including_tax() ) {
			$label .= ': ' . wc_price( (float) $method->cost + $method->get_shipping_tax() );
			if ( $method->get_shipping_tax() > 0 && ! wc_prices_include_tax() ) {
				$label .= ' <small class="tax_label">' . WC()->countries->inc_tax_or_vat() . '</small>';
			}
		} else {
			$label .= ': ' . wc_price( $method->cost );
			if ( $method->get_shipping_tax() > 0 && wc_prices_include_tax() ) {
				$label .= ' <small class="tax_label">' . WC()->countries->ex_tax_or_vat() . '</small>';
			}
		}
	}
	return apply_filters( 'woocommerce_cart_shipping_method_full_label', $label, $method );
}

/**
 * Whether shipping goes to the billing address only.
 */
function wc_ship_to_billing_address_only() {
	return 'billing_only' === get_option( 'woocommerce_ship_to_destination' );
}

/**
 * Variation attributes and extra item data as a definition list.
 *
 * @param array $cart_item Item.
 * @param bool  $flat      Plain text.
 */
function wc_get_formatted_cart_item_data( $cart_item, $flat = false ) {
	$item_data = array();
	if ( $cart_item['data']->is_type( 'variation' ) && is_array( $cart_item['variation'] ) ) {
		foreach ( $cart_item['variation'] as $name => $value ) {
			$taxonomy = wc_attribute_taxonomy_name( str_replace( 'attribute_pa_', '', urldecode( $name ) ) );
			if ( taxonomy_exists( $taxonomy ) ) {
				$term  = get_term_by( 'slug', $value, $taxonomy );
				$value = $term && ! is_wp_error( $term ) ? $term->name : $value;
				$label = wc_attribute_label( $taxonomy );
			} else {
				$label = wc_attribute_label( str_replace( 'attribute_', '', $name ), $cart_item['data'] );
			}
			if ( '' === $value ) {
				continue;
			}
			$item_data[] = array(
				'key'   => $label,
				'value' => $value,
			);
		}
	}
	$item_data = apply_filters( 'woocommerce_get_item_data', $item_data, $cart_item );
	if ( ! $item_data ) {
		return '';
	}
	if ( $flat ) {
		return implode( "\n", array_map( static fn( $d ) => $d['key'] . ': ' . wp_strip_all_tags( $d['display'] ?? $d['value'] ), $item_data ) ) . "\n";
	}
	$html = '<dl class="variation">';
	foreach ( $item_data as $data ) {
		$html .= '<dt class="variation-' . sanitize_html_class( $data['key'] ) . '">' . wp_kses_post( $data['key'] ) . ':</dt><dd class="variation-' . sanitize_html_class( $data['key'] ) . '">' . wp_kses_post( wpautop( $data['display'] ?? $data['value'] ) ) . '</dd>';
	}
	return $html . '</dl>';
}

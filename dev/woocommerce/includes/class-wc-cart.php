<?php
/**
 * The cart.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's cart: items keyed by a cart id; totals with the VAT of the
 * customer's taxable address (prices entered with the base country's VAT are
 * adjusted for other countries, as WooCommerce does) and the chosen shipping
 * rates of the shipping zone, and the fees plugins add on
 * woocommerce_cart_calculate_fees (WC_Cart_Fees). No coupons in the double.
 */
class WC_Cart {

	/**
	 * Items: key => key, product_id, variation_id, variation, quantity, data, data_hash, line_* totals.
	 *
	 * @var array
	 */
	public $cart_contents = array();

	/**
	 * Items removed in this session (for undo).
	 *
	 * @var array
	 */
	public $removed_cart_contents = array();

	/**
	 * Applied coupons (always none).
	 *
	 * @var string[]
	 */
	public $applied_coupons = array();

	/**
	 * Chosen shipping rates by package.
	 *
	 * @var WC_Shipping_Rate[]
	 */
	public $shipping_methods = array();

	/**
	 * Where the cart is used (shortcode or store-api).
	 *
	 * @var string
	 */
	public $cart_context = 'shortcode';

	/**
	 * Session helper.
	 *
	 * @var WC_Cart_Session
	 */
	public $session;

	/**
	 * The fees API.
	 *
	 * @var WC_Cart_Fees
	 */
	protected $fees_api;

	/**
	 * Totals.
	 *
	 * @var array
	 */
	protected $totals = array();

	/**
	 * Default totals.
	 *
	 * @var array
	 */
	protected $default_totals = array(
		'subtotal'            => 0,
		'subtotal_tax'        => 0,
		'shipping_total'      => 0,
		'shipping_tax'        => 0,
		'shipping_taxes'      => array(),
		'discount_total'      => 0,
		'discount_tax'        => 0,
		'cart_contents_total' => 0,
		'cart_contents_tax'   => 0,
		'cart_contents_taxes' => array(),
		'fee_total'           => 0,
		'fee_tax'             => 0,
		'fee_taxes'           => array(),
		'total'               => 0,
		'total_tax'           => 0,
	);

	/**
	 * Constructor: session and recalculation hooks.
	 */
	public function __construct() {
		$this->session  = new WC_Cart_Session( $this );
		$this->fees_api = new WC_Cart_Fees();
		$this->totals   = $this->default_totals;
		$this->session->init();
		add_action( 'woocommerce_add_to_cart', array( $this, 'calculate_totals' ), 20, 0 );
		add_action( 'woocommerce_cart_item_removed', array( $this, 'calculate_totals' ), 20, 0 );
		add_action( 'woocommerce_cart_item_restored', array( $this, 'calculate_totals' ), 20, 0 );
		add_action( 'woocommerce_check_cart_items', array( $this, 'check_cart_items' ), 1 );
	}

	/**
	 * A clone gets its own fees and session helper (pointing at the clone).
	 */
	public function __clone() {
		$this->session  = clone $this->session;
		$this->fees_api = clone $this->fees_api;
		$this->session->set_cart( $this );
	}

	/*
	 * Contents.
	 */

	/**
	 * Items (loads the session on first use).
	 *
	 * @return array
	 */
	public function get_cart() {
		if ( ! did_action( 'wp_loaded' ) ) {
			wc_doing_it_wrong( __FUNCTION__, 'Get cart should not be called before the wp_loaded action.', '2.3' );
		}
		if ( ! did_action( 'woocommerce_load_cart_from_session' ) ) {
			$this->session->get_cart_from_session();
		}
		return array_filter( $this->get_cart_contents() );
	}

	/**
	 * Raw items.
	 *
	 * @return array
	 */
	public function get_cart_contents() {
		return (array) apply_filters( 'woocommerce_get_cart_contents', (array) $this->cart_contents );
	}

	/**
	 * Replaces the items.
	 *
	 * @param array $value Items.
	 */
	public function set_cart_contents( $value ) {
		$this->cart_contents = (array) $value;
	}

	/**
	 * Removed items.
	 *
	 * @return array
	 */
	public function get_removed_cart_contents() {
		return (array) $this->removed_cart_contents;
	}

	/**
	 * Sets removed items.
	 *
	 * @param array $value Items.
	 */
	public function set_removed_cart_contents( $value = array() ) {
		$this->removed_cart_contents = (array) $value;
	}

	/**
	 * Applied coupons (none).
	 *
	 * @return string[]
	 */
	public function get_applied_coupons() {
		return array();
	}

	/**
	 * One item.
	 *
	 * @param string $item_key Key.
	 * @return array
	 */
	public function get_cart_item( $item_key ) {
		$cart = $this->get_cart();
		return $cart[ $item_key ] ?? array();
	}

	/**
	 * Whether the cart has no items.
	 */
	public function is_empty() {
		return 0 === count( $this->get_cart() );
	}

	/**
	 * Number of units in the cart.
	 */
	public function get_cart_contents_count() {
		return apply_filters( 'woocommerce_cart_contents_count', array_sum( wp_list_pluck( $this->get_cart(), 'quantity' ) ) );
	}

	/**
	 * Weight of the cart.
	 */
	public function get_cart_contents_weight() {
		$weight = 0.0;
		foreach ( $this->get_cart() as $values ) {
			if ( $values['data']->has_weight() ) {
				$weight += (float) $values['data']->get_weight() * $values['quantity'];
			}
		}
		return apply_filters( 'woocommerce_cart_contents_weight', $weight );
	}

	/**
	 * Quantities per product (variation id for variations).
	 *
	 * @return array<int, int|float>
	 */
	public function get_cart_item_quantities() {
		$quantities = array();
		foreach ( $this->get_cart() as $values ) {
			$product = $values['data'];
			$id      = $product->get_stock_managed_by_id();
			$quantities[ $id ] = ( $quantities[ $id ] ?? 0 ) + $values['quantity'];
		}
		return $quantities;
	}

	/**
	 * Key of an item if it is in the cart, else ''.
	 *
	 * @param string $cart_id Cart id.
	 */
	public function find_product_in_cart( $cart_id = false ) {
		if ( false !== $cart_id && is_array( $this->cart_contents ) && isset( $this->cart_contents[ $cart_id ] ) ) {
			return $cart_id;
		}
		return '';
	}

	/**
	 * Unique key of a product, variation, attributes and extra data.
	 *
	 * @param int   $product_id     Product.
	 * @param int   $variation_id   Variation.
	 * @param array $variation      Attributes.
	 * @param array $cart_item_data Extra data.
	 */
	public function generate_cart_id( $product_id, $variation_id = 0, $variation = array(), $cart_item_data = array() ) {
		$parts = array( (string) $product_id );
		if ( $variation_id ) {
			$parts[] = (string) $variation_id;
		}
		if ( is_array( $variation ) && $variation ) {
			$flat = '';
			foreach ( $variation as $key => $value ) {
				$flat .= trim( (string) $key ) . trim( (string) $value );
			}
			$parts[] = $flat;
		}
		if ( is_array( $cart_item_data ) && $cart_item_data ) {
			$flat = '';
			foreach ( $cart_item_data as $key => $value ) {
				$flat .= trim( (string) $key ) . trim( is_scalar( $value ) ? (string) $value : http_build_query( (array) $value ) );
			}
			$parts[] = $flat;
		}
		return apply_filters( 'woocommerce_cart_id', md5( implode( '_', $parts ) ), $product_id, $variation_id, $variation, $cart_item_data );
	}

	/*
	 * Changes.
	 */

	/**
	 * Adds a product. Returns the item key, or false with an error notice.
	 *
	 * @param int   $product_id     Product (parent for variations).
	 * @param int   $quantity       Quantity.
	 * @param int   $variation_id   Variation.
	 * @param array $variation      attribute_* => value.
	 * @param array $cart_item_data Extra data.
	 * @return string|false
	 * @throws Exception Caught inside, turned into a notice.
	 */
	public function add_to_cart( $product_id = 0, $quantity = 1, $variation_id = 0, $variation = array(), $cart_item_data = array() ) {
		try {
			$product_id   = absint( $product_id );
			$variation_id = absint( $variation_id );
			if ( 'product_variation' === get_post_type( $product_id ) ) {
				$variation_id = $product_id;
				$product_id   = wp_get_post_parent_id( $variation_id );
			}
			$product = wc_get_product( $variation_id ? $variation_id : $product_id );
			$quantity = apply_filters( 'woocommerce_add_to_cart_quantity', $quantity, $product_id );
			if ( $quantity <= 0 || ! $product || 'trash' === $product->get_status() ) {
				return false;
			}
			if ( $product->is_type( 'variation' ) ) {
				$missing = array();
				$parent  = wc_get_product( $product->get_parent_id() );
				foreach ( $product->get_variation_attributes() as $key => $value ) {
					if ( '' === $value ) {
						if ( empty( $variation[ $key ] ) ) {
							$missing[] = wc_attribute_label( str_replace( 'attribute_', '', $key ), $parent );
						}
					} else {
						$variation[ $key ] = $value;
					}
				}
				if ( $missing ) {
					/* translators: %s: Attribute name. */
					throw new Exception( sprintf( _n( '%s is a required field', '%s are required fields', count( $missing ), 'woocommerce' ), wc_format_list_of_items( $missing ) ) );
				}
			} elseif ( $product->is_type( 'variable' ) ) {
				throw new Exception( __( 'Please choose product options&hellip;', 'woocommerce' ) );
			}

			$cart_item_data = (array) apply_filters( 'woocommerce_add_cart_item_data', $cart_item_data, $product_id, $variation_id, $quantity );
			$cart_id        = $this->generate_cart_id( $product_id, $variation_id, $variation, $cart_item_data );
			$cart_item_key  = $this->find_product_in_cart( $cart_id );

			if ( $product->is_sold_individually() ) {
				$quantity = apply_filters( 'woocommerce_add_to_cart_sold_individually_quantity', 1, $quantity, $product_id, $variation_id, $cart_item_data );
				if ( $cart_item_key && $this->cart_contents[ $cart_item_key ]['quantity'] > 0 ) {
					/* translators: %s: product name */
					$message = sprintf( __( 'You cannot add another "%s" to your cart.', 'woocommerce' ), $product->get_name() );
					throw new Exception( sprintf( '%s <a href="%s" class="button wc-forward">%s</a>', $message, esc_url( wc_get_cart_url() ), __( 'View cart', 'woocommerce' ) ) );
				}
			}
			if ( ! $product->is_purchasable() ) {
				throw new Exception( apply_filters( 'woocommerce_cart_product_cannot_be_purchased_message', __( 'Sorry, this product cannot be purchased.', 'woocommerce' ), $product ) );
			}
			if ( ! $product->is_in_stock() ) {
				/* translators: %s: product name */
				throw new Exception( apply_filters( 'woocommerce_cart_product_out_of_stock_message', sprintf( __( 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.', 'woocommerce' ), $product->get_name() ), $product ) );
			}
			if ( ! $product->has_enough_stock( $quantity ) ) {
				$stock = $product->get_stock_quantity();
				/* translators: 1: product name 2: quantity in stock */
				throw new Exception( apply_filters( 'woocommerce_cart_product_not_enough_stock_message', sprintf( __( 'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).', 'woocommerce' ), $product->get_name(), wc_format_stock_quantity_for_display( $stock, $product ) ), $product, $stock ) );
			}
			if ( $product->managing_stock() ) {
				$in_cart = $this->get_cart_item_quantities()[ $product->get_stock_managed_by_id() ] ?? 0;
				if ( ! $product->has_enough_stock( $in_cart + $quantity ) ) {
					$stock = $product->get_stock_quantity();
					/* translators: 1: quantity in stock 2: current quantity */
					$message = sprintf( __( 'You cannot add that amount to the cart &mdash; we have %1$s in stock and you already have %2$s in your cart.', 'woocommerce' ), wc_format_stock_quantity_for_display( $stock, $product ), wc_format_stock_quantity_for_display( $in_cart, $product ) );
					throw new Exception( sprintf( '<a href="%s" class="button wc-forward">%s</a> %s', esc_url( wc_get_cart_url() ), __( 'View cart', 'woocommerce' ), apply_filters( 'woocommerce_cart_product_not_enough_stock_already_in_cart_message', $message, $product, $stock, $in_cart ) ) );
				}
			}

			if ( $cart_item_key ) {
				$this->set_quantity( $cart_item_key, $quantity + $this->cart_contents[ $cart_item_key ]['quantity'], false );
			} else {
				$cart_item_key                         = $cart_id;
				$this->cart_contents[ $cart_item_key ] = apply_filters(
					'woocommerce_add_cart_item',
					array_merge(
						$cart_item_data,
						array(
							'key'          => $cart_item_key,
							'product_id'   => $product_id,
							'variation_id' => $variation_id,
							'variation'    => $variation,
							'quantity'     => $quantity,
							'data'         => $product,
							'data_hash'    => wc_get_cart_item_data_hash( $product ),
						)
					),
					$cart_item_key
				);
			}
			$this->cart_contents = apply_filters( 'woocommerce_cart_contents_changed', $this->cart_contents );
			do_action( 'woocommerce_add_to_cart', $cart_item_key, $product_id, $quantity, $variation_id, $variation, $cart_item_data );
			return $cart_item_key;
		} catch ( Exception $e ) {
			if ( $e->getMessage() ) {
				wc_add_notice( $e->getMessage(), 'error' );
			}
			return false;
		}
	}

	/**
	 * Sets an item's quantity (0 removes it).
	 *
	 * @param string    $cart_item_key  Key.
	 * @param int|float $quantity       Quantity.
	 * @param bool      $refresh_totals Recalculate totals.
	 */
	public function set_quantity( $cart_item_key, $quantity = 1, $refresh_totals = true ) {
		if ( 0 === (int) $quantity || $quantity < 0 ) {
			wc_do_deprecated_action_if_exists( 'woocommerce_before_cart_item_quantity_zero', array( $cart_item_key, $this ) );
			return $this->remove_cart_item( $cart_item_key );
		}
		if ( ! isset( $this->cart_contents[ $cart_item_key ] ) ) {
			return false;
		}
		$old = $this->cart_contents[ $cart_item_key ]['quantity'];
		$this->cart_contents[ $cart_item_key ]['quantity'] = $quantity;
		do_action( 'woocommerce_after_cart_item_quantity_update', $cart_item_key, $quantity, $old, $this );
		if ( $refresh_totals ) {
			$this->calculate_totals();
		}
		do_action( 'woocommerce_cart_item_set_quantity', $cart_item_key, $quantity, $this );
		return true;
	}

	/**
	 * Removes an item (kept for undo).
	 *
	 * @param string $cart_item_key Key.
	 */
	public function remove_cart_item( $cart_item_key ) {
		if ( ! isset( $this->cart_contents[ $cart_item_key ] ) ) {
			return false;
		}
		do_action( 'woocommerce_remove_cart_item', $cart_item_key, $this );
		$this->removed_cart_contents[ $cart_item_key ] = $this->cart_contents[ $cart_item_key ];
		unset( $this->removed_cart_contents[ $cart_item_key ]['data'], $this->cart_contents[ $cart_item_key ] );
		do_action( 'woocommerce_cart_item_removed', $cart_item_key, $this );
		return true;
	}

	/**
	 * Puts a removed item back.
	 *
	 * @param string $cart_item_key Key.
	 */
	public function restore_cart_item( $cart_item_key ) {
		if ( ! isset( $this->removed_cart_contents[ $cart_item_key ] ) ) {
			return false;
		}
		$item = $this->removed_cart_contents[ $cart_item_key ];
		$product = wc_get_product( $item['variation_id'] ? $item['variation_id'] : $item['product_id'] );
		if ( ! $product ) {
			return false;
		}
		$this->cart_contents[ $cart_item_key ]         = $item;
		$this->cart_contents[ $cart_item_key ]['data'] = $product;
		unset( $this->removed_cart_contents[ $cart_item_key ] );
		do_action( 'woocommerce_restore_cart_item', $cart_item_key, $this );
		do_action( 'woocommerce_cart_item_restored', $cart_item_key, $this );
		return true;
	}

	/**
	 * Empties the cart.
	 *
	 * @param bool $clear_persistent_cart Also delete the saved cart of a user.
	 */
	public function empty_cart( $clear_persistent_cart = true ) {
		do_action( 'woocommerce_before_cart_emptied', $clear_persistent_cart );
		$this->cart_contents         = array();
		$this->removed_cart_contents = array();
		$this->totals                = $this->default_totals;
		if ( $clear_persistent_cart ) {
			$this->session->persistent_cart_destroy();
		}
		$this->fees_api->remove_all_fees();
		do_action( 'woocommerce_cart_emptied', $clear_persistent_cart );
	}

	/**
	 * Checks stock of every item (adds error notices).
	 *
	 * @return bool|WP_Error
	 */
	public function check_cart_items() {
		$result = $this->check_cart_item_validity();
		if ( is_wp_error( $result ) ) {
			wc_add_notice( $result->get_error_message(), 'error' );
			return false;
		}
		$result = $this->check_cart_item_stock();
		if ( is_wp_error( $result ) ) {
			wc_add_notice( $result->get_error_message(), 'error' );
			return false;
		}
		return true;
	}

	/**
	 * Removes items whose product vanished.
	 *
	 * @return true|WP_Error
	 */
	public function check_cart_item_validity() {
		$return = true;
		foreach ( $this->get_cart() as $key => $values ) {
			$product = $values['data'];
			if ( ! $product || ! $product->exists() || 'trash' === $product->get_status() ) {
				$this->set_quantity( $key, 0 );
				$return = new WP_Error( 'invalid', __( 'An item which is no longer available was removed from your cart.', 'woocommerce' ) );
			}
		}
		return $return;
	}

	/**
	 * Stock check of every item.
	 *
	 * @return true|WP_Error
	 */
	public function check_cart_item_stock() {
		$quantities = $this->get_cart_item_quantities();
		foreach ( $this->get_cart() as $values ) {
			$product = $values['data'];
			if ( ! $product->is_in_stock() ) {
				/* translators: %s: product name */
				return new WP_Error( 'out-of-stock', sprintf( __( 'Sorry, "%s" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.', 'woocommerce' ), $product->get_name() ) );
			}
			if ( $product->managing_stock() && ! $product->has_enough_stock( $quantities[ $product->get_stock_managed_by_id() ] ?? 0 ) ) {
				/* translators: 1: product name 2: quantity in stock */
				return new WP_Error( 'out-of-stock', sprintf( __( 'Sorry, we do not have enough "%1$s" in stock to fulfill your order (%2$s available). We apologize for any inconvenience caused.', 'woocommerce' ), $product->get_name(), wc_format_stock_quantity_for_display( $product->get_stock_quantity(), $product ) ) );
			}
		}
		return true;
	}

	/*
	 * Totals.
	 */

	/**
	 * Recalculates line, shipping, fee and cart totals, taxes rounded per line.
	 * Fees are dropped first and added again by woocommerce_cart_calculate_fees,
	 * which runs after the items and shipping, before the grand total (as 10.5).
	 */
	public function calculate_totals() {
		$this->totals = $this->default_totals;
		$this->fees_api->remove_all_fees();
		do_action( 'woocommerce_cart_reset', $this, false );
		if ( $this->is_empty() ) {
			$this->shipping_methods = array();
			$this->session->set_session();
			return;
		}
		do_action( 'woocommerce_before_calculate_totals', $this );

		// As 10.5's WC_Cart_Totals: amounts in cents, each line's taxes rounded per rate
		// (half down when prices include tax, wc_round_tax_total()), each line's net
		// amount rounded half up, and the grand total summed from those rounded parts.
		$decimals        = wc_get_price_decimals();
		$cents           = pow( 10, $decimals );
		$round_per_line  = 'yes' !== get_option( 'woocommerce_tax_round_at_subtotal' );
		$round_line_tax  = static fn( $tax ) => $round_per_line ? wc_round_tax_total( $tax, 0 ) : $tax;
		$round_line      = static fn( $amount ) => $round_per_line ? round( (float) $amount ) : (float) $amount;
		$adjust          = apply_filters( 'woocommerce_adjust_non_base_location_prices', true );
		$items_subtotal  = 0.0;
		$items_total     = 0.0;
		$subtotal_taxes  = array();
		$item_taxes      = array();
		foreach ( $this->cart_contents as $key => $item ) {
			$product  = $item['data'];
			$includes = wc_prices_include_tax();
			$taxable  = 'taxable' === $product->get_tax_status();
			$price    = wc_add_number_precision( (float) $product->get_price() * (float) $item['quantity'] );
			$rates    = wc_tax_enabled() ? WC_Tax::get_rates( $product->get_tax_class(), $this->get_customer() ) : array();
			if ( $includes && $taxable && $adjust ) {
				$base = WC_Tax::get_base_tax_rates( $product->get_tax_class( 'unfiltered' ) );
				if ( $rates !== $base ) {
					// The price holds the base country's VAT: swap it for the customer's (still a gross price).
					$base_taxes = WC_Tax::calc_tax( $price, $base, true );
					$new_taxes  = WC_Tax::calc_tax( $price - array_sum( $base_taxes ), $rates, false );
					$price      = $price - array_sum( $base_taxes ) + array_sum( $new_taxes );
				}
			}

			$subtotal     = $price;
			$line_sub_tax = array();
			$sub_tax      = 0.0;
			if ( $product->is_taxable() ) {
				$line_sub_tax = WC_Tax::calc_tax( $subtotal, $rates, $includes );
				$sub_tax      = array_sum( array_map( $round_line_tax, $line_sub_tax ) );
				if ( $includes ) {
					// Unrounded taxes, so the order screen can calculate the same line again.
					$subtotal -= array_sum( $line_sub_tax );
				}
				foreach ( $line_sub_tax as $rate_id => $amount ) {
					$subtotal_taxes[ $rate_id ] = ( $subtotal_taxes[ $rate_id ] ?? 0 ) + $round_line_tax( $amount );
				}
			}

			$total = $price;
			if ( has_filter( 'woocommerce_get_discounted_price' ) ) {
				$total = wc_add_number_precision( (float) apply_filters( 'woocommerce_get_discounted_price', wc_remove_number_precision( $total ), $item, $this ) );
			}
			$line_taxes = array();
			$line_tax   = 0.0;
			if ( $product->is_taxable() ) {
				$line_taxes = WC_Tax::calc_tax( $total, $rates, $includes );
				$line_tax   = array_sum( array_map( $round_line_tax, $line_taxes ) );
				if ( $includes ) {
					$total -= array_sum( $line_taxes );
				}
				foreach ( $line_taxes as $rate_id => $amount ) {
					$item_taxes[ $rate_id ] = ( $item_taxes[ $rate_id ] ?? 0 ) + $round_line_tax( $amount );
				}
			}

			$this->cart_contents[ $key ]['line_tax_data']     = array(
				'subtotal' => array_map( 'wc_remove_number_precision', $line_sub_tax ),
				'total'    => array_map( 'wc_remove_number_precision', $line_taxes ),
			);
			$this->cart_contents[ $key ]['line_subtotal']     = wc_remove_number_precision( $subtotal );
			$this->cart_contents[ $key ]['line_subtotal_tax'] = wc_remove_number_precision( $sub_tax );
			$this->cart_contents[ $key ]['line_total']        = wc_remove_number_precision( $total );
			$this->cart_contents[ $key ]['line_tax']          = wc_remove_number_precision( $line_tax );
			$items_subtotal += $round_line( $subtotal );
			$items_total    += $round_line( $total );
		}
		$this->set_subtotal( wc_remove_number_precision( $items_subtotal ) );
		$this->set_subtotal_tax( wc_remove_number_precision( array_sum( $subtotal_taxes ) ) );
		$this->set_cart_contents_total( wc_remove_number_precision( $items_total ) );
		$this->set_cart_contents_tax( wc_remove_number_precision( array_sum( $item_taxes ) ) );
		$this->set_cart_contents_taxes( array_map( 'wc_remove_number_precision', $item_taxes ) );

		// Free shipping compares the displayed subtotal, so shipping comes after the items.
		// Each rate's taxes are rounded half up (they were entered net), as 10.5's calculate_shipping_totals().
		$shipping_total = 0.0;
		$shipping_taxes = array();
		foreach ( $this->calculate_shipping() as $rate ) {
			$shipping_total += wc_add_number_precision( (float) $rate->get_cost() );
			foreach ( (array) $rate->get_taxes() as $rate_id => $amount ) {
				$amount                     = (float) $amount * $cents;
				$shipping_taxes[ $rate_id ] = ( $shipping_taxes[ $rate_id ] ?? 0 ) + ( $round_per_line ? round( $amount ) : $amount );
			}
		}
		$this->set_shipping_total( wc_remove_number_precision( $shipping_total ) );
		$this->set_shipping_tax( wc_remove_number_precision( array_sum( $shipping_taxes ) ) );
		$this->set_shipping_taxes( array_map( 'wc_remove_number_precision', $shipping_taxes ) );

		$this->calculate_fee_totals();
		$fee_total = wc_add_number_precision( (float) $this->get_totals_var( 'fee_total' ) );
		$fee_tax   = (float) $this->get_totals_var( 'fee_tax' ) * $cents;

		// Shipping and fee taxes are entered net: their sum is rounded apart from the items' taxes.
		$this->set_total_tax( wc_remove_number_precision( array_sum( $item_taxes ) ) + round( wc_remove_number_precision( array_sum( $shipping_taxes ) + $fee_tax ), $decimals ) );
		$total = wc_remove_number_precision( round( $items_total + $fee_total + $shipping_total + array_sum( $item_taxes ) + array_sum( $shipping_taxes ) + $fee_tax ) );
		if ( has_action( 'woocommerce_calculate_totals' ) ) {
			do_action( 'woocommerce_calculate_totals', $this );
		}
		$this->set_total( max( 0, apply_filters( 'woocommerce_calculated_total', $total, $this ) ) );

		do_action( 'woocommerce_after_calculate_totals', $this );
	}

	/**
	 * Fires woocommerce_cart_calculate_fees, where plugins add fees.
	 */
	public function calculate_fees() {
		do_action( 'woocommerce_cart_calculate_fees', $this );
	}

	/**
	 * The fees API.
	 *
	 * @return WC_Cart_Fees
	 */
	public function fees_api() {
		return $this->fees_api;
	}

	/**
	 * Adds a fee for this calculation (call it on woocommerce_cart_calculate_fees;
	 * fees do not persist). A second fee of the same name is refused.
	 *
	 * @param string $name      Name, unique in the cart.
	 * @param float  $amount    Amount excluding tax.
	 * @param bool   $taxable   Whether tax is added to it.
	 * @param string $tax_class Tax class ('' for standard).
	 */
	public function add_fee( $name, $amount, $taxable = false, $tax_class = '' ) {
		$this->fees_api()->add_fee(
			array(
				'name'      => $name,
				'amount'    => (float) $amount,
				'taxable'   => $taxable,
				'tax_class' => $tax_class,
			)
		);
	}

	/**
	 * The fees (after calculation with total, tax and tax_data).
	 *
	 * @return array<string, object>
	 */
	public function get_fees() {
		return $this->fees_api()->get_fees();
	}

	/**
	 * Collects the fees and their taxes (in cents, as WooCommerce's WC_Cart_Totals):
	 * a taxable fee is taxed on its amount with its tax class for the customer's
	 * taxable address; a negative fee never takes the total below zero and its
	 * tax is spread over the tax classes of the cart's costs, like a discount.
	 */
	private function calculate_fee_totals(): void {
		$this->calculate_fees();
		$cents      = pow( 10, wc_get_price_decimals() );
		$precision  = max( 0, wc_get_rounding_precision() - wc_get_price_decimals() );
		$round_tax  = static fn( $tax ) => 'yes' === get_option( 'woocommerce_tax_round_at_subtotal' ) ? $tax : wc_round_tax_total( $tax, 0 );
		$base       = round( ( (float) $this->get_cart_contents_total() + (float) $this->get_shipping_total() ) * $cents, $precision );
		$running    = 0.0;
		$calculated = array();
		foreach ( $this->get_fees() as $key => $fee ) {
			$total = round( (float) $fee->amount * $cents, $precision );
			if ( 0 > $total ) {
				$total = max( $total, -1 * round( $base + $running ) );
			}
			$running += $total;
			$taxes    = array();
			if ( wc_tax_enabled() ) {
				if ( 0 > $total ) {
					$costs = $this->get_fee_tax_class_costs( $calculated, $cents );
					$sum   = array_sum( $costs );
					foreach ( $sum ? $costs : array() as $tax_class => $cost ) {
						if ( 'non-taxable' !== $tax_class ) {
							$share = WC_Tax::calc_tax( $total * $cost / $sum, WC_Tax::get_rates( (string) $tax_class ) );
							foreach ( $share as $rate_id => $amount ) {
								$taxes[ $rate_id ] = ( $taxes[ $rate_id ] ?? 0 ) + $amount;
							}
						}
					}
				} elseif ( $fee->taxable ) {
					$taxes = WC_Tax::calc_tax( $total, WC_Tax::get_rates( $fee->tax_class, $this->get_customer() ), false );
				}
			}
			$fee->total         = $total / $cents;
			$fee->tax_data      = array_map( static fn( $tax ) => $tax / $cents, $taxes );
			$fee->tax           = array_sum( array_map( $round_tax, $taxes ) ) / $cents;
			$calculated[ $key ] = array(
				'fee'   => $fee,
				'total' => $total,
				'taxes' => $taxes,
			);
		}

		$fee_taxes = array();
		foreach ( $calculated as $line ) {
			foreach ( $line['taxes'] as $rate_id => $amount ) {
				$fee_taxes[ $rate_id ] = ( $fee_taxes[ $rate_id ] ?? 0 ) + $amount;
			}
		}
		$this->fees_api->set_fees( wp_list_pluck( $calculated, 'fee' ) );
		$this->set_fee_total( array_sum( wp_list_pluck( $calculated, 'total' ) ) / $cents );
		$this->set_fee_tax( array_sum( array_map( static fn( $line ) => array_sum( array_map( $round_tax, $line['taxes'] ) ), $calculated ) ) / $cents );
		$this->set_fee_taxes( array_map( static fn( $tax ) => $tax / $cents, $fee_taxes ) );
	}

	/**
	 * Positive costs of the cart in cents by tax class ('non-taxable' for the
	 * untaxed ones): items, the fees so far and shipping, for spreading the
	 * tax of a negative fee.
	 *
	 * @param array $fees  Fees calculated so far (total in cents, fee).
	 * @param float $cents Cents per unit.
	 * @return array<string, float>
	 */
	private function get_fee_tax_class_costs( array $fees, $cents ): array {
		$lines = array();
		foreach ( $this->cart_contents as $item ) {
			$lines[] = array( (float) $item['line_total'] * $cents, 'taxable' === $item['data']->get_tax_status(), $item['data']->get_tax_class() );
		}
		$first = $lines ? $lines[0][2] : '';
		foreach ( $fees as $line ) {
			$lines[] = array( $line['total'], $line['fee']->taxable, $line['fee']->tax_class );
		}
		foreach ( $this->shipping_methods as $rate ) {
			$lines[] = array( (float) $rate->get_cost() * $cents, true, (string) get_option( 'woocommerce_shipping_tax_class', 'inherit' ) );
		}
		$costs = array( 'non-taxable' => 0.0 );
		foreach ( $lines as list( $total, $taxable, $tax_class ) ) {
			if ( 0 > $total ) {
				continue;
			}
			$class           = $taxable ? ( 'inherit' === $tax_class ? $first : $tax_class ) : 'non-taxable';
			$costs[ $class ] = ( $costs[ $class ] ?? 0 ) + $total;
		}
		return array_filter( $costs );
	}

	/**
	 * Packages to ship: the items that need shipping and the customer's
	 * shipping address.
	 *
	 * @return array
	 */
	public function get_shipping_packages() {
		$items    = $this->get_items_needing_shipping();
		$customer = $this->get_customer();
		return apply_filters(
			'woocommerce_cart_shipping_packages',
			array(
				array(
					'contents'        => $items,
					'contents_cost'   => array_sum( wp_list_pluck( $items, 'line_total' ) ),
					'applied_coupons' => $this->get_applied_coupons(),
					'user'            => array( 'ID' => get_current_user_id() ),
					'destination'     => array(
						'country'   => $customer ? $customer->get_shipping_country() : '',
						'state'     => $customer ? $customer->get_shipping_state() : '',
						'postcode'  => $customer ? $customer->get_shipping_postcode() : '',
						'city'      => $customer ? $customer->get_shipping_city() : '',
						'address'   => $customer ? $customer->get_shipping_address_1() : '',
						'address_1' => $customer ? $customer->get_shipping_address_1() : '',
						'address_2' => $customer ? $customer->get_shipping_address_2() : '',
					),
					'cart_subtotal'   => $this->get_displayed_subtotal(),
				),
			)
		);
	}

	/**
	 * Items that need shipping.
	 *
	 * @return array
	 */
	public function get_items_needing_shipping() {
		return array_filter( $this->get_cart_contents(), static fn( $item ) => $item['data']->needs_shipping() );
	}

	/**
	 * Calculates the rates and stores the chosen ones' cost and taxes.
	 *
	 * @return WC_Shipping_Rate[]
	 */
	public function calculate_shipping() {
		$this->shipping_methods = $this->needs_shipping() ? $this->get_chosen_shipping_methods( WC()->shipping()->calculate_shipping( $this->get_shipping_packages() ) ) : array();
		$total                  = 0.0;
		$taxes                  = array();
		foreach ( $this->shipping_methods as $rate ) {
			$total += (float) $rate->get_cost();
			foreach ( $rate->get_taxes() as $id => $amount ) {
				$taxes[ $id ] = ( $taxes[ $id ] ?? 0 ) + $amount;
			}
		}
		$this->set_shipping_total( $total );
		$this->set_shipping_tax( array_sum( $taxes ) );
		$this->set_shipping_taxes( $taxes );
		return $this->shipping_methods;
	}

	/**
	 * The chosen rate of each calculated package.
	 *
	 * @param array $calculated_shipping_packages Packages with rates.
	 * @return WC_Shipping_Rate[]
	 */
	protected function get_chosen_shipping_methods( $calculated_shipping_packages = array() ) {
		$chosen = array();
		foreach ( (array) $calculated_shipping_packages as $key => $package ) {
			$method = wc_get_chosen_shipping_method_for_package( $key, $package );
			if ( $method && isset( $package['rates'][ $method ] ) ) {
				$chosen[ $key ] = $package['rates'][ $method ];
			}
		}
		return $chosen;
	}

	/** The customer. */
	public function get_customer() {
		return WC()->customer;
	}

	/** Subtotal as displayed (gross when prices are shown with tax). */
	public function get_displayed_subtotal() {
		return $this->display_prices_including_tax() ? (float) $this->get_subtotal() + (float) $this->get_subtotal_tax() : (float) $this->get_subtotal();
	}

	/**
	 * Shipping total as displayed ("4,90 €", "Kostenlos!" for free shipping).
	 */
	public function get_cart_shipping_total() {
		if ( ! $this->needs_shipping() ) {
			return '';
		}
		$total = (float) $this->get_shipping_total();
		if ( 0.0 === $total && $this->shipping_methods ) {
			return apply_filters( 'woocommerce_cart_shipping_total', __( 'Free!', 'woocommerce' ), $this );
		}
		if ( 0.0 === $total ) {
			return '';
		}
		if ( $this->display_prices_including_tax() ) {
			$html = wc_price( $total + (float) $this->get_shipping_tax() );
			if ( (float) $this->get_shipping_tax() > 0 && ! wc_prices_include_tax() ) {
				$html .= ' <small class="tax_label">' . WC()->countries->inc_tax_or_vat() . '</small>';
			}
		} else {
			$html = wc_price( $total );
			if ( (float) $this->get_shipping_tax() > 0 && wc_prices_include_tax() ) {
				$html .= ' <small class="tax_label">' . WC()->countries->ex_tax_or_vat() . '</small>';
			}
		}
		return apply_filters( 'woocommerce_cart_shipping_total', $html, $this );
	}

	/**
	 * All totals.
	 *
	 * @return array
	 */
	public function get_totals() {
		return empty( $this->totals ) ? $this->default_totals : $this->totals;
	}

	/**
	 * Sets totals (from the session).
	 *
	 * @param array|null $value Totals.
	 */
	public function set_totals( $value = array() ) {
		$this->totals = wp_parse_args( (array) $value, $this->default_totals );
	}

	/**
	 * A total by key.
	 *
	 * @param string $key Key.
	 * @return mixed
	 */
	protected function get_totals_var( $key ) {
		return $this->totals[ $key ] ?? $this->default_totals[ $key ];
	}

	/** @param float $value Subtotal (net). */
	public function set_subtotal( $value ) {
		$this->totals['subtotal'] = wc_format_decimal( $value );
	}

	/** @param float $value Subtotal tax. */
	public function set_subtotal_tax( $value ) {
		$this->totals['subtotal_tax'] = $value;
	}

	/** @param float $value Items total (net). */
	public function set_cart_contents_total( $value ) {
		$this->totals['cart_contents_total'] = wc_format_decimal( $value );
	}

	/** @param float $value Items tax. */
	public function set_cart_contents_tax( $value ) {
		$this->totals['cart_contents_tax'] = $value;
	}

	/** @param array $value Items taxes per rate. */
	public function set_cart_contents_taxes( $value ) {
		$this->totals['cart_contents_taxes'] = (array) $value;
	}

	/** @param float $value Shipping total (net). */
	public function set_shipping_total( $value ) {
		$this->totals['shipping_total'] = wc_format_decimal( $value );
	}

	/** @param float $value Shipping tax. */
	public function set_shipping_tax( $value ) {
		$this->totals['shipping_tax'] = $value;
	}

	/** @param array $value Shipping taxes per rate. */
	public function set_shipping_taxes( $value ) {
		$this->totals['shipping_taxes'] = (array) $value;
	}

	/** @param float $value Fee total (net). */
	public function set_fee_total( $value ) {
		$this->totals['fee_total'] = wc_format_decimal( $value );
	}

	/** @param float $value Fee tax. */
	public function set_fee_tax( $value ) {
		$this->totals['fee_tax'] = $value;
	}

	/** @param array $value Fee taxes per rate. */
	public function set_fee_taxes( $value ) {
		$this->totals['fee_taxes'] = (array) $value;
	}

	/** @param float $value Total tax. */
	public function set_total_tax( $value ) {
		$this->totals['total_tax'] = wc_round_tax_total( $value );
	}

	/** @param float $value Grand total. */
	public function set_total( $value ) {
		$this->totals['total'] = wc_format_decimal( $value, wc_get_price_decimals() );
	}

	/** Net subtotal. */
	public function get_subtotal() {
		return apply_filters( 'woocommerce_cart_get_subtotal', $this->get_totals_var( 'subtotal' ) );
	}

	/** Subtotal tax. */
	public function get_subtotal_tax() {
		return apply_filters( 'woocommerce_cart_get_subtotal_tax', $this->get_totals_var( 'subtotal_tax' ) );
	}

	/** Net items total. */
	public function get_cart_contents_total() {
		return apply_filters( 'woocommerce_cart_get_cart_contents_total', $this->get_totals_var( 'cart_contents_total' ) );
	}

	/** Items tax. */
	public function get_cart_contents_tax() {
		return apply_filters( 'woocommerce_cart_get_cart_contents_tax', $this->get_totals_var( 'cart_contents_tax' ) );
	}

	/** Items taxes per rate. */
	public function get_cart_contents_taxes() {
		return apply_filters( 'woocommerce_cart_get_cart_contents_taxes', $this->get_totals_var( 'cart_contents_taxes' ) );
	}

	/** Shipping total (net). */
	public function get_shipping_total() {
		return apply_filters( 'woocommerce_cart_get_shipping_total', $this->get_totals_var( 'shipping_total' ) );
	}

	/** Shipping tax. */
	public function get_shipping_tax() {
		return apply_filters( 'woocommerce_cart_get_shipping_tax', $this->get_totals_var( 'shipping_tax' ) );
	}

	/** Shipping taxes per rate. */
	public function get_shipping_taxes() {
		return apply_filters( 'woocommerce_cart_get_shipping_taxes', $this->get_totals_var( 'shipping_taxes' ) );
	}

	/** Discount tax (no coupons in the double). */
	public function get_discount_tax() {
		return apply_filters( 'woocommerce_cart_get_discount_tax', $this->get_totals_var( 'discount_tax' ) );
	}

	/** Discount total. */
	public function get_discount_total() {
		return apply_filters( 'woocommerce_cart_get_discount_total', $this->get_totals_var( 'discount_total' ) );
	}

	/** Fee total (net). */
	public function get_fee_total() {
		return apply_filters( 'woocommerce_cart_get_fee_total', $this->get_totals_var( 'fee_total' ) );
	}

	/** Fee tax (the fees' taxes, each rounded). */
	public function get_fee_tax() {
		return apply_filters( 'woocommerce_cart_get_fee_tax', $this->get_totals_var( 'fee_tax' ) );
	}

	/**
	 * Fee taxes per rate id (unrounded).
	 *
	 * @return array<int, float>
	 */
	public function get_fee_taxes() {
		return apply_filters( 'woocommerce_cart_get_fee_taxes', $this->get_totals_var( 'fee_taxes' ) );
	}

	/** Total tax. */
	public function get_total_tax() {
		return apply_filters( 'woocommerce_cart_get_total_tax', $this->get_totals_var( 'total_tax' ) );
	}

	/**
	 * Grand total: markup in view context, a number string in edit context.
	 *
	 * @param string $context view|edit.
	 * @return string
	 */
	public function get_total( $context = 'view' ) {
		$total = apply_filters( 'woocommerce_cart_get_total', $this->get_totals_var( 'total' ) );
		return 'view' === $context ? apply_filters( 'woocommerce_cart_total', wc_price( $total ) ) : $total;
	}

	/**
	 * Taxes per rate id: items, shipping and fees.
	 *
	 * @return array<int, float>
	 */
	public function get_taxes() {
		$taxes = array_map( 'floatval', (array) $this->get_cart_contents_taxes() );
		foreach ( array( $this->get_shipping_taxes(), $this->get_fee_taxes() ) as $more ) {
			foreach ( (array) $more as $id => $amount ) {
				$taxes[ $id ] = ( $taxes[ $id ] ?? 0 ) + (float) $amount;
			}
		}
		return apply_filters( 'woocommerce_cart_get_taxes', $taxes, $this );
	}

	/**
	 * Sum of the taxes.
	 *
	 * @param bool $compound Include compound taxes.
	 * @param bool $display  Rounded for display.
	 */
	public function get_taxes_total( $compound = true, $display = true ) {
		$total = array_sum( $this->get_taxes() );
		return $display ? wc_round_tax_total( $total ) : $total;
	}

	/**
	 * Tax lines for templates: code => (object) tax_rate_id, is_compound, label, amount, formatted_amount.
	 *
	 * @return array<string, object>
	 */
	public function get_tax_totals() {
		// Shipping taxes are rounded apart: taken out, the rest rounded, then added back (as 10.5).
		$shipping_taxes = (array) $this->get_shipping_taxes();
		$totals         = array();
		foreach ( $this->get_taxes() as $rate_id => $amount ) {
			$code = WC_Tax::get_rate_code( $rate_id );
			if ( ! $code && apply_filters( 'woocommerce_cart_remove_taxes_zero_rate_id', 'zero-rated' ) !== $rate_id ) {
				continue;
			}
			if ( ! isset( $totals[ $code ] ) ) {
				$totals[ $code ]         = new stdClass();
				$totals[ $code ]->amount = 0;
			}
			$totals[ $code ]->tax_rate_id = $rate_id;
			$totals[ $code ]->is_compound = WC_Tax::is_compound( $rate_id );
			$totals[ $code ]->label       = WC_Tax::get_rate_label( $rate_id );
			if ( isset( $shipping_taxes[ $rate_id ] ) ) {
				$amount -= $shipping_taxes[ $rate_id ];
				$amount  = wc_round_tax_total( $amount );
				$amount += round( (float) $shipping_taxes[ $rate_id ], wc_get_price_decimals() );
				unset( $shipping_taxes[ $rate_id ] );
			}
			$totals[ $code ]->amount          += wc_round_tax_total( $amount );
			$totals[ $code ]->formatted_amount = wc_price( $totals[ $code ]->amount );
		}
		if ( apply_filters( 'woocommerce_cart_hide_zero_taxes', true ) ) {
			$totals = array_intersect_key( $totals, array_filter( wp_list_pluck( $totals, 'amount' ) ) );
		}
		return apply_filters( 'woocommerce_cart_tax_totals', $totals, $this );
	}

	/**
	 * Subtotal markup as displayed (gross when taxes are displayed included).
	 *
	 * @param bool $compound Unused.
	 */
	public function get_cart_subtotal( $compound = false ) {
		if ( $this->display_prices_including_tax() ) {
			$html = wc_price( (float) $this->get_subtotal() + (float) $this->get_subtotal_tax() );
			if ( (float) $this->get_subtotal_tax() > 0 && ! wc_prices_include_tax() ) {
				$html .= ' <small class="tax_label">' . WC()->countries->inc_tax_or_vat() . '</small>';
			}
		} else {
			$html = wc_price( $this->get_subtotal() );
			if ( (float) $this->get_subtotal_tax() > 0 && wc_prices_include_tax() ) {
				$html .= ' <small class="tax_label">' . WC()->countries->ex_tax_or_vat() . '</small>';
			}
		}
		return apply_filters( 'woocommerce_cart_subtotal', $html, $compound, $this );
	}

	/**
	 * Line price markup of a product (unit price as displayed).
	 *
	 * @param WC_Product $product Product.
	 */
	public function get_product_price( $product ) {
		$price = $this->display_prices_including_tax() ? wc_get_price_including_tax( $product ) : wc_get_price_excluding_tax( $product );
		return apply_filters( 'woocommerce_cart_product_price', wc_price( $price ), $product );
	}

	/**
	 * Line subtotal markup.
	 *
	 * @param WC_Product $product  Product.
	 * @param int        $quantity Quantity.
	 */
	public function get_product_subtotal( $product, $quantity ) {
		$args  = array(
			'qty'   => $quantity,
			'price' => $product->get_price(),
		);
		$price = $this->display_prices_including_tax() ? wc_get_price_including_tax( $product, $args ) : wc_get_price_excluding_tax( $product, $args );
		return apply_filters( 'woocommerce_cart_product_subtotal', wc_price( $price ), $product, $quantity, $this );
	}

	/** Whether cart prices are displayed including tax. */
	public function display_prices_including_tax() {
		return apply_filters( 'woocommerce_cart_display_prices_including_tax', 'incl' === get_option( 'woocommerce_tax_display_cart' ) );
	}

	/** Hash of the cart contents and total (empty string for an empty cart). */
	public function get_cart_hash() {
		$cart = $this->session->get_cart_for_session();
		$hash = $cart ? md5( wp_json_encode( $cart ) . $this->get_total( 'edit' ) ) : '';
		return apply_filters( 'woocommerce_cart_hash', $hash, $cart );
	}

	/** Whether payment is needed. */
	public function needs_payment() {
		return apply_filters( 'woocommerce_cart_needs_payment', 0 < (float) $this->get_total( 'edit' ), $this );
	}

	/** Whether shipping is needed: shipping is on, a zone has methods, an item ships. */
	public function needs_shipping() {
		if ( ! wc_shipping_enabled() || 0 === wc_get_shipping_method_count( true ) ) {
			return false;
		}
		$needs = false;
		foreach ( $this->get_cart_contents() as $item ) {
			if ( $item['data']->needs_shipping() ) {
				$needs = true;
				break;
			}
		}
		return apply_filters( 'woocommerce_cart_needs_shipping', $needs );
	}

	/** Whether a shipping address is asked for. */
	public function needs_shipping_address() {
		return apply_filters( 'woocommerce_cart_needs_shipping_address', true === $this->needs_shipping() && ! wc_ship_to_billing_address_only() );
	}

	/** Whether to show shipping in totals (when an address is required, only once it is complete). */
	public function show_shipping() {
		if ( ! wc_shipping_enabled() || ! $this->get_cart_contents() ) {
			return false;
		}
		if ( 'yes' === get_option( 'woocommerce_shipping_cost_requires_address' ) ) {
			$customer = $this->get_customer();
			if ( ! $customer || ! $customer->get_shipping_country() || ! $customer->get_shipping_postcode() ) {
				return false;
			}
		}
		return apply_filters( 'woocommerce_cart_ready_to_calc_shipping', true );
	}

	/** Whether coupons are on (woocommerce_enable_coupons). */
	public function coupons_enabled() {
		return wc_coupons_enabled();
	}

	/**
	 * Applies a coupon. The double has no coupons: with coupons on, every
	 * code is refused with WooCommerce's "does not exist" error notice.
	 *
	 * @param string $coupon_code Code.
	 * @return false
	 */
	public function apply_coupon( $coupon_code ) {
		if ( ! wc_coupons_enabled() ) {
			return false;
		}
		$coupon_code = wc_format_coupon_code( $coupon_code );
		/* translators: %s: coupon code */
		wc_add_notice( sprintf( esc_html__( 'Coupon "%s" cannot be applied because it does not exist.', 'woocommerce' ), esc_html( $coupon_code ) ), 'error' );
		return false;
	}

	/**
	 * Removes a coupon (none is ever applied in the double): the totals are
	 * refreshed and woocommerce_removed_coupon fires, as in WooCommerce.
	 *
	 * @param string $coupon_code Code.
	 * @return true
	 */
	public function remove_coupon( $coupon_code ) {
		$coupon_code = wc_format_coupon_code( $coupon_code );
		WC()->session->set( 'refresh_totals', true );
		do_action( 'woocommerce_removed_coupon', $coupon_code );
		return true;
	}

	/**
	 * Sets or clears the cart cookies now (before output starts).
	 */
	public function maybe_set_cart_cookies() {
		$this->session->maybe_set_cart_cookies();
	}

	/**
	 * Remove URL of an item.
	 *
	 * @param string $cart_item_key Key.
	 */
	public function get_remove_url( $cart_item_key ) {
		return wc_get_cart_remove_url( $cart_item_key );
	}
}

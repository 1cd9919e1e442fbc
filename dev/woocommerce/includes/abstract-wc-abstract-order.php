<?php
/**
 * Order base: items and totals.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Items, totals and status of an order.
 */
abstract class WC_Abstract_Order extends WC_Data {

	/**
	 * Items not saved yet, by type.
	 *
	 * @var array<string, WC_Order_Item[]>
	 */
	protected $items = array();

	/**
	 * Items to delete on save.
	 *
	 * @var WC_Order_Item[]
	 */
	protected $items_to_delete = array();

	/**
	 * Loads an order.
	 *
	 * @param int|object $order Id or order.
	 */
	public function __construct( $order = 0 ) {
		parent::__construct( $order );
		$this->data_store = new WC_Order_Data_Store_CPT();
		if ( is_numeric( $order ) && $order > 0 ) {
			$this->set_id( $order );
		} elseif ( $order instanceof self ) {
			$this->set_id( $order->get_id() );
		} elseif ( ! empty( $order->ID ) ) {
			$this->set_id( $order->ID );
		} else {
			$this->set_object_read( true );
		}
		if ( $this->get_id() ) {
			$this->data_store->read( $this );
		}
	}

	/**
	 * Items of a type (line_item by default), keyed by item id.
	 *
	 * @param string|string[] $types Types.
	 * @return WC_Order_Item[]
	 */
	public function get_items( $types = 'line_item' ) {
		$items = array();
		foreach ( (array) $types as $type ) {
			if ( ! isset( $this->items[ $type ] ) ) {
				$this->items[ $type ] = $this->get_id() ? $this->data_store->read_items( $this, $type ) : array();
			}
			$items += $this->items[ $type ];
		}
		return apply_filters( 'woocommerce_order_get_items', $items, $this, (array) $types );
	}

	/**
	 * Adds an item (saved with the order).
	 *
	 * @param WC_Order_Item $item Item.
	 */
	public function add_item( $item ) {
		$type = $item->get_type();
		$this->get_items( $type );
		$key                          = $item->get_id() ? $item->get_id() : 'new:' . $type . count( $this->items[ $type ] );
		$this->items[ $type ][ $key ] = $item;
	}

	/**
	 * Removes an item.
	 *
	 * @param int $item_id Item id.
	 */
	public function remove_item( $item_id ) {
		foreach ( $this->items as $type => $items ) {
			if ( isset( $items[ $item_id ] ) ) {
				$this->items_to_delete[] = $items[ $item_id ];
				unset( $this->items[ $type ][ $item_id ] );
			}
		}
	}

	/**
	 * Deletes the items of a type (or all items) now.
	 *
	 * @param string|null $type Item type (line_item, shipping, fee) or null for all.
	 */
	public function remove_order_items( $type = null ) {
		do_action( 'woocommerce_remove_order_items', $this, $type );
		foreach ( $type ? array( $type ) : array( 'line_item', 'shipping', 'fee' ) as $item_type ) {
			foreach ( $this->get_items( $item_type ) as $item ) {
				if ( $item->get_id() ) {
					$item->delete();
				}
			}
			$this->items[ $item_type ] = array();
		}
		do_action( 'woocommerce_removed_order_items', $this, $type );
	}

	/**
	 * Adds a product line. Totals default to the product price (excluding tax) times quantity.
	 *
	 * @param WC_Product $product Product.
	 * @param int        $qty     Quantity.
	 * @param array      $args    subtotal, total, subtotal_tax, total_tax, taxes.
	 * @return int|false Item id (0 until the order is saved).
	 */
	public function add_product( $product, $qty = 1, $args = array() ) {
		if ( ! $product instanceof WC_Product ) {
			return false;
		}
		$gross    = (float) $product->get_price() * $qty;
		$rates    = $product->is_taxable() ? WC_Tax::get_rates( $product->get_tax_class() ) : array();
		$taxes    = array_map( static fn( $t ) => round( $t, wc_get_price_decimals() ), WC_Tax::calc_tax( $gross, $rates, wc_prices_include_tax() ) );
		$net      = wc_prices_include_tax() ? $gross - array_sum( $taxes ) : $gross;
		$defaults = array(
			'quantity'     => $qty,
			'subtotal'     => $net,
			'total'        => $net,
			'subtotal_tax' => array_sum( $taxes ),
			'total_tax'    => array_sum( $taxes ),
			'taxes'        => array(
				'subtotal' => $taxes,
				'total'    => $taxes,
			),
		);
		$item     = new WC_Order_Item_Product();
		$item->set_product( $product );
		$item->set_props( wp_parse_args( $args, $defaults ) );
		$item->set_order_id( $this->get_id() );
		$this->add_item( $item );
		if ( $this->get_id() ) {
			$item->save();
		}
		return $item->get_id();
	}

	/**
	 * Saves order and items.
	 *
	 * @return int Id.
	 */
	public function save() {
		parent::save();
		foreach ( $this->items_to_delete as $item ) {
			$item->delete();
		}
		$this->items_to_delete = array();
		foreach ( $this->items as $type => $items ) {
			$saved = array();
			foreach ( $items as $item ) {
				$item->set_order_id( $this->get_id() );
				$item->save();
				$saved[ $item->get_id() ] = $item;
			}
			$this->items[ $type ] = $saved;
		}
		return $this->get_id();
	}

	/**
	 * Fee lines.
	 *
	 * @return WC_Order_Item_Fee[]
	 */
	public function get_fees() {
		return $this->get_items( 'fee' );
	}

	/**
	 * Sums the product, fee and shipping lines into cart_tax (products and
	 * fees), shipping, total_tax and total. A negative fee never takes the
	 * total below zero.
	 *
	 * @param bool $and_taxes Unused (taxes come with the lines).
	 * @return float Total.
	 */
	public function calculate_totals( $and_taxes = true ) {
		do_action( 'woocommerce_order_before_calculate_totals', $and_taxes, $this );
		$net = 0.0;
		$tax = 0.0;
		foreach ( $this->get_items() as $item ) {
			$net += (float) $item->get_total();
			$tax += (float) $item->get_total_tax();
		}
		$shipping_net = 0.0;
		foreach ( $this->get_items( 'shipping' ) as $item ) {
			$shipping_net += (float) $item->get_total();
		}
		$fees = 0.0;
		foreach ( $this->get_fees() as $item ) {
			$fee = (float) $item->get_total();
			$max = -1 * round( $net + $fees + $shipping_net, wc_get_price_decimals() );
			if ( 0 > $fee && $fee < $max && 0 > $max ) {
				$fee = $max;
				$item->set_total( $fee );
			}
			$fees += $fee;
			$tax  += (float) $item->get_total_tax();
		}
		$net += $fees;

		$shipping     = 0.0;
		$shipping_tax = 0.0;
		foreach ( $this->get_items( 'shipping' ) as $item ) {
			$shipping     += (float) $item->get_total();
			$shipping_tax += (float) $item->get_total_tax();
		}
		$this->set_cart_tax( $tax );
		$this->set_shipping_total( $shipping );
		$this->set_shipping_tax( $shipping_tax );
		$this->set_total_tax( $tax + $shipping_tax );
		$this->set_total( round( $net + $tax + $shipping + $shipping_tax, wc_get_price_decimals() ) );
		do_action( 'woocommerce_order_after_calculate_totals', $and_taxes, $this );
		$this->save();
		return (float) $this->get_total();
	}

	/** Number of units. */
	public function get_item_count( $item_type = '' ) {
		$count = 0;
		foreach ( $this->get_items( $item_type ? $item_type : 'line_item' ) as $item ) {
			$count += $item->get_quantity();
		}
		return apply_filters( 'woocommerce_get_item_count', $count, $item_type, $this );
	}

	/**
	 * Subtotal of the lines (net, or gross when $inc_tax).
	 */
	public function get_subtotal() {
		$subtotal = 0.0;
		foreach ( $this->get_items() as $item ) {
			$subtotal += (float) $item->get_subtotal();
		}
		return apply_filters( 'woocommerce_order_get_subtotal', $subtotal, $this );
	}

	/**
	 * Total formatted with wc_price; with $tax_display 'incl' followed by the
	 * contained tax ("(includes 4,14 € VAT)", per rate when taxes are itemized).
	 *
	 * @param string $tax_display      incl, excl or '' (no tax note).
	 * @param bool   $display_refunded Unused (no refunds in the double).
	 */
	public function get_formatted_order_total( $tax_display = '', $display_refunded = true ) {
		$currency = array( 'currency' => $this->get_currency() );
		$html     = wc_price( $this->get_total(), $currency );
		if ( wc_tax_enabled() && 'incl' === $tax_display ) {
			$parts  = array();
			$totals = $this->get_tax_totals();
			if ( 'itemized' === get_option( 'woocommerce_tax_total_display' ) ) {
				foreach ( $totals as $tax ) {
					$parts[] = sprintf( '%s %s', $tax->formatted_amount, $tax->label );
				}
			} elseif ( $totals ) {
				$parts[] = sprintf( '%s %s', wc_price( $this->get_total_tax(), $currency ), WC()->countries->tax_or_vat() );
			}
			if ( $parts ) {
				/* translators: %s: taxes */
				$html .= ' <small class="includes_tax">' . sprintf( __( '(includes %s)', 'woocommerce' ), implode( ', ', $parts ) ) . '</small>';
			}
		}
		return apply_filters( 'woocommerce_get_formatted_order_total', $html, $this, $tax_display, $display_refunded );
	}

	/**
	 * Line subtotal markup (gross for this shop).
	 *
	 * @param WC_Order_Item_Product $item Item.
	 */
	public function get_formatted_line_subtotal( $item, $tax_display = '' ) {
		$value = (float) $item->get_subtotal() + ( 'excl' === $tax_display ? 0 : (float) $item->get_subtotal_tax() );
		return apply_filters( 'woocommerce_order_formatted_line_subtotal', wc_price( $value, array( 'currency' => $this->get_currency() ) ), $item, $this );
	}

	/**
	 * Tax lines of the product, shipping and fee lines: code => (object) label, amount, formatted_amount.
	 * The double has no tax items: each rate's amount is what 10.5's update_taxes() stores in them,
	 * every line's tax rounded to cents (unless rounding at subtotal), product and fee lines apart
	 * from shipping lines.
	 */
	public function get_tax_totals() {
		$round  = 'yes' !== get_option( 'woocommerce_tax_round_at_subtotal' );
		$totals = array();
		foreach ( $this->get_items( array( 'line_item', 'fee', 'shipping' ) ) as $item ) {
			foreach ( (array) ( $item->get_taxes()['total'] ?? array() ) as $rate_id => $amount ) {
				$code = WC_Tax::get_rate_code( $rate_id );
				if ( ! isset( $totals[ $code ] ) ) {
					$totals[ $code ] = (object) array(
						'rate_id'     => $rate_id,
						'is_compound' => WC_Tax::is_compound( $rate_id ),
						'label'       => WC_Tax::get_rate_label( $rate_id ),
						'amount'      => 0.0,
					);
				}
				$totals[ $code ]->amount += $round ? (float) wc_round_tax_total( (float) $amount ) : (float) $amount;
			}
		}
		foreach ( $totals as $tax ) {
			$tax->formatted_amount = wc_price( $tax->amount, array( 'currency' => $this->get_currency() ) );
		}
		if ( apply_filters( 'woocommerce_order_hide_zero_taxes', true ) ) {
			$totals = array_intersect_key( $totals, array_filter( wp_list_pluck( $totals, 'amount' ) ) );
		}
		return apply_filters( 'woocommerce_order_get_tax_totals', $totals, $this );
	}
}

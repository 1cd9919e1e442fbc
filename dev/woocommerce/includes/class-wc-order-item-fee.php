<?php
/**
 * A fee line of an order.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Order_Item_Fee: name, amount, tax class and status, net
 * total and taxes per rate (meta _fee_amount, _tax_class, _tax_status,
 * _line_total, _line_tax, _line_tax_data). The checkout creates one per fee
 * of the cart (WC_Checkout::create_order_fee_lines()).
 */
class WC_Order_Item_Fee extends WC_Order_Item {

	/**
	 * The cart's fee the line was made from (only during checkout).
	 *
	 * @deprecated 4.4.0 For legacy actions.
	 * @var object|string
	 */
	public $legacy_fee = '';

	/**
	 * The cart's fee key (only during checkout).
	 *
	 * @deprecated 4.4.0 For legacy actions.
	 * @var string
	 */
	public $legacy_fee_key = '';

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'order_id'   => 0,
		'name'       => '',
		'tax_class'  => '',
		'tax_status' => 'taxable',
		'amount'     => '',
		'total'      => '',
		'total_tax'  => '',
		'taxes'      => array(
			'total' => array(),
		),
	);

	/**
	 * Meta keys of the props.
	 *
	 * @var string[]
	 */
	protected $internal_meta_keys = array( '_fee_amount', '_tax_class', '_tax_status', '_line_subtotal', '_line_subtotal_tax', '_line_total', '_line_tax', '_line_tax_data' );

	/**
	 * Recalculates the taxes for a location: on the total with the fee's tax
	 * class; a negative fee's tax is spread over the order's costs by tax class.
	 *
	 * @param array $calculate_tax_for country, state, postcode, city.
	 * @return bool Whether taxes were calculated.
	 */
	public function calculate_taxes( $calculate_tax_for = array() ) {
		if ( ! isset( $calculate_tax_for['country'], $calculate_tax_for['state'], $calculate_tax_for['postcode'], $calculate_tax_for['city'] ) ) {
			return false;
		}
		$order = $this->get_order();
		if ( 0 <= (float) $this->get_total() ) {
			if ( wc_tax_enabled() && '0' !== (string) $this->get_tax_class() && 'taxable' === $this->get_tax_status() ) {
				$calculate_tax_for['tax_class'] = $this->get_tax_class();
				$this->set_taxes( array( 'total' => WC_Tax::calc_tax( $this->get_total(), WC_Tax::find_rates( $calculate_tax_for ), false ) ) );
			} else {
				$this->set_taxes( false );
			}
			do_action( 'woocommerce_order_item_after_calculate_taxes', $this, $calculate_tax_for );
			return true;
		}
		if ( wc_tax_enabled() && $order ) {
			$costs = $this->get_tax_class_costs( $order );
			$sum   = array_sum( $costs );
			$taxes = array();
			foreach ( $sum ? $costs : array() as $tax_class => $cost ) {
				if ( 'non-taxable' === $tax_class ) {
					continue;
				}
				$calculate_tax_for['tax_class'] = $tax_class;
				$share                          = WC_Tax::calc_tax( (float) $this->get_total() * $cost / $sum, WC_Tax::find_rates( $calculate_tax_for ) );
				foreach ( $share as $rate_id => $amount ) {
					$taxes[ $rate_id ] = ( $taxes[ $rate_id ] ?? 0 ) + $amount;
				}
			}
			$this->set_taxes( array( 'total' => $taxes ) );
		} else {
			$this->set_taxes( false );
		}
		do_action( 'woocommerce_order_item_fee_after_calculate_taxes', $this, $calculate_tax_for );
		return true;
	}

	/**
	 * Positive costs of the order by tax class ('non-taxable' for untaxed lines).
	 *
	 * @param WC_Order $order Order.
	 * @return array<string, float>
	 */
	protected function get_tax_class_costs( $order ) {
		$first = '';
		foreach ( $order->get_items() as $item ) {
			$first = (string) $item->get_tax_class();
			break;
		}
		$costs = array( 'non-taxable' => 0.0 );
		foreach ( $order->get_items( array( 'line_item', 'fee', 'shipping' ) ) as $item ) {
			$total = (float) $item->get_total();
			if ( 0 > $total ) {
				continue;
			}
			$status = is_callable( array( $item, 'get_tax_status' ) ) ? $item->get_tax_status() : 'taxable';
			if ( 'taxable' !== $status ) {
				$class = 'non-taxable';
			} else {
				$class = 'inherit' === $item->get_tax_class() ? $first : (string) $item->get_tax_class();
			}
			$costs[ $class ] = ( $costs[ $class ] ?? 0 ) + $total;
		}
		return array_filter( $costs );
	}

	/*
	 * Setters.
	 */

	/** @param string $value Amount (net, as the fee was added). */
	public function set_amount( $value ) {
		$this->set_prop( 'amount', wc_format_decimal( $value ) );
	}

	/**
	 * Tax class: a known class slug, '' for standard (0 marks an untaxed fee, as the checkout sets it).
	 *
	 * @param string $value Tax class.
	 * @throws WC_Data_Exception For an unknown tax class.
	 */
	public function set_tax_class( $value ) {
		if ( $value && ! in_array( $value, WC_Tax::get_tax_class_slugs(), true ) ) {
			throw new WC_Data_Exception( 'order_item_fee_invalid_tax_class', esc_html__( 'Invalid tax class', 'woocommerce' ) );
		}
		$this->set_prop( 'tax_class', $value );
	}

	/** @param string $value taxable or none. */
	public function set_tax_status( $value ) {
		$this->set_prop( 'tax_status', in_array( $value, array( 'taxable', 'none' ), true ) ? $value : 'taxable' );
	}

	/** @param string $amount Net total. */
	public function set_total( $amount ) {
		$this->set_prop( 'total', wc_format_decimal( $amount ) );
	}

	/** @param string $amount Tax total. */
	public function set_total_tax( $amount ) {
		$this->set_prop( 'total_tax', wc_format_decimal( $amount ) );
	}

	/**
	 * Taxes per rate id (array with "total"); sets the tax total, each rate
	 * rounded unless taxes are rounded at subtotal.
	 *
	 * @param array|string|false $raw_tax_data Taxes.
	 */
	public function set_taxes( $raw_tax_data ) {
		$raw_tax_data = maybe_unserialize( $raw_tax_data );
		$tax_data     = array( 'total' => array() );
		if ( is_array( $raw_tax_data ) && ! empty( $raw_tax_data['total'] ) ) {
			$total = $raw_tax_data['total'];
			// Older data kept a single amount. The double has no order tax lines to take a rate id from: rate 0.
			if ( ! is_array( $total ) ) {
				$total = (array) apply_filters( 'woocommerce_order_item_legacy_tax_conversion', array( 0 => $total ), $total, $this );
			}
			$tax_data['total'] = array_map( 'wc_format_decimal', $total );
		}
		$this->set_prop( 'taxes', $tax_data );
		$rounded = 'yes' === get_option( 'woocommerce_tax_round_at_subtotal' ) ? $tax_data['total'] : array_map( 'wc_round_tax_total', $tax_data['total'] );
		$this->set_total_tax( array_sum( array_map( 'floatval', $rounded ) ) );
	}

	/*
	 * Getters.
	 */

	/**
	 * Amount as the fee was added.
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_amount( $context = 'view' ) {
		return $this->get_prop( 'amount', $context );
	}

	/**
	 * Name ("Fee" when empty).
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_name( $context = 'view' ) {
		$name = $this->get_prop( 'name', $context );
		if ( 'view' === $context && '' === (string) $name ) {
			return __( 'Fee', 'woocommerce' );
		}
		return $name;
	}

	/** Item type. */
	public function get_type() {
		return 'fee';
	}

	/**
	 * Tax class.
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_tax_class( $context = 'view' ) {
		return $this->get_prop( 'tax_class', $context );
	}

	/**
	 * taxable or none.
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_tax_status( $context = 'view' ) {
		return $this->get_prop( 'tax_status', $context );
	}

	/**
	 * Net total.
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_total( $context = 'view' ) {
		return $this->get_prop( 'total', $context );
	}

	/**
	 * Tax total.
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_total_tax( $context = 'view' ) {
		return $this->get_prop( 'total_tax', $context );
	}

	/**
	 * Taxes per rate id under "total".
	 *
	 * @param string $context view or edit.
	 * @return array
	 */
	public function get_taxes( $context = 'view' ) {
		return $this->get_prop( 'taxes', $context );
	}
}

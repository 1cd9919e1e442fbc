<?php
/**
 * A shipping line of an order.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Order_Item_Shipping: the chosen rate's title, method and
 * instance, net cost and taxes (meta method_id, instance_id, cost, total_tax,
 * taxes), plus the rate's meta ("Artikel" => "Gin × 1").
 */
class WC_Order_Item_Shipping extends WC_Order_Item {

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'order_id'    => 0,
		'name'        => '',
		'method_title' => '',
		'method_id'   => '',
		'instance_id' => '',
		'total'       => 0,
		'total_tax'   => 0,
		'taxes'       => array(
			'total' => array(),
		),
		'tax_status'  => 'taxable',
	);

	/**
	 * Meta keys of the props.
	 *
	 * @var string[]
	 */
	protected $internal_meta_keys = array( 'method_id', 'instance_id', 'cost', 'total_tax', 'taxes', 'tax_status' );

	/**
	 * Recalculates the taxes from the order's location.
	 *
	 * @param array $calculate_tax_for country, state, postcode, city, tax_class.
	 * @return bool
	 */
	public function calculate_taxes( $calculate_tax_for = array() ) {
		if ( ! isset( $calculate_tax_for['country'], $calculate_tax_for['state'], $calculate_tax_for['postcode'], $calculate_tax_for['city'] ) ) {
			return false;
		}
		if ( wc_tax_enabled() && 'taxable' === $this->get_tax_status() ) {
			$calculate_tax_for['tax_class'] = $calculate_tax_for['tax_class'] ?? '';
			$rates = WC_Tax::find_shipping_rates( $calculate_tax_for );
			$this->set_taxes( array( 'total' => WC_Tax::calc_shipping_tax( $this->get_total(), $rates ) ) );
		} else {
			$this->set_taxes( false );
		}
		return true;
	}

	/** @param string $value Name (the method title). */
	public function set_name( $value ) {
		$this->set_method_title( $value );
	}

	/** @param string $value Title. */
	public function set_method_title( $value ) {
		$this->set_prop( 'name', wc_clean( (string) $value ) );
		$this->set_prop( 'method_title', wc_clean( (string) $value ) );
	}

	/** @param string $value Method id. */
	public function set_method_id( $value ) {
		$this->set_prop( 'method_id', wc_clean( (string) $value ) );
	}

	/** @param string $value Instance id. */
	public function set_instance_id( $value ) {
		$this->set_prop( 'instance_id', wc_clean( (string) $value ) );
	}

	/** @param string $value Net cost. */
	public function set_total( $value ) {
		$this->set_prop( 'total', wc_format_decimal( $value ) );
	}

	/** @param string $value Tax total. */
	protected function set_total_tax( $value ) {
		$this->set_prop( 'total_tax', wc_format_decimal( $value ) );
	}

	/**
	 * Taxes (array with "total", or an older flat array); sets the tax total.
	 *
	 * @param array|string|false $raw_tax_data Taxes.
	 */
	public function set_taxes( $raw_tax_data ) {
		$raw_tax_data = maybe_unserialize( $raw_tax_data );
		$tax_data     = array( 'total' => array() );
		if ( isset( $raw_tax_data['total'] ) ) {
			$tax_data['total'] = array_map( 'wc_format_decimal', (array) $raw_tax_data['total'] );
		} elseif ( ! empty( $raw_tax_data ) && is_array( $raw_tax_data ) ) {
			$tax_data['total'] = array_map( 'wc_format_decimal', $raw_tax_data );
		}
		$this->set_prop( 'taxes', $tax_data );
		$this->set_total_tax( 'yes' === get_option( 'woocommerce_tax_round_at_subtotal' ) ? array_sum( $tax_data['total'] ) : array_sum( array_map( 'wc_round_tax_total', $tax_data['total'] ) ) );
	}

	/** @param string $value taxable or none. */
	public function set_tax_status( $value ) {
		$this->set_prop( 'tax_status', in_array( $value, array( 'taxable', 'none' ), true ) ? $value : 'taxable' );
	}

	/**
	 * Copies a rate's props.
	 *
	 * @param WC_Shipping_Rate $shipping_rate Rate.
	 */
	public function set_shipping_rate( $shipping_rate ) {
		$this->set_method_title( $shipping_rate->get_label() );
		$this->set_method_id( $shipping_rate->get_method_id() );
		$this->set_instance_id( (string) $shipping_rate->get_instance_id() );
		$this->set_total( $shipping_rate->get_cost() );
		$this->set_taxes( $shipping_rate->get_taxes() );
		$this->set_tax_status( $shipping_rate->get_tax_status() );
		$this->set_meta_data( $shipping_rate->get_meta_data() );
	}

	/**
	 * Adds a rate's meta.
	 *
	 * @param array<string, mixed> $meta Meta.
	 */
	private function set_meta_data( array $meta ): void {
		foreach ( $meta as $key => $value ) {
			$this->add_meta_data( $key, $value, true );
		}
	}

	/** Item type. */
	public function get_type() {
		return 'shipping';
	}

	/**
	 * Name (the method title, or "Shipping").
	 *
	 * @param string $context view or edit.
	 */
	public function get_name( $context = 'view' ) {
		return $this->get_method_title( $context );
	}

	/**
	 * Title.
	 *
	 * @param string $context view or edit.
	 */
	public function get_method_title( $context = 'view' ) {
		$title = $this->get_prop( 'method_title', $context );
		if ( 'view' === $context ) {
			return $title ? $title : __( 'Shipping', 'woocommerce' );
		}
		return $title;
	}

	/**
	 * Method id.
	 *
	 * @param string $context view or edit.
	 */
	public function get_method_id( $context = 'view' ) {
		return $this->get_prop( 'method_id', $context );
	}

	/**
	 * Instance id.
	 *
	 * @param string $context view or edit.
	 */
	public function get_instance_id( $context = 'view' ) {
		return $this->get_prop( 'instance_id', $context );
	}

	/**
	 * Net cost.
	 *
	 * @param string $context view or edit.
	 */
	public function get_total( $context = 'view' ) {
		return $this->get_prop( 'total', $context );
	}

	/**
	 * Tax total.
	 *
	 * @param string $context view or edit.
	 */
	public function get_total_tax( $context = 'view' ) {
		return $this->get_prop( 'total_tax', $context );
	}

	/**
	 * Taxes.
	 *
	 * @param string $context view or edit.
	 * @return array
	 */
	public function get_taxes( $context = 'view' ) {
		return $this->get_prop( 'taxes', $context );
	}

	/**
	 * Tax class of shipping (the shipping tax class option, "" for standard).
	 *
	 * @param string $context view or edit.
	 */
	public function get_tax_class( $context = 'view' ) {
		$class = get_option( 'woocommerce_shipping_tax_class' );
		return 'inherit' === $class || false === $class ? '' : $class;
	}

	/**
	 * taxable or none.
	 *
	 * @param string $context view or edit.
	 */
	public function get_tax_status( $context = 'view' ) {
		return $this->get_prop( 'tax_status', $context );
	}
}

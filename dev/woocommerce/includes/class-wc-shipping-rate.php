<?php
/**
 * A shipping rate.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Shipping_Rate: id (flat_rate:3), label, net cost, taxes per
 * rate id, method and instance, meta ("Items" => "Gin × 1").
 */
class WC_Shipping_Rate implements JsonSerializable {

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'id'            => '',
		'method_id'     => '',
		'instance_id'   => 0,
		'label'         => '',
		'cost'          => 0,
		'taxes'         => array(),
		'tax_status'    => 'taxable',
		'description'   => '',
		'delivery_time' => '',
	);

	/**
	 * Meta.
	 *
	 * @var array<string, mixed>
	 */
	protected $meta_data = array();

	/**
	 * Constructor.
	 *
	 * @param string $id            Rate id.
	 * @param string $label         Label.
	 * @param float  $cost          Net cost.
	 * @param array  $taxes         Taxes per rate id.
	 * @param string $method_id     Method id.
	 * @param int    $instance_id   Instance id.
	 * @param string $tax_status    taxable or none.
	 * @param string $description   Description.
	 * @param string $delivery_time Delivery time.
	 */
	public function __construct( $id = '', $label = '', $cost = 0, $taxes = array(), $method_id = '', $instance_id = 0, $tax_status = 'taxable', $description = '', $delivery_time = '' ) {
		$this->set_id( $id );
		$this->set_label( $label );
		$this->set_cost( $cost );
		$this->set_taxes( $taxes );
		$this->set_method_id( $method_id );
		$this->set_instance_id( $instance_id );
		$this->set_tax_status( $tax_status );
		$this->set_description( $description );
		$this->set_delivery_time( $delivery_time );
	}

	/**
	 * Whether a prop exists (old property access).
	 *
	 * @param string $key Key.
	 */
	public function __isset( $key ) {
		return isset( $this->data[ $key ] );
	}

	/**
	 * Old property access ($rate->cost).
	 *
	 * @param string $key Key.
	 * @return mixed
	 */
	public function __get( $key ) {
		if ( is_callable( array( $this, "get_{$key}" ) ) ) {
			return $this->{"get_{$key}"}();
		}
		return $this->data[ $key ] ?? null;
	}

	/**
	 * Old property access ($rate->cost = 1).
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function __set( $key, $value ) {
		if ( is_callable( array( $this, "set_{$key}" ) ) ) {
			$this->{"set_{$key}"}( $value );
		} else {
			$this->data[ $key ] = $value;
		}
	}

	/**
	 * JSON form.
	 *
	 * @return array
	 */
	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return $this->data;
	}

	/** @param string $id Id. */
	public function set_id( $id ) {
		$this->data['id'] = (string) $id;
	}

	/** @param string $method_id Method. */
	public function set_method_id( $method_id ) {
		$this->data['method_id'] = (string) $method_id;
	}

	/** @param int $instance_id Instance. */
	public function set_instance_id( $instance_id ) {
		$this->data['instance_id'] = absint( $instance_id );
	}

	/** @param string $label Label. */
	public function set_label( $label ) {
		$this->data['label'] = (string) $label;
	}

	/** @param string|float $cost Net cost. */
	public function set_cost( $cost ) {
		$this->data['cost'] = $cost;
	}

	/** @param array $taxes Taxes per rate id. */
	public function set_taxes( $taxes ) {
		$this->data['taxes'] = ! empty( $taxes ) && is_array( $taxes ) ? $taxes : array();
	}

	/** @param string $value taxable or none. */
	public function set_tax_status( $value ) {
		$this->data['tax_status'] = in_array( $value, array( 'taxable', 'none' ), true ) ? $value : 'taxable';
	}

	/** @param string $description Description. */
	public function set_description( $description ) {
		$this->data['description'] = (string) $description;
	}

	/** @param string $delivery_time Delivery time. */
	public function set_delivery_time( $delivery_time ) {
		$this->data['delivery_time'] = (string) $delivery_time;
	}

	/** Rate id. */
	public function get_id() {
		return apply_filters( 'woocommerce_shipping_rate_id', $this->data['id'], $this );
	}

	/** Method id. */
	public function get_method_id() {
		return apply_filters( 'woocommerce_shipping_rate_method_id', $this->data['method_id'], $this );
	}

	/** Instance id. */
	public function get_instance_id() {
		return apply_filters( 'woocommerce_shipping_rate_instance_id', $this->data['instance_id'], $this );
	}

	/** Label. */
	public function get_label() {
		return apply_filters( 'woocommerce_shipping_rate_label', $this->data['label'], $this );
	}

	/** Net cost. */
	public function get_cost() {
		return apply_filters( 'woocommerce_shipping_rate_cost', $this->data['cost'], $this );
	}

	/** Taxes per rate id. */
	public function get_taxes() {
		return apply_filters( 'woocommerce_shipping_rate_taxes', $this->data['taxes'], $this );
	}

	/** Sum of the taxes (0 for VAT-exempt customers). */
	public function get_shipping_tax() {
		$exempt = WC()->customer && WC()->customer->get_is_vat_exempt();
		return apply_filters( 'woocommerce_get_shipping_tax', count( $this->get_taxes() ) > 0 && ! $exempt ? (float) array_sum( $this->get_taxes() ) : 0.0, $this );
	}

	/** taxable or none. */
	public function get_tax_status() {
		return apply_filters( 'woocommerce_shipping_rate_tax_status', $this->data['tax_status'], $this );
	}

	/** Description. */
	public function get_description() {
		return apply_filters( 'woocommerce_shipping_rate_description', $this->data['description'], $this );
	}

	/** Delivery time. */
	public function get_delivery_time() {
		return apply_filters( 'woocommerce_shipping_rate_delivery_time', $this->data['delivery_time'], $this );
	}

	/**
	 * Adds meta.
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function add_meta_data( $key, $value ) {
		$this->meta_data[ wc_clean( (string) $key ) ] = wc_clean( $value );
	}

	/**
	 * Meta.
	 *
	 * @return array<string, mixed>
	 */
	public function get_meta_data() {
		return $this->meta_data;
	}
}

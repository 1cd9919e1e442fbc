<?php
/**
 * Product line of an order.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Product line: product, variation, quantity, net totals and taxes.
 */
class WC_Order_Item_Product extends WC_Order_Item {

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'order_id'     => 0,
		'name'         => '',
		'product_id'   => 0,
		'variation_id' => 0,
		'quantity'     => 1,
		'tax_class'    => '',
		'subtotal'     => 0,
		'subtotal_tax' => 0,
		'total'        => 0,
		'total_tax'    => 0,
		'taxes'        => array(
			'subtotal' => array(),
			'total'    => array(),
		),
	);

	/**
	 * Meta keys of the props.
	 *
	 * @var string[]
	 */
	protected $internal_meta_keys = array( '_product_id', '_variation_id', '_qty', '_tax_class', '_line_subtotal', '_line_subtotal_tax', '_line_total', '_line_tax', '_line_tax_data', '_reduced_stock' );

	/** Item type. */
	public function get_type() {
		return 'line_item';
	}

	/** @param string $context view|edit */
	public function get_product_id( $context = 'view' ) {
		return $this->get_prop( 'product_id', $context );
	}

	/** @param string $context view|edit */
	public function get_variation_id( $context = 'view' ) {
		return $this->get_prop( 'variation_id', $context );
	}

	/** @param string $context view|edit */
	public function get_quantity( $context = 'view' ) {
		return $this->get_prop( 'quantity', $context );
	}

	/** @param string $context view|edit */
	public function get_tax_class( $context = 'view' ) {
		return $this->get_prop( 'tax_class', $context );
	}

	/** @param string $context view|edit */
	public function get_subtotal( $context = 'view' ) {
		return $this->get_prop( 'subtotal', $context );
	}

	/** @param string $context view|edit */
	public function get_subtotal_tax( $context = 'view' ) {
		return $this->get_prop( 'subtotal_tax', $context );
	}

	/** @param string $context view|edit */
	public function get_total( $context = 'view' ) {
		return $this->get_prop( 'total', $context );
	}

	/** @param string $context view|edit */
	public function get_total_tax( $context = 'view' ) {
		return $this->get_prop( 'total_tax', $context );
	}

	/** @param string $context view|edit */
	public function get_taxes( $context = 'view' ) {
		return $this->get_prop( 'taxes', $context );
	}

	/** @param int $value Product id. */
	public function set_product_id( $value ) {
		$this->set_prop( 'product_id', absint( $value ) );
	}

	/** @param int $value Variation id. */
	public function set_variation_id( $value ) {
		$this->set_prop( 'variation_id', absint( $value ) );
	}

	/** @param int|float $value Quantity. */
	public function set_quantity( $value ) {
		$this->set_prop( 'quantity', wc_stock_amount( $value ) );
	}

	/** @param string $value Tax class. */
	public function set_tax_class( $value ) {
		$this->set_prop( 'tax_class', (string) $value );
	}

	/** @param float $value Net subtotal. */
	public function set_subtotal( $value ) {
		$this->set_prop( 'subtotal', wc_format_decimal( $value ) );
	}

	/** @param float $value Subtotal tax. */
	public function set_subtotal_tax( $value ) {
		$this->set_prop( 'subtotal_tax', wc_format_decimal( $value ) );
	}

	/** @param float $value Net total. */
	public function set_total( $value ) {
		$this->set_prop( 'total', wc_format_decimal( $value ) );
	}

	/** @param float $value Total tax. */
	public function set_total_tax( $value ) {
		$this->set_prop( 'total_tax', wc_format_decimal( $value ) );
	}

	/** @param array $raw_tax_data subtotal and total taxes per rate. */
	public function set_taxes( $raw_tax_data ) {
		$raw_tax_data = (array) $raw_tax_data;
		$this->set_prop(
			'taxes',
			array(
				'subtotal' => (array) ( $raw_tax_data['subtotal'] ?? array() ),
				'total'    => (array) ( $raw_tax_data['total'] ?? array() ),
			)
		);
	}

	/**
	 * Product of the line (variation if set).
	 *
	 * @return WC_Product|false
	 */
	public function get_product() {
		$id = $this->get_variation_id() ? $this->get_variation_id() : $this->get_product_id();
		return apply_filters( 'woocommerce_order_item_product', $id ? wc_get_product( $id ) : false, $this );
	}

	/**
	 * Sets product, name, tax class and variation attributes (as item meta).
	 *
	 * @param WC_Product $product Product.
	 */
	public function set_product( $product ) {
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		if ( $product->is_type( 'variation' ) ) {
			$this->set_product_id( $product->get_parent_id() );
			$this->set_variation_id( $product->get_id() );
			foreach ( $product->get_variation_attributes( false ) as $key => $value ) {
				$this->add_meta_data( $key, $value, true );
			}
		} else {
			$this->set_product_id( $product->get_id() );
		}
		$this->set_name( $product->get_name() );
		$this->set_tax_class( $product->get_tax_class() );
	}
}

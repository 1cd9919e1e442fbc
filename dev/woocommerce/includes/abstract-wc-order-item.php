<?php
/**
 * Order item base.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * A line of an order, stored in {prefix}woocommerce_order_items(+meta).
 */
class WC_Order_Item extends WC_Data {

	/**
	 * Object type.
	 *
	 * @var string
	 */
	protected $object_type = 'order_item';

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'order_id' => 0,
		'name'     => '',
	);

	/**
	 * Loads an item.
	 *
	 * @param int|object $item Id.
	 */
	public function __construct( $item = 0 ) {
		parent::__construct( $item );
		$this->data_store = new WC_Order_Item_Data_Store();
		if ( is_numeric( $item ) && $item > 0 ) {
			$this->set_id( $item );
			$this->data_store->read( $this );
		} else {
			$this->set_object_read( true );
		}
	}

	/** Item type. */
	public function get_type() {
		return '';
	}

	/** @param string $context view|edit */
	public function get_order_id( $context = 'view' ) {
		return $this->get_prop( 'order_id', $context );
	}

	/**
	 * The order of the item.
	 *
	 * @return WC_Order|false
	 */
	public function get_order() {
		return wc_get_order( $this->get_order_id() );
	}

	/** @param string $context view|edit */
	public function get_name( $context = 'view' ) {
		return $this->get_prop( 'name', $context );
	}

	/** @param int $value Order id. */
	public function set_order_id( $value ) {
		$this->set_prop( 'order_id', absint( $value ) );
	}

	/** @param string $value Name. */
	public function set_name( $value ) {
		$this->set_prop( 'name', wp_check_invalid_utf8( (string) $value ) );
	}

	/** Hook prefix. */
	protected function get_hook_prefix() {
		return 'woocommerce_order_item_get_';
	}

	/** Quantity (1 for non-product items). */
	public function get_quantity() {
		return 1;
	}

	/** Internal meta keys of the item props. */
	public function get_internal_meta_keys() {
		return $this->internal_meta_keys;
	}
}

<?php
/**
 * Storage of order items.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rows in woocommerce_order_items and woocommerce_order_itemmeta (WooCommerce's tables and keys)
 * for product, shipping and fee lines.
 */
class WC_Order_Item_Data_Store {

	/**
	 * Prop => meta key of product lines.
	 *
	 * @var array<string, string>
	 */
	private const META = array(
		'product_id'   => '_product_id',
		'variation_id' => '_variation_id',
		'quantity'     => '_qty',
		'tax_class'    => '_tax_class',
		'subtotal'     => '_line_subtotal',
		'subtotal_tax' => '_line_subtotal_tax',
		'total'        => '_line_total',
		'total_tax'    => '_line_tax',
		'taxes'        => '_line_tax_data',
	);

	/**
	 * Meta keys of shipping line props.
	 *
	 * @var array<string, string>
	 */
	private const SHIPPING_META = array(
		'method_id'   => 'method_id',
		'instance_id' => 'instance_id',
		'total'       => 'cost',
		'total_tax'   => 'total_tax',
		'taxes'       => 'taxes',
		'tax_status'  => 'tax_status',
	);

	/**
	 * Meta keys of fee line props (the tax total last but one: the taxes set it again on read).
	 *
	 * @var array<string, string>
	 */
	private const FEE_META = array(
		'amount'     => '_fee_amount',
		'tax_class'  => '_tax_class',
		'tax_status' => '_tax_status',
		'total'      => '_line_total',
		'total_tax'  => '_line_tax',
		'taxes'      => '_line_tax_data',
	);

	/**
	 * Prop => meta key map of an item's type.
	 *
	 * @param WC_Order_Item $item Item.
	 * @return array<string, string>
	 */
	private function meta_map( WC_Order_Item $item ): array {
		if ( $item instanceof WC_Order_Item_Product ) {
			return self::META;
		}
		if ( $item instanceof WC_Order_Item_Shipping ) {
			return self::SHIPPING_META;
		}
		if ( $item instanceof WC_Order_Item_Fee ) {
			return self::FEE_META;
		}
		return array();
	}

	/**
	 * Inserts an item.
	 *
	 * @param WC_Order_Item $item Item.
	 */
	public function create( &$item ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->insert(
			$wpdb->prefix . 'woocommerce_order_items',
			array(
				'order_item_name' => $item->get_name( 'edit' ),
				'order_item_type' => $item->get_type(),
				'order_id'        => $item->get_order_id( 'edit' ),
			)
		);
		$item->set_id( (int) $wpdb->insert_id );
		$this->write_props( $item, true );
		$item->save_meta_data();
		$item->apply_changes();
		do_action( 'woocommerce_new_order_item', $item->get_id(), $item, $item->get_order_id() );
	}

	/**
	 * Updates an item.
	 *
	 * @param WC_Order_Item $item Item.
	 */
	public function update( &$item ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update(
			$wpdb->prefix . 'woocommerce_order_items',
			array(
				'order_item_name' => $item->get_name( 'edit' ),
				'order_item_type' => $item->get_type(),
				'order_id'        => $item->get_order_id( 'edit' ),
			),
			array( 'order_item_id' => $item->get_id() )
		);
		$this->write_props( $item, false );
		$item->save_meta_data();
		$item->apply_changes();
		do_action( 'woocommerce_update_order_item', $item->get_id(), $item, $item->get_order_id() );
	}

	/**
	 * Writes the prop meta of an item.
	 *
	 * @param WC_Order_Item $item  Item.
	 * @param bool          $force All keys.
	 */
	private function write_props( WC_Order_Item $item, bool $force ): void {
		$changes = $item->get_changes();
		foreach ( $this->meta_map( $item ) as $prop => $key ) {
			if ( $force || array_key_exists( $prop, $changes ) ) {
				update_metadata( 'order_item', $item->get_id(), $key, $item->{"get_$prop"}( 'edit' ) );
			}
		}
	}

	/**
	 * Reads an item.
	 *
	 * @param WC_Order_Item $item Item.
	 * @throws Exception When missing.
	 */
	public function read( &$item ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT order_id, order_item_name FROM {$wpdb->prefix}woocommerce_order_items WHERE order_item_id = %d", $item->get_id() ) );
		if ( ! $row ) {
			throw new Exception( esc_html__( 'Invalid order item.', 'woocommerce' ) );
		}
		$props = array(
			'order_id' => (int) $row->order_id,
			'name'     => $row->order_item_name,
		);
		foreach ( $this->meta_map( $item ) as $prop => $key ) {
			$props[ $prop ] = get_metadata( 'order_item', $item->get_id(), $key, true );
		}
		$item->set_props( $props );
		$item->set_object_read( true );
	}

	/**
	 * Deletes an item and its meta.
	 *
	 * @param WC_Order_Item $item Item.
	 * @param array         $args Unused.
	 */
	public function delete( &$item, $args = array() ) {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$wpdb->delete( $wpdb->prefix . 'woocommerce_order_itemmeta', array( 'order_item_id' => $item->get_id() ) );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_order_items', array( 'order_item_id' => $item->get_id() ) );
		// phpcs:enable
	}

	/**
	 * Meta rows.
	 *
	 * @param WC_Data $object Item.
	 * @return object[]
	 */
	public function read_meta( &$object ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, meta_key, meta_value FROM {$wpdb->prefix}woocommerce_order_itemmeta WHERE order_item_id = %d ORDER BY meta_id", $object->get_id() ) );
	}

	/**
	 * Adds meta.
	 *
	 * @param WC_Data      $object Item.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function add_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		return (int) add_metadata( 'order_item', $object->get_id(), wp_slash( $meta->key ), is_string( $meta->value ) ? wp_slash( $meta->value ) : $meta->value, false );
	}

	/**
	 * Updates meta.
	 *
	 * @param WC_Data      $object Item.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function update_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		update_metadata_by_mid( 'order_item', $meta->id, $meta->value, $meta->key );
	}

	/**
	 * Deletes meta.
	 *
	 * @param WC_Data      $object Item.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function delete_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		delete_metadata_by_mid( 'order_item', $meta->id );
	}
}

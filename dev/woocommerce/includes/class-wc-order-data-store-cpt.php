<?php
/**
 * Order storage as shop_order posts (legacy WooCommerce keys).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes orders.
 */
class WC_Order_Data_Store_CPT {

	/**
	 * Prop => meta key.
	 *
	 * @var array<string, string>
	 */
	private const META = array(
		'currency'             => '_order_currency',
		'prices_include_tax'   => '_prices_include_tax',
		'version'              => '_order_version',
		'discount_total'       => '_cart_discount',
		'discount_tax'         => '_cart_discount_tax',
		'shipping_total'       => '_order_shipping',
		'shipping_tax'         => '_order_shipping_tax',
		'cart_tax'             => '_order_tax',
		'total'                => '_order_total',
		'customer_id'          => '_customer_user',
		'order_key'            => '_order_key',
		'payment_method'       => '_payment_method',
		'payment_method_title' => '_payment_method_title',
		'transaction_id'       => '_transaction_id',
		'customer_ip_address'  => '_customer_ip_address',
		'customer_user_agent'  => '_customer_user_agent',
		'created_via'          => '_created_via',
		'date_completed'       => '_date_completed',
		'date_paid'            => '_date_paid',
		'cart_hash'            => '_cart_hash',
	);

	/**
	 * Creates the post.
	 *
	 * @param WC_Order $order Order.
	 */
	public function create( &$order ) {
		$order->set_version( WC_VERSION );
		$order->set_date_created( time() );
		$order->set_prices_include_tax( wc_prices_include_tax() );
		$id = wp_insert_post(
			apply_filters(
				'woocommerce_new_order_data',
				array(
					'post_date'     => gmdate( 'Y-m-d H:i:s', $order->get_date_created( 'edit' )->getOffsetTimestamp() ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $order->get_date_created( 'edit' )->getTimestamp() ),
					'post_type'     => 'shop_order',
					'post_status'   => 'wc-' . ( $order->get_status( 'edit' ) ? $order->get_status( 'edit' ) : 'pending' ),
					'ping_status'   => 'closed',
					'post_author'   => 1,
					/* translators: %s: Order date */
					'post_title'    => sprintf( __( 'Order &ndash; %s', 'woocommerce' ), ( new DateTime( 'now' ) )->format( _x( 'M d, Y @ h:i A', 'Order date parsed by DateTime::format', 'woocommerce' ) ) ),
					'post_password' => $order->get_order_key( 'edit' ),
					'post_parent'   => $order->get_parent_id( 'edit' ),
					'post_excerpt'  => $order->get_customer_note( 'edit' ),
				)
			),
			true
		);
		if ( ! $id || is_wp_error( $id ) ) {
			return;
		}
		$order->set_id( $id );
		$this->write( $order, true );
		$order->save_meta_data();
		$order->apply_changes();
		do_action( 'woocommerce_new_order', $id, $order );
	}

	/**
	 * Updates the post.
	 *
	 * @param WC_Order $order Order.
	 */
	public function update( &$order ) {
		$changes = $order->get_changes();
		if ( array_intersect( array( 'status', 'parent_id', 'customer_note', 'order_key' ), array_keys( $changes ) ) ) {
			wp_update_post(
				array(
					'ID'            => $order->get_id(),
					'post_status'   => 'wc-' . $order->get_status( 'edit' ),
					'post_parent'   => $order->get_parent_id( 'edit' ),
					'post_excerpt'  => $order->get_customer_note( 'edit' ),
					'post_password' => $order->get_order_key( 'edit' ),
				)
			);
		}
		$this->write( $order, false );
		$order->save_meta_data();
		$order->apply_changes();
		do_action( 'woocommerce_update_order', $order->get_id(), $order );
	}

	/**
	 * Writes prop meta.
	 *
	 * @param WC_Order $order Order.
	 * @param bool     $force All keys.
	 */
	private function write( WC_Order $order, bool $force ): void {
		$id      = $order->get_id();
		$changes = $order->get_changes();
		foreach ( self::META as $prop => $key ) {
			if ( ! $force && ! array_key_exists( $prop, $changes ) ) {
				continue;
			}
			$value = $order->{"get_$prop"}( 'edit' );
			if ( $value instanceof WC_DateTime ) {
				$value = $value->getTimestamp();
			} elseif ( is_bool( $value ) ) {
				$value = wc_bool_to_string( $value );
			}
			update_post_meta( $id, $key, null === $value ? '' : $value );
		}
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			if ( $force || array_key_exists( $type, $changes ) ) {
				$address = (array) $order->{"get_$type"}( 'edit' );
				foreach ( WC_Order::ADDRESS_FIELDS as $field ) {
					update_post_meta( $id, "_{$type}_{$field}", $address[ $field ] ?? '' );
				}
				update_post_meta( $id, "_{$type}_address_index", implode( ' ', $address ) );
			}
		}
		clean_post_cache( $id );
	}

	/**
	 * Reads an order.
	 *
	 * @param WC_Order $order Order with id.
	 * @throws Exception When the post is not an order.
	 */
	public function read( &$order ) {
		$order->set_defaults();
		$post = get_post( $order->get_id() );
		if ( ! $post || 'shop_order' !== $post->post_type ) {
			throw new Exception( esc_html__( 'Invalid order.', 'woocommerce' ) );
		}
		$props = array(
			'parent_id'     => $post->post_parent,
			'date_created'  => wc_string_to_timestamp( $post->post_date_gmt ),
			'date_modified' => wc_string_to_timestamp( $post->post_modified_gmt ),
			'status'        => $post->post_status,
			'customer_note' => $post->post_excerpt,
		);
		foreach ( self::META as $prop => $key ) {
			$props[ $prop ] = get_post_meta( $post->ID, $key, true );
		}
		$props['prices_include_tax'] = 'yes' === $props['prices_include_tax'];
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$address = array();
			foreach ( WC_Order::ADDRESS_FIELDS as $field ) {
				$address[ $field ] = (string) get_post_meta( $post->ID, "_{$type}_{$field}", true );
			}
			$props[ $type ] = $address;
		}
		$order->set_props( $props );
		$order->set_object_read( true );
	}

	/**
	 * Deletes or trashes an order.
	 *
	 * @param WC_Order $order Order.
	 * @param array    $args  force_delete.
	 */
	public function delete( &$order, $args = array() ) {
		if ( ! empty( $args['force_delete'] ) ) {
			foreach ( $order->get_items() as $item ) {
				$item->delete();
			}
			wp_delete_post( $order->get_id(), true );
			do_action( 'woocommerce_delete_order', $order->get_id() );
		} else {
			wp_trash_post( $order->get_id() );
			do_action( 'woocommerce_trash_order', $order->get_id() );
		}
	}

	/**
	 * Items of an order.
	 *
	 * @param WC_Order $order Order.
	 * @param string   $type  Item type.
	 * @return WC_Order_Item[]
	 */
	public function read_items( $order, $type ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT order_item_id FROM {$wpdb->prefix}woocommerce_order_items WHERE order_id = %d AND order_item_type = %s ORDER BY order_item_id", $order->get_id(), $type ) );
		$items = array();
		foreach ( $ids as $id ) {
			$classes            = array(
				'line_item' => 'WC_Order_Item_Product',
				'shipping'  => 'WC_Order_Item_Shipping',
				'fee'       => 'WC_Order_Item_Fee',
			);
			$class              = $classes[ $type ] ?? 'WC_Order_Item';
			$items[ (int) $id ] = new $class( (int) $id );
		}
		return $items;
	}

	/**
	 * Whether stock was reduced for an order.
	 *
	 * @param int $order Order.
	 */
	public function get_stock_reduced( $order ) {
		return wc_string_to_bool( get_post_meta( $order, '_order_stock_reduced', true ) );
	}

	/**
	 * Records that stock was reduced.
	 *
	 * @param int  $order Order.
	 * @param bool $set      Value.
	 */
	public function set_stock_reduced( $order, $set ) {
		update_post_meta( $order, '_order_stock_reduced', wc_bool_to_string( $set ) );
	}

	/**
	 * Order id of a key.
	 *
	 * @param string $order_key Key.
	 */
	public function get_order_id_by_order_key( $order_key ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_order_key' AND meta_value = %s", (string) $order_key ) );
	}

	/**
	 * Meta rows (internal keys filtered by the order).
	 *
	 * @param WC_Data $data Order.
	 * @return object[]
	 */
	public function read_meta( &$data ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d ORDER BY meta_id", $data->get_id() ) );
		return array_filter( (array) $rows, static fn( $row ) => ! preg_match( '/^_(billing|shipping)_address_index$/', $row->meta_key ) );
	}

	/**
	 * Adds meta.
	 *
	 * @param WC_Data      $data Order.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function add_meta( &$data, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		return (int) add_metadata( 'post', $data->get_id(), wp_slash( $meta->key ), is_string( $meta->value ) ? wp_slash( $meta->value ) : $meta->value, false );
	}

	/**
	 * Updates meta.
	 *
	 * @param WC_Data      $data Order.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function update_meta( &$data, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		update_metadata_by_mid( 'post', $meta->id, $meta->value, $meta->key );
	}

	/**
	 * Deletes meta.
	 *
	 * @param WC_Data      $data Order.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function delete_meta( &$data, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		delete_metadata_by_mid( 'post', $meta->id );
	}
}

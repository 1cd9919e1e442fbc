<?php
/**
 * Order functions.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Order statuses with the wc- prefix.
 *
 * @return array<string, string>
 */
function wc_get_order_statuses() {
	return apply_filters(
		'wc_order_statuses',
		array(
			'wc-pending'    => _x( 'Pending payment', 'Order status', 'woocommerce' ),
			'wc-processing' => _x( 'Processing', 'Order status', 'woocommerce' ),
			'wc-on-hold'    => _x( 'On hold', 'Order status', 'woocommerce' ),
			'wc-completed'  => _x( 'Completed', 'Order status', 'woocommerce' ),
			'wc-cancelled'  => _x( 'Cancelled', 'Order status', 'woocommerce' ),
			'wc-refunded'   => _x( 'Refunded', 'Order status', 'woocommerce' ),
			'wc-failed'     => _x( 'Failed', 'Order status', 'woocommerce' ),
		)
	);
}

/**
 * Label of a status.
 *
 * @param string $status Status with or without prefix.
 */
function wc_get_order_status_name( $status ) {
	$statuses = wc_get_order_statuses();
	$status   = 'wc-' === substr( (string) $status, 0, 3 ) ? substr( $status, 3 ) : (string) $status;
	return $statuses[ 'wc-' . $status ] ?? $status;
}

/**
 * Statuses of paid orders.
 *
 * @return string[]
 */
function wc_get_is_paid_statuses() {
	return apply_filters( 'woocommerce_order_is_paid_statuses', array( 'processing', 'completed' ) );
}

/**
 * Statuses that count as pending payment.
 *
 * @return string[]
 */
function wc_get_is_pending_statuses() {
	return apply_filters( 'woocommerce_order_is_pending_statuses', array( 'pending' ) );
}

/**
 * New order key: wc_order_ + 13 random characters.
 *
 * @param string $key Suffix to use instead of a random one.
 */
function wc_generate_order_key( $key = '' ) {
	if ( '' === $key ) {
		$key = wp_generate_password( 13, false );
	}
	return 'wc_order_' . apply_filters( 'woocommerce_generate_order_key', $key );
}

/**
 * Creates an order.
 *
 * @param array $args status, customer_id, customer_note, parent, created_via, cart_hash, order_id.
 * @return WC_Order|WP_Error
 */
function wc_create_order( $args = array() ) {
	$args  = wp_parse_args(
		$args,
		array(
			'status'        => null,
			'customer_id'   => null,
			'customer_note' => null,
			'parent'        => null,
			'created_via'   => null,
			'cart_hash'     => null,
			'order_id'      => 0,
		)
	);
	$order = $args['order_id'] ? wc_get_order( $args['order_id'] ) : new WC_Order();
	if ( ! $order ) {
		return new WP_Error( 'invalid_order_id', __( 'Invalid order ID.', 'woocommerce' ) );
	}
	if ( ! $args['order_id'] ) {
		$order->set_currency( get_woocommerce_currency() );
		$order->set_prices_include_tax( wc_prices_include_tax() );
		$order->set_customer_ip_address( WC_Geolocation::get_ip_address() );
		$order->set_customer_user_agent( wc_get_user_agent() );
	}
	if ( null !== $args['status'] ) {
		$order->set_status( $args['status'] );
	}
	foreach ( array( 'customer_note', 'customer_id', 'created_via', 'cart_hash' ) as $key ) {
		if ( null !== $args[ $key ] ) {
			$order->{"set_$key"}( $args[ $key ] );
		}
	}
	if ( null !== $args['parent'] ) {
		$order->set_parent_id( absint( $args['parent'] ) );
	}
	$order->save();
	return $order;
}

/**
 * An order by id, post or object; false if not an order.
 *
 * @param mixed $the_order Order.
 * @return WC_Order|false
 */
function wc_get_order( $the_order = false ) {
	if ( false === $the_order ) {
		global $post;
		$the_order = $post;
	}
	$id = $the_order instanceof WC_Order ? $the_order->get_id() : ( is_numeric( $the_order ) ? absint( $the_order ) : ( $the_order->ID ?? 0 ) );
	if ( ! $id || 'shop_order' !== get_post_type( $id ) ) {
		return false;
	}
	try {
		$classname = apply_filters( 'woocommerce_order_class', 'WC_Order', 'shop_order', $id );
		return new $classname( $id );
	} catch ( Exception $e ) {
		return false;
	}
}

/**
 * Order id of a key.
 *
 * @param string $order_key Key.
 */
function wc_get_order_id_by_order_key( $order_key ) {
	return ( new WC_Order_Data_Store_CPT() )->get_order_id_by_order_key( $order_key );
}

/**
 * Orders matching args: status, customer (id or email), customer_id, limit, page,
 * orderby, order, return (objects|ids), paginate, payment_method, created_via.
 *
 * @param array $args Args.
 * @return WC_Order[]|int[]|object
 */
function wc_get_orders( $args ) {
	$args  = wp_parse_args(
		$args,
		array(
			'status'   => array_keys( wc_get_order_statuses() ),
			'limit'    => get_option( 'posts_per_page' ),
			'page'     => 1,
			'orderby'  => 'date',
			'order'    => 'DESC',
			'return'   => 'objects',
			'paginate' => false,
		)
	);
	$query = array(
		'post_type'      => 'shop_order',
		'post_status'    => array_map( static fn( $s ) => 'wc-' === substr( $s, 0, 3 ) || 'trash' === $s ? $s : 'wc-' . $s, (array) $args['status'] ),
		'posts_per_page' => (int) $args['limit'],
		'paged'          => max( 1, (int) $args['page'] ),
		'orderby'        => $args['orderby'], // Passed to WP_Query as the posts storage does: 'ID' sorts by id, 'id' falls back to the date.
		'order'          => $args['order'],
		'fields'         => 'ids',
		'meta_query'     => array(), // phpcs:ignore WordPress.DB.SlowDBQuery
		'no_found_rows'  => ! $args['paginate'],
	);
	$customer = $args['customer_id'] ?? ( $args['customer'] ?? null );
	if ( null !== $customer && '' !== $customer ) {
		$query['meta_query'][] = is_email( (string) $customer )
			? array(
				'key'   => '_billing_email',
				'value' => $customer,
			)
			: array(
				'key'   => '_customer_user',
				'value' => absint( $customer ),
			);
	}
	foreach ( array( 'payment_method' => '_payment_method', 'created_via' => '_created_via', 'transaction_id' => '_transaction_id' ) as $arg => $key ) {
		if ( ! empty( $args[ $arg ] ) ) {
			$query['meta_query'][] = array(
				'key'   => $key,
				'value' => $args[ $arg ],
			);
		}
	}
	$wp_query = new WP_Query( $query );
	$ids      = array_map( 'intval', $wp_query->posts );
	$orders   = 'ids' === $args['return'] ? $ids : array_values( array_filter( array_map( 'wc_get_order', $ids ) ) );
	if ( $args['paginate'] ) {
		return (object) array(
			'orders'        => $orders,
			'total'         => (int) $wp_query->found_posts,
			'max_num_pages' => (int) $wp_query->max_num_pages,
		);
	}
	return $orders;
}

/**
 * Reduces stock of paid orders (hooked to payment completion, like WooCommerce).
 *
 * @param int $order_id Order.
 */
function wc_maybe_reduce_stock_levels( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( $order && apply_filters( 'woocommerce_payment_complete_reduce_order_stock', true, $order_id ) ) {
		wc_reduce_stock_levels( $order );
	}
}
add_action( 'woocommerce_payment_complete', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_processing', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_completed', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_on-hold', 'wc_maybe_reduce_stock_levels' );

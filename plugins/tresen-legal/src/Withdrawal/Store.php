<?php
/**
 * Received withdrawals: a private post type (`tresen_withdrawal`) the shop
 * owner reads, exports and deletes in wp-admin, never edits. Each post keeps the declaration,
 * the time of receipt (UTC) and the order it matched, if an order with that
 * number and billing e-mail address exists.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

defined( 'ABSPATH' ) || exit;

/**
 * Post type, storage and order lookup.
 */
final class Store {

	public const POST_TYPE = 'tresen_withdrawal';

	/** Post meta keys. */
	public const META_ORDER_NUMBER = '_tresen_order_number';
	public const META_EMAIL        = '_tresen_email';
	public const META_NAME         = '_tresen_name';
	public const META_ITEMS        = '_tresen_items';
	public const META_RECEIVED     = '_tresen_received_gmt';
	public const META_ORDER_ID     = '_tresen_order_id';
	public const META_FINGERPRINT  = '_tresen_fingerprint';
	public const META_MAILED       = '_tresen_customer_mailed';

	/** Seconds in which the same declaration is stored only once. */
	public const REPEAT_WINDOW = 120;

	/**
	 * Registers the post type: no front end, a read-only list for whoever
	 * may manage WooCommerce, under WooCommerce's menu.
	 */
	public static function register_type(): void {
		if ( post_type_exists( self::POST_TYPE ) ) {
			return;
		}
		$manage = 'manage_woocommerce';
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Withdrawals', 'tresen-legal' ),
					'singular_name' => __( 'Withdrawal', 'tresen-legal' ),
					'menu_name'     => __( 'Withdrawals', 'tresen-legal' ),
					'all_items'     => __( 'Withdrawals', 'tresen-legal' ),
					'not_found'     => __( 'No withdrawals received.', 'tresen-legal' ),
					'search_items'  => __( 'Search withdrawals', 'tresen-legal' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => true,
				'show_in_menu'        => 'woocommerce',
				'show_in_nav_menus'   => false,
				'show_in_admin_bar'   => false,
				'show_in_rest'        => false,
				'has_archive'         => false,
				'rewrite'             => false,
				'query_var'           => false,
				'can_export'          => true,
				'delete_with_user'    => false,
				'supports'            => array( 'title' ),
				'map_meta_cap'        => false,
				// Listing and deleting need manage_woocommerce; nobody creates or edits a received declaration.
				'capabilities'        => array(
					'edit_post'              => 'do_not_allow',
					'read_post'              => $manage,
					'delete_post'            => $manage,
					'edit_posts'             => $manage,
					'edit_others_posts'      => $manage,
					'edit_private_posts'     => 'do_not_allow',
					'edit_published_posts'   => 'do_not_allow',
					'publish_posts'          => 'do_not_allow',
					'read_private_posts'     => $manage,
					'read'                   => $manage,
					'delete_posts'           => $manage,
					'delete_private_posts'   => $manage,
					'delete_published_posts' => $manage,
					'delete_others_posts'    => $manage,
					'create_posts'           => 'do_not_allow',
				),
			)
		);
	}

	/**
	 * The withdrawal stored for the same declaration within the last
	 * REPEAT_WINDOW seconds, or null.
	 *
	 * @param Declaration $declaration Declaration.
	 */
	public static function recent_duplicate( Declaration $declaration ): ?\WP_Post {
		$found = get_posts(
			array(
				'post_type'        => self::POST_TYPE,
				'post_status'      => 'any',
				'numberposts'      => 1,
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => true,
				'no_found_rows'    => true,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a handful of rows per day; the fingerprint is the key.
				'meta_query'       => array(
					array(
						'key'   => self::META_FINGERPRINT,
						'value' => $declaration->fingerprint(),
					),
				),
				'date_query'       => array(
					array(
						'column'    => 'post_date_gmt',
						'after'     => gmdate( 'Y-m-d H:i:s', time() - self::REPEAT_WINDOW ),
						'inclusive' => true,
					),
				),
			)
		);
		return $found ? $found[0] : null;
	}

	/**
	 * The order a declaration names: same order number and billing e-mail
	 * address, or null. The visitor is never told the result.
	 *
	 * @param Declaration $declaration Declaration.
	 */
	public static function find_order( Declaration $declaration ): ?\WC_Order {
		$id = ctype_digit( $declaration->order ) ? (int) $declaration->order : 0;
		/**
		 * Filters the id of the order an order number stands for (for shops
		 * whose order numbers are not the order ids).
		 *
		 * @param int    $id     Order id (0 = none).
		 * @param string $number Order number as the customer entered it.
		 */
		$id    = (int) apply_filters( 'tresen_legal_withdrawal_order_id', $id, $declaration->order );
		$order = $id > 0 ? wc_get_order( $id ) : null;
		if ( ! $order instanceof \WC_Order ) {
			return null;
		}
		$same_number = 0 === strcasecmp( (string) $order->get_order_number(), $declaration->order );
		$same_email  = 0 === strcasecmp( trim( (string) $order->get_billing_email() ), $declaration->email );
		return ( $same_number && $same_email ) ? $order : null;
	}

	/**
	 * Stores a declaration received now.
	 *
	 * @param Declaration $declaration Declaration.
	 * @param int         $received    Time of receipt (Unix time).
	 * @return int Post id (0 when it could not be stored).
	 */
	public static function insert( Declaration $declaration, int $received ): int {
		$order = self::find_order( $declaration );
		$gmt   = gmdate( 'Y-m-d H:i:s', $received );
		$id    = wp_insert_post(
			array(
				'post_type'     => self::POST_TYPE,
				'post_status'   => 'publish',
				/* translators: 1: order number, 2: customer's name. */
				'post_title'    => sprintf( __( 'Withdrawal of order %1$s (%2$s)', 'tresen-legal' ), $declaration->order, $declaration->name ),
				'post_date_gmt' => $gmt,
				'post_date'     => get_date_from_gmt( $gmt ),
				'post_author'   => get_current_user_id(),
				'meta_input'    => array(
					self::META_ORDER_NUMBER => $declaration->order,
					self::META_EMAIL        => $declaration->email,
					self::META_NAME         => $declaration->name,
					self::META_ITEMS        => $declaration->items,
					self::META_RECEIVED     => $gmt,
					self::META_ORDER_ID     => $order ? $order->get_id() : 0,
					self::META_FINGERPRINT  => $declaration->fingerprint(),
				),
			),
			true
		);
		if ( is_wp_error( $id ) || ! $id ) {
			return 0;
		}
		if ( $order ) {
			$order->add_order_note(
				sprintf(
					/* translators: %s: date and time of receipt. */
					__( 'The customer withdrew from the contract online on %s.', 'tresen-legal' ),
					Mailer::format_time( $received )
				)
			);
		}
		return (int) $id;
	}

	/**
	 * Withdrawals sent with an e-mail address (case-insensitive), newest first.
	 *
	 * @param string $email Address.
	 * @return \WP_Post[]
	 */
	public static function by_email( string $email ): array {
		$email = trim( $email );
		if ( '' === $email ) {
			return array();
		}
		$posts = get_posts(
			array(
				'post_type'        => self::POST_TYPE,
				'post_status'      => 'any',
				'numberposts'      => -1,
				'orderby'          => 'ID',
				'order'            => 'DESC',
				'suppress_filters' => true,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- privacy requests and exports only.
				'meta_query'       => array(
					array(
						'key'     => self::META_EMAIL,
						'value'   => $email,
						'compare' => 'LIKE',
					),
				),
			)
		);
		// LIKE ignores case on MySQL and SQLite alike; the exact address is compared here.
		return array_values( array_filter( $posts, static fn( \WP_Post $p ): bool => 0 === strcasecmp( (string) get_post_meta( $p->ID, self::META_EMAIL, true ), $email ) ) );
	}

	/**
	 * The declaration kept in a stored withdrawal.
	 *
	 * @param int $id Post id.
	 */
	public static function declaration( int $id ): Declaration {
		return new Declaration(
			(string) get_post_meta( $id, self::META_ORDER_NUMBER, true ),
			(string) get_post_meta( $id, self::META_EMAIL, true ),
			(string) get_post_meta( $id, self::META_NAME, true ),
			(string) get_post_meta( $id, self::META_ITEMS, true )
		);
	}

	/**
	 * Time of receipt of a stored withdrawal (Unix time).
	 *
	 * @param int $id Post id.
	 */
	public static function received( int $id ): int {
		$gmt = (string) get_post_meta( $id, self::META_RECEIVED, true );
		$ts  = '' !== $gmt ? strtotime( $gmt . ' UTC' ) : false;
		return false !== $ts ? $ts : (int) get_post_time( 'U', true, $id );
	}

	/**
	 * The matched order of a stored withdrawal, or null.
	 *
	 * @param int $id Post id.
	 */
	public static function order( int $id ): ?\WC_Order {
		$order_id = (int) get_post_meta( $id, self::META_ORDER_ID, true );
		$order    = $order_id > 0 ? wc_get_order( $order_id ) : null;
		return $order instanceof \WC_Order ? $order : null;
	}
}

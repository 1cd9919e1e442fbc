<?php
/**
 * Payment token data store.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Stores tokens in woocommerce_payment_tokens and their type-specific props
 * and meta in woocommerce_payment_tokenmeta (WooCommerce's tables).
 */
class WC_Payment_Token_Data_Store {

	/**
	 * Writes a new token.
	 *
	 * @param WC_Payment_Token $token Token.
	 * @throws Exception When the token is not valid.
	 */
	public function create( &$token ) {
		if ( false === $token->validate() ) {
			throw new Exception( esc_html__( 'Invalid or missing payment token fields.', 'woocommerce' ) );
		}
		global $wpdb;
		if ( ! $token->is_default() && $token->get_user_id() > 0 ) {
			$default = WC_Payment_Tokens::get_customer_default_token( $token->get_user_id() );
			if ( is_null( $default ) ) {
				$token->set_default( true );
			}
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->insert(
			$wpdb->prefix . 'woocommerce_payment_tokens',
			array(
				'gateway_id' => $token->get_gateway_id( 'edit' ),
				'token'      => $token->get_token( 'edit' ),
				'user_id'    => $token->get_user_id( 'edit' ),
				'type'       => $token->get_type( 'edit' ),
				'is_default' => $token->is_default() ? 1 : 0,
			)
		);
		$token_id = (int) $wpdb->insert_id;
		$token->set_id( $token_id );
		$this->save_extra_data( $token, true );
		$token->save_meta_data();
		$token->apply_changes();
		if ( $token->is_default() && $token->get_user_id() > 0 ) {
			WC_Payment_Tokens::set_users_default( $token->get_user_id(), $token_id );
		}
		do_action( 'woocommerce_new_payment_token', $token_id, $token );
	}

	/**
	 * Writes a changed token.
	 *
	 * @param WC_Payment_Token $token Token.
	 * @throws Exception When the token is not valid.
	 */
	public function update( &$token ) {
		if ( false === $token->validate() ) {
			throw new Exception( esc_html__( 'Invalid or missing payment token fields.', 'woocommerce' ) );
		}
		global $wpdb;
		$changes = $token->get_changes();
		$core    = array_intersect_key( $changes, array_flip( array( 'gateway_id', 'token', 'user_id', 'type' ) ) );
		if ( $core ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->update( $wpdb->prefix . 'woocommerce_payment_tokens', $core, array( 'token_id' => $token->get_id() ) );
		}
		$this->save_extra_data( $token );
		$token->save_meta_data();
		$token->apply_changes();
		if ( array_key_exists( 'is_default', $changes ) && $token->is_default() && $token->get_user_id() > 0 ) {
			WC_Payment_Tokens::set_users_default( $token->get_user_id(), $token->get_id() );
		}
		do_action( 'woocommerce_payment_token_object_updated_props', $token, array_keys( $changes ) );
		do_action( 'woocommerce_payment_token_updated', $token->get_id() );
	}

	/**
	 * Deletes a token and its meta.
	 *
	 * @param WC_Payment_Token $token        Token.
	 * @param bool|array       $force_delete Unused (tokens are always deleted).
	 */
	public function delete( &$token, $force_delete = false ) {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$wpdb->delete( $wpdb->prefix . 'woocommerce_payment_tokens', array( 'token_id' => $token->get_id() ), array( '%d' ) );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_payment_tokenmeta', array( 'payment_token_id' => $token->get_id() ), array( '%d' ) );
		// phpcs:enable
		do_action( 'woocommerce_payment_token_deleted', $token->get_id(), $token );
	}

	/**
	 * Reads a token's row and props.
	 *
	 * @param WC_Payment_Token $token Token with its id set.
	 * @throws Exception When there is no such token.
	 */
	public function read( &$token ) {
		$row = $this->get_token_by_id( $token->get_id() );
		if ( ! $row ) {
			$token->set_id( 0 );
			throw new Exception( esc_html__( 'Invalid payment token.', 'woocommerce' ) );
		}
		$token->set_defaults();
		$token->set_props(
			array(
				'token'      => $row->token,
				'user_id'    => $row->user_id,
				'gateway_id' => $row->gateway_id,
				'default'    => $row->is_default,
			)
		);
		$props = array();
		foreach ( $token->get_data_keys() as $key ) {
			if ( in_array( $key, array( 'gateway_id', 'token', 'is_default', 'user_id', 'type' ), true ) ) {
				continue;
			}
			$props[ $key ] = get_metadata( 'payment_token', $token->get_id(), $key, true );
		}
		$token->set_props( $props );
		$token->read_meta_data();
		$token->set_object_read( true );
		do_action( 'woocommerce_payment_token_loaded', $token );
	}

	/**
	 * Saves the type-specific props as token meta.
	 *
	 * @param WC_Payment_Token $token Token.
	 * @param bool             $force Write every prop (new token).
	 */
	private function save_extra_data( WC_Payment_Token $token, bool $force = false ): void {
		$changes = $token->get_changes();
		foreach ( $token->get_data_keys() as $key ) {
			if ( in_array( $key, array( 'gateway_id', 'token', 'is_default', 'user_id', 'type' ), true ) ) {
				continue;
			}
			if ( $force || array_key_exists( $key, $changes ) ) {
				$getter = 'get_' . $key;
				$value  = is_callable( array( $token, $getter ) ) ? $token->{$getter}( 'edit' ) : '';
				update_metadata( 'payment_token', $token->get_id(), $key, $value );
			}
		}
	}

	/**
	 * Rows matching token_id, user_id, gateway_id, type (limit, page).
	 *
	 * @param array $args Query.
	 * @return object[]
	 */
	public function get_tokens( $args ) {
		global $wpdb;
		$args  = wp_parse_args(
			$args,
			array(
				'token_id'   => '',
				'user_id'    => '',
				'gateway_id' => '',
				'type'       => '',
			)
		);
		$where = array( '1=1' );
		$vars  = array();
		if ( $args['token_id'] ) {
			$ids     = array_map( 'absint', (array) $args['token_id'] );
			$where[] = 'token_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')';
			$vars    = array_merge( $vars, $ids );
		}
		if ( $args['user_id'] ) {
			$where[] = 'user_id = %d';
			$vars[]  = absint( $args['user_id'] );
		}
		$gateway_ids   = $args['gateway_id'] ? array( (string) $args['gateway_id'] ) : WC()->payment_gateways()->get_payment_gateway_ids();
		$gateway_ids[] = '';
		$where[]       = 'gateway_id IN (' . implode( ',', array_fill( 0, count( $gateway_ids ), '%s' ) ) . ')';
		$vars          = array_merge( $vars, $gateway_ids );
		if ( $args['type'] ) {
			$where[] = 'type = %s';
			$vars[]  = (string) $args['type'];
		}
		$page     = isset( $args['page'] ) ? max( 1, absint( $args['page'] ) ) : 1;
		$per_page = absint( $args['limit'] ?? get_option( 'posts_per_page' ) );
		$vars[]   = ( $page - 1 ) * $per_page;
		$vars[]   = $per_page;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}woocommerce_payment_tokens WHERE " . implode( ' AND ', $where ) . ' LIMIT %d, %d', $vars ) );
	}

	/**
	 * The user's default token row.
	 *
	 * @param int $user_id User id.
	 * @return object|null
	 */
	public function get_users_default_token( $user_id ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}woocommerce_payment_tokens WHERE user_id = %d AND is_default = 1", $user_id ) );
	}

	/**
	 * A token row.
	 *
	 * @param int $token_id Token id.
	 * @return object|null
	 */
	public function get_token_by_id( $token_id ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}woocommerce_payment_tokens WHERE token_id = %d", $token_id ) );
	}

	/**
	 * A token's meta.
	 *
	 * @param int $token_id Token id.
	 * @return array
	 */
	public function get_metadata( $token_id ) {
		return (array) get_metadata( 'payment_token', $token_id );
	}

	/**
	 * A token's type.
	 *
	 * @param int $token_id Token id.
	 * @return string|null
	 */
	public function get_token_type_by_id( $token_id ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_var( $wpdb->prepare( "SELECT type FROM {$wpdb->prefix}woocommerce_payment_tokens WHERE token_id = %d", $token_id ) );
	}

	/**
	 * Sets a token's default flag.
	 *
	 * @param int  $token_id Token id.
	 * @param bool $status   Default or not.
	 */
	public function set_default_status( $token_id, $status = true ) {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( $wpdb->prefix . 'woocommerce_payment_tokens', array( 'is_default' => (int) $status ), array( 'token_id' => $token_id ) );
	}

	/**
	 * Meta rows of a token (not its type-specific props).
	 *
	 * @param WC_Data $object Token.
	 * @return object[]
	 */
	public function read_meta( &$object ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		global $wpdb;
		$props = $object->get_data_keys();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, meta_key, meta_value FROM {$wpdb->prefix}woocommerce_payment_tokenmeta WHERE payment_token_id = %d ORDER BY meta_id", $object->get_id() ) );
		return array_filter( $rows, static fn( $row ) => ! in_array( $row->meta_key, $props, true ) );
	}

	/**
	 * Adds meta.
	 *
	 * @param WC_Data      $object Token.
	 * @param WC_Meta_Data $meta Meta.
	 */
	public function add_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		return (int) add_metadata( 'payment_token', $object->get_id(), wp_slash( $meta->key ), is_string( $meta->value ) ? wp_slash( $meta->value ) : $meta->value, false );
	}

	/**
	 * Updates meta.
	 *
	 * @param WC_Data      $object Token.
	 * @param WC_Meta_Data $meta Meta.
	 */
	public function update_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		update_metadata_by_mid( 'payment_token', $meta->id, $meta->value, $meta->key );
	}

	/**
	 * Deletes meta.
	 *
	 * @param WC_Data      $object Token.
	 * @param WC_Meta_Data $meta Meta.
	 */
	public function delete_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		delete_metadata_by_mid( 'payment_token', $meta->id );
	}
}

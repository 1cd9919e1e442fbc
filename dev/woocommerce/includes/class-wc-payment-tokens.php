<?php
/**
 * Payment token queries.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's static access to saved payment methods.
 */
class WC_Payment_Tokens {

	/**
	 * Tokens matching token_id, user_id, gateway_id, type (limit, page).
	 *
	 * @param array $args Query.
	 * @return WC_Payment_Token[]
	 */
	public static function get_tokens( $args ) {
		$args       = wp_parse_args(
			$args,
			array(
				'token_id'   => '',
				'user_id'    => '',
				'gateway_id' => '',
				'type'       => '',
			)
		);
		$data_store = WC_Data_Store::load( 'payment-token' );
		$tokens     = array();
		foreach ( $data_store->get_tokens( $args ) as $row ) {
			$token = self::get( (int) $row->token_id, $row );
			if ( $token ) {
				$tokens[ $token->get_id() ] = $token;
			}
		}
		return $tokens;
	}

	/**
	 * A customer's tokens (of one gateway).
	 *
	 * @param int    $customer_id User id.
	 * @param string $gateway_id  Gateway id, '' for all.
	 * @return WC_Payment_Token[]
	 */
	public static function get_customer_tokens( $customer_id, $gateway_id = '' ) {
		if ( $customer_id < 1 ) {
			return array();
		}
		$tokens = self::get_tokens(
			array(
				'user_id'    => $customer_id,
				'gateway_id' => $gateway_id,
				'limit'      => apply_filters( 'woocommerce_get_customer_payment_tokens_limit', get_option( 'posts_per_page' ) ),
			)
		);
		return apply_filters( 'woocommerce_get_customer_payment_tokens', $tokens, $customer_id, $gateway_id );
	}

	/**
	 * The customer's default token, or null.
	 *
	 * @param int $customer_id User id.
	 * @return WC_Payment_Token|null
	 */
	public static function get_customer_default_token( $customer_id ) {
		if ( $customer_id < 1 ) {
			return null;
		}
		$row = WC_Data_Store::load( 'payment-token' )->get_users_default_token( $customer_id );
		return $row ? self::get( (int) $row->token_id, $row ) : null;
	}

	/**
	 * A token by id, or null.
	 *
	 * @param int    $token_id     Token id.
	 * @param object $token_result Row already read.
	 * @return WC_Payment_Token|null
	 */
	public static function get( $token_id, $token_result = null ) {
		$data_store = WC_Data_Store::load( 'payment-token' );
		if ( is_null( $token_result ) ) {
			$token_result = $data_store->get_token_by_id( $token_id );
			if ( empty( $token_result ) ) {
				return null;
			}
		}
		$class = self::get_token_classname( $token_result->type );
		return class_exists( $class ) ? new $class( (int) $token_id ) : null;
	}

	/**
	 * Deletes a token.
	 *
	 * @param int $token_id Token id.
	 */
	public static function delete( $token_id ) {
		$token = self::get( $token_id );
		if ( $token ) {
			$token->delete();
		}
	}

	/**
	 * Makes one token the user's default (and no other).
	 *
	 * @param int $user_id  User id.
	 * @param int $token_id Token id.
	 */
	public static function set_users_default( $user_id, $token_id ) {
		$data_store = WC_Data_Store::load( 'payment-token' );
		foreach ( self::get_customer_tokens( $user_id ) as $token ) {
			if ( $token_id === $token->get_id() ) {
				$data_store->set_default_status( $token->get_id(), true );
				do_action( 'woocommerce_payment_token_set_default', $token_id, $token );
			} else {
				$data_store->set_default_status( $token->get_id(), false );
			}
		}
	}

	/**
	 * A token's type by id.
	 *
	 * @param int $token_id Token id.
	 * @return string
	 */
	public static function get_token_type_by_id( $token_id ) {
		return WC_Data_Store::load( 'payment-token' )->get_token_type_by_id( $token_id );
	}

	/**
	 * Class of a token type (filter woocommerce_payment_token_class).
	 *
	 * @param string $type Token type.
	 * @return string
	 */
	protected static function get_token_classname( $type ) {
		return apply_filters( 'woocommerce_payment_token_class', 'WC_Payment_Token_' . $type, $type );
	}
}

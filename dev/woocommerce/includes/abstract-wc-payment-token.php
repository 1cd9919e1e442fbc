<?php
/**
 * Payment tokens (saved payment methods).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's payment token: a gateway's reference to a saved payment
 * method of a user (table woocommerce_payment_tokens; type-specific props in
 * woocommerce_payment_tokenmeta). Subclasses set $type and their extra props.
 */
abstract class WC_Payment_Token extends WC_Data {

	/**
	 * Token props.
	 *
	 * @var array
	 */
	protected $data = array(
		'gateway_id' => '',
		'token'      => '',
		'is_default' => false,
		'user_id'    => 0,
		'type'       => '',
	);

	/**
	 * Token type (CC, eCheck, or a gateway's own).
	 *
	 * @var string
	 */
	protected $type = '';

	/**
	 * Object type (hooks).
	 *
	 * @var string
	 */
	protected $object_type = 'payment_token';

	/**
	 * Loads a token by id (or copies another token's id), else starts an empty one.
	 *
	 * @param mixed $token Token id or token object.
	 */
	public function __construct( $token = '' ) {
		parent::__construct( $token );
		if ( is_numeric( $token ) ) {
			$this->set_id( $token );
		} elseif ( is_object( $token ) ) {
			$token_id = $token->get_id();
			if ( ! empty( $token_id ) ) {
				$this->set_id( $token->get_id() );
			}
		} else {
			$this->set_object_read( true );
		}
		$this->data_store = WC_Data_Store::load( 'payment-token' );
		if ( $this->get_id() > 0 ) {
			$this->data_store->read( $this );
		}
	}

	/**
	 * The gateway's token.
	 *
	 * @param string $context view or edit.
	 */
	public function get_token( $context = 'view' ) {
		return $this->get_prop( 'token', $context );
	}

	/**
	 * Token type.
	 *
	 * @param string $deprecated Unused.
	 */
	public function get_type( $deprecated = '' ) {
		return $this->type;
	}

	/**
	 * Name shown to the customer (subclasses describe the method).
	 *
	 * @param string $deprecated Unused.
	 */
	public function get_display_name( $deprecated = '' ) {
		return $this->get_type();
	}

	/**
	 * Owner.
	 *
	 * @param string $context view or edit.
	 */
	public function get_user_id( $context = 'view' ) {
		return $this->get_prop( 'user_id', $context );
	}

	/**
	 * Gateway id.
	 *
	 * @param string $context view or edit.
	 */
	public function get_gateway_id( $context = 'view' ) {
		return $this->get_prop( 'gateway_id', $context );
	}

	/**
	 * Whether this is the user's default token.
	 *
	 * @param string $context view or edit.
	 */
	public function get_is_default( $context = 'view' ) {
		return $this->get_prop( 'is_default', $context );
	}

	/**
	 * Sets the gateway's token.
	 *
	 * @param string $token Token.
	 */
	public function set_token( $token ) {
		$this->set_prop( 'token', $token );
	}

	/**
	 * Sets the owner.
	 *
	 * @param int $user_id User id.
	 */
	public function set_user_id( $user_id ) {
		$this->set_prop( 'user_id', absint( $user_id ) );
	}

	/**
	 * Sets the gateway id.
	 *
	 * @param string $gateway_id Gateway id.
	 */
	public function set_gateway_id( $gateway_id ) {
		$this->set_prop( 'gateway_id', $gateway_id );
	}

	/**
	 * Marks the token as default (or not).
	 *
	 * @param bool $is_default Default.
	 */
	public function set_default( $is_default ) {
		$this->set_prop( 'is_default', (bool) $is_default );
	}

	/** Whether this is the default token. */
	public function is_default() {
		return (bool) $this->get_prop( 'is_default', 'view' );
	}

	/** Whether the token can be stored (it needs a token). */
	public function validate() {
		$token = $this->get_prop( 'token', 'edit' );
		return ! empty( $token );
	}

	/**
	 * Hook prefix of the getters.
	 */
	protected function get_hook_prefix() {
		return 'woocommerce_payment_token_get_';
	}
}

<?php
/**
 * Credit card payment token.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * A saved card: type, last four digits, expiry (WooCommerce's "CC" token).
 */
class WC_Payment_Token_CC extends WC_Payment_Token {

	/**
	 * Token type.
	 *
	 * @var string
	 */
	protected $type = 'CC';

	/**
	 * Card props (stored as token meta).
	 *
	 * @var array
	 */
	protected $extra_data = array(
		'last4'        => '',
		'expiry_year'  => '',
		'expiry_month' => '',
		'card_type'    => '',
	);

	/**
	 * "Visa ending in 4242 (expires 12/34)".
	 *
	 * @param string $deprecated Unused.
	 */
	public function get_display_name( $deprecated = '' ) {
		return sprintf(
			/* translators: 1: credit card type 2: last 4 digits 3: expiry month 4: expiry year */
			__( '%1$s ending in %2$s (expires %3$s/%4$s)', 'woocommerce' ),
			wc_get_credit_card_type_label( $this->get_card_type() ),
			$this->get_last4(),
			$this->get_expiry_month(),
			substr( (string) $this->get_expiry_year(), 2 )
		);
	}

	/**
	 * Hook prefix of the getters.
	 */
	protected function get_hook_prefix() {
		return 'woocommerce_payment_token_cc_get_';
	}

	/** Whether every card prop is set (four-digit year, two-digit month). */
	public function validate() {
		if ( false === parent::validate() ) {
			return false;
		}
		foreach ( array( 'last4', 'expiry_year', 'expiry_month', 'card_type' ) as $prop ) {
			if ( ! $this->get_prop( $prop, 'edit' ) ) {
				return false;
			}
		}
		return 4 === strlen( (string) $this->get_expiry_year( 'edit' ) ) && 2 === strlen( (string) $this->get_expiry_month( 'edit' ) );
	}

	/**
	 * Card type (visa, mastercard, …).
	 *
	 * @param string $context view or edit.
	 */
	public function get_card_type( $context = 'view' ) {
		return $this->get_prop( 'card_type', $context );
	}

	/**
	 * Sets the card type.
	 *
	 * @param string $type Card type.
	 */
	public function set_card_type( $type ) {
		$this->set_prop( 'card_type', $type );
	}

	/**
	 * Expiry year (four digits).
	 *
	 * @param string $context view or edit.
	 */
	public function get_expiry_year( $context = 'view' ) {
		return $this->get_prop( 'expiry_year', $context );
	}

	/**
	 * Sets the expiry year.
	 *
	 * @param string $year Four digits.
	 */
	public function set_expiry_year( $year ) {
		$this->set_prop( 'expiry_year', $year );
	}

	/**
	 * Expiry month (two digits).
	 *
	 * @param string $context view or edit.
	 */
	public function get_expiry_month( $context = 'view' ) {
		return $this->get_prop( 'expiry_month', $context );
	}

	/**
	 * Sets the expiry month.
	 *
	 * @param string $month Two digits.
	 */
	public function set_expiry_month( $month ) {
		$this->set_prop( 'expiry_month', str_pad( (string) $month, 2, '0', STR_PAD_LEFT ) );
	}

	/**
	 * Last four digits.
	 *
	 * @param string $context view or edit.
	 */
	public function get_last4( $context = 'view' ) {
		return $this->get_prop( 'last4', $context );
	}

	/**
	 * Sets the last four digits.
	 *
	 * @param string $last4 Digits.
	 */
	public function set_last4( $last4 ) {
		$this->set_prop( 'last4', $last4 );
	}
}

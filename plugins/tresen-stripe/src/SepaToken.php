<?php
/**
 * A saved SEPA mandate as a WooCommerce payment token.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce has card and eCheck tokens only: a saved SEPA Direct Debit
 * PaymentMethod is its own token type `sepa` with the IBAN's last four
 * digits (mapped by the `woocommerce_payment_token_class` filter).
 */
class SepaToken extends \WC_Payment_Token {

	/**
	 * Token type.
	 *
	 * @var string
	 */
	protected $type = 'sepa';

	/**
	 * The IBAN's last digits (stored as token meta).
	 *
	 * @var array<string, mixed>
	 */
	protected $extra_data = array(
		'last4' => '',
	);

	/**
	 * "SEPA-Lastschrift von Konto endend auf 3000".
	 *
	 * @param string $deprecated Unused.
	 */
	public function get_display_name( $deprecated = '' ) {
		return sprintf(
			/* translators: %s: last four characters of the IBAN. */
			__( 'SEPA direct debit from the account ending in %s', 'tresen-stripe' ),
			(string) $this->get_last4()
		);
	}

	/**
	 * Hook prefix of the getters.
	 */
	protected function get_hook_prefix() {
		return 'woocommerce_payment_token_sepa_get_';
	}

	/** Whether token and last digits are set. */
	public function validate() {
		return parent::validate() && '' !== (string) $this->get_last4( 'edit' );
	}

	/**
	 * The IBAN's last four characters.
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_last4( $context = 'view' ) {
		return (string) $this->get_prop( 'last4', $context );
	}

	/**
	 * Sets the IBAN's last four characters.
	 *
	 * @param string $last4 Characters.
	 */
	public function set_last4( $last4 ): void {
		$this->set_prop( 'last4', $last4 );
	}
}

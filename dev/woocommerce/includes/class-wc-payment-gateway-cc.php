<?php
/**
 * Credit card gateway base.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Card fields markup of WooCommerce's WC_Payment_Gateway_CC.
 */
class WC_Payment_Gateway_CC extends WC_Payment_Gateway {

	/**
	 * Prints the card form.
	 */
	public function payment_fields() {
		parent::payment_fields();
		$this->form();
	}

	/**
	 * Card number, expiry and code inputs.
	 */
	public function form() {
		$id     = esc_attr( $this->id );
		$fields = array(
			'card-number-field' => '<p class="form-row form-row-wide"><label for="' . $id . '-card-number">' . esc_html__( 'Card number', 'woocommerce' ) . '&nbsp;<span class="required">*</span></label><input id="' . $id . '-card-number" class="input-text wc-credit-card-form-card-number" inputmode="numeric" autocomplete="cc-number" autocorrect="no" autocapitalize="no" spellcheck="no" type="tel" placeholder="&bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull;" name="' . $id . '-card-number" /></p>',
			'card-expiry-field' => '<p class="form-row form-row-first"><label for="' . $id . '-card-expiry">' . esc_html__( 'Expiry (MM/YY)', 'woocommerce' ) . '&nbsp;<span class="required">*</span></label><input id="' . $id . '-card-expiry" class="input-text wc-credit-card-form-card-expiry" inputmode="numeric" autocomplete="cc-exp" autocorrect="no" autocapitalize="no" spellcheck="no" type="tel" placeholder="' . esc_attr__( 'MM / YY', 'woocommerce' ) . '" name="' . $id . '-card-expiry" /></p>',
			'card-cvc-field'    => '<p class="form-row form-row-last"><label for="' . $id . '-card-cvc">' . esc_html__( 'Card code', 'woocommerce' ) . '&nbsp;<span class="required">*</span></label><input id="' . $id . '-card-cvc" class="input-text wc-credit-card-form-card-cvc" inputmode="numeric" autocomplete="off" autocorrect="no" autocapitalize="no" spellcheck="no" type="tel" maxlength="4" placeholder="' . esc_attr__( 'CVC', 'woocommerce' ) . '" name="' . $id . '-card-cvc" style="width:100px" /></p>',
		);
		$fields = wp_parse_args( array(), apply_filters( 'woocommerce_credit_card_form_fields', $fields, $this->id ) );
		echo '<fieldset id="wc-' . $id . '-cc-form" class="wc-credit-card-form wc-payment-form">'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		do_action( 'woocommerce_credit_card_form_start', $this->id );
		foreach ( $fields as $field ) {
			echo $field; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		do_action( 'woocommerce_credit_card_form_end', $this->id );
		echo '<div class="clear"></div></fieldset>';
	}
}

<?php
/**
 * SEPA Direct Debit through Stripe.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * SEPA Direct Debit (id `stripe_sepa`). Stripe answers a confirmed debit
 * with `processing`: the order waits on-hold until the signed webhook
 * `payment_intent.succeeded` marks it paid (days later with real banks).
 */
class SepaGateway extends PaymentGateway {

	public const ID = 'stripe_sepa';

	/**
	 * Sets up the gateway from its saved settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->method_title       = __( 'Stripe (SEPA direct debit)', 'tresen-stripe' );
		$this->method_description = __( 'Lets customers pay by SEPA direct debit through Stripe. Keys and webhook are set in the Stripe credit card settings.', 'tresen-stripe' );
		parent::__construct();
	}

	/** SEPA debits. */
	protected function payment_method_type(): string {
		return 'sepa_debit';
	}

	/** Accessible name of the IBAN field. */
	protected function field_label(): string {
		return __( 'IBAN', 'tresen-stripe' );
	}

	/**
	 * Stripe takes SEPA debits in euros only.
	 */
	public function is_available() {
		return parent::is_available() && $this->fits_checkout();
	}

	/** In euros only. */
	public function fits_checkout(): bool {
		return 'EUR' === get_woocommerce_currency();
	}

	/**
	 * In euros only.
	 *
	 * @param \WC_Order $order Order.
	 */
	public function fits_order( \WC_Order $order ): bool {
		return 'EUR' === $order->get_currency();
	}

	/** The mandate the customer accepts by placing the order. */
	protected function after_field(): string {
		return '<p class="tresen-stripe__mandate">' . esc_html(
			sprintf(
				/* translators: %s: shop name. */
				__( 'By giving your IBAN and confirming this payment, you authorise %s and Stripe, our payment service provider, to send instructions to your bank to debit your account, and your bank to debit your account in accordance with those instructions. You are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited.', 'tresen-stripe' ),
				wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES )
			)
		) . '</p>';
	}

	/**
	 * The mandate's acceptance, which Stripe requires to confirm a debit.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>
	 */
	protected function confirm_params( \WC_Order $order ): array {
		return array(
			'mandate_data' => array(
				'customer_acceptance' => array(
					'type'   => 'online',
					'online' => array(
						'ip_address' => '' !== $order->get_customer_ip_address() ? $order->get_customer_ip_address() : '127.0.0.1',
						'user_agent' => '' !== $order->get_customer_user_agent() ? $order->get_customer_user_agent() : 'unknown',
					),
				),
			),
		);
	}

	/**
	 * The settings of this method (the account is set with the card method).
	 */
	public function init_form_fields(): void {
		$this->form_fields = array(
			'enabled'     => array(
				'title'   => __( 'Enable/Disable', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Enable SEPA direct debit through Stripe', 'tresen-stripe' ),
				'default' => 'no',
			),
			'title'       => array(
				'title'       => __( 'Title', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'The name of the payment method customers see at checkout.', 'tresen-stripe' ),
				'default'     => __( 'SEPA direct debit', 'tresen-stripe' ),
				'desc_tip'    => true,
			),
			'description' => array(
				'title'       => __( 'Description', 'tresen-stripe' ),
				'type'        => 'textarea',
				'description' => __( 'The text customers see below the payment method at checkout.', 'tresen-stripe' ),
				'default'     => __( 'Pay by direct debit from your bank account.', 'tresen-stripe' ),
				'desc_tip'    => true,
			),
		);
	}
}

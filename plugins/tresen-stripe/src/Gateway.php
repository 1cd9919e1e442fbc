<?php
/**
 * The Stripe card gateway (classic checkout).
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Card payments through Stripe. The foundation registers the gateway and its
 * settings; taking payments comes with its issue, so until then it refuses
 * every payment with a clear message instead of creating unpaid orders.
 */
class Gateway extends \WC_Payment_Gateway {

	public const ID = 'tresen_stripe';

	/**
	 * Sets up the gateway from its saved settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->has_fields         = true;
		$this->method_title       = __( 'Stripe (credit card)', 'tresen-stripe' );
		$this->method_description = __( 'Lets customers pay by credit card through Stripe.', 'tresen-stripe' );
		$this->supports           = array( 'products' );

		$this->init_form_fields();
		$this->init_settings();
		$this->title       = (string) $this->get_option( 'title' );
		$this->description = (string) $this->get_option( 'description' );
		$this->enabled     = 'yes' === $this->get_option( 'enabled' ) ? 'yes' : 'no';

		add_action( 'woocommerce_update_options_payment_gateways_' . $this->id, array( $this, 'process_admin_options' ) );
	}

	/**
	 * The settings the store owner edits under WooCommerce → Settings → Payments.
	 */
	public function init_form_fields(): void {
		$this->form_fields = array(
			'enabled'     => array(
				'title'   => __( 'Enable/Disable', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Enable credit card payments through Stripe', 'tresen-stripe' ),
				'default' => 'no',
			),
			'title'       => array(
				'title'       => __( 'Title', 'tresen-stripe' ),
				'type'        => 'text',
				'description' => __( 'The name of the payment method customers see at checkout.', 'tresen-stripe' ),
				'default'     => __( 'Credit card', 'tresen-stripe' ),
				'desc_tip'    => true,
			),
			'description' => array(
				'title'       => __( 'Description', 'tresen-stripe' ),
				'type'        => 'textarea',
				'description' => __( 'The text customers see below the payment method at checkout.', 'tresen-stripe' ),
				'default'     => __( 'Pay securely with your credit card.', 'tresen-stripe' ),
				'desc_tip'    => true,
			),
			'testmode'    => array(
				'title'   => __( 'Test mode', 'tresen-stripe' ),
				'type'    => 'checkbox',
				'label'   => __( 'Use Stripe test keys (no real payments)', 'tresen-stripe' ),
				'default' => 'yes',
			),
		);
	}

	/**
	 * Refuses the payment until the Stripe connection is built: the order
	 * stays unpaid and the customer is told to choose another method.
	 *
	 * @param int $order_id Order id.
	 * @return array{result: string}
	 */
	public function process_payment( $order_id ) {
		unset( $order_id );
		wc_add_notice( __( 'Credit card payments are not available yet. Please choose another payment method.', 'tresen-stripe' ), 'error' );
		return array( 'result' => 'failure' );
	}
}

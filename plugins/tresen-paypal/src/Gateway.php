<?php
/**
 * The PayPal gateway (classic checkout).
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * PayPal payments. The foundation registers the gateway and its settings;
 * the PayPal connection comes with its issue, so until then it refuses every
 * payment with a clear message instead of creating unpaid orders.
 */
class Gateway extends \WC_Payment_Gateway {

	public const ID = 'tresen_paypal';

	/**
	 * Sets up the gateway from its saved settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->has_fields         = false;
		$this->method_title       = __( 'PayPal (Tresen)', 'tresen-paypal' );
		$this->method_description = __( 'Lets customers pay with their PayPal account.', 'tresen-paypal' );
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
				'title'   => __( 'Enable/Disable', 'tresen-paypal' ),
				'type'    => 'checkbox',
				'label'   => __( 'Enable PayPal payments', 'tresen-paypal' ),
				'default' => 'no',
			),
			'title'       => array(
				'title'       => __( 'Title', 'tresen-paypal' ),
				'type'        => 'text',
				'description' => __( 'The name of the payment method customers see at checkout.', 'tresen-paypal' ),
				'default'     => __( 'PayPal', 'tresen-paypal' ),
				'desc_tip'    => true,
			),
			'description' => array(
				'title'       => __( 'Description', 'tresen-paypal' ),
				'type'        => 'textarea',
				'description' => __( 'The text customers see below the payment method at checkout.', 'tresen-paypal' ),
				'default'     => __( 'Pay quickly and securely with your PayPal account.', 'tresen-paypal' ),
				'desc_tip'    => true,
			),
			'sandbox'     => array(
				'title'   => __( 'Sandbox', 'tresen-paypal' ),
				'type'    => 'checkbox',
				'label'   => __( 'Use the PayPal sandbox (no real payments)', 'tresen-paypal' ),
				'default' => 'yes',
			),
		);
	}

	/**
	 * Refuses the payment until the PayPal connection is built: the order
	 * stays unpaid and the customer is told to choose another method.
	 *
	 * @param int $order_id Order id.
	 * @return array{result: string}
	 */
	public function process_payment( $order_id ) {
		unset( $order_id );
		wc_add_notice( __( 'PayPal payments are not available yet. Please choose another payment method.', 'tresen-paypal' ), 'error' );
		return array( 'result' => 'failure' );
	}
}

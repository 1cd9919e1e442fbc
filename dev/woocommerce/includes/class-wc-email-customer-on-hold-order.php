<?php
/**
 * Order on-hold e-mail (WooCommerce's WC_Email_Customer_On_Hold_Order, the double's subset).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Order on-hold.
 */
class WC_Email_Customer_On_Hold_Order extends WC_Email {

	/**
	 * Sets the e-mail up and listens to the status changes that send it.
	 */
	public function __construct() {
		$this->id             = 'customer_on_hold_order';
		$this->customer_email = true;
		$this->title          = __( 'Order on-hold', 'woocommerce' );
		$this->template_html  = 'emails/customer-on-hold-order.php';
		$this->placeholders   = array(
			'{order_date}'   => '',
			'{order_number}' => '',
		);
		add_action( 'woocommerce_order_status_pending_to_on-hold_notification', array( $this, 'trigger' ), 10, 2 );
		add_action( 'woocommerce_order_status_failed_to_on-hold_notification', array( $this, 'trigger' ), 10, 2 );
		add_action( 'woocommerce_order_status_cancelled_to_on-hold_notification', array( $this, 'trigger' ), 10, 2 );
		parent::__construct();
	}

	/**
	 * Default subject.
	 *
	 * @return string
	 */
	public function get_default_subject() {
		return __( 'Your {site_title} order has been received!', 'woocommerce' );
	}

	/**
	 * Default heading.
	 *
	 * @return string
	 */
	public function get_default_heading() {
		return __( 'Thank you for your order', 'woocommerce' );
	}

	/**
	 * Sends it for the order.
	 *
	 * @param int            $order_id Order id.
	 * @param WC_Order|false $order    Order.
	 */
	public function trigger( $order_id, $order = false ) {
		$this->send_for_order( $order_id, $order );
	}
}

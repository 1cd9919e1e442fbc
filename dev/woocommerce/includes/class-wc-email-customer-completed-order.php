<?php
/**
 * Completed order e-mail (WooCommerce's WC_Email_Customer_Completed_Order, the double's subset).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Completed order.
 */
class WC_Email_Customer_Completed_Order extends WC_Email {

	/**
	 * Sets the e-mail up and listens to the status changes that send it.
	 */
	public function __construct() {
		$this->id             = 'customer_completed_order';
		$this->customer_email = true;
		$this->title          = __( 'Completed order', 'woocommerce' );
		$this->template_html  = 'emails/customer-completed-order.php';
		$this->placeholders   = array(
			'{order_date}'   => '',
			'{order_number}' => '',
		);
		add_action( 'woocommerce_order_status_completed_notification', array( $this, 'trigger' ), 10, 2 );
		parent::__construct();
	}

	/**
	 * Default subject.
	 *
	 * @return string
	 */
	public function get_default_subject() {
		return __( 'Your {site_title} order is now complete', 'woocommerce' );
	}

	/**
	 * Default heading.
	 *
	 * @return string
	 */
	public function get_default_heading() {
		return __( 'Thanks for shopping with us', 'woocommerce' );
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

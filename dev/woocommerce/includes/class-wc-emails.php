<?php
/**
 * Transactional e-mails (WooCommerce's subset): order status changes send
 * the new-order mail to the shop and the on-hold, processing and completed
 * mails to the customer, through wp_mail.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * The mailer (WC()->mailer()).
 */
class WC_Emails {

	/**
	 * The one instance.
	 *
	 * @var WC_Emails|null
	 */
	protected static $_instance = null; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore -- WooCommerce's name.

	/**
	 * Email classes by class name.
	 *
	 * @var WC_Email[]
	 */
	public $emails = array();

	/**
	 * The mailer.
	 *
	 * @return WC_Emails
	 */
	public static function instance() {
		if ( null === self::$_instance ) {
			self::$_instance = new self();
		}
		return self::$_instance;
	}

	/**
	 * Loads the e-mails and the template hooks.
	 */
	public function __construct() {
		$this->init();
		add_action( 'woocommerce_email_header', array( $this, 'email_header' ) );
		add_action( 'woocommerce_email_footer', array( $this, 'email_footer' ) );
		add_action( 'woocommerce_email_order_details', array( $this, 'order_details' ), 10, 4 );
		do_action( 'woocommerce_email', $this );
	}

	/**
	 * The e-mail classes.
	 */
	public function init() {
		$this->emails['WC_Email_New_Order']                 = new WC_Email_New_Order();
		$this->emails['WC_Email_Customer_On_Hold_Order']    = new WC_Email_Customer_On_Hold_Order();
		$this->emails['WC_Email_Customer_Processing_Order'] = new WC_Email_Customer_Processing_Order();
		$this->emails['WC_Email_Customer_Completed_Order']  = new WC_Email_Customer_Completed_Order();
		$this->emails = apply_filters( 'woocommerce_email_classes', $this->emails );
	}

	/**
	 * Sends the e-mails of an order status change on the action's
	 * `_notification` twin, which the e-mail classes listen to.
	 */
	public static function init_transactional_emails() {
		$actions = apply_filters(
			'woocommerce_email_actions',
			array(
				'woocommerce_order_status_pending_to_processing',
				'woocommerce_order_status_pending_to_completed',
				'woocommerce_order_status_pending_to_on-hold',
				'woocommerce_order_status_failed_to_processing',
				'woocommerce_order_status_failed_to_completed',
				'woocommerce_order_status_failed_to_on-hold',
				'woocommerce_order_status_cancelled_to_processing',
				'woocommerce_order_status_cancelled_to_completed',
				'woocommerce_order_status_cancelled_to_on-hold',
				'woocommerce_order_status_on-hold_to_processing',
				'woocommerce_order_status_completed',
			)
		);
		foreach ( $actions as $action ) {
			add_action( $action, array( __CLASS__, 'send_transactional_email' ), 10, 10 );
		}
	}

	/**
	 * Fires the `_notification` action of the current status action.
	 *
	 * @param array $args Action arguments.
	 */
	public static function send_transactional_email( $args = array() ) {
		$args = func_get_args();
		self::instance();
		do_action_ref_array( current_filter() . '_notification', $args );
	}

	/**
	 * The e-mail classes.
	 *
	 * @return WC_Email[]
	 */
	public function get_emails() {
		return $this->emails;
	}

	/**
	 * The header of every e-mail.
	 *
	 * @param string $email_heading Heading.
	 */
	public function email_header( $email_heading ) {
		wc_get_template( 'emails/email-header.php', array( 'email_heading' => $email_heading ) );
	}

	/**
	 * The footer of every e-mail.
	 */
	public function email_footer() {
		wc_get_template( 'emails/email-footer.php' );
	}

	/**
	 * The order table.
	 *
	 * @param WC_Order $order         Order.
	 * @param bool     $sent_to_admin To the shop.
	 * @param bool     $plain_text    Plain text.
	 * @param string   $email         E-mail object.
	 */
	public function order_details( $order, $sent_to_admin = false, $plain_text = false, $email = '' ) {
		wc_get_template(
			'emails/email-order-details.php',
			array(
				'order'         => $order,
				'sent_to_admin' => $sent_to_admin,
				'plain_text'    => $plain_text,
				'email'         => $email,
			)
		);
	}

	/**
	 * Sends an e-mail through wp_mail.
	 *
	 * @param string $to          Recipient.
	 * @param string $subject     Subject.
	 * @param string $message     Body.
	 * @param string $headers     Headers.
	 * @param string $attachments Attachments.
	 * @return bool
	 */
	public function send( $to, $subject, $message, $headers = "Content-Type: text/html\r\n", $attachments = '' ) {
		return wp_mail( $to, wp_strip_all_tags( $subject ), $message, $headers, $attachments );
	}
}

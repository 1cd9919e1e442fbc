<?php
/**
 * One transactional e-mail (WooCommerce's WC_Email, the double's subset):
 * settings, subject and heading with placeholders, HTML body from a
 * template, sent with wp_mail.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * E-mail base class.
 */
class WC_Email extends WC_Settings_API {

	/**
	 * E-mail id.
	 *
	 * @var string
	 */
	public $id;

	/**
	 * Title in the settings.
	 *
	 * @var string
	 */
	public $title;

	/**
	 * Recipients (shop e-mails).
	 *
	 * @var string
	 */
	public $recipient = '';

	/**
	 * The order.
	 *
	 * @var WC_Order|false
	 */
	public $object = false;

	/**
	 * Whether it goes to the customer.
	 *
	 * @var bool
	 */
	protected $customer_email = false;

	/**
	 * HTML template.
	 *
	 * @var string
	 */
	public $template_html = '';

	/**
	 * Placeholders => values.
	 *
	 * @var array<string, string>
	 */
	public $placeholders = array();

	/**
	 * Settings prefix.
	 *
	 * @var string
	 */
	public $plugin_id = 'woocommerce_';

	/**
	 * Sets up settings and placeholders.
	 */
	public function __construct() {
		$this->placeholders = array_merge(
			array(
				'{site_title}'   => $this->get_blogname(),
				'{site_address}' => wp_parse_url( home_url(), PHP_URL_HOST ),
				'{site_url}'     => wp_parse_url( home_url(), PHP_URL_HOST ),
			),
			$this->placeholders
		);
		$this->init_form_fields();
		$this->init_settings();
	}

	/**
	 * Settings: enabled, subject, heading.
	 */
	public function init_form_fields() {
		$this->form_fields = array(
			'enabled' => array(
				'title'   => __( 'Enable/Disable', 'woocommerce' ),
				'type'    => 'checkbox',
				'default' => 'yes',
			),
			'subject' => array(
				'title'   => __( 'Subject', 'woocommerce' ),
				'type'    => 'text',
				'default' => '',
			),
			'heading' => array(
				'title'   => __( 'Email heading', 'woocommerce' ),
				'type'    => 'text',
				'default' => '',
			),
		);
	}

	/**
	 * Replaces the placeholders.
	 *
	 * @param string $string Text.
	 * @return string
	 */
	public function format_string( $string ) {
		return str_replace( array_keys( $this->placeholders ), array_values( $this->placeholders ), (string) $string );
	}

	/**
	 * Default subject.
	 *
	 * @return string
	 */
	public function get_default_subject() {
		return '';
	}

	/**
	 * Default heading.
	 *
	 * @return string
	 */
	public function get_default_heading() {
		return '';
	}

	/**
	 * Subject (the setting, or the default).
	 *
	 * @return string
	 */
	public function get_subject() {
		$subject = $this->get_option( 'subject', '' );
		return apply_filters( 'woocommerce_email_subject_' . $this->id, $this->format_string( '' !== $subject ? $subject : $this->get_default_subject() ), $this->object, $this );
	}

	/**
	 * Heading (the setting, or the default).
	 *
	 * @return string
	 */
	public function get_heading() {
		$heading = $this->get_option( 'heading', '' );
		return apply_filters( 'woocommerce_email_heading_' . $this->id, $this->format_string( '' !== $heading ? $heading : $this->get_default_heading() ), $this->object, $this );
	}

	/**
	 * Recipients.
	 *
	 * @return string
	 */
	public function get_recipient() {
		$recipient = apply_filters( 'woocommerce_email_recipient_' . $this->id, $this->recipient, $this->object, $this );
		return implode( ', ', array_filter( array_map( 'sanitize_email', array_map( 'trim', explode( ',', (string) $recipient ) ) ), 'is_email' ) );
	}

	/**
	 * Headers: HTML, and the customer as Reply-To on shop mails.
	 *
	 * @return string
	 */
	public function get_headers() {
		$header = 'Content-Type: ' . $this->get_content_type() . "\r\n";
		if ( ! $this->is_customer_email() && $this->object instanceof WC_Order && $this->object->get_billing_email() ) {
			$header .= 'Reply-to: ' . $this->object->get_billing_first_name() . ' ' . $this->object->get_billing_last_name() . ' <' . $this->object->get_billing_email() . ">\r\n";
		}
		return apply_filters( 'woocommerce_email_headers', $header, $this->id, $this->object, $this );
	}

	/**
	 * Content type.
	 *
	 * @param string $default_content_type Default.
	 * @return string
	 */
	public function get_content_type( $default_content_type = '' ) {
		return 'text/html';
	}

	/**
	 * Title in the settings.
	 *
	 * @return string
	 */
	public function get_title() {
		return apply_filters( 'woocommerce_email_title', $this->title, $this );
	}

	/**
	 * Whether it is switched on.
	 *
	 * @return bool
	 */
	public function is_enabled() {
		return apply_filters( 'woocommerce_email_enabled_' . $this->id, 'yes' === $this->get_option( 'enabled', 'yes' ), $this->object, $this );
	}

	/**
	 * Whether it goes to the customer.
	 *
	 * @return bool
	 */
	public function is_customer_email() {
		return $this->customer_email;
	}

	/**
	 * The site's name.
	 *
	 * @return string
	 */
	public function get_blogname() {
		return wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES );
	}

	/**
	 * The body (HTML; the double sends no plain-text e-mails).
	 *
	 * @return string
	 */
	public function get_content() {
		return $this->get_content_html();
	}

	/**
	 * The HTML body from the e-mail's template.
	 *
	 * @return string
	 */
	public function get_content_html() {
		return wc_get_template_html(
			$this->template_html,
			array(
				'order'         => $this->object,
				'email_heading' => $this->get_heading(),
				'sent_to_admin' => ! $this->is_customer_email(),
				'plain_text'    => false,
				'email'         => $this,
			)
		);
	}

	/**
	 * Sends it through the mailer.
	 *
	 * @param string $to          Recipient.
	 * @param string $subject     Subject.
	 * @param string $message     Body.
	 * @param string $headers     Headers.
	 * @param array  $attachments Attachments.
	 * @return bool
	 */
	public function send( $to, $subject, $message, $headers, $attachments ) {
		$sent = WC()->mailer()->send( $to, $subject, $message, $headers, $attachments );
		do_action( 'woocommerce_email_sent', $sent, (string) $this->id, $this );
		return $sent;
	}

	/**
	 * Sends the e-mail of an order when it is on and has a recipient.
	 *
	 * @param int            $order_id Order id.
	 * @param WC_Order|false $order    Order.
	 */
	protected function send_for_order( $order_id, $order ) {
		if ( $order_id && ! $order instanceof WC_Order ) {
			$order = wc_get_order( $order_id );
		}
		if ( ! $order instanceof WC_Order ) {
			return;
		}
		$this->object                         = $order;
		$this->placeholders['{order_date}']   = $order->get_date_created() ? wc_format_datetime( $order->get_date_created() ) : '';
		$this->placeholders['{order_number}'] = $order->get_order_number();
		if ( $this->customer_email ) {
			$this->recipient = $order->get_billing_email();
		}
		if ( $this->is_enabled() && $this->get_recipient() ) {
			$this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), array() );
		}
	}
}

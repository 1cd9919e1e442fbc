<?php
/**
 * Direct bank transfer (WooCommerce's BACS gateway, the double's subset):
 * the order goes on hold until the money arrives; the thank-you page and
 * the customer's e-mail show the shop's bank details.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Bank transfer gateway.
 */
class WC_Gateway_BACS extends WC_Payment_Gateway {

	/**
	 * Gateway id.
	 *
	 * @var string
	 */
	const ID = 'bacs';

	/**
	 * Shop's bank accounts.
	 *
	 * @var array
	 */
	public $account_details;

	/**
	 * Text for the thank-you page and e-mails.
	 *
	 * @var string
	 */
	public $instructions;

	/**
	 * Sets the gateway up from its settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->icon               = apply_filters( 'woocommerce_bacs_icon', '' );
		$this->has_fields         = false;
		$this->method_title       = __( 'Direct bank transfer', 'woocommerce' );
		$this->method_description = __( 'Take payments in person via BACS. More commonly known as direct bank/wire transfer.', 'woocommerce' );

		$this->init_form_fields();
		$this->init_settings();

		$this->title           = $this->get_option( 'title' );
		$this->description     = $this->get_option( 'description' );
		$this->instructions    = $this->get_option( 'instructions' );
		$this->account_details = get_option( 'woocommerce_bacs_accounts', array() );

		add_action( 'woocommerce_thankyou_bacs', array( $this, 'thankyou_page' ) );
		add_action( 'woocommerce_email_before_order_table', array( $this, 'email_instructions' ), 10, 3 );
	}

	/**
	 * Settings.
	 */
	public function init_form_fields() {
		$this->form_fields = array(
			'enabled'      => array(
				'title'   => __( 'Enable/Disable', 'woocommerce' ),
				'type'    => 'checkbox',
				'label'   => __( 'Enable bank transfer', 'woocommerce' ),
				'default' => 'no',
			),
			'title'        => array(
				'title'   => __( 'Title', 'woocommerce' ),
				'type'    => 'text',
				'default' => __( 'Direct bank transfer', 'woocommerce' ),
			),
			'description'  => array(
				'title'   => __( 'Description', 'woocommerce' ),
				'type'    => 'textarea',
				'default' => __( 'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.', 'woocommerce' ),
			),
			'instructions' => array(
				'title'   => __( 'Instructions', 'woocommerce' ),
				'type'    => 'textarea',
				'default' => '',
			),
		);
	}

	/**
	 * Thank-you page: instructions and bank details.
	 *
	 * @param int $order_id Order id.
	 */
	public function thankyou_page( $order_id ) {
		if ( $this->instructions ) {
			echo wp_kses_post( wpautop( wptexturize( wp_kses_post( $this->instructions ) ) ) );
		}
		$this->bank_details( $order_id );
	}

	/**
	 * The customer's e-mail of an on-hold bank transfer order: instructions and bank details.
	 *
	 * @param WC_Order $order         Order.
	 * @param bool     $sent_to_admin Sent to the shop.
	 * @param bool     $plain_text    Plain text.
	 */
	public function email_instructions( $order, $sent_to_admin, $plain_text = false ) {
		if ( $sent_to_admin || self::ID !== $order->get_payment_method() ) {
			return;
		}
		if ( $order->has_status( apply_filters( 'woocommerce_bacs_email_instructions_order_status', 'on-hold', $order ) ) ) {
			if ( $this->instructions ) {
				echo wp_kses_post( wpautop( wptexturize( $this->instructions ) ) . PHP_EOL );
			}
			$this->bank_details( $order->get_id() );
		}
	}

	/**
	 * The shop's bank accounts as WooCommerce lists them.
	 *
	 * @param int|string $order_id Order id.
	 */
	private function bank_details( $order_id = '' ) {
		$accounts = apply_filters( 'woocommerce_bacs_accounts', $this->account_details, $order_id );
		if ( empty( $accounts ) || ! is_array( $accounts ) ) {
			return;
		}
		$html = '';
		foreach ( $accounts as $account ) {
			$account = (object) $account;
			if ( ! empty( $account->account_name ) ) {
				$html .= '<h3 class="wc-bacs-bank-details-account-name">' . wp_kses_post( wp_unslash( $account->account_name ) ) . ':</h3>' . PHP_EOL;
			}
			$fields = apply_filters(
				'woocommerce_bacs_account_fields',
				array(
					'bank_name'      => array(
						'label' => __( 'Bank', 'woocommerce' ),
						'value' => $account->bank_name ?? '',
					),
					'account_number' => array(
						'label' => __( 'Account number', 'woocommerce' ),
						'value' => $account->account_number ?? '',
					),
					'iban'           => array(
						'label' => __( 'IBAN', 'woocommerce' ),
						'value' => $account->iban ?? '',
					),
					'bic'            => array(
						'label' => __( 'BIC', 'woocommerce' ),
						'value' => $account->bic ?? '',
					),
				),
				$order_id
			);
			$items = '';
			foreach ( $fields as $key => $field ) {
				if ( ! empty( $field['value'] ) ) {
					$items .= '<li class="' . esc_attr( $key ) . '">' . wp_kses_post( $field['label'] ) . ': <strong>' . wp_kses_post( wptexturize( $field['value'] ) ) . '</strong></li>' . PHP_EOL;
				}
			}
			if ( '' !== $items ) {
				$html .= '<ul class="wc-bacs-bank-details order_details bacs_details">' . PHP_EOL . $items . '</ul>';
			}
		}
		if ( '' !== $html ) {
			echo '<section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">' . esc_html__( 'Our bank details', 'woocommerce' ) . '</h2>' . wp_kses_post( PHP_EOL . $html ) . '</section>';
		}
	}

	/**
	 * Puts the order on hold (awaiting the transfer), empties the cart and
	 * sends the shopper to the thank-you page.
	 *
	 * @param int $order_id Order id.
	 * @return array
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( $order->get_total() > 0 ) {
			$order->update_status( apply_filters( 'woocommerce_bacs_process_payment_order_status', 'on-hold', $order ), __( 'Awaiting BACS payment.', 'woocommerce' ) );
		} else {
			$order->payment_complete();
		}
		WC()->cart->empty_cart();
		return array(
			'result'   => 'success',
			'redirect' => $this->get_return_url( $order ),
		);
	}
}

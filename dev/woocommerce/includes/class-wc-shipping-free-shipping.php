<?php
/**
 * Free shipping.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's free shipping: always, or from a minimum order amount (the
 * displayed subtotal, gross in this shop). The double has no coupons, so
 * "coupon" never qualifies.
 */
class WC_Shipping_Free_Shipping extends WC_Shipping_Method {

	/**
	 * Minimum order amount.
	 *
	 * @var float|string
	 */
	public $min_amount = 0;

	/**
	 * Requirement: '', coupon, min_amount, either, both.
	 *
	 * @var string
	 */
	public $requires = '';

	/**
	 * yes: compare the amount before discounts.
	 *
	 * @var string
	 */
	public $ignore_discounts;

	/**
	 * Constructor.
	 *
	 * @param int $instance_id Instance id.
	 */
	public function __construct( $instance_id = 0 ) {
		parent::__construct( $instance_id );
		$this->id                 = 'free_shipping';
		$this->method_title       = __( 'Free shipping', 'woocommerce' );
		$this->method_description = __( 'Free shipping is a special method which can be triggered with coupons and minimum spends.', 'woocommerce' );
		$this->supports           = array( 'shipping-zones', 'instance-settings', 'instance-settings-modal' );
		$this->init();
	}

	/**
	 * Settings fields and values.
	 */
	public function init() {
		$this->init_form_fields();
		$this->title            = $this->get_option( 'title' );
		$this->min_amount       = $this->get_option( 'min_amount', 0 );
		$this->requires         = $this->get_option( 'requires' );
		$this->ignore_discounts = $this->get_option( 'ignore_discounts' );
	}

	/**
	 * Cleans the minimum amount.
	 *
	 * @param string $value Value.
	 * @return string
	 */
	public function sanitize_cost( $value ) {
		$value = is_null( $value ) ? '' : wp_kses_post( trim( wp_unslash( (string) $value ) ) );
		return str_replace( array( get_woocommerce_currency_symbol(), html_entity_decode( get_woocommerce_currency_symbol() ) ), '', $value );
	}

	/**
	 * Instance settings fields.
	 */
	public function init_form_fields() {
		$this->instance_form_fields = array(
			'title'            => array(
				'title'   => __( 'Name', 'woocommerce' ),
				'type'    => 'text',
				'default' => $this->method_title,
			),
			'requires'         => array(
				'title'   => __( 'Free shipping requires', 'woocommerce' ),
				'type'    => 'select',
				'default' => '',
				'options' => array(
					''           => __( 'No requirement', 'woocommerce' ),
					'coupon'     => __( 'A valid free shipping coupon', 'woocommerce' ),
					'min_amount' => __( 'A minimum order amount', 'woocommerce' ),
					'either'     => __( 'A minimum order amount OR a coupon', 'woocommerce' ),
					'both'       => __( 'A minimum order amount AND a coupon', 'woocommerce' ),
				),
			),
			'min_amount'       => array(
				'title'   => __( 'Minimum order amount', 'woocommerce' ),
				'type'    => 'price',
				'default' => '0',
			),
			'ignore_discounts' => array(
				'title'   => __( 'Coupons discounts', 'woocommerce' ),
				'type'    => 'checkbox',
				'default' => 'no',
			),
		);
	}

	/**
	 * Instance settings fields.
	 *
	 * @return array
	 */
	public function get_instance_form_fields() {
		return parent::get_instance_form_fields();
	}

	/**
	 * Whether the package qualifies.
	 *
	 * @param array $package Package.
	 */
	public function is_available( $package ) {
		$has_coupon = false;
		$has_amount = false;
		if ( in_array( $this->requires, array( 'min_amount', 'either', 'both' ), true ) && WC()->cart ) {
			$total = WC()->cart->get_displayed_subtotal();
			if ( WC()->cart->display_prices_including_tax() ) {
				$total -= (float) WC()->cart->get_discount_tax();
			}
			if ( 'no' === $this->ignore_discounts ) {
				$total -= (float) WC()->cart->get_discount_total();
			}
			$has_amount = round( $total, wc_get_price_decimals() ) >= (float) $this->min_amount;
		}
		switch ( $this->requires ) {
			case 'min_amount':
				$available = $has_amount;
				break;
			case 'coupon':
				$available = $has_coupon;
				break;
			case 'both':
				$available = $has_amount && $has_coupon;
				break;
			case 'either':
				$available = $has_amount || $has_coupon;
				break;
			default:
				$available = true;
		}
		return apply_filters( 'woocommerce_shipping_' . $this->id . '_is_available', $available, $package, $this );
	}

	/**
	 * Adds the free rate.
	 *
	 * @param array $package Package.
	 */
	public function calculate_shipping( $package = array() ) {
		$this->add_rate(
			array(
				'label'   => $this->title,
				'cost'    => 0,
				'taxes'   => false,
				'package' => $package,
			)
		);
	}

	/** Admin script (none in the double). */
	public static function enqueue_admin_js() {}
}

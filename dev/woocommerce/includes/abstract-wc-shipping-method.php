<?php
/**
 * Base of shipping methods.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Shipping_Method: a method instance in a zone, with its
 * settings in woocommerce_{id}_{instance_id}_settings, that adds rates for a
 * package. Rate taxes are added on top of the cost (shipping costs are net).
 */
abstract class WC_Shipping_Method extends WC_Settings_API {

	/**
	 * Features (settings, shipping-zones, instance-settings).
	 *
	 * @var string[]
	 */
	public $supports = array( 'settings' );

	/**
	 * Method id (flat_rate).
	 *
	 * @var string
	 */
	public $id = '';

	/**
	 * Title in wp-admin.
	 *
	 * @var string
	 */
	public $method_title = '';

	/**
	 * Description in wp-admin.
	 *
	 * @var string
	 */
	public $method_description = '';

	/**
	 * yes or no.
	 *
	 * @var string
	 */
	public $enabled = 'yes';

	/**
	 * Title shoppers see.
	 *
	 * @var string
	 */
	public $title;

	/**
	 * Rates found for the last package.
	 *
	 * @var WC_Shipping_Rate[]
	 */
	public $rates = array();

	/**
	 * taxable or none.
	 *
	 * @var string
	 */
	public $tax_status = 'taxable';

	/**
	 * Fee (unused by zone methods).
	 *
	 * @var float|null
	 */
	public $fee = null;

	/**
	 * Minimum fee (unused by zone methods).
	 *
	 * @var float|null
	 */
	public $minimum_fee = null;

	/**
	 * Instance id in a zone (0 for the method itself).
	 *
	 * @var int
	 */
	public $instance_id = 0;

	/**
	 * Fields of an instance's settings.
	 *
	 * @var array
	 */
	public $instance_form_fields = array();

	/**
	 * An instance's settings.
	 *
	 * @var array
	 */
	public $instance_settings = array();

	/**
	 * Legacy availability.
	 *
	 * @var string
	 */
	public $availability;

	/**
	 * Legacy countries.
	 *
	 * @var string[]
	 */
	public $countries = array();

	/**
	 * Order in its zone.
	 *
	 * @var int
	 */
	public $method_order;

	/**
	 * Whether it has settings.
	 *
	 * @var bool
	 */
	public $has_settings;

	/**
	 * Settings markup.
	 *
	 * @var string
	 */
	public $settings_html;

	/**
	 * Constructor.
	 *
	 * @param int $instance_id Instance id.
	 */
	public function __construct( $instance_id = 0 ) {
		$this->instance_id = absint( $instance_id );
	}

	/**
	 * Whether a feature is supported.
	 *
	 * @param string $feature Feature.
	 */
	public function supports( $feature ) {
		return apply_filters( 'woocommerce_shipping_method_supports', in_array( $feature, $this->supports, true ), $feature, $this );
	}

	/**
	 * Adds the rates for a package (methods override this).
	 *
	 * @param array $package Package.
	 */
	public function calculate_shipping( $package = array() ) {}

	/** Whether rates carry tax. */
	public function is_taxable() {
		return wc_tax_enabled() && 'taxable' === $this->tax_status && ( WC()->customer && ! WC()->customer->get_is_vat_exempt() );
	}

	/** Whether the method is on. */
	public function is_enabled() {
		return apply_filters( 'woocommerce_shipping_method_is_enabled', 'yes' === $this->enabled, $this );
	}

	/** Instance id. */
	public function get_instance_id() {
		return $this->instance_id;
	}

	/** Title in wp-admin. */
	public function get_method_title() {
		return apply_filters( 'woocommerce_shipping_method_title', $this->method_title, $this );
	}

	/** Description in wp-admin. */
	public function get_method_description() {
		return apply_filters( 'woocommerce_shipping_method_description', $this->method_description, $this );
	}

	/** Title shoppers see. */
	public function get_title() {
		return apply_filters( 'woocommerce_shipping_method_title', $this->title, $this->id );
	}

	/**
	 * Rates for a package (none when unavailable).
	 *
	 * @param array $package Package.
	 * @return WC_Shipping_Rate[]
	 */
	public function get_rates_for_package( $package ) {
		$this->rates = array();
		if ( $this->is_available( $package ) && ( empty( $package['ship_via'] ) || in_array( $this->id, (array) $package['ship_via'], true ) ) ) {
			$this->calculate_shipping( $package );
		}
		return $this->rates;
	}

	/**
	 * Rate id: method, instance and suffix joined by ":" (flat_rate:3).
	 *
	 * @param string $suffix Suffix.
	 */
	public function get_rate_id( $suffix = '' ) {
		$parts = array( $this->id );
		if ( $this->instance_id ) {
			$parts[] = $this->instance_id;
		}
		if ( $suffix ) {
			$parts[] = $suffix;
		}
		return implode( ':', $parts );
	}

	/**
	 * Adds a rate; taxes on the (net) cost come from the shipping tax rates.
	 *
	 * @param array $args id, label, cost, taxes, calc_tax, meta_data, package, price_decimals, description, delivery_time.
	 */
	public function add_rate( $args = array() ) {
		$args = apply_filters(
			'woocommerce_shipping_method_add_rate_args',
			wp_parse_args(
				$args,
				array(
					'id'             => $this->get_rate_id(),
					'label'          => '',
					'cost'           => '0',
					'taxes'          => '',
					'calc_tax'       => 'per_order',
					'meta_data'      => array(),
					'package'        => false,
					'price_decimals' => false,
					'description'    => '',
					'delivery_time'  => '',
				)
			),
			$this
		);
		if ( empty( $args['id'] ) || empty( $args['label'] ) ) {
			return;
		}
		$total = is_array( $args['cost'] ) ? array_sum( $args['cost'] ) : $args['cost'];
		$taxes = $args['taxes'];
		if ( ! is_array( $taxes ) && false !== $taxes && $total > 0 && $this->is_taxable() ) {
			$taxes = 'per_item' === $args['calc_tax'] ? $this->get_taxes_per_item( $args['cost'] ) : WC_Tax::calc_shipping_tax( $total, WC_Tax::get_shipping_tax_rates() );
		}
		// The cost is rounded after its taxes, to price_decimals (none by default, as 10.5).
		$total = wc_format_decimal( $total, $args['price_decimals'] );
		$rate  = new WC_Shipping_Rate( $args['id'], $args['label'], '' === $total ? '0' : $total, $taxes, $this->id, $this->instance_id, $this->tax_status, $args['description'], $args['delivery_time'] );
		foreach ( (array) $args['meta_data'] as $key => $value ) {
			$rate->add_meta_data( $key, $value );
		}
		if ( $args['package'] ) {
			$names = array();
			foreach ( $args['package']['contents'] as $item ) {
				$names[] = $item['data']->get_name() . ' &times; ' . $item['quantity'];
			}
			$rate->add_meta_data( __( 'Items', 'woocommerce' ), implode( ', ', $names ) );
		}
		$this->rates[ $args['id'] ] = apply_filters( 'woocommerce_shipping_method_add_rate', $rate, $args, $this );
	}

	/**
	 * Taxes of per-item costs (cart item key => cost).
	 *
	 * @param array $costs Costs.
	 * @return array
	 */
	protected function get_taxes_per_item( $costs ) {
		$taxes = array();
		$cart  = WC()->cart ? WC()->cart->get_cart() : array();
		foreach ( (array) $costs as $key => $cost ) {
			if ( ! isset( $cart[ $key ] ) ) {
				continue;
			}
			foreach ( WC_Tax::calc_shipping_tax( $cost, WC_Tax::get_shipping_tax_rates( $cart[ $key ]['data']->get_tax_class() ) ) as $id => $amount ) {
				$taxes[ $id ] = ( $taxes[ $id ] ?? 0 ) + $amount;
			}
		}
		return $taxes;
	}

	/**
	 * Whether the method can ship a package.
	 *
	 * @param array $package Package.
	 */
	public function is_available( $package ) {
		return apply_filters( 'woocommerce_shipping_' . $this->id . '_is_available', $this->is_enabled(), $package, $this );
	}

	/**
	 * A fee: a number or a percentage of a total ("10%").
	 *
	 * @param string|float $fee   Fee.
	 * @param float        $total Total.
	 */
	public function get_fee( $fee, $total ) {
		if ( is_string( $fee ) && false !== strpos( $fee, '%' ) ) {
			$fee = ( $total / 100 ) * (float) str_replace( '%', '', $fee );
		}
		if ( ! empty( $this->minimum_fee ) && $this->minimum_fee > $fee ) {
			$fee = $this->minimum_fee;
		}
		return $fee;
	}

	/** Whether the method has settings of its own. */
	public function has_settings() {
		return $this->instance_id ? $this->supports( 'instance-settings' ) : $this->supports( 'settings' );
	}

	/**
	 * A setting: the instance's when it has that field, else the method's.
	 *
	 * @param string $key         Key.
	 * @param mixed  $empty_value Value when empty.
	 * @return mixed
	 */
	public function get_option( $key, $empty_value = null ) {
		if ( $this->instance_id && array_key_exists( $key, $this->get_instance_form_fields() ) ) {
			return $this->get_instance_option( $key, $empty_value );
		}
		return apply_filters( 'woocommerce_shipping_' . $this->id . '_option', parent::get_option( $key, $empty_value ), $key, $this );
	}

	/**
	 * An instance setting.
	 *
	 * @param string $key         Key.
	 * @param mixed  $empty_value Value when empty.
	 * @return mixed
	 */
	public function get_instance_option( $key, $empty_value = null ) {
		if ( empty( $this->instance_settings ) ) {
			$this->init_instance_settings();
		}
		if ( ! isset( $this->instance_settings[ $key ] ) ) {
			$fields                          = $this->get_instance_form_fields();
			$this->instance_settings[ $key ] = $fields[ $key ]['default'] ?? '';
		}
		if ( ! is_null( $empty_value ) && '' === $this->instance_settings[ $key ] ) {
			$this->instance_settings[ $key ] = $empty_value;
		}
		return apply_filters( 'woocommerce_shipping_' . $this->id . '_instance_option', $this->instance_settings[ $key ], $key, $this );
	}

	/**
	 * Fields of the instance settings, with defaults.
	 *
	 * @return array
	 */
	public function get_instance_form_fields() {
		return apply_filters( 'woocommerce_shipping_instance_form_fields_' . $this->id, array_map( array( $this, 'set_defaults' ), $this->instance_form_fields ) );
	}

	/** Option name of the instance settings. */
	public function get_instance_option_key() {
		return $this->instance_id ? $this->plugin_id . $this->id . '_' . $this->instance_id . '_settings' : '';
	}

	/**
	 * Loads the instance settings (stores the defaults when there are none).
	 */
	public function init_instance_settings() {
		$this->instance_settings = get_option( $this->get_instance_option_key(), null );
		if ( ! is_array( $this->instance_settings ) ) {
			$fields                  = $this->get_instance_form_fields();
			$this->instance_settings = array_merge( array_fill_keys( array_keys( $fields ), '' ), wp_list_pluck( $fields, 'default' ) );
			update_option( $this->get_instance_option_key(), apply_filters( 'woocommerce_shipping_' . $this->id . '_instance_settings_values', $this->instance_settings, $this ), 'yes' );
		}
	}
}

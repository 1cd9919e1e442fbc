<?php
/**
 * Shipping calculation.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Shipping (WC()->shipping()): the method classes, the
 * methods of the zone a package ships to, and the rates of each package.
 * Subset: rates are calculated on every call (no package-hash cache) and
 * stored in the session as shipping_for_package_{n}, as WooCommerce does.
 */
class WC_Shipping {

	/**
	 * Whether shipping is on.
	 *
	 * @var bool
	 */
	public $enabled = false;

	/**
	 * Loaded methods.
	 *
	 * @var WC_Shipping_Method[]|null
	 */
	public $shipping_methods = null;

	/**
	 * Shipping classes.
	 *
	 * @var array
	 */
	public $shipping_classes = array();

	/**
	 * Calculated packages.
	 *
	 * @var array
	 */
	public $packages = array();

	/**
	 * The instance.
	 *
	 * @var WC_Shipping|null
	 */
	protected static $_instance = null; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * The instance.
	 *
	 * @return WC_Shipping
	 */
	public static function instance() {
		if ( is_null( self::$_instance ) ) {
			self::$_instance = new self();
		}
		return self::$_instance;
	}

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->init();
	}

	/**
	 * Reads whether shipping is on.
	 */
	public function init() {
		do_action( 'woocommerce_shipping_init' );
		$this->enabled = wc_shipping_enabled();
	}

	/**
	 * Method ids and their classes.
	 *
	 * @return array<string, string|WC_Shipping_Method>
	 */
	public function get_shipping_method_class_names() {
		return apply_filters(
			'woocommerce_shipping_methods',
			array(
				'flat_rate'     => 'WC_Shipping_Flat_Rate',
				'free_shipping' => 'WC_Shipping_Free_Shipping',
			)
		);
	}

	/**
	 * The methods of the zone a package ships to (and each method class).
	 *
	 * @param array $package Package.
	 * @return WC_Shipping_Method[]
	 */
	public function load_shipping_methods( $package = array() ) {
		$this->shipping_methods = $package ? WC_Shipping_Zones::get_zone_matching_package( $package )->get_shipping_methods( true ) : array();
		foreach ( $this->get_shipping_method_class_names() as $class ) {
			$this->register_shipping_method( $class );
		}
		do_action( 'woocommerce_load_shipping_methods', $package );
		return $this->get_shipping_methods();
	}

	/**
	 * Registers a method class or object.
	 *
	 * @param string|WC_Shipping_Method $method Method.
	 * @return void|false
	 */
	public function register_shipping_method( $method ) {
		if ( ! is_object( $method ) ) {
			if ( ! class_exists( $method ) ) {
				return false;
			}
			$method = new $method();
		}
		if ( is_null( $this->shipping_methods ) ) {
			$this->shipping_methods = array();
		}
		$this->shipping_methods[ $method->id ] = $method;
	}

	/**
	 * Forgets the loaded methods.
	 */
	public function unregister_shipping_methods() {
		$this->shipping_methods = null;
	}

	/**
	 * Loaded methods.
	 *
	 * @return WC_Shipping_Method[]
	 */
	public function get_shipping_methods() {
		if ( is_null( $this->shipping_methods ) ) {
			$this->load_shipping_methods();
		}
		return $this->shipping_methods;
	}

	/**
	 * Shipping class terms.
	 *
	 * @return array
	 */
	public function get_shipping_classes() {
		if ( empty( $this->shipping_classes ) ) {
			$classes                = get_terms(
				array(
					'taxonomy'   => 'product_shipping_class',
					'hide_empty' => false,
				)
			);
			$this->shipping_classes = ! is_wp_error( $classes ) && $classes ? $classes : array();
		}
		return apply_filters( 'woocommerce_get_shipping_classes', $this->shipping_classes );
	}

	/**
	 * Rates for every package.
	 *
	 * @param array $packages Packages.
	 * @return array
	 */
	public function calculate_shipping( $packages = array() ) {
		$this->packages = array();
		if ( ! $this->enabled || empty( $packages ) ) {
			return array();
		}
		foreach ( $packages as $key => $package ) {
			$this->packages[ $key ] = $this->calculate_shipping_for_package( $package, $key );
		}
		$this->packages = array_filter( (array) apply_filters( 'woocommerce_shipping_packages', $this->packages ) );
		return $this->packages;
	}

	/**
	 * Whether the shop ships to the package's country.
	 *
	 * @param array $package Package.
	 */
	public function is_package_shippable( $package ) {
		if ( empty( $package['destination']['country'] ) ) {
			return true;
		}
		return in_array( $package['destination']['country'], array_keys( WC()->countries->get_shipping_countries() ), true );
	}

	/**
	 * Rates of one package.
	 *
	 * @param array $package     Package.
	 * @param int   $package_key Key.
	 * @return array|false Package with rates.
	 */
	public function calculate_shipping_for_package( $package = array(), $package_key = 0 ) {
		if ( ! $this->enabled || empty( $package ) ) {
			return false;
		}
		$package['rates'] = array();
		if ( $this->is_package_shippable( $package ) ) {
			foreach ( $this->load_shipping_methods( $package ) as $method ) {
				if ( ! $method->supports( 'shipping-zones' ) || $method->get_instance_id() ) {
					$package['rates'] = $package['rates'] + $method->get_rates_for_package( $package );
				}
			}
			$package['rates'] = apply_filters( 'woocommerce_package_rates', $package['rates'], $package );
			if ( WC()->session ) {
				$hashable = $package;
				unset( $hashable['rates'] );
				foreach ( $hashable['contents'] ?? array() as $key => $item ) {
					unset( $hashable['contents'][ $key ]['data'] );
				}
				WC()->session->set(
					'shipping_for_package_' . $package_key,
					array(
						'package_hash' => 'wc_ship_' . md5( (string) wp_json_encode( $hashable ) ),
						'rates'        => $package['rates'],
					)
				);
			}
		}
		return $package;
	}

	/**
	 * Calculated packages.
	 *
	 * @return array
	 */
	public function get_packages() {
		return $this->packages;
	}

	/**
	 * Forgets the chosen methods and packages.
	 */
	public function reset_shipping() {
		if ( WC()->session ) {
			unset( WC()->session->chosen_shipping_methods );
		}
		$this->packages = array();
	}
}

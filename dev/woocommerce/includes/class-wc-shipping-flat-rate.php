<?php
/**
 * Flat rate shipping.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's flat rate: one cost per order, a number or an expression with
 * [qty] (items in the package) and [cost] (their net cost), e.g. "2 + 0.5 * [qty]".
 * Subset: no [fee] shortcode and no shipping class costs.
 */
class WC_Shipping_Flat_Rate extends WC_Shipping_Method {

	/**
	 * Fee cost of [fee] (unused in the double).
	 *
	 * @var string
	 */
	protected $fee_cost = '';

	/**
	 * Cost setting.
	 *
	 * @var string
	 */
	public $cost;

	/**
	 * Class cost type (class or order).
	 *
	 * @var string
	 */
	public $type;

	/**
	 * Constructor.
	 *
	 * @param int $instance_id Instance id.
	 */
	public function __construct( $instance_id = 0 ) {
		parent::__construct( $instance_id );
		$this->id                 = 'flat_rate';
		$this->method_title       = __( 'Flat rate', 'woocommerce' );
		$this->method_description = __( 'Lets you charge a fixed rate for shipping.', 'woocommerce' );
		$this->supports           = array( 'shipping-zones', 'instance-settings', 'instance-settings-modal' );
		$this->init();
	}

	/**
	 * Settings fields and values.
	 */
	public function init() {
		$this->instance_form_fields = array(
			'title'      => array(
				'title'   => __( 'Name', 'woocommerce' ),
				'type'    => 'text',
				'default' => __( 'Flat rate', 'woocommerce' ),
			),
			'tax_status' => array(
				'title'   => __( 'Tax status', 'woocommerce' ),
				'type'    => 'select',
				'default' => 'taxable',
				'options' => array(
					'taxable' => __( 'Taxable', 'woocommerce' ),
					'none'    => _x( 'None', 'Tax status', 'woocommerce' ),
				),
			),
			'cost'       => array(
				'title'   => __( 'Cost', 'woocommerce' ),
				'type'    => 'text',
				'default' => '0',
			),
		);
		$this->title      = $this->get_option( 'title' );
		$this->tax_status = $this->get_option( 'tax_status' );
		$this->cost       = $this->get_option( 'cost' );
		$this->type       = $this->get_option( 'type', 'class' );
	}

	/**
	 * Evaluates a cost expression.
	 *
	 * @param string $sum  Expression.
	 * @param array  $args qty and cost.
	 * @return float
	 */
	protected function evaluate_cost( $sum, $args = array() ) {
		$args = apply_filters( 'woocommerce_evaluate_shipping_cost_args', wp_parse_args( $args, array( 'qty' => 0, 'cost' => 0 ) ), $sum, $this );
		$sum  = str_replace( array( '[qty]', '[cost]' ), array( (string) (float) $args['qty'], (string) (float) $args['cost'] ), (string) $sum );
		$sum  = str_replace( wc_get_price_decimal_separator(), '.', $sum );
		$sum  = (string) preg_replace( '/\s+/', '', $sum );
		if ( '' === $sum ) {
			return 0.0;
		}
		if ( ! preg_match( '/^[0-9.+\-*\/()]+$/', $sum ) ) {
			return 0.0;
		}
		$pos   = 0;
		$value = $this->parse_sum( $sum, $pos );
		return $pos === strlen( $sum ) && is_finite( $value ) ? $value : 0.0;
	}

	/**
	 * term (("+" | "-") term)*
	 *
	 * @param string $s   Expression.
	 * @param int    $pos Position.
	 */
	private function parse_sum( string $s, int &$pos ): float {
		$value = $this->parse_product( $s, $pos );
		while ( $pos < strlen( $s ) && ( '+' === $s[ $pos ] || '-' === $s[ $pos ] ) ) {
			$op     = $s[ $pos++ ];
			$right  = $this->parse_product( $s, $pos );
			$value  = '+' === $op ? $value + $right : $value - $right;
		}
		return $value;
	}

	/**
	 * factor (("*" | "/") factor)*
	 *
	 * @param string $s   Expression.
	 * @param int    $pos Position.
	 */
	private function parse_product( string $s, int &$pos ): float {
		$value = $this->parse_factor( $s, $pos );
		while ( $pos < strlen( $s ) && ( '*' === $s[ $pos ] || '/' === $s[ $pos ] ) ) {
			$op    = $s[ $pos++ ];
			$right = $this->parse_factor( $s, $pos );
			$value = '*' === $op ? $value * $right : ( 0.0 === $right ? NAN : $value / $right );
		}
		return $value;
	}

	/**
	 * Number, "(" sum ")" or a signed factor.
	 *
	 * @param string $s   Expression.
	 * @param int    $pos Position.
	 */
	private function parse_factor( string $s, int &$pos ): float {
		if ( $pos < strlen( $s ) && ( '-' === $s[ $pos ] || '+' === $s[ $pos ] ) ) {
			$sign = '-' === $s[ $pos++ ] ? -1 : 1;
			return $sign * $this->parse_factor( $s, $pos );
		}
		if ( $pos < strlen( $s ) && '(' === $s[ $pos ] ) {
			++$pos;
			$value = $this->parse_sum( $s, $pos );
			if ( $pos >= strlen( $s ) || ')' !== $s[ $pos ] ) {
				return NAN;
			}
			++$pos;
			return $value;
		}
		if ( preg_match( '/\G[0-9]*\.?[0-9]+/', $s, $m, 0, $pos ) ) {
			$pos += strlen( $m[0] );
			return (float) $m[0];
		}
		$pos = strlen( $s ) + 1;
		return NAN;
	}

	/**
	 * The [fee] shortcode (not supported by the double: no fee).
	 *
	 * @param array $atts Attributes.
	 * @return string
	 */
	public function fee( $atts ) {
		return '';
	}

	/**
	 * Adds the flat rate for a package.
	 *
	 * @param array $package Package.
	 */
	public function calculate_shipping( $package = array() ) {
		$rate = array(
			'id'      => $this->get_rate_id(),
			'label'   => $this->get_title(),
			'cost'    => 0,
			'package' => $package,
		);
		$cost = $this->get_option( 'cost' );
		if ( '' !== $cost ) {
			$rate['cost'] = $this->evaluate_cost(
				$cost,
				array(
					'qty'  => $this->get_package_item_qty( $package ),
					'cost' => $package['contents_cost'] ?? 0,
				)
			);
			$this->add_rate( $rate );
		}
		do_action( 'woocommerce_' . $this->id . '_shipping_add_rate', $this, $rate );
	}

	/**
	 * Number of shippable items in a package.
	 *
	 * @param array $package Package.
	 */
	public function get_package_item_qty( $package ) {
		$total = 0;
		foreach ( (array) ( $package['contents'] ?? array() ) as $item ) {
			if ( $item['quantity'] > 0 && $item['data']->needs_shipping() ) {
				$total += $item['quantity'];
			}
		}
		return $total;
	}

	/**
	 * Items by shipping class (the double has no class costs: all in one group).
	 *
	 * @param array $package Package.
	 * @return array<int, array>
	 */
	public function find_shipping_classes( $package ) {
		$found = array();
		foreach ( (array) ( $package['contents'] ?? array() ) as $key => $item ) {
			if ( $item['data']->needs_shipping() ) {
				$class                   = $item['data']->get_shipping_class_id();
				$found[ $class ][ $key ] = $item;
			}
		}
		return $found;
	}

	/**
	 * Cleans a cost setting: decimal separator to ".", no currency symbols.
	 *
	 * @param string $value Value.
	 * @return string
	 */
	public function sanitize_cost( $value ) {
		$value = is_null( $value ) ? '' : wp_kses_post( trim( wp_unslash( (string) $value ) ) );
		$value = str_replace( array( get_woocommerce_currency_symbol(), html_entity_decode( get_woocommerce_currency_symbol() ) ), '', $value );
		return wc_format_decimal( $value ) === $value || '' === $value ? $value : str_replace( wc_get_price_decimal_separator(), '.', $value );
	}
}

<?php
/**
 * The cart's fees API.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's WC_Cart_Fees: the fees added for one calculation of the cart
 * (plugins add them on woocommerce_cart_calculate_fees through
 * WC()->cart->add_fee() or WC()->cart->fees_api()->add_fee()). Fees are
 * objects with id, name, tax_class, taxable, amount (net) and total; the
 * cart's calculation adds total, tax and tax_data. They do not persist: the
 * cart drops them before every calculation.
 */
final class WC_Cart_Fees {

	/**
	 * Fees by id.
	 *
	 * @var array<string, object>
	 */
	private $fees = array();

	/**
	 * The props of a new fee.
	 *
	 * @var array<string, mixed>
	 */
	private $default_fee_props = array(
		'id'        => '',
		'name'      => '',
		'tax_class' => '',
		'taxable'   => false,
		'amount'    => 0,
		'total'     => 0,
	);

	/**
	 * Constructor (the cart argument is deprecated since WooCommerce 8.2).
	 *
	 * @param null $deprecated Unused.
	 */
	public function __construct( $deprecated = null ) {
		if ( null !== $deprecated ) {
			wc_doing_it_wrong( 'new WC_Cart_Fees', 'The WC_Cart_Fees constructor takes no cart anymore.', '8.2.0' );
		}
	}

	/**
	 * Hooks (none).
	 */
	public function init() {}

	/**
	 * Adds a fee. The id comes from the name unless given; a second fee with
	 * the same id is refused. An unknown tax class becomes the standard one.
	 *
	 * @param array $args id, name, tax_class, taxable, amount.
	 * @return object|WP_Error The fee.
	 */
	public function add_fee( $args = array() ) {
		$fee          = (object) wp_parse_args( $args, $this->default_fee_props );
		$fee->name    = '' !== (string) $fee->name ? $fee->name : __( 'Fee', 'woocommerce' );
		$known        = array_merge( WC_Tax::get_tax_classes(), WC_Tax::get_tax_class_slugs() );
		$fee->taxable = wc_string_to_bool( $fee->taxable );
		$fee->amount  = wc_format_decimal( $fee->amount );
		if ( ! in_array( $fee->tax_class, $known, true ) ) {
			$fee->tax_class = '';
		}
		if ( empty( $fee->id ) ) {
			$fee->id = $this->generate_id( $fee );
		}
		if ( isset( $this->fees[ $fee->id ] ) ) {
			return new WP_Error( 'fee_exists', __( 'Fee has already been added.', 'woocommerce' ) );
		}
		$this->fees[ $fee->id ] = $fee;
		return $fee;
	}

	/**
	 * The fees, the largest amount first.
	 *
	 * @return array<string, object>
	 */
	public function get_fees() {
		uasort( $this->fees, array( $this, 'sort_fees_callback' ) );
		return $this->fees;
	}

	/**
	 * Replaces the fees.
	 *
	 * @param object[] $raw_fees Fees (objects or arrays of props).
	 */
	public function set_fees( $raw_fees = array() ) {
		$this->fees = array();
		foreach ( (array) $raw_fees as $raw_fee ) {
			$this->add_fee( $raw_fee );
		}
	}

	/**
	 * Drops every fee.
	 */
	public function remove_all_fees() {
		$this->set_fees();
	}

	/**
	 * Order of two fees: the larger amount first (woocommerce_sort_fees_callback).
	 *
	 * @param object $a Fee.
	 * @param object $b Fee.
	 * @return int
	 */
	protected function sort_fees_callback( $a, $b ) {
		$order = (float) $a->amount > (float) $b->amount ? -1 : 1;
		return apply_filters( 'woocommerce_sort_fees_callback', $order, $a, $b );
	}

	/**
	 * Id of a fee: its name as a slug.
	 *
	 * @param object $fee Fee.
	 */
	private function generate_id( $fee ): string {
		return sanitize_title( (string) $fee->name );
	}
}

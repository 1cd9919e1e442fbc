<?php
/**
 * Data store loader.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's data store wrapper: WC_Data_Store::load( 'product' ) returns an
 * object whose method calls go to the store class.
 */
class WC_Data_Store {

	/**
	 * Store classes by object type.
	 *
	 * @var array<string, string>
	 */
	private const STORES = array(
		'product'           => 'WC_Product_Data_Store_CPT',
		'product-simple'    => 'WC_Product_Data_Store_CPT',
		'product-variable'  => 'WC_Product_Data_Store_CPT',
		'product-variation' => 'WC_Product_Data_Store_CPT',
		'order'             => 'WC_Order_Data_Store_CPT',
		'order-item'        => 'WC_Order_Item_Data_Store',
		'order-item-product' => 'WC_Order_Item_Data_Store',
		'customer'          => 'WC_Customer_Data_Store',
		'customer-session'  => 'WC_Customer_Data_Store',
		'payment-token'     => 'WC_Payment_Token_Data_Store',
	);

	/**
	 * The store instance.
	 *
	 * @var object
	 */
	private $instance;

	/**
	 * Type this store is for.
	 *
	 * @var string
	 */
	private $object_type;

	/**
	 * Constructor.
	 *
	 * @param string $object_type Object type.
	 * @throws Exception For an unknown type.
	 */
	public function __construct( string $object_type ) {
		$stores = apply_filters( 'woocommerce_data_stores', self::STORES );
		$class  = $stores[ $object_type ] ?? ( $stores[ strtok( $object_type, '-' ) ] ?? '' );
		if ( ! $class || ! class_exists( $class ) ) {
			throw new Exception( esc_html__( 'Invalid data store.', 'woocommerce' ) );
		}
		$this->object_type = $object_type;
		$this->instance    = new $class();
	}

	/**
	 * Loads a store.
	 *
	 * @param string $object_type Object type.
	 */
	public static function load( $object_type ) {
		return new self( (string) $object_type );
	}

	/**
	 * Class of the store.
	 */
	public function get_current_class_name() {
		return get_class( $this->instance );
	}

	/**
	 * Forwards calls to the store.
	 *
	 * @param string $method Method.
	 * @param array  $parameters Arguments.
	 * @return mixed
	 */
	public function __call( $method, $parameters ) {
		if ( is_callable( array( $this->instance, $method ) ) ) {
			return $this->instance->$method( ...$parameters );
		}
		return null;
	}
}

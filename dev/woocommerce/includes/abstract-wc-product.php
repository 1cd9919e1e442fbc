<?php
/**
 * Product base class.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * A product with WooCommerce's props, getters and setters. Stored by
 * WC_Product_Data_Store_CPT in posts and the postmeta keys WooCommerce uses.
 */
class WC_Product extends WC_Data {

	/**
	 * Object type.
	 *
	 * @var string
	 */
	protected $object_type = 'product';

	/**
	 * Product type.
	 *
	 * @var string
	 */
	protected $product_type = 'simple';

	/**
	 * Children ids (variable products).
	 *
	 * @var int[]
	 */
	protected $children = array();

	/**
	 * Props.
	 *
	 * @var array
	 */
	protected $data = array(
		'name'               => '',
		'slug'               => '',
		'date_created'       => null,
		'date_modified'      => null,
		'status'             => false,
		'featured'           => false,
		'catalog_visibility' => 'visible',
		'description'        => '',
		'short_description'  => '',
		'sku'                => '',
		'price'              => '',
		'regular_price'      => '',
		'sale_price'         => '',
		'date_on_sale_from'  => null,
		'date_on_sale_to'    => null,
		'total_sales'        => 0,
		'tax_status'         => 'taxable',
		'tax_class'          => '',
		'manage_stock'       => false,
		'stock_quantity'     => null,
		'stock_status'       => 'instock',
		'backorders'         => 'no',
		'low_stock_amount'   => '',
		'sold_individually'  => false,
		'weight'             => '',
		'length'             => '',
		'width'              => '',
		'height'             => '',
		'upsell_ids'         => array(),
		'cross_sell_ids'     => array(),
		'parent_id'          => 0,
		'reviews_allowed'    => true,
		'purchase_note'      => '',
		'attributes'         => array(),
		'default_attributes' => array(),
		'menu_order'         => 0,
		'post_password'      => '',
		'virtual'            => false,
		'downloadable'       => false,
		'category_ids'       => array(),
		'tag_ids'            => array(),
		'shipping_class_id'  => 0,
		'image_id'           => '',
		'gallery_image_ids'  => array(),
		'rating_counts'      => array(),
		'average_rating'     => 0,
		'review_count'       => 0,
	);

	/**
	 * Meta keys stored as props.
	 *
	 * @var string[]
	 */
	protected $internal_meta_keys = array( '_visibility', '_sku', '_price', '_regular_price', '_sale_price', '_sale_price_dates_from', '_sale_price_dates_to', 'total_sales', '_tax_status', '_tax_class', '_manage_stock', '_stock', '_stock_status', '_backorders', '_low_stock_amount', '_sold_individually', '_weight', '_length', '_width', '_height', '_upsell_ids', '_crosssell_ids', '_purchase_note', '_default_attributes', '_product_attributes', '_virtual', '_downloadable', '_featured', '_thumbnail_id', '_product_image_gallery', '_wc_rating_count', '_wc_average_rating', '_wc_review_count', '_variation_description', '_edit_lock', '_edit_last' );

	/**
	 * Loads a product.
	 *
	 * @param int|WC_Product|WP_Post $product Product.
	 */
	public function __construct( $product = 0 ) {
		parent::__construct( $product );
		$this->data_store = WC_Data_Store::load( 'product-' . $this->get_type() );
		if ( is_numeric( $product ) && $product > 0 ) {
			$this->set_id( $product );
		} elseif ( $product instanceof self ) {
			$this->set_id( absint( $product->get_id() ) );
		} elseif ( ! empty( $product->ID ) ) {
			$this->set_id( absint( $product->ID ) );
		} else {
			$this->set_object_read( true );
		}
		if ( $this->get_id() > 0 ) {
			$this->data_store->read( $this );
		}
	}

	/**
	 * Product type.
	 */
	public function get_type() {
		return $this->product_type;
	}

	/**
	 * Whether the product is of a type (or one of several).
	 *
	 * @param string|string[] $type Type(s).
	 */
	public function is_type( $type ) {
		return is_array( $type ) ? in_array( $this->get_type(), $type, true ) : $type === $this->get_type();
	}

	/*
	 * Getters.
	 */

	/** @param string $context view|edit */
	public function get_name( $context = 'view' ) {
		return $this->get_prop( 'name', $context );
	}

	/** @param string $context view|edit */
	public function get_slug( $context = 'view' ) {
		return $this->get_prop( 'slug', $context );
	}

	/** @param string $context view|edit */
	public function get_date_created( $context = 'view' ) {
		return $this->get_prop( 'date_created', $context );
	}

	/** @param string $context view|edit */
	public function get_date_modified( $context = 'view' ) {
		return $this->get_prop( 'date_modified', $context );
	}

	/** @param string $context view|edit */
	public function get_status( $context = 'view' ) {
		return $this->get_prop( 'status', $context );
	}

	/** @param string $context view|edit */
	public function get_featured( $context = 'view' ) {
		return $this->get_prop( 'featured', $context );
	}

	/** @param string $context view|edit */
	public function get_catalog_visibility( $context = 'view' ) {
		return $this->get_prop( 'catalog_visibility', $context );
	}

	/** @param string $context view|edit */
	public function get_description( $context = 'view' ) {
		return $this->get_prop( 'description', $context );
	}

	/** @param string $context view|edit */
	public function get_short_description( $context = 'view' ) {
		return $this->get_prop( 'short_description', $context );
	}

	/** @param string $context view|edit */
	public function get_sku( $context = 'view' ) {
		return $this->get_prop( 'sku', $context );
	}

	/** @param string $context view|edit */
	public function get_price( $context = 'view' ) {
		return $this->get_prop( 'price', $context );
	}

	/** @param string $context view|edit */
	public function get_regular_price( $context = 'view' ) {
		return $this->get_prop( 'regular_price', $context );
	}

	/** @param string $context view|edit */
	public function get_sale_price( $context = 'view' ) {
		return $this->get_prop( 'sale_price', $context );
	}

	/** @param string $context view|edit */
	public function get_date_on_sale_from( $context = 'view' ) {
		return $this->get_prop( 'date_on_sale_from', $context );
	}

	/** @param string $context view|edit */
	public function get_date_on_sale_to( $context = 'view' ) {
		return $this->get_prop( 'date_on_sale_to', $context );
	}

	/** @param string $context view|edit */
	public function get_total_sales( $context = 'view' ) {
		return $this->get_prop( 'total_sales', $context );
	}

	/** @param string $context view|edit */
	public function get_tax_status( $context = 'view' ) {
		return $this->get_prop( 'tax_status', $context );
	}

	/** @param string $context view|edit */
	public function get_tax_class( $context = 'view' ) {
		return $this->get_prop( 'tax_class', $context );
	}

	/** @param string $context view|edit */
	public function get_manage_stock( $context = 'view' ) {
		return $this->get_prop( 'manage_stock', $context );
	}

	/** @param string $context view|edit */
	public function get_stock_quantity( $context = 'view' ) {
		return $this->get_prop( 'stock_quantity', $context );
	}

	/** @param string $context view|edit */
	public function get_stock_status( $context = 'view' ) {
		return $this->get_prop( 'stock_status', $context );
	}

	/** @param string $context view|edit */
	public function get_backorders( $context = 'view' ) {
		return $this->get_prop( 'backorders', $context );
	}

	/** @param string $context view|edit */
	public function get_low_stock_amount( $context = 'view' ) {
		return $this->get_prop( 'low_stock_amount', $context );
	}

	/** @param string $context view|edit */
	public function get_sold_individually( $context = 'view' ) {
		return $this->get_prop( 'sold_individually', $context );
	}

	/** @param string $context view|edit */
	public function get_weight( $context = 'view' ) {
		return $this->get_prop( 'weight', $context );
	}

	/** @param string $context view|edit */
	public function get_length( $context = 'view' ) {
		return $this->get_prop( 'length', $context );
	}

	/** @param string $context view|edit */
	public function get_width( $context = 'view' ) {
		return $this->get_prop( 'width', $context );
	}

	/** @param string $context view|edit */
	public function get_height( $context = 'view' ) {
		return $this->get_prop( 'height', $context );
	}

	/**
	 * Dimensions.
	 *
	 * @param bool $formatted Formatted string or array.
	 * @return string|array
	 */
	public function get_dimensions( $formatted = true ) {
		$dims = array(
			'length' => $this->get_length(),
			'width'  => $this->get_width(),
			'height' => $this->get_height(),
		);
		return $formatted ? wc_format_dimensions( $dims ) : $dims;
	}

	/** @param string $context view|edit */
	public function get_upsell_ids( $context = 'view' ) {
		return $this->get_prop( 'upsell_ids', $context );
	}

	/** @param string $context view|edit */
	public function get_cross_sell_ids( $context = 'view' ) {
		return $this->get_prop( 'cross_sell_ids', $context );
	}

	/** @param string $context view|edit */
	public function get_parent_id( $context = 'view' ) {
		return $this->get_prop( 'parent_id', $context );
	}

	/** @param string $context view|edit */
	public function get_reviews_allowed( $context = 'view' ) {
		return $this->get_prop( 'reviews_allowed', $context );
	}

	/** @param string $context view|edit */
	public function get_purchase_note( $context = 'view' ) {
		return $this->get_prop( 'purchase_note', $context );
	}

	/**
	 * Attributes keyed by sanitized name (pa_sorte, or the local name).
	 *
	 * @param string $context view|edit.
	 * @return WC_Product_Attribute[]
	 */
	public function get_attributes( $context = 'view' ) {
		return $this->get_prop( 'attributes', $context );
	}

	/** @param string $context view|edit */
	public function get_default_attributes( $context = 'view' ) {
		return $this->get_prop( 'default_attributes', $context );
	}

	/** @param string $context view|edit */
	public function get_menu_order( $context = 'view' ) {
		return $this->get_prop( 'menu_order', $context );
	}

	/** @param string $context view|edit */
	public function get_post_password( $context = 'view' ) {
		return $this->get_prop( 'post_password', $context );
	}

	/** @param string $context view|edit */
	public function get_virtual( $context = 'view' ) {
		return $this->get_prop( 'virtual', $context );
	}

	/** @param string $context view|edit */
	public function get_downloadable( $context = 'view' ) {
		return $this->get_prop( 'downloadable', $context );
	}

	/** @param string $context view|edit */
	public function get_category_ids( $context = 'view' ) {
		return $this->get_prop( 'category_ids', $context );
	}

	/** @param string $context view|edit */
	public function get_tag_ids( $context = 'view' ) {
		return $this->get_prop( 'tag_ids', $context );
	}

	/** @param string $context view|edit */
	public function get_shipping_class_id( $context = 'view' ) {
		return $this->get_prop( 'shipping_class_id', $context );
	}

	/** @param string $context view|edit */
	public function get_image_id( $context = 'view' ) {
		return $this->get_prop( 'image_id', $context );
	}

	/** @param string $context view|edit */
	public function get_gallery_image_ids( $context = 'view' ) {
		return $this->get_prop( 'gallery_image_ids', $context );
	}

	/** @param string $context view|edit */
	public function get_rating_counts( $context = 'view' ) {
		return $this->get_prop( 'rating_counts', $context );
	}

	/** @param string $context view|edit */
	public function get_average_rating( $context = 'view' ) {
		return $this->get_prop( 'average_rating', $context );
	}

	/** @param string $context view|edit */
	public function get_review_count( $context = 'view' ) {
		return $this->get_prop( 'review_count', $context );
	}

	/**
	 * Number of ratings (of one value, or all).
	 *
	 * @param int|null $value Rating 1-5 or null for all.
	 */
	public function get_rating_count( $value = null ) {
		$counts = (array) $this->get_rating_counts();
		if ( is_null( $value ) ) {
			return (int) array_sum( $counts );
		}
		return (int) ( $counts[ $value ] ?? 0 );
	}

	/** Id whose stock this product uses. */
	public function get_stock_managed_by_id() {
		return $this->get_id();
	}

	/** Children ids. */
	public function get_children() {
		return array();
	}

	/*
	 * Setters.
	 */

	/** @param string $name Name. */
	public function set_name( $name ) {
		$this->set_prop( 'name', (string) $name );
	}

	/** @param string $slug Slug. */
	public function set_slug( $slug ) {
		$this->set_prop( 'slug', (string) $slug );
	}

	/** @param string|int|null $date Date. */
	public function set_date_created( $date = null ) {
		$this->set_date_prop( 'date_created', $date );
	}

	/** @param string|int|null $date Date. */
	public function set_date_modified( $date = null ) {
		$this->set_date_prop( 'date_modified', $date );
	}

	/** @param string $status Post status. */
	public function set_status( $status ) {
		$this->set_prop( 'status', $status );
	}

	/** @param bool|string $featured Featured. */
	public function set_featured( $featured ) {
		$this->set_prop( 'featured', wc_string_to_bool( $featured ) );
	}

	/**
	 * Catalogue visibility.
	 *
	 * @param string $visibility visible, catalog, search or hidden.
	 * @throws WC_Data_Exception On an invalid value.
	 */
	public function set_catalog_visibility( $visibility ) {
		$options = array_keys( wc_get_product_visibility_options() );
		if ( ! in_array( $visibility, $options, true ) ) {
			throw new WC_Data_Exception( 'product_invalid_catalog_visibility', __( 'Invalid catalog visibility option.', 'woocommerce' ) );
		}
		$this->set_prop( 'catalog_visibility', $visibility );
	}

	/** @param string $description Description. */
	public function set_description( $description ) {
		$this->set_prop( 'description', (string) $description );
	}

	/** @param string $short_description Short description. */
	public function set_short_description( $short_description ) {
		$this->set_prop( 'short_description', (string) $short_description );
	}

	/**
	 * SKU (unique among products).
	 *
	 * @param string $sku SKU.
	 * @throws WC_Data_Exception When the SKU is taken.
	 */
	public function set_sku( $sku ) {
		$sku = (string) $sku;
		if ( $this->get_object_read() && '' !== $sku && ! wc_product_has_unique_sku( $this->get_id(), $sku ) ) {
			throw new WC_Data_Exception( 'product_invalid_sku', __( 'Invalid or duplicated SKU.', 'woocommerce' ), 400, array( 'resource_id' => wc_get_product_id_by_sku( $sku ) ) );
		}
		$this->set_prop( 'sku', $sku );
	}

	/** @param string $price Active price. */
	public function set_price( $price ) {
		$this->set_prop( 'price', wc_format_decimal( $price ) );
	}

	/** @param string $price Regular price. */
	public function set_regular_price( $price ) {
		$this->set_prop( 'regular_price', wc_format_decimal( $price ) );
	}

	/** @param string $price Sale price. */
	public function set_sale_price( $price ) {
		$this->set_prop( 'sale_price', wc_format_decimal( $price ) );
	}

	/** @param string|int|null $date Date. */
	public function set_date_on_sale_from( $date = null ) {
		$this->set_date_prop( 'date_on_sale_from', $date );
	}

	/** @param string|int|null $date Date. */
	public function set_date_on_sale_to( $date = null ) {
		$this->set_date_prop( 'date_on_sale_to', $date );
	}

	/** @param int $total Total sales. */
	public function set_total_sales( $total ) {
		$this->set_prop( 'total_sales', absint( $total ) );
	}

	/** @param string $status taxable, shipping or none. */
	public function set_tax_status( $status ) {
		$this->set_prop( 'tax_status', in_array( $status, array( 'taxable', 'shipping', 'none' ), true ) ? $status : 'taxable' );
	}

	/** @param string $class Tax class slug ('' is standard). */
	public function set_tax_class( $class ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		$this->set_prop( 'tax_class', sanitize_title( (string) $class ) );
	}

	/** @param bool|string $manage_stock Manage stock. */
	public function set_manage_stock( $manage_stock ) {
		$this->set_prop( 'manage_stock', wc_string_to_bool( $manage_stock ) );
	}

	/** @param int|float|string|null $quantity Stock. */
	public function set_stock_quantity( $quantity ) {
		$this->set_prop( 'stock_quantity', '' !== $quantity && null !== $quantity ? wc_stock_amount( $quantity ) : null );
	}

	/** @param string $status instock, outofstock or onbackorder. */
	public function set_stock_status( $status = 'instock' ) {
		$valid = array_keys( wc_get_product_stock_status_options() );
		$this->set_prop( 'stock_status', in_array( $status, $valid, true ) ? $status : 'instock' );
	}

	/** @param string $backorders no, notify or yes. */
	public function set_backorders( $backorders ) {
		$this->set_prop( 'backorders', in_array( $backorders, array( 'no', 'notify', 'yes' ), true ) ? $backorders : 'no' );
	}

	/** @param int|string $amount Low stock amount. */
	public function set_low_stock_amount( $amount ) {
		$this->set_prop( 'low_stock_amount', '' === $amount ? '' : absint( $amount ) );
	}

	/** @param bool|string $sold_individually Sold individually. */
	public function set_sold_individually( $sold_individually ) {
		$this->set_prop( 'sold_individually', wc_string_to_bool( $sold_individually ) );
	}

	/** @param string $weight Weight. */
	public function set_weight( $weight ) {
		$this->set_prop( 'weight', '' === $weight ? '' : wc_format_decimal( $weight ) );
	}

	/** @param string $length Length. */
	public function set_length( $length ) {
		$this->set_prop( 'length', '' === $length ? '' : wc_format_decimal( $length ) );
	}

	/** @param string $width Width. */
	public function set_width( $width ) {
		$this->set_prop( 'width', '' === $width ? '' : wc_format_decimal( $width ) );
	}

	/** @param string $height Height. */
	public function set_height( $height ) {
		$this->set_prop( 'height', '' === $height ? '' : wc_format_decimal( $height ) );
	}

	/** @param int[] $upsell_ids Upsell ids. */
	public function set_upsell_ids( $upsell_ids ) {
		$this->set_prop( 'upsell_ids', array_filter( array_map( 'absint', (array) $upsell_ids ) ) );
	}

	/** @param int[] $cross_sell_ids Cross-sell ids. */
	public function set_cross_sell_ids( $cross_sell_ids ) {
		$this->set_prop( 'cross_sell_ids', array_filter( array_map( 'absint', (array) $cross_sell_ids ) ) );
	}

	/** @param int $parent_id Parent id. */
	public function set_parent_id( $parent_id ) {
		$this->set_prop( 'parent_id', absint( $parent_id ) );
	}

	/** @param bool|string $reviews_allowed Reviews allowed. */
	public function set_reviews_allowed( $reviews_allowed ) {
		$this->set_prop( 'reviews_allowed', wc_string_to_bool( $reviews_allowed ) );
	}

	/** @param string $purchase_note Purchase note. */
	public function set_purchase_note( $purchase_note ) {
		$this->set_prop( 'purchase_note', (string) $purchase_note );
	}

	/**
	 * Attributes (WC_Product_Attribute objects, keyed by their sanitized name).
	 *
	 * @param WC_Product_Attribute[] $raw_attributes Attributes.
	 */
	public function set_attributes( $raw_attributes ) {
		$attributes = array_fill_keys( array_keys( (array) $this->get_attributes( 'edit' ) ), null );
		foreach ( (array) $raw_attributes as $attribute ) {
			if ( $attribute instanceof WC_Product_Attribute ) {
				$attributes[ sanitize_title( $attribute->get_name() ) ] = $attribute;
			}
		}
		uasort( $attributes, static fn( $a, $b ) => ( $a ? $a->get_position() : 0 ) <=> ( $b ? $b->get_position() : 0 ) );
		$this->set_prop( 'attributes', array_filter( $attributes ) );
	}

	/** @param array $default_attributes Attribute name => default value. */
	public function set_default_attributes( $default_attributes ) {
		$this->set_prop( 'default_attributes', array_map( 'strval', array_filter( (array) $default_attributes, 'wc_array_filter_default_attributes' ) ) );
	}

	/** @param int $menu_order Menu order. */
	public function set_menu_order( $menu_order ) {
		$this->set_prop( 'menu_order', intval( $menu_order ) );
	}

	/** @param string $post_password Post password. */
	public function set_post_password( $post_password ) {
		$this->set_prop( 'post_password', (string) $post_password );
	}

	/** @param bool|string $virtual Virtual. */
	public function set_virtual( $virtual ) {
		$this->set_prop( 'virtual', wc_string_to_bool( $virtual ) );
	}

	/** @param bool|string $downloadable Downloadable. */
	public function set_downloadable( $downloadable ) {
		$this->set_prop( 'downloadable', wc_string_to_bool( $downloadable ) );
	}

	/** @param int[] $term_ids Category ids. */
	public function set_category_ids( $term_ids ) {
		$this->set_prop( 'category_ids', array_values( array_unique( array_filter( array_map( 'absint', (array) $term_ids ) ) ) ) );
	}

	/** @param int[] $term_ids Tag ids. */
	public function set_tag_ids( $term_ids ) {
		$this->set_prop( 'tag_ids', array_values( array_unique( array_filter( array_map( 'absint', (array) $term_ids ) ) ) ) );
	}

	/** @param int $id Shipping class id. */
	public function set_shipping_class_id( $id ) {
		$this->set_prop( 'shipping_class_id', absint( $id ) );
	}

	/** @param int|string $image_id Attachment id. */
	public function set_image_id( $image_id = '' ) {
		$this->set_prop( 'image_id', $image_id );
	}

	/** @param int[] $image_ids Attachment ids. */
	public function set_gallery_image_ids( $image_ids ) {
		$image_ids = is_string( $image_ids ) ? explode( ',', $image_ids ) : (array) $image_ids;
		$this->set_prop( 'gallery_image_ids', array_values( array_filter( array_map( 'absint', $image_ids ) ) ) );
	}

	/** @param array $counts Rating => count. */
	public function set_rating_counts( $counts ) {
		$this->set_prop( 'rating_counts', array_filter( array_map( 'absint', (array) $counts ) ) );
	}

	/** @param float $average Average rating. */
	public function set_average_rating( $average ) {
		$this->set_prop( 'average_rating', wc_format_decimal( $average ) );
	}

	/** @param int $count Review count. */
	public function set_review_count( $count ) {
		$this->set_prop( 'review_count', absint( $count ) );
	}

	/*
	 * Conditionals.
	 */

	/** Whether the product exists in the database. */
	public function exists() {
		return false !== $this->get_status();
	}

	/** Whether stock is managed for this product. */
	public function managing_stock() {
		if ( 'yes' !== get_option( 'woocommerce_manage_stock' ) ) {
			return false;
		}
		return (bool) $this->get_manage_stock();
	}

	/** Whether the product is in stock (or on backorder). */
	public function is_in_stock() {
		return apply_filters( 'woocommerce_product_is_in_stock', 'outofstock' !== $this->get_stock_status(), $this );
	}

	/** Whether backorders are allowed. */
	public function backorders_allowed() {
		return apply_filters( 'woocommerce_product_backorders_allowed', 'no' !== $this->get_backorders(), $this->get_id(), $this );
	}

	/** Whether the customer is told about backorders. */
	public function backorders_require_notification() {
		return $this->managing_stock() && 'notify' === $this->get_backorders();
	}

	/** Whether the product is on backorder for a quantity. */
	public function is_on_backorder( $qty_in_cart = 0 ) {
		if ( 'onbackorder' === $this->get_stock_status() ) {
			return true;
		}
		return $this->managing_stock() && $this->backorders_allowed() && ( $this->get_stock_quantity() - $qty_in_cart ) < 0;
	}

	/**
	 * Whether enough stock exists for a quantity.
	 *
	 * @param int|float $quantity Quantity.
	 */
	public function has_enough_stock( $quantity ) {
		return ! $this->managing_stock() || $this->backorders_allowed() || $this->get_stock_quantity() >= $quantity;
	}

	/** Whether the product can be bought (published, has a price). */
	public function is_purchasable() {
		return apply_filters( 'woocommerce_is_purchasable', $this->exists() && ( 'publish' === $this->get_status() || current_user_can( 'edit_post', $this->get_id() ) ) && '' !== $this->get_price(), $this );
	}

	/** Whether the product is on sale now. */
	public function is_on_sale( $context = 'view' ) {
		$on_sale = '' !== (string) $this->get_sale_price( $context ) && $this->get_regular_price( $context ) > $this->get_sale_price( $context );
		if ( $on_sale ) {
			$now  = time();
			$from = $this->get_date_on_sale_from( $context );
			$to   = $this->get_date_on_sale_to( $context );
			if ( ( $from && $from->getTimestamp() > $now ) || ( $to && $to->getTimestamp() < $now ) ) {
				$on_sale = false;
			}
		}
		return 'view' === $context ? apply_filters( 'woocommerce_product_is_on_sale', $on_sale, $this ) : $on_sale;
	}

	/** Whether the product is visible in the catalogue. */
	public function is_visible() {
		$visible = 'visible' === $this->get_catalog_visibility() || ( is_search() && 'search' === $this->get_catalog_visibility() ) || ( ! is_search() && 'catalog' === $this->get_catalog_visibility() );
		if ( 'trash' === $this->get_status() || ( 'publish' !== $this->get_status() && ! current_user_can( 'edit_post', $this->get_id() ) ) ) {
			$visible = false;
		}
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) && ! $this->is_in_stock() ) {
			$visible = false;
		}
		return apply_filters( 'woocommerce_product_is_visible', $visible, $this->get_id() );
	}

	/** Whether the product is featured. */
	public function is_featured() {
		return true === $this->get_featured();
	}

	/** Whether the product is sold individually. */
	public function is_sold_individually() {
		return apply_filters( 'woocommerce_is_sold_individually', true === $this->get_sold_individually(), $this );
	}

	/** Whether the product is virtual. */
	public function is_virtual() {
		return apply_filters( 'woocommerce_is_virtual', true === $this->get_virtual(), $this );
	}

	/** Whether the product is downloadable. */
	public function is_downloadable() {
		return apply_filters( 'woocommerce_is_downloadable', true === $this->get_downloadable(), $this );
	}

	/** Whether the product needs shipping. */
	public function needs_shipping() {
		return apply_filters( 'woocommerce_product_needs_shipping', ! $this->is_virtual(), $this );
	}

	/** Whether the product is taxable. */
	public function is_taxable() {
		return apply_filters( 'woocommerce_product_is_taxable', 'taxable' === $this->get_tax_status() && wc_tax_enabled(), $this );
	}

	/** Whether the product has attributes shown in "additional information". */
	public function has_attributes() {
		foreach ( $this->get_attributes() as $attribute ) {
			if ( $attribute->get_visible() ) {
				return true;
			}
		}
		return false;
	}

	/** Whether weight is set. */
	public function has_weight() {
		return $this->get_weight() && ! $this->is_virtual();
	}

	/** Whether dimensions are set. */
	public function has_dimensions() {
		return ( $this->get_length() || $this->get_height() || $this->get_width() ) && ! $this->is_virtual();
	}

	/** Whether the product has children. */
	public function has_child() {
		return 0 < count( $this->get_children() );
	}

	/** Whether the variable product shows variation prices (always true for simple). */
	public function supports( $feature ) {
		return in_array( $feature, array( 'ajax_add_to_cart' ), true ) && $this->is_type( 'simple' );
	}

	/*
	 * Derived values.
	 */

	/** Permalink. */
	public function get_permalink() {
		return get_permalink( $this->get_id() );
	}

	/**
	 * Main image markup (or the placeholder).
	 *
	 * @param string $size        Image size.
	 * @param array  $attr        Attributes.
	 * @param bool   $placeholder Use the placeholder when there is no image.
	 */
	public function get_image( $size = 'woocommerce_thumbnail', $attr = array(), $placeholder = true ) {
		$image = '';
		if ( $this->get_image_id() ) {
			$image = wp_get_attachment_image( (int) $this->get_image_id(), $size, false, $attr );
		} elseif ( $this->get_parent_id() ) {
			$parent = wc_get_product( $this->get_parent_id() );
			if ( $parent ) {
				$image = $parent->get_image( $size, $attr, $placeholder );
			}
		}
		if ( ! $image && $placeholder ) {
			$image = wc_placeholder_img( $size, $attr );
		}
		return apply_filters( 'woocommerce_product_get_image', $image, $this, $size, $attr, $placeholder, $image );
	}

	/**
	 * Value of an attribute (term names for taxonomies, joined with ", ").
	 *
	 * @param string $attribute Attribute name, e.g. pa_sorte.
	 */
	public function get_attribute( $attribute ) {
		$attributes = $this->get_attributes();
		$attribute  = sanitize_title( $attribute );
		if ( isset( $attributes[ $attribute ] ) ) {
			$object = $attributes[ $attribute ];
		} elseif ( isset( $attributes[ 'pa_' . $attribute ] ) ) {
			$object = $attributes[ 'pa_' . $attribute ];
		} else {
			return '';
		}
		return $object->is_taxonomy() ? implode( ', ', wc_get_product_terms( $this->get_id(), $object->get_name(), array( 'fields' => 'names' ) ) ) : wc_implode_text_attributes( $object->get_options() );
	}

	/** Suffix after prices (option woocommerce_price_display_suffix). */
	public function get_price_suffix( $price = '', $qty = 1 ) {
		$suffix = get_option( 'woocommerce_price_display_suffix' );
		$html   = $suffix && wc_tax_enabled() ? ' <small class="woocommerce-price-suffix">' . wp_kses_post( $suffix ) . '</small>' : '';
		return apply_filters( 'woocommerce_get_price_suffix', $html, $this, $price, $qty );
	}

	/** Price markup (sale price struck through when on sale). */
	public function get_price_html( $deprecated = '' ) {
		if ( '' === $this->get_price() ) {
			$price = apply_filters( 'woocommerce_empty_price_html', '', $this );
		} elseif ( $this->is_on_sale() ) {
			$price = wc_format_sale_price( wc_get_price_to_display( $this, array( 'price' => $this->get_regular_price() ) ), wc_get_price_to_display( $this ) ) . $this->get_price_suffix();
		} else {
			$price = wc_price( wc_get_price_to_display( $this ) ) . $this->get_price_suffix();
		}
		return apply_filters( 'woocommerce_get_price_html', $price, $this );
	}

	/** URL of the add-to-cart link. */
	public function add_to_cart_url() {
		return apply_filters( 'woocommerce_product_add_to_cart_url', $this->get_permalink(), $this );
	}

	/** Text of the single product's add-to-cart button. */
	public function single_add_to_cart_text() {
		return apply_filters( 'woocommerce_product_single_add_to_cart_text', __( 'Add to cart', 'woocommerce' ), $this );
	}

	/** Text of the loop's add-to-cart button. */
	public function add_to_cart_text() {
		return apply_filters( 'woocommerce_product_add_to_cart_text', __( 'Read more', 'woocommerce' ), $this );
	}

	/** aria-label of the loop's add-to-cart button. */
	public function add_to_cart_description() {
		/* translators: %s: Product title */
		return apply_filters( 'woocommerce_product_add_to_cart_description', sprintf( __( 'Read more about &ldquo;%s&rdquo;', 'woocommerce' ), $this->get_name() ), $this );
	}

	/** Success message announced after an ajax add to cart. */
	public function add_to_cart_success_message() {
		/* translators: %s: Product title */
		return apply_filters( 'woocommerce_product_add_to_cart_success_message', sprintf( __( '&ldquo;%s&rdquo; has been added to your cart', 'woocommerce' ), $this->get_name() ), $this );
	}

	/** Minimum quantity. */
	public function get_min_purchase_quantity() {
		return 1;
	}

	/** Maximum quantity (-1 = unlimited). */
	public function get_max_purchase_quantity() {
		return $this->is_sold_individually() ? 1 : ( $this->backorders_allowed() || ! $this->managing_stock() ? -1 : (int) $this->get_stock_quantity() );
	}

	/**
	 * Availability text and class.
	 *
	 * @return array{availability: string, class: string}
	 */
	public function get_availability() {
		return apply_filters(
			'woocommerce_get_availability',
			array(
				'availability' => $this->get_availability_text(),
				'class'        => $this->get_availability_class(),
			),
			$this
		);
	}

	/** Availability text. */
	protected function get_availability_text() {
		if ( ! $this->is_in_stock() ) {
			$availability = __( 'Out of stock', 'woocommerce' );
		} elseif ( $this->managing_stock() && $this->is_on_backorder( 1 ) ) {
			$availability = $this->backorders_require_notification() ? __( 'Available on backorder', 'woocommerce' ) : '';
		} elseif ( ! $this->managing_stock() && $this->is_on_backorder( 1 ) ) {
			$availability = __( 'Available on backorder', 'woocommerce' );
		} elseif ( $this->managing_stock() ) {
			$availability = wc_format_stock_for_display( $this );
		} else {
			$availability = '';
		}
		return apply_filters( 'woocommerce_get_availability_text', $availability, $this );
	}

	/** Availability class. */
	protected function get_availability_class() {
		if ( ! $this->is_in_stock() ) {
			$class = 'out-of-stock';
		} elseif ( ( $this->managing_stock() && $this->is_on_backorder( 1 ) ) || ( ! $this->managing_stock() && $this->is_on_backorder( 1 ) ) ) {
			$class = 'available-on-backorder';
		} else {
			$class = 'in-stock';
		}
		return apply_filters( 'woocommerce_get_availability_class', $class, $this );
	}

	/** Title (name, for variations with attributes). */
	public function get_title() {
		return apply_filters( 'woocommerce_product_title', $this->get_name(), $this );
	}

	/** Name with SKU, as the admin shows it. */
	public function get_formatted_name() {
		$identifier = $this->get_sku() ? $this->get_sku() : '#' . $this->get_id();
		return sprintf( '%2$s (%1$s)', $identifier, $this->get_name() );
	}

	/** The product's own post (for templates that need one). */
	public function get_post_data() {
		return get_post( $this->get_id() );
	}
}

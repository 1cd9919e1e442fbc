<?php
/**
 * Product variation.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * One variation of a variable product; attributes are name => value (slug) pairs.
 */
class WC_Product_Variation extends WC_Product_Simple {

	/**
	 * Type.
	 *
	 * @var string
	 */
	protected $product_type = 'variation';

	/**
	 * Values inherited from the parent.
	 *
	 * @var array
	 */
	protected $parent_data = array(
		'title'             => '',
		'status'            => '',
		'sku'               => '',
		'image_id'          => '',
		'tax_class'         => '',
		'weight'            => '',
		'catalog_visibility' => 'visible',
		'purchase_note'     => '',
	);

	/** Hook prefix of view-context filters. */
	protected function get_hook_prefix() {
		return 'woocommerce_product_variation_get_';
	}

	/**
	 * Reads the parent's values that the variation inherits.
	 */
	public function read_parent_data(): void {
		$parent_id = $this->get_parent_id( 'edit' );
		$parent    = $parent_id ? get_post( $parent_id ) : null;
		if ( ! $parent ) {
			return;
		}
		$this->parent_data = array(
			'title'              => $parent->post_title,
			'status'             => $parent->post_status,
			'sku'                => (string) get_post_meta( $parent_id, '_sku', true ),
			'image_id'           => (string) get_post_meta( $parent_id, '_thumbnail_id', true ),
			'tax_class'          => (string) get_post_meta( $parent_id, '_tax_class', true ),
			'weight'             => (string) get_post_meta( $parent_id, '_weight', true ),
			'catalog_visibility' => 'visible',
			'purchase_note'      => (string) get_post_meta( $parent_id, '_purchase_note', true ),
		);
	}

	/**
	 * Attributes: name => value (e.g. pa_groesse => 0-7-l).
	 *
	 * @param array $raw_attributes Attributes.
	 */
	public function set_attributes( $raw_attributes ) {
		$attributes = array();
		foreach ( (array) $raw_attributes as $key => $value ) {
			$key = 0 === strpos( (string) $key, 'attribute_' ) ? substr( (string) $key, 10 ) : (string) $key;
			if ( $value instanceof WC_Product_Attribute ) {
				continue;
			}
			$attributes[ sanitize_title( $key ) ] = (string) $value;
		}
		$this->set_prop( 'attributes', $attributes );
	}

	/**
	 * Attributes with the attribute_ prefix, as the variation form posts them.
	 *
	 * @return array<string, string>
	 */
	public function get_variation_attributes( $with_prefix = true ) {
		$attributes = array();
		foreach ( (array) $this->get_attributes() as $name => $value ) {
			$attributes[ ( $with_prefix ? 'attribute_' : '' ) . $name ] = $value;
		}
		return $attributes;
	}

	/**
	 * Value of an attribute: term name for taxonomy attributes.
	 *
	 * @param string $attribute Attribute name.
	 */
	public function get_attribute( $attribute ) {
		$attributes = $this->get_attributes();
		$attribute  = sanitize_title( $attribute );
		if ( ! isset( $attributes[ $attribute ] ) ) {
			if ( ! isset( $attributes[ 'pa_' . $attribute ] ) ) {
				return '';
			}
			$attribute = 'pa_' . $attribute;
		}
		$value = $attributes[ $attribute ];
		$term  = taxonomy_exists( $attribute ) ? get_term_by( 'slug', $value, $attribute ) : false;
		return ! is_wp_error( $term ) && $term ? $term->name : $value;
	}

	/** Name generated from the parent and the attribute values. */
	public function generate_title() {
		$this->read_parent_data();
		$values = array_filter( array_map( array( $this, 'get_attribute' ), array_keys( (array) $this->get_attributes( 'edit' ) ) ) );
		$title  = $this->parent_data['title'] ? $this->parent_data['title'] : $this->get_name( 'edit' );
		if ( $values && apply_filters( 'woocommerce_product_variation_title_include_attributes', count( $values ) < 3, $this ) ) {
			$title .= apply_filters( 'woocommerce_product_variation_title_attributes_separator', ' - ', $this ) . implode( ', ', $values );
		}
		return apply_filters( 'woocommerce_product_variation_title', $title, $this, $this->parent_data['title'], $values );
	}

	/** SKU, or the parent's when empty. */
	public function get_sku( $context = 'view' ) {
		$value = $this->get_prop( 'sku', $context );
		return ( 'view' === $context && '' === (string) $value ) ? apply_filters( $this->get_hook_prefix() . 'sku', $this->parent_data['sku'], $this ) : $value;
	}

	/** Image id, or the parent's in view context. */
	public function get_image_id( $context = 'view' ) {
		$value = $this->get_prop( 'image_id', $context );
		return ( 'view' === $context && ! $value ) ? apply_filters( $this->get_hook_prefix() . 'image_id', $this->parent_data['image_id'], $this ) : $value;
	}

	/** Tax class ("parent" inherits). */
	public function get_tax_class( $context = 'view' ) {
		$value = $this->get_prop( 'tax_class', $context );
		return ( 'view' === $context && 'parent' === $value ) ? $this->parent_data['tax_class'] : $value;
	}

	/** Weight, or the parent's. */
	public function get_weight( $context = 'view' ) {
		$value = $this->get_prop( 'weight', $context );
		return ( 'view' === $context && '' === (string) $value ) ? $this->parent_data['weight'] : $value;
	}

	/** Catalogue visibility of the parent. */
	public function get_catalog_visibility( $context = 'view' ) {
		return apply_filters( $this->get_hook_prefix() . 'catalog_visibility', $this->parent_data['catalog_visibility'], $this );
	}

	/** Product page URL with the attributes preselected. */
	public function get_permalink( $item_object = null ) {
		$url = get_permalink( $this->get_parent_id() );
		if ( ! $url ) {
			return '';
		}
		return add_query_arg( array_map( 'urlencode', array_filter( $this->get_variation_attributes() ) ), $url );
	}

	/** Add-to-cart URL with parent, variation and attributes. */
	public function add_to_cart_url() {
		$url = $this->is_purchasable()
			? remove_query_arg(
				'added-to-cart',
				add_query_arg(
					array_merge(
						array(
							'variation_id' => $this->get_id(),
							'add-to-cart'  => $this->get_parent_id(),
						),
						array_map( 'urlencode', $this->get_variation_attributes() )
					),
					$this->get_permalink()
				)
			)
			: $this->get_permalink();
		return apply_filters( 'woocommerce_product_add_to_cart_url', $url, $this );
	}

	/** Whether the variation and its parent are buyable. */
	public function is_purchasable() {
		$purchasable = $this->exists() && '' !== $this->get_price() && 'publish' === $this->get_status() && ( 'publish' === $this->parent_data['status'] || current_user_can( 'edit_post', $this->get_parent_id() ) );
		return apply_filters( 'woocommerce_variation_is_purchasable', $purchasable, $this );
	}

	/** Whether the variation is shown in the variation form. */
	public function variation_is_visible() {
		return apply_filters( 'woocommerce_variation_is_visible', 'publish' === get_post_status( $this->get_id() ) && '' !== $this->get_price(), $this->get_id(), $this->get_parent_id(), $this );
	}

	/** Whether the variation can be selected. */
	public function variation_is_active() {
		return apply_filters( 'woocommerce_variation_is_active', true, $this );
	}

	/** Deprecated id accessor still used by some code. */
	public function get_variation_id() {
		return $this->get_id();
	}
}

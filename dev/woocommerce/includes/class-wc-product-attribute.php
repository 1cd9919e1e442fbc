<?php
/**
 * Product attribute.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * One attribute of a product: a global taxonomy (pa_*, options are term ids)
 * or a local one (options are strings).
 */
class WC_Product_Attribute implements ArrayAccess {

	/**
	 * Data.
	 *
	 * @var array
	 */
	protected $data = array(
		'id'        => 0,
		'name'      => '',
		'options'   => array(),
		'position'  => 0,
		'visible'   => false,
		'variation' => false,
	);

	/** @param int $value Attribute taxonomy id (0 for local). */
	public function set_id( $value ) {
		$this->data['id'] = absint( $value );
	}

	/** @param string $value Name (pa_x or a label). */
	public function set_name( $value ) {
		$this->data['name'] = (string) $value;
	}

	/** @param array $value Term ids or strings. */
	public function set_options( $value ) {
		$this->data['options'] = array_values( (array) $value );
	}

	/** @param int $value Position. */
	public function set_position( $value ) {
		$this->data['position'] = absint( $value );
	}

	/** @param bool $value Shown on the product page. */
	public function set_visible( $value ) {
		$this->data['visible'] = wc_string_to_bool( $value );
	}

	/** @param bool $value Used for variations. */
	public function set_variation( $value ) {
		$this->data['variation'] = wc_string_to_bool( $value );
	}

	/** Id. */
	public function get_id() {
		return $this->data['id'];
	}

	/** Name. */
	public function get_name() {
		return $this->data['name'];
	}

	/** Options. */
	public function get_options() {
		return $this->data['options'];
	}

	/** Position. */
	public function get_position() {
		return $this->data['position'];
	}

	/** Visible. */
	public function get_visible() {
		return $this->data['visible'];
	}

	/** Variation. */
	public function get_variation() {
		return $this->data['variation'];
	}

	/** Whether it is a global (taxonomy) attribute. */
	public function is_taxonomy() {
		return 0 < $this->get_id();
	}

	/** Taxonomy name, or '' for local attributes. */
	public function get_taxonomy() {
		return $this->is_taxonomy() ? $this->get_name() : '';
	}

	/** The taxonomy row of a global attribute, or null. */
	public function get_taxonomy_object() {
		foreach ( wc_get_attribute_taxonomies() as $tax ) {
			if ( (int) $tax->attribute_id === $this->get_id() ) {
				return $tax;
			}
		}
		return null;
	}

	/**
	 * Terms of a global attribute.
	 *
	 * @return WP_Term[]|null
	 */
	public function get_terms() {
		if ( ! $this->is_taxonomy() || ! taxonomy_exists( $this->get_name() ) ) {
			return null;
		}
		$terms = array();
		foreach ( $this->get_options() as $option ) {
			$term = is_int( $option ) || ctype_digit( (string) $option ) ? get_term_by( 'id', (int) $option, $this->get_name() ) : get_term_by( 'name', $option, $this->get_name() );
			if ( $term && ! is_wp_error( $term ) ) {
				$terms[] = $term;
			}
		}
		return $terms;
	}

	/**
	 * Slugs of the options (term slugs or the local strings).
	 *
	 * @return string[]
	 */
	public function get_slugs() {
		if ( ! $this->is_taxonomy() ) {
			return array_map( 'strval', $this->get_options() );
		}
		return wp_list_pluck( (array) $this->get_terms(), 'slug' );
	}

	/**
	 * Stored form (_product_attributes).
	 *
	 * @return array
	 */
	public function get_data() {
		return array_merge(
			$this->data,
			array(
				'is_visible'   => $this->get_visible() ? 1 : 0,
				'is_variation' => $this->get_variation() ? 1 : 0,
				'is_taxonomy'  => $this->is_taxonomy() ? 1 : 0,
				'value'        => $this->is_taxonomy() ? '' : wc_implode_text_attributes( $this->get_options() ),
			)
		);
	}

	/**
	 * ArrayAccess: exists.
	 *
	 * @param mixed $offset Key.
	 */
	public function offsetExists( $offset ): bool {
		return in_array( $offset, array_keys( $this->get_data() ), true );
	}

	/**
	 * ArrayAccess: get.
	 *
	 * @param mixed $offset Key.
	 * @return mixed
	 */
	#[\ReturnTypeWillChange]
	public function offsetGet( $offset ) {
		$data = $this->get_data();
		return $data[ $offset ] ?? null;
	}

	/**
	 * ArrayAccess: set.
	 *
	 * @param mixed $offset Key.
	 * @param mixed $value  Value.
	 */
	public function offsetSet( $offset, $value ): void {
		$map = array(
			'is_visible'   => 'visible',
			'is_variation' => 'variation',
			'value'        => 'options',
		);
		$key = $map[ $offset ] ?? $offset;
		if ( is_callable( array( $this, "set_$key" ) ) ) {
			$this->{"set_$key"}( $value );
		}
	}

	/**
	 * ArrayAccess: unset (not supported).
	 *
	 * @param mixed $offset Key.
	 */
	public function offsetUnset( $offset ): void {}
}

<?php
/**
 * Variable product.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * A product with variations (e.g. bottle sizes); its price is the range of its variations.
 */
class WC_Product_Variable extends WC_Product {

	/**
	 * Type.
	 *
	 * @var string
	 */
	protected $product_type = 'variable';

	/**
	 * Cached variation prices by display flag.
	 *
	 * @var array
	 */
	protected $prices_array = array();

	/**
	 * Sets children ids (read by the data store).
	 *
	 * @param int[] $children Ids.
	 */
	public function set_children( $children ) {
		$this->children = array_filter( array_map( 'absint', (array) $children ) );
	}

	/**
	 * Variation ids.
	 *
	 * @param bool|string $visible_only Deprecated.
	 * @return int[]
	 */
	public function get_children( $visible_only = '' ) {
		return apply_filters( 'woocommerce_get_children', $this->children, $this, false );
	}

	/**
	 * Ids of variations that are published (and in stock when hidden otherwise).
	 *
	 * @return int[]
	 */
	public function get_visible_children() {
		$visible = array();
		foreach ( $this->get_children() as $child_id ) {
			if ( 'publish' !== get_post_status( $child_id ) ) {
				continue;
			}
			if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) && 'outofstock' === get_post_meta( $child_id, '_stock_status', true ) ) {
				continue;
			}
			$visible[] = $child_id;
		}
		return $visible;
	}

	/**
	 * Active price: the lowest variation price.
	 *
	 * @param string $context view|edit.
	 */
	public function get_price( $context = 'view' ) {
		$prices = $this->get_variation_prices();
		$price  = $prices['price'] ? (string) current( $prices['price'] ) : '';
		return 'view' === $context ? apply_filters( 'woocommerce_product_get_price', $price, $this ) : $price;
	}

	/**
	 * Prices of the visible variations, sorted ascending.
	 *
	 * @param bool $for_display Prices as displayed (tax setting applied).
	 * @return array{price: array<int, string>, regular_price: array<int, string>, sale_price: array<int, string>}
	 */
	public function get_variation_prices( $for_display = false ) {
		$key = $for_display ? 'display' : 'raw';
		if ( isset( $this->prices_array[ $key ] ) ) {
			return $this->prices_array[ $key ];
		}
		$prices = array(
			'price'         => array(),
			'regular_price' => array(),
			'sale_price'    => array(),
		);
		foreach ( $this->get_visible_children() as $child_id ) {
			$variation = wc_get_product( $child_id );
			if ( ! $variation || '' === $variation->get_price() ) {
				continue;
			}
			$price   = $variation->get_price();
			$regular = '' === $variation->get_regular_price() ? $price : $variation->get_regular_price();
			$sale    = '' === $variation->get_sale_price() ? $price : $variation->get_sale_price();
			if ( $for_display ) {
				$price   = wc_get_price_to_display( $variation, array( 'price' => $price ) );
				$regular = wc_get_price_to_display( $variation, array( 'price' => $regular ) );
				$sale    = wc_get_price_to_display( $variation, array( 'price' => $sale ) );
			}
			$prices['price'][ $child_id ]         = wc_format_decimal( $price, wc_get_price_decimals() );
			$prices['regular_price'][ $child_id ] = wc_format_decimal( $regular, wc_get_price_decimals() );
			$prices['sale_price'][ $child_id ]    = wc_format_decimal( $sale, wc_get_price_decimals() );
		}
		foreach ( $prices as $type => $list ) {
			asort( $list );
			$prices[ $type ] = $list;
		}
		$this->prices_array[ $key ] = apply_filters( 'woocommerce_variation_prices', $prices, $this, $for_display );
		return $this->prices_array[ $key ];
	}

	/**
	 * Lowest or highest variation price.
	 *
	 * @param string $min_or_max min|max.
	 * @param bool   $for_display As displayed.
	 */
	public function get_variation_price( $min_or_max = 'min', $for_display = false ) {
		$prices = $this->get_variation_prices( $for_display )['price'];
		return 'min' === $min_or_max ? current( $prices ) : end( $prices );
	}

	/**
	 * Lowest or highest regular price.
	 *
	 * @param string $min_or_max min|max.
	 * @param bool   $for_display As displayed.
	 */
	public function get_variation_regular_price( $min_or_max = 'min', $for_display = false ) {
		$prices = $this->get_variation_prices( $for_display )['regular_price'];
		return 'min' === $min_or_max ? current( $prices ) : end( $prices );
	}

	/**
	 * Lowest or highest sale price.
	 *
	 * @param string $min_or_max min|max.
	 * @param bool   $for_display As displayed.
	 */
	public function get_variation_sale_price( $min_or_max = 'min', $for_display = false ) {
		$prices = $this->get_variation_prices( $for_display )['sale_price'];
		return 'min' === $min_or_max ? current( $prices ) : end( $prices );
	}

	/** Price markup: range "a – b", or sale / single price when all variations cost the same. */
	public function get_price_html( $price = '' ) {
		$prices = $this->get_variation_prices( true );
		if ( empty( $prices['price'] ) ) {
			$html = apply_filters( 'woocommerce_variable_empty_price_html', '', $this );
		} else {
			$min_price     = current( $prices['price'] );
			$max_price     = end( $prices['price'] );
			$min_reg_price = current( $prices['regular_price'] );
			$max_reg_price = end( $prices['regular_price'] );
			if ( $min_price !== $max_price ) {
				$html = wc_format_price_range( $min_price, $max_price );
			} elseif ( $this->is_on_sale() && $min_reg_price === $max_reg_price ) {
				$html = wc_format_sale_price( wc_price( $max_reg_price ), wc_price( $min_price ) );
			} else {
				$html = wc_price( $min_price );
			}
			$html = apply_filters( 'woocommerce_variable_price_html', $html . $this->get_price_suffix(), $this );
		}
		return apply_filters( 'woocommerce_get_price_html', $html, $this );
	}

	/** Whether any visible variation is on sale. */
	public function is_on_sale( $context = 'view' ) {
		$on_sale = false;
		$prices  = $this->get_variation_prices();
		foreach ( $prices['price'] as $id => $price ) {
			if ( $prices['regular_price'][ $id ] !== $price && $prices['sale_price'][ $id ] === $price ) {
				$on_sale = true;
				break;
			}
		}
		return 'view' === $context ? apply_filters( 'woocommerce_product_is_on_sale', $on_sale, $this ) : $on_sale;
	}

	/** Whether some variation can be bought. */
	public function is_purchasable() {
		return apply_filters( 'woocommerce_is_purchasable', $this->exists() && ( 'publish' === $this->get_status() || current_user_can( 'edit_post', $this->get_id() ) ) && '' !== $this->get_price( 'edit' ), $this );
	}

	/** Link to the product page (options must be chosen there). */
	public function add_to_cart_url() {
		return apply_filters( 'woocommerce_product_add_to_cart_url', $this->get_permalink(), $this );
	}

	/** Button text. */
	public function add_to_cart_text() {
		return apply_filters( 'woocommerce_product_add_to_cart_text', $this->is_purchasable() ? __( 'Select options', 'woocommerce' ) : __( 'Read more', 'woocommerce' ), $this );
	}

	/** Button aria-label. */
	public function add_to_cart_description() {
		/* translators: %s: Product title */
		return apply_filters( 'woocommerce_product_add_to_cart_description', sprintf( __( 'Select options for &ldquo;%s&rdquo;', 'woocommerce' ), $this->get_name() ), $this );
	}

	/**
	 * Options of each variation attribute: attribute name => slugs (taxonomy) or values.
	 *
	 * @return array<string, string[]>
	 */
	public function get_variation_attributes() {
		$result = array();
		foreach ( $this->get_attributes() as $attribute ) {
			if ( ! $attribute->get_variation() ) {
				continue;
			}
			$key    = 'attribute_' . sanitize_title( $attribute->get_name() );
			$used   = array();
			$any    = false;
			foreach ( $this->get_visible_children() as $child_id ) {
				$value = get_post_meta( $child_id, $key, true );
				if ( '' === $value ) {
					$any = true;
					break;
				}
				$used[] = $value;
			}
			$all = $attribute->get_slugs();
			$result[ $attribute->get_name() ] = $any ? $all : array_values( array_intersect( $all, array_unique( $used ) ) );
		}
		return $result;
	}

	/**
	 * Default (preselected) value of an attribute.
	 *
	 * @param string $attribute_name Attribute.
	 */
	public function get_variation_default_attribute( $attribute_name ) {
		$defaults = $this->get_default_attributes();
		$key      = sanitize_title( $attribute_name );
		return isset( $defaults[ $key ] ) ? $defaults[ $key ] : '';
	}

	/**
	 * Data of one variation for the variation form (WooCommerce's shape).
	 *
	 * @param int|WC_Product_Variation $variation Variation.
	 * @return array|false
	 */
	public function get_available_variation( $variation ) {
		if ( is_numeric( $variation ) ) {
			$variation = wc_get_product( $variation );
		}
		if ( ! $variation instanceof WC_Product_Variation ) {
			return false;
		}
		$prices              = $this->get_variation_prices( true );
		$show_variation_price = apply_filters( 'woocommerce_show_variation_price', $variation->get_price() === '' || count( array_unique( $prices['price'] ) ) > 1 || count( array_unique( $prices['regular_price'] ) ) > 1 || $variation->is_on_sale(), $this, $variation );
		$max_qty             = $variation->get_max_purchase_quantity();
		return apply_filters(
			'woocommerce_available_variation',
			array(
				'attributes'            => $variation->get_variation_attributes(),
				'availability_html'     => wc_get_stock_html( $variation ),
				'backorders_allowed'    => $variation->backorders_allowed(),
				'dimensions'            => $variation->get_dimensions( false ),
				'dimensions_html'       => wc_format_dimensions( $variation->get_dimensions( false ) ),
				'display_price'         => wc_get_price_to_display( $variation ),
				'display_regular_price' => wc_get_price_to_display( $variation, array( 'price' => $variation->get_regular_price() ) ),
				'image'                 => wc_get_product_attachment_props( $variation->get_image_id() ? (int) $variation->get_image_id() : (int) $this->get_image_id() ),
				'image_id'              => $variation->get_image_id() ? (int) $variation->get_image_id() : (int) $this->get_image_id(),
				'is_downloadable'       => $variation->is_downloadable(),
				'is_in_stock'           => $variation->is_in_stock(),
				'is_purchasable'        => $variation->is_purchasable(),
				'is_sold_individually'  => $variation->is_sold_individually() ? 'yes' : 'no',
				'is_virtual'            => $variation->is_virtual(),
				'max_qty'               => 0 < $max_qty ? $max_qty : '',
				'min_qty'               => $variation->get_min_purchase_quantity(),
				'price_html'            => $show_variation_price ? '<span class="price">' . $variation->get_price_html() . '</span>' : '',
				'sku'                   => $variation->get_sku(),
				'variation_description' => wc_format_content( $variation->get_description() ),
				'variation_id'          => $variation->get_id(),
				'variation_is_active'   => $variation->variation_is_active(),
				'variation_is_visible'  => $variation->variation_is_visible(),
				'weight'                => $variation->get_weight(),
				'weight_html'           => wc_format_weight( $variation->get_weight() ),
			),
			$this,
			$variation
		);
	}

	/**
	 * Data of every visible variation.
	 *
	 * @param string $return array or objects.
	 * @return array
	 */
	public function get_available_variations( $return = 'array' ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		$available = array();
		foreach ( $this->get_children() as $child_id ) {
			$variation = wc_get_product( $child_id );
			if ( ! $variation instanceof WC_Product_Variation || ! $variation->exists() ) {
				continue;
			}
			if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) && ! $variation->is_in_stock() ) {
				continue;
			}
			if ( apply_filters( 'woocommerce_hide_invisible_variations', true, $this->get_id(), $variation ) && ! $variation->variation_is_visible() ) {
				continue;
			}
			$available[] = 'array' === $return ? $this->get_available_variation( $variation ) : $variation;
		}
		return 'array' === $return ? array_values( array_filter( $available ) ) : $available;
	}

	/** Whether any child is in stock. */
	public function child_is_in_stock() {
		foreach ( $this->get_visible_children() as $child_id ) {
			if ( 'outofstock' !== get_post_meta( $child_id, '_stock_status', true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Syncs a variable product from its variations: _price (lowest) and stock status.
	 *
	 * @param int|WC_Product $product Product or id.
	 */
	public static function sync( $product ) {
		$id = $product instanceof WC_Product ? $product->get_id() : absint( $product );
		if ( 'variable' !== WC_Data_Store::load( 'product' )->get_product_type( $id ) ) {
			return;
		}
		$store    = new WC_Product_Data_Store_CPT();
		$children = $store->read_children( $id );
		$prices   = array();
		$statuses = array();
		foreach ( $children as $child_id ) {
			if ( 'publish' !== get_post_status( $child_id ) ) {
				continue;
			}
			$price = (string) get_post_meta( $child_id, '_price', true );
			if ( '' !== $price ) {
				$prices[] = $price;
			}
			$statuses[] = get_post_meta( $child_id, '_stock_status', true );
		}
		delete_post_meta( $id, '_price' );
		if ( $prices ) {
			usort( $prices, static fn( $a, $b ) => (float) $a <=> (float) $b );
			update_post_meta( $id, '_price', $prices[0] );
		}
		if ( in_array( 'instock', $statuses, true ) ) {
			$status = 'instock';
		} elseif ( in_array( 'onbackorder', $statuses, true ) ) {
			$status = 'onbackorder';
		} else {
			$status = 'outofstock';
		}
		update_post_meta( $id, '_stock_status', $status );
		$terms = wp_get_post_terms( $id, 'product_visibility', array( 'fields' => 'names' ) );
		$terms = is_wp_error( $terms ) ? array() : array_diff( $terms, array( 'outofstock' ) );
		if ( 'outofstock' === $status ) {
			$terms[] = 'outofstock';
		}
		wp_set_post_terms( $id, array_values( $terms ), 'product_visibility', false );
		clean_post_cache( $id );
		if ( $product instanceof self ) {
			$product->prices_array = array();
			$product->set_children( $children );
			$product->set_object_read( false );
			$product->set_stock_status( $status );
			$product->set_object_read( true );
		}
		do_action( 'woocommerce_variable_product_sync_data', $id );
	}
}

<?php
/**
 * Product storage in posts and postmeta (WooCommerce's keys).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes products and variations.
 */
class WC_Product_Data_Store_CPT {

	/**
	 * Meta keys and the props they store.
	 *
	 * @var array<string, string>
	 */
	private const META = array(
		'_sku'                  => 'sku',
		'_regular_price'        => 'regular_price',
		'_sale_price'           => 'sale_price',
		'_sale_price_dates_from' => 'date_on_sale_from',
		'_sale_price_dates_to'  => 'date_on_sale_to',
		'total_sales'           => 'total_sales',
		'_tax_status'           => 'tax_status',
		'_tax_class'            => 'tax_class',
		'_manage_stock'         => 'manage_stock',
		'_backorders'           => 'backorders',
		'_low_stock_amount'     => 'low_stock_amount',
		'_sold_individually'    => 'sold_individually',
		'_weight'               => 'weight',
		'_length'               => 'length',
		'_width'                => 'width',
		'_height'               => 'height',
		'_upsell_ids'           => 'upsell_ids',
		'_crosssell_ids'        => 'cross_sell_ids',
		'_purchase_note'        => 'purchase_note',
		'_default_attributes'   => 'default_attributes',
		'_virtual'              => 'virtual',
		'_downloadable'         => 'downloadable',
		'_product_image_gallery' => 'gallery_image_ids',
		'_thumbnail_id'         => 'image_id',
		'_stock'                => 'stock_quantity',
		'_stock_status'         => 'stock_status',
		'_wc_average_rating'    => 'average_rating',
		'_wc_rating_count'      => 'rating_counts',
		'_wc_review_count'      => 'review_count',
		'_price'                => 'price',
	);

	/*
	 * Read.
	 */

	/**
	 * Reads a product from its post.
	 *
	 * @param WC_Product $product Product with id.
	 * @throws Exception When the post is not a product.
	 */
	public function read( &$product ) {
		$product->set_defaults();
		$post = get_post( $product->get_id() );
		if ( ! $post || ! in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ) {
			throw new Exception( esc_html__( 'Invalid product.', 'woocommerce' ) );
		}
		$product->set_props(
			array(
				'name'              => $post->post_title,
				'slug'              => $post->post_name,
				'date_created'      => '0000-00-00 00:00:00' !== $post->post_date_gmt ? wc_string_to_timestamp( $post->post_date_gmt ) : null,
				'date_modified'     => '0000-00-00 00:00:00' !== $post->post_modified_gmt ? wc_string_to_timestamp( $post->post_modified_gmt ) : null,
				'status'            => $post->post_status,
				'description'       => $post->post_content,
				'short_description' => $post->post_excerpt,
				'parent_id'         => $post->post_parent,
				'menu_order'        => $post->menu_order,
				'post_password'     => $post->post_password,
				'reviews_allowed'   => 'open' === $post->comment_status,
			)
		);
		$this->read_product_data( $product );
		if ( $product instanceof WC_Product_Variation ) {
			$product->set_props(
				array(
					'description' => get_post_meta( $product->get_id(), '_variation_description', true ),
					'attributes'  => wc_get_product_variation_attributes( $product->get_id() ),
				)
			);
			$product->read_parent_data();
		} else {
			$this->read_attributes( $product );
			$this->read_visibility( $product );
			$product->set_props(
				array(
					'category_ids' => $this->get_term_ids( $product->get_id(), 'product_cat' ),
					'tag_ids'      => $this->get_term_ids( $product->get_id(), 'product_tag' ),
				)
			);
		}
		if ( $product instanceof WC_Product_Variable ) {
			$product->set_children( $this->read_children( $product->get_id() ) );
		}
		$product->set_object_read( true );
		do_action( 'woocommerce_product_read', $product->get_id() );
	}

	/**
	 * Props from postmeta.
	 *
	 * @param WC_Product $product Product.
	 */
	private function read_product_data( WC_Product $product ): void {
		$id    = $product->get_id();
		$props = array();
		foreach ( self::META as $key => $prop ) {
			$value = get_post_meta( $id, $key, true );
			if ( '' === $value && in_array( $prop, array( 'tax_status', 'backorders', 'stock_status' ), true ) ) {
				continue; // Keep the defaults.
			}
			if ( in_array( $prop, array( 'upsell_ids', 'cross_sell_ids', 'default_attributes', 'rating_counts' ), true ) ) {
				$value = is_array( $value ) ? $value : array();
			}
			if ( 'stock_quantity' === $prop && '' === $value ) {
				$value = null;
			}
			$props[ $prop ] = $value;
		}
		$product->set_props( $props );
	}

	/**
	 * Attributes from _product_attributes.
	 *
	 * @param WC_Product $product Product.
	 */
	private function read_attributes( WC_Product $product ): void {
		$meta = get_post_meta( $product->get_id(), '_product_attributes', true );
		if ( ! is_array( $meta ) ) {
			return;
		}
		$attributes = array();
		foreach ( $meta as $meta_value ) {
			$meta_value = array_merge(
				array(
					'name'         => '',
					'value'        => '',
					'position'     => 0,
					'is_visible'   => 0,
					'is_variation' => 0,
					'is_taxonomy'  => 0,
				),
				(array) $meta_value
			);
			$attribute = new WC_Product_Attribute();
			if ( ! empty( $meta_value['is_taxonomy'] ) ) {
				if ( ! taxonomy_exists( $meta_value['name'] ) ) {
					continue;
				}
				$attribute->set_id( wc_attribute_taxonomy_id_by_name( $meta_value['name'] ) );
				$attribute->set_options( $this->get_term_ids( $product->get_id(), $meta_value['name'] ) );
			} else {
				$attribute->set_options( wc_get_text_attributes( $meta_value['value'] ) );
			}
			$attribute->set_name( $meta_value['name'] );
			$attribute->set_position( $meta_value['position'] );
			$attribute->set_visible( $meta_value['is_visible'] );
			$attribute->set_variation( $meta_value['is_variation'] );
			$attributes[] = $attribute;
		}
		$product->set_attributes( $attributes );
	}

	/**
	 * Featured flag and catalogue visibility from product_visibility terms.
	 *
	 * @param WC_Product $product Product.
	 */
	private function read_visibility( WC_Product $product ): void {
		$terms = wp_get_post_terms( $product->get_id(), 'product_visibility', array( 'fields' => 'names' ) );
		$terms = is_wp_error( $terms ) ? array() : $terms;
		$hidden_catalog = in_array( 'exclude-from-catalog', $terms, true );
		$hidden_search  = in_array( 'exclude-from-search', $terms, true );
		if ( $hidden_catalog && $hidden_search ) {
			$visibility = 'hidden';
		} elseif ( $hidden_catalog ) {
			$visibility = 'search';
		} elseif ( $hidden_search ) {
			$visibility = 'catalog';
		} else {
			$visibility = 'visible';
		}
		$product->set_props(
			array(
				'featured'           => in_array( 'featured', $terms, true ),
				'catalog_visibility' => $visibility,
			)
		);
	}

	/**
	 * Ids of the published and private variations of a product.
	 *
	 * @param int $parent_id Product id.
	 * @return int[]
	 */
	public function read_children( int $parent_id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_parent'      => $parent_id,
					'post_type'        => 'product_variation',
					'orderby'          => array(
						'menu_order' => 'ASC',
						'ID'         => 'ASC',
					),
					'fields'           => 'ids',
					'post_status'      => array( 'publish', 'private' ),
					'numberposts'      => -1,
					'suppress_filters' => true,
				)
			)
		);
	}

	/**
	 * Term ids of a product in a taxonomy.
	 *
	 * @param int    $id       Product id.
	 * @param string $taxonomy Taxonomy.
	 * @return int[]
	 */
	private function get_term_ids( int $id, string $taxonomy ): array {
		$terms = get_the_terms( $id, $taxonomy );
		return ( empty( $terms ) || is_wp_error( $terms ) ) ? array() : array_values( array_map( 'intval', wp_list_pluck( $terms, 'term_id' ) ) );
	}

	/*
	 * Write.
	 */

	/**
	 * Creates the post and meta of a new product.
	 *
	 * @param WC_Product $product Product.
	 */
	public function create( &$product ) {
		if ( ! $product->get_date_created( 'edit' ) ) {
			$product->set_date_created( time() );
		}
		$this->prepare_props( $product );
		$is_variation = $product instanceof WC_Product_Variation;
		$id           = wp_insert_post(
			apply_filters(
				'woocommerce_new_product_data',
				array(
					'post_type'      => $is_variation ? 'product_variation' : 'product',
					'post_status'    => $product->get_status() ? $product->get_status() : 'publish',
					'post_author'    => get_current_user_id(),
					'post_title'     => $is_variation ? $product->generate_title() : ( $product->get_name() ? $product->get_name() : __( 'Product', 'woocommerce' ) ),
					'post_content'   => $is_variation ? '' : $product->get_description(),
					'post_excerpt'   => $is_variation ? '' : $product->get_short_description(),
					'post_parent'    => $product->get_parent_id(),
					'comment_status' => $product->get_reviews_allowed() ? 'open' : 'closed',
					'ping_status'    => 'closed',
					'menu_order'     => $product->get_menu_order(),
					'post_password'  => $product->get_post_password( 'edit' ),
					'post_date'      => gmdate( 'Y-m-d H:i:s', $product->get_date_created( 'edit' )->getOffsetTimestamp() ),
					'post_date_gmt'  => gmdate( 'Y-m-d H:i:s', $product->get_date_created( 'edit' )->getTimestamp() ),
					'post_name'      => $product->get_slug( 'edit' ),
				)
			),
			true
		);
		if ( ! $id || is_wp_error( $id ) ) {
			return;
		}
		$product->set_id( $id );
		$this->write( $product, true );
		$product->apply_changes();
		$this->refresh_core_props( $product );
		do_action( $is_variation ? 'woocommerce_new_product_variation' : 'woocommerce_new_product', $id, $product );
	}

	/**
	 * Updates post and meta of a product.
	 *
	 * @param WC_Product $product Product.
	 */
	public function update( &$product ) {
		$this->prepare_props( $product );
		$is_variation = $product instanceof WC_Product_Variation;
		$changes      = $product->get_changes();
		$core         = array_intersect( array( 'name', 'description', 'short_description', 'status', 'parent_id', 'reviews_allowed', 'menu_order', 'date_created', 'slug', 'post_password', 'attributes' ), array_keys( $changes ) );
		if ( $core ) {
			$post = array(
				'ID'             => $product->get_id(),
				'post_status'    => $product->get_status( 'edit' ) ? $product->get_status( 'edit' ) : 'publish',
				'post_title'     => $is_variation ? $product->generate_title() : $product->get_name( 'edit' ),
				'post_parent'    => $product->get_parent_id( 'edit' ),
				'comment_status' => $product->get_reviews_allowed( 'edit' ) ? 'open' : 'closed',
				'menu_order'     => $product->get_menu_order( 'edit' ),
				'post_password'  => $product->get_post_password( 'edit' ),
				'post_name'      => $product->get_slug( 'edit' ),
			);
			if ( ! $is_variation ) {
				$post['post_content'] = $product->get_description( 'edit' );
				$post['post_excerpt'] = $product->get_short_description( 'edit' );
			}
			wp_update_post( $post );
		}
		$this->write( $product, false );
		$product->apply_changes();
		$this->refresh_core_props( $product );
		do_action( $is_variation ? 'woocommerce_update_product_variation' : 'woocommerce_update_product', $product->get_id(), $product );
	}

	/**
	 * Derived props before writing: active price and stock status.
	 *
	 * @param WC_Product $product Product.
	 */
	private function prepare_props( WC_Product $product ): void {
		if ( ! $product->is_type( 'variable' ) ) {
			$product->set_price( $product->is_on_sale( 'edit' ) ? $product->get_sale_price( 'edit' ) : $product->get_regular_price( 'edit' ) );
		}
		if ( $product->get_manage_stock( 'edit' ) && ! $product->is_type( 'variable' ) ) {
			$threshold = absint( get_option( 'woocommerce_notify_no_stock_amount', 0 ) );
			if ( (float) $product->get_stock_quantity( 'edit' ) > $threshold ) {
				$product->set_stock_status( 'instock' );
			} elseif ( 'no' !== $product->get_backorders( 'edit' ) ) {
				$product->set_stock_status( 'onbackorder' );
			} else {
				$product->set_stock_status( 'outofstock' );
			}
		}
		if ( ! $product->get_slug( 'edit' ) && $product->get_name( 'edit' ) && ! $product instanceof WC_Product_Variation ) {
			$product->set_slug( sanitize_title( $product->get_name( 'edit' ) ) );
		}
	}

	/**
	 * Meta, terms and the product type.
	 *
	 * @param WC_Product $product Product.
	 * @param bool       $force   Write every key (new product).
	 */
	private function write( WC_Product $product, bool $force ): void {
		$id      = $product->get_id();
		$changes = $product->get_changes();
		foreach ( self::META as $key => $prop ) {
			if ( ! $force && ! array_key_exists( $prop, $changes ) ) {
				continue;
			}
			$value = $product->{"get_$prop"}( 'edit' );
			switch ( $prop ) {
				case 'manage_stock':
				case 'sold_individually':
				case 'virtual':
				case 'downloadable':
					$value = wc_bool_to_string( $value );
					break;
				case 'date_on_sale_from':
				case 'date_on_sale_to':
					$value = $value ? $value->getTimestamp() : '';
					break;
				case 'gallery_image_ids':
					$value = implode( ',', (array) $value );
					break;
				case 'stock_quantity':
					$value = null === $value ? '' : wc_stock_amount( $value );
					break;
				case 'image_id':
					if ( ! $value ) {
						delete_post_meta( $id, '_thumbnail_id' );
						continue 2;
					}
					break;
			}
			if ( 'price' === $prop && $product->is_type( 'variable' ) ) {
				continue; // Synced from the variations.
			}
			update_post_meta( $id, $key, $value );
		}

		if ( $product instanceof WC_Product_Variation ) {
			if ( $force || array_key_exists( 'description', $changes ) ) {
				update_post_meta( $id, '_variation_description', $product->get_description( 'edit' ) );
			}
			if ( $force || array_key_exists( 'attributes', $changes ) ) {
				$this->write_variation_attributes( $product );
			}
		} else {
			if ( $force || array_key_exists( 'attributes', $changes ) ) {
				$this->write_attributes( $product );
			}
			if ( $force || array_key_exists( 'category_ids', $changes ) ) {
				$cats = $product->get_category_ids( 'edit' );
				if ( ! $cats && (int) get_option( 'default_product_cat', 0 ) ) {
					$cats = array( (int) get_option( 'default_product_cat', 0 ) );
				}
				wp_set_post_terms( $id, $cats, 'product_cat', false );
			}
			if ( $force || array_key_exists( 'tag_ids', $changes ) ) {
				wp_set_post_terms( $id, $product->get_tag_ids( 'edit' ), 'product_tag', false );
			}
			if ( $force || array_intersect( array( 'type', 'product_type' ), array_keys( $changes ) ) || ! has_term( $product->get_type(), 'product_type', $id ) ) {
				wp_set_object_terms( $id, $product->get_type(), 'product_type' );
			}
			$this->write_visibility( $product );
		}
		$product->save_meta_data();

		if ( $product instanceof WC_Product_Variation && $product->get_parent_id( 'edit' ) ) {
			WC_Product_Variable::sync( $product->get_parent_id( 'edit' ) );
		}
		if ( $product->is_type( 'variable' ) ) {
			WC_Product_Variable::sync( $product );
		}
		clean_post_cache( $id );
		wc_delete_product_transients( $id );
	}

	/**
	 * _product_attributes and the attribute terms.
	 *
	 * @param WC_Product $product Product.
	 */
	private function write_attributes( WC_Product $product ): void {
		$meta = array();
		foreach ( $product->get_attributes( 'edit' ) as $attribute ) {
			if ( ! $attribute instanceof WC_Product_Attribute ) {
				continue;
			}
			$data = $attribute->get_data();
			if ( $attribute->is_taxonomy() ) {
				$terms = array_map(
					static fn( $option ) => is_numeric( $option ) ? (int) $option : (string) $option,
					$attribute->get_options()
				);
				wp_set_object_terms( $product->get_id(), $terms, $attribute->get_name() );
			}
			$meta[ sanitize_title( $attribute->get_name() ) ] = array(
				'name'         => $data['name'],
				'value'        => $data['value'],
				'position'     => $data['position'],
				'is_visible'   => $data['is_visible'],
				'is_variation' => $data['is_variation'],
				'is_taxonomy'  => $data['is_taxonomy'],
			);
		}
		update_post_meta( $product->get_id(), '_product_attributes', $meta );
	}

	/**
	 * attribute_* meta of a variation.
	 *
	 * @param WC_Product_Variation $variation Variation.
	 */
	private function write_variation_attributes( WC_Product_Variation $variation ): void {
		$id = $variation->get_id();
		foreach ( array_keys( get_post_meta( $id ) ) as $key ) {
			if ( 0 === strpos( $key, 'attribute_' ) ) {
				delete_post_meta( $id, $key );
			}
		}
		foreach ( $variation->get_attributes( 'edit' ) as $name => $value ) {
			update_post_meta( $id, 'attribute_' . $name, wp_slash( (string) $value ) );
		}
	}

	/**
	 * product_visibility terms (featured, hidden, out of stock, rated-N).
	 *
	 * @param WC_Product $product Product.
	 */
	private function write_visibility( WC_Product $product ): void {
		$terms = array();
		if ( $product->get_featured( 'edit' ) ) {
			$terms[] = 'featured';
		}
		if ( 'outofstock' === $product->get_stock_status( 'edit' ) ) {
			$terms[] = 'outofstock';
		}
		$rating = min( 5, (int) round( (float) $product->get_average_rating( 'edit' ), 0 ) );
		if ( $rating > 0 ) {
			$terms[] = 'rated-' . $rating;
		}
		switch ( $product->get_catalog_visibility( 'edit' ) ) {
			case 'hidden':
				$terms[] = 'exclude-from-search';
				$terms[] = 'exclude-from-catalog';
				break;
			case 'catalog':
				$terms[] = 'exclude-from-search';
				break;
			case 'search':
				$terms[] = 'exclude-from-catalog';
				break;
		}
		wp_set_post_terms( $product->get_id(), $terms, 'product_visibility', false );
	}

	/**
	 * Reloads date and slug from the post after a write.
	 *
	 * @param WC_Product $product Product.
	 */
	private function refresh_core_props( WC_Product $product ): void {
		$post = get_post( $product->get_id() );
		if ( ! $post ) {
			return;
		}
		$product->set_object_read( false );
		$product->set_props(
			array(
				'slug'          => $post->post_name,
				'name'          => $post->post_title,
				'status'        => $post->post_status,
				'date_modified' => wc_string_to_timestamp( $post->post_modified_gmt ),
			)
		);
		$product->set_object_read( true );
	}

	/**
	 * Deletes or trashes a product (and its variations).
	 *
	 * @param WC_Product $product Product.
	 * @param array      $args    force_delete.
	 */
	public function delete( &$product, $args = array() ) {
		$id = $product->get_id();
		if ( ! $id ) {
			return;
		}
		if ( ! empty( $args['force_delete'] ) ) {
			do_action( 'woocommerce_before_delete_product', $id, $product );
			if ( $product->is_type( 'variable' ) ) {
				foreach ( $product->get_children() as $child_id ) {
					wp_delete_post( $child_id, true );
				}
			}
			wp_delete_post( $id, true );
			do_action( 'woocommerce_delete_product', $id );
		} else {
			wp_trash_post( $id );
			$product->set_status( 'trash' );
			do_action( 'woocommerce_trash_product', $id );
		}
		if ( $product->get_parent_id() ) {
			WC_Product_Variable::sync( $product->get_parent_id() );
		}
	}

	/*
	 * Meta.
	 */

	/**
	 * All meta rows of a product.
	 *
	 * @param WC_Data $object Object.
	 * @return object[]
	 */
	public function read_meta( &$object ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d ORDER BY meta_id", $object->get_id() ) );
		return array_filter( (array) $rows, static fn( $row ) => 0 !== strpos( $row->meta_key, 'attribute_' ) && 0 !== stripos( $row->meta_key, 'wp_' ) );
	}

	/**
	 * Adds a meta row.
	 *
	 * @param WC_Data      $object Object.
	 * @param WC_Meta_Data $meta   Meta.
	 * @return int Meta id.
	 */
	public function add_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		return (int) add_metadata( 'post', $object->get_id(), wp_slash( $meta->key ), is_string( $meta->value ) ? wp_slash( $meta->value ) : $meta->value, false );
	}

	/**
	 * Updates a meta row.
	 *
	 * @param WC_Data      $object Object.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function update_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		update_metadata_by_mid( 'post', $meta->id, $meta->value, $meta->key );
	}

	/**
	 * Deletes a meta row.
	 *
	 * @param WC_Data      $object Object.
	 * @param WC_Meta_Data $meta   Meta.
	 */
	public function delete_meta( &$object, $meta ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
		delete_metadata_by_mid( 'post', $meta->id );
	}

	/*
	 * Queries.
	 */

	/**
	 * Product type of an id (variation for variations).
	 *
	 * @param int $product_id Id.
	 * @return string|false
	 */
	public function get_product_type( $product_id ) {
		$post_type = get_post_type( $product_id );
		if ( 'product_variation' === $post_type ) {
			return 'variation';
		}
		if ( 'product' !== $post_type ) {
			return false;
		}
		$terms = get_the_terms( $product_id, 'product_type' );
		return ! empty( $terms ) && ! is_wp_error( $terms ) ? sanitize_title( current( $terms )->name ) : 'simple';
	}

	/**
	 * The variation of a variable product matching posted attributes.
	 *
	 * @param WC_Product $product         Variable product.
	 * @param array      $match_attributes attribute_pa_x => value.
	 * @return int Variation id or 0.
	 */
	public function find_matching_product_variation( $product, $match_attributes = array() ) {
		$wanted = array();
		foreach ( $product->get_attributes() as $attribute ) {
			if ( ! $attribute->get_variation() ) {
				continue;
			}
			$key            = 'attribute_' . sanitize_title( $attribute->get_name() );
			$wanted[ $key ] = isset( $match_attributes[ $key ] ) ? wc_clean( wp_unslash( $match_attributes[ $key ] ) ) : '';
		}
		foreach ( $product->get_children() as $child_id ) {
			$variation_attributes = wc_get_product_variation_attributes( $child_id );
			$matches              = true;
			foreach ( $wanted as $key => $value ) {
				$stored = $variation_attributes[ $key ] ?? '';
				if ( '' !== $stored && $stored !== $value ) {
					$matches = false;
					break;
				}
				if ( '' === $value ) {
					$matches = false;
					break;
				}
			}
			if ( $matches ) {
				return (int) $child_id;
			}
		}
		return 0;
	}

	/**
	 * Whether another product uses an SKU.
	 *
	 * @param int    $product_id Id.
	 * @param string $sku        SKU.
	 */
	public function is_existing_sku( $product_id, $sku ) {
		return (bool) wc_get_product_id_by_sku( $sku, (int) $product_id );
	}
}

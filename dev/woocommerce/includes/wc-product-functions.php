<?php
/**
 * Product functions.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Product object, or false/null.
 *
 * @param mixed $the_product Id, WP_Post, WC_Product or false for the global post.
 * @param array $deprecated  Unused.
 * @return WC_Product|null|false
 */
function wc_get_product( $the_product = false, $deprecated = array() ) {
	if ( ! did_action( 'woocommerce_init' ) && ! doing_action( 'woocommerce_init' ) && ! did_action( 'woocommerce_after_register_post_type' ) && ! did_action( 'init' ) ) {
		wc_doing_it_wrong( __FUNCTION__, 'wc_get_product should not be called before the woocommerce_init, woocommerce_after_register_post_type or init actions have finished.', '3.9' );
		return false;
	}
	return WC()->product_factory->get_product( $the_product );
}

/**
 * Products matching WooCommerce's query args.
 *
 * Supported: status, type, limit, page, offset, paginate, orderby, order,
 * return (objects|ids), include, exclude, parent, parent_exclude, category,
 * tag (slugs), sku, stock_status, featured, visibility, name, slug.
 *
 * @param array $args Args.
 * @return WC_Product[]|int[]|object
 */
function wc_get_products( $args ) {
	$args = wp_parse_args(
		$args,
		array(
			'status'         => array( 'draft', 'pending', 'private', 'publish' ),
			'type'           => array_merge( array_keys( wc_get_product_types() ) ),
			'limit'          => get_option( 'posts_per_page' ),
			'page'           => 1,
			'offset'         => '',
			'paginate'       => false,
			'orderby'        => 'date',
			'order'          => 'DESC',
			'return'         => 'objects',
			'include'        => array(),
			'exclude'        => array(),
			'parent'         => '',
			'parent_exclude' => array(),
		)
	);
	$types     = (array) $args['type'];
	$only_vars = array( 'variation' ) === array_values( $types );
	$query     = array(
		'post_type'      => $only_vars ? 'product_variation' : ( in_array( 'variation', $types, true ) ? array( 'product', 'product_variation' ) : 'product' ),
		'post_status'    => $args['status'],
		'posts_per_page' => (int) $args['limit'],
		'paged'          => max( 1, (int) $args['page'] ),
		'order'          => $args['order'],
		'orderby'        => 'include' === $args['orderby'] ? 'post__in' : $args['orderby'], // As WC_Product_Data_Store_CPT: only 'include' is mapped; WP_Query knows 'ID', not 'id'.
		'fields'         => 'ids',
		'tax_query'      => array(), // phpcs:ignore WordPress.DB.SlowDBQuery
		'meta_query'     => array(), // phpcs:ignore WordPress.DB.SlowDBQuery
		'no_found_rows'  => ! $args['paginate'],
	);
	if ( '' !== $args['offset'] ) {
		$query['offset'] = (int) $args['offset'];
	}
	if ( $args['include'] ) {
		$query['post__in'] = array_map( 'absint', (array) $args['include'] );
	}
	if ( $args['exclude'] ) {
		$query['post__not_in'] = array_map( 'absint', (array) $args['exclude'] );
	}
	if ( '' !== $args['parent'] ) {
		$query['post_parent'] = absint( $args['parent'] );
	}
	if ( $args['parent_exclude'] ) {
		$query['post_parent__not_in'] = array_map( 'absint', (array) $args['parent_exclude'] );
	}
	if ( ! $only_vars && ! in_array( 'variation', $types, true ) ) {
		$query['tax_query'][] = array(
			'taxonomy' => 'product_type',
			'field'    => 'slug',
			'terms'    => $types,
		);
	}
	foreach ( array( 'category' => 'product_cat', 'tag' => 'product_tag' ) as $arg => $taxonomy ) {
		if ( ! empty( $args[ $arg ] ) ) {
			$query['tax_query'][] = array(
				'taxonomy' => $taxonomy,
				'field'    => 'slug',
				'terms'    => (array) $args[ $arg ],
			);
		}
	}
	if ( isset( $args['featured'] ) && '' !== $args['featured'] ) {
		$query['tax_query'][] = array(
			'taxonomy' => 'product_visibility',
			'field'    => 'name',
			'terms'    => array( 'featured' ),
			'operator' => wc_string_to_bool( $args['featured'] ) ? 'IN' : 'NOT IN',
		);
	}
	if ( ! empty( $args['visibility'] ) ) {
		$hidden = array(
			'visible' => array( 'exclude-from-catalog', 'exclude-from-search' ),
			'catalog' => array( 'exclude-from-catalog' ),
			'search'  => array( 'exclude-from-search' ),
		);
		if ( isset( $hidden[ $args['visibility'] ] ) ) {
			$query['tax_query'][] = array(
				'taxonomy' => 'product_visibility',
				'field'    => 'name',
				'terms'    => 'visible' === $args['visibility'] ? $hidden['visible'] : $hidden[ $args['visibility'] ],
				'operator' => 'visible' === $args['visibility'] ? 'NOT IN' : 'NOT IN',
			);
		}
	}
	if ( ! empty( $args['sku'] ) ) {
		$query['meta_query'][] = array(
			'key'     => '_sku',
			'value'   => $args['sku'],
			'compare' => 'LIKE',
		);
	}
	if ( ! empty( $args['stock_status'] ) ) {
		$query['meta_query'][] = array(
			'key'     => '_stock_status',
			'value'   => (array) $args['stock_status'],
			'compare' => 'IN',
		);
	}
	if ( ! empty( $args['name'] ) ) {
		$query['title'] = $args['name'];
	}
	if ( ! empty( $args['slug'] ) ) {
		$query['name'] = $args['slug'];
	}
	$query    = apply_filters( 'woocommerce_product_data_store_cpt_get_products_query', $query, $args, null );
	$wp_query = new WP_Query( $query );
	$ids      = array_map( 'intval', $wp_query->posts );
	$products = 'ids' === $args['return'] ? $ids : array_values( array_filter( array_map( 'wc_get_product', $ids ) ) );
	if ( $args['paginate'] ) {
		return (object) array(
			'products'      => $products,
			'total'         => (int) $wp_query->found_posts,
			'max_num_pages' => (int) $wp_query->max_num_pages,
		);
	}
	return $products;
}

/**
 * Product types.
 *
 * @return array<string, string>
 */
function wc_get_product_types() {
	return (array) apply_filters(
		'product_type_selector',
		array(
			'simple'   => __( 'Simple product', 'woocommerce' ),
			'variable' => __( 'Variable product', 'woocommerce' ),
		)
	);
}

/**
 * Catalogue visibility options.
 *
 * @return array<string, string>
 */
function wc_get_product_visibility_options() {
	return apply_filters(
		'woocommerce_product_visibility_options',
		array(
			'visible' => __( 'Shop and search results', 'woocommerce' ),
			'catalog' => __( 'Shop only', 'woocommerce' ),
			'search'  => __( 'Search results only', 'woocommerce' ),
			'hidden'  => __( 'Hidden', 'woocommerce' ),
		)
	);
}

/**
 * Stock status options.
 *
 * @return array<string, string>
 */
function wc_get_product_stock_status_options() {
	return apply_filters(
		'woocommerce_product_stock_status_options',
		array(
			'instock'     => __( 'In stock', 'woocommerce' ),
			'outofstock'  => __( 'Out of stock', 'woocommerce' ),
			'onbackorder' => __( 'On backorder', 'woocommerce' ),
		)
	);
}

/**
 * Product id with an SKU (0 if none).
 *
 * @param string $sku        SKU.
 * @param int    $exclude_id Product to ignore.
 */
function wc_get_product_id_by_sku( $sku, $exclude_id = 0 ) {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery
	$id = $wpdb->get_var(
		$wpdb->prepare(
			"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
			WHERE p.post_type IN ('product','product_variation') AND p.post_status != 'trash' AND m.meta_key = '_sku' AND m.meta_value = %s AND p.ID != %d LIMIT 1",
			wp_slash( (string) $sku ),
			absint( $exclude_id )
		)
	);
	return (int) apply_filters( 'woocommerce_get_product_id_by_sku', $id, $sku );
}

/**
 * Whether an SKU is free for a product.
 *
 * @param int    $product_id Product.
 * @param string $sku        SKU.
 */
function wc_product_has_unique_sku( $product_id, $sku ) {
	return ! wc_get_product_id_by_sku( $sku, (int) $product_id );
}

/**
 * Price as displayed in the shop (tax setting applied), times quantity.
 *
 * @param WC_Product $product Product.
 * @param array      $args    qty, price, display_context.
 * @return float|string
 */
function wc_get_price_to_display( $product, $args = array() ) {
	$args = wp_parse_args(
		$args,
		array(
			'qty'             => 1,
			'price'           => $product->get_price(),
			'display_context' => 'shop',
		)
	);
	$setting = 'cart' === $args['display_context'] ? get_option( 'woocommerce_tax_display_cart' ) : get_option( 'woocommerce_tax_display_shop' );
	$params  = array(
		'qty'   => $args['qty'],
		'price' => $args['price'],
	);
	return 'incl' === $setting ? wc_get_price_including_tax( $product, $params ) : wc_get_price_excluding_tax( $product, $params );
}

/**
 * Price × quantity before any tax adjustment, as both tax functions below
 * start: '' when the product has no price, 0.0 for no quantity, otherwise
 * array( line total, quantity ). Not a WooCommerce function.
 *
 * @param WC_Product $product Product.
 * @param array      $args    qty, price.
 * @return array{0: float, 1: float}|float|string
 */
function wc_double_price_line( $product, $args ) {
	$args  = wp_parse_args(
		$args,
		array(
			'qty'   => '',
			'price' => '',
		)
	);
	$price = '' !== $args['price'] ? max( 0.0, (float) $args['price'] ) : $product->get_price();
	$qty   = '' !== $args['qty'] ? max( 0.0, (float) $args['qty'] ) : 1;
	if ( '' === $price ) {
		return '';
	}
	if ( empty( $qty ) ) {
		return 0.0;
	}
	return array( (float) $price * $qty, $qty );
}

/**
 * Price including tax.
 *
 * @param WC_Product $product Product.
 * @param array      $args    qty, price.
 * @return float|string
 */
function wc_get_price_including_tax( $product, $args = array() ) {
	$line = wc_double_price_line( $product, $args );
	if ( ! is_array( $line ) ) {
		return $line;
	}
	list( $line, $qty ) = $line;
	if ( $product->is_taxable() ) {
		$rates = WC_Tax::get_rates( $product->get_tax_class() );
		if ( ! wc_prices_include_tax() ) {
			$taxes = WC_Tax::calc_tax( $line, $rates, false );
			$line  = round( $line + array_sum( array_map( 'wc_round_tax_total', $taxes ) ), wc_get_price_decimals() );
		} else {
			$base = WC_Tax::get_base_tax_rates( $product->get_tax_class( 'edit' ) );
			if ( $rates !== $base && apply_filters( 'woocommerce_adjust_non_base_location_prices', true ) ) {
				// Entered with the base country's VAT: swap it for the customer's.
				$base_taxes = WC_Tax::calc_tax( $line, $base, true );
				$new_taxes  = WC_Tax::calc_tax( $line - array_sum( $base_taxes ), $rates, false );
				$line       = round( $line - array_sum( $base_taxes ) + array_sum( array_map( 'wc_round_tax_total', $new_taxes ) ), wc_get_price_decimals() );
			}
		}
	}
	return apply_filters( 'woocommerce_get_price_including_tax', $line, $qty, $product );
}

/**
 * Price excluding tax.
 *
 * @param WC_Product $product Product.
 * @param array      $args    qty, price.
 * @return float|string
 */
function wc_get_price_excluding_tax( $product, $args = array() ) {
	$line = wc_double_price_line( $product, $args );
	if ( ! is_array( $line ) ) {
		return $line;
	}
	list( $line, $qty ) = $line;
	if ( $product->is_taxable() && wc_prices_include_tax() ) {
		$rates = apply_filters( 'woocommerce_adjust_non_base_location_prices', true ) ? WC_Tax::get_base_tax_rates( $product->get_tax_class( 'edit' ) ) : WC_Tax::get_rates( $product->get_tax_class() );
		$taxes = WC_Tax::calc_tax( $line, $rates, true );
		$line -= array_sum( $taxes );
	}
	return apply_filters( 'woocommerce_get_price_excluding_tax', $line, $qty, $product );
}

/**
 * Rounds a tax total to the price decimals.
 *
 * @param float $value Value.
 */
function wc_round_tax_total( $value, $precision = null ) {
	$precision = is_null( $precision ) ? wc_get_price_decimals() : intval( $precision );
	$rounded   = round( (float) $value, $precision, wc_get_tax_rounding_mode() );
	return apply_filters( 'wc_round_tax_total', $rounded, $value, $precision, WC_TAX_ROUNDING_MODE );
}

/**
 * Rounding mode of tax amounts: WC_TAX_ROUNDING_MODE, where 'auto' means half down
 * when prices include tax (as 10.5).
 *
 * @return int
 */
function wc_get_tax_rounding_mode() {
	$constant = WC_TAX_ROUNDING_MODE;
	if ( 'auto' === $constant ) {
		return 'yes' === get_option( 'woocommerce_prices_include_tax', 'no' ) ? PHP_ROUND_HALF_DOWN : PHP_ROUND_HALF_UP;
	}
	return intval( $constant );
}

/**
 * Terms of a product in a taxonomy.
 *
 * @param int    $product_id Product.
 * @param string $taxonomy   Taxonomy.
 * @param array  $args       fields (all, ids, names, slugs), orderby.
 * @return array
 */
function wc_get_product_terms( $product_id, $taxonomy, $args = array() ) {
	if ( ! taxonomy_exists( $taxonomy ) ) {
		return array();
	}
	$args  = wp_parse_args(
		$args,
		array(
			'fields'  => 'all',
			'orderby' => 'name',
		)
	);
	$terms = wp_get_post_terms( $product_id, $taxonomy, array( 'orderby' => 'menu_order' === $args['orderby'] ? 'term_order' : $args['orderby'] ) );
	if ( is_wp_error( $terms ) ) {
		return array();
	}
	switch ( $args['fields'] ) {
		case 'ids':
			$terms = wp_list_pluck( $terms, 'term_id' );
			break;
		case 'names':
			$terms = wp_list_pluck( $terms, 'name' );
			break;
		case 'slugs':
			$terms = wp_list_pluck( $terms, 'slug' );
			break;
	}
	return apply_filters( 'woocommerce_get_product_terms', array_values( $terms ), $product_id, $taxonomy, $args );
}

/**
 * attribute_* meta of a variation.
 *
 * @param int $variation_id Variation.
 * @return array<string, string>
 */
function wc_get_product_variation_attributes( $variation_id ) {
	$result = array();
	$parent = wp_get_post_parent_id( $variation_id );
	foreach ( (array) get_post_meta( $variation_id ) as $key => $values ) {
		if ( 0 === strpos( $key, 'attribute_' ) ) {
			$result[ $key ] = (string) ( $values[0] ?? '' );
		}
	}
	if ( $parent ) {
		// Attributes used for variations but missing on the variation mean "any".
		$parent_attributes = get_post_meta( $parent, '_product_attributes', true );
		foreach ( (array) $parent_attributes as $name => $attribute ) {
			if ( ! empty( $attribute['is_variation'] ) && ! isset( $result[ 'attribute_' . sanitize_title( $name ) ] ) ) {
				$result[ 'attribute_' . sanitize_title( $name ) ] = '';
			}
		}
	}
	return $result;
}

/**
 * "Size: 0,7 l" summary of a variation's attributes.
 *
 * @param array|WC_Product_Variation $variation Variation or attributes.
 * @param bool                       $flat      Plain text.
 */
function wc_get_formatted_variation( $variation, $flat = false ) {
	$attributes = $variation instanceof WC_Product_Variation ? $variation->get_variation_attributes() : (array) $variation;
	$parts      = array();
	foreach ( $attributes as $name => $value ) {
		$taxonomy = str_replace( 'attribute_', '', $name );
		$label    = wc_attribute_label( $taxonomy );
		if ( taxonomy_exists( $taxonomy ) ) {
			$term  = get_term_by( 'slug', $value, $taxonomy );
			$value = $term && ! is_wp_error( $term ) ? $term->name : $value;
		}
		$parts[] = $flat ? $label . ': ' . rawurldecode( $value ) : '<dt>' . esc_html( $label ) . ':</dt><dd>' . esc_html( rawurldecode( $value ) ) . '</dd>';
	}
	return $flat ? implode( ', ', $parts ) : '<dl class="variation">' . implode( '', $parts ) . '</dl>';
}

/**
 * Image properties for galleries and variation images (WooCommerce's keys).
 *
 * @param int             $attachment_id Attachment.
 * @param WC_Product|bool $product       Product for the alt text fallback.
 * @return array
 */
function wc_get_product_attachment_props( $attachment_id = null, $product = false ) {
	$props      = array(
		'title'   => '',
		'caption' => '',
		'url'     => '',
		'alt'     => '',
		'src'     => '',
		'srcset'  => false,
		'sizes'   => false,
	);
	$attachment = $attachment_id ? get_post( $attachment_id ) : null;
	if ( ! $attachment || 'attachment' !== $attachment->post_type ) {
		return $props;
	}
	$props['title']   = wp_strip_all_tags( $attachment->post_title );
	$props['caption'] = wp_strip_all_tags( $attachment->post_excerpt );
	$props['url']     = wp_get_attachment_url( $attachment_id );
	$alts             = array_filter(
		array(
			wp_strip_all_tags( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ),
			$props['caption'],
			$props['title'],
			$product instanceof WC_Product ? wp_strip_all_tags( $product->get_name() ) : '',
		)
	);
	$props['alt']     = $alts ? reset( $alts ) : '';
	$sizes            = array(
		'full'            => apply_filters( 'woocommerce_gallery_full_size', 'full' ),
		'gallery_thumbnail' => apply_filters( 'woocommerce_gallery_thumbnail_size', 'woocommerce_gallery_thumbnail' ),
		'thumb'           => apply_filters( 'woocommerce_thumbnail_size', 'woocommerce_thumbnail' ),
		''                => apply_filters( 'woocommerce_gallery_image_size', 'woocommerce_single' ),
	);
	foreach ( $sizes as $prefix => $size ) {
		$src  = wp_get_attachment_image_src( $attachment_id, $size );
		$base = $prefix ? $prefix . '_src' : 'src';
		$props[ $base ]        = $src ? $src[0] : '';
		$props[ $base . '_w' ] = $src ? $src[1] : '';
		$props[ $base . '_h' ] = $src ? $src[2] : '';
	}
	$props['srcset'] = wp_get_attachment_image_srcset( $attachment_id, $sizes[''] );
	$props['sizes']  = wp_get_attachment_image_sizes( $attachment_id, $sizes[''] );
	return $props;
}

/**
 * URL of the placeholder image.
 *
 * @param string $size Size.
 */
function wc_placeholder_img_src( $size = 'woocommerce_thumbnail' ) {
	$src              = WC()->plugin_url() . '/assets/images/placeholder.svg';
	$placeholder_id   = (int) get_option( 'woocommerce_placeholder_image', 0 );
	if ( $placeholder_id ) {
		$image = wp_get_attachment_image_src( $placeholder_id, $size );
		if ( ! empty( $image[0] ) ) {
			$src = $image[0];
		}
	}
	return apply_filters( 'woocommerce_placeholder_img_src', $src );
}

/**
 * Placeholder image markup.
 *
 * @param string $size Size.
 * @param array  $attr Attributes.
 */
function wc_placeholder_img( $size = 'woocommerce_thumbnail', $attr = '' ) {
	$dimensions = wc_get_image_size( $size );
	$defaults   = array(
		'src'    => wc_placeholder_img_src( $size ),
		'alt'    => __( 'Placeholder', 'woocommerce' ),
		'width'  => $dimensions['width'],
		'height' => $dimensions['height'] ? $dimensions['height'] : $dimensions['width'],
		'class'  => 'woocommerce-placeholder wp-post-image',
	);
	$attr       = wp_parse_args( $attr, $defaults );
	$html       = '<img';
	foreach ( $attr as $name => $value ) {
		$html .= ' ' . esc_attr( $name ) . '="' . esc_attr( (string) $value ) . '"';
	}
	$html .= ' />';
	return apply_filters( 'woocommerce_placeholder_img', $html, $size, $dimensions );
}

/**
 * Clears product caches (the double keeps none besides WordPress's).
 *
 * @param int $post_id Product.
 */
function wc_delete_product_transients( $post_id = 0 ) {
	delete_transient( 'wc_products_onsale' );
	if ( $post_id ) {
		delete_transient( 'wc_related_' . $post_id );
	}
	do_action( 'woocommerce_delete_product_transients', $post_id );
}

/**
 * Keeps default attributes that are set.
 *
 * @param mixed $attribute Value.
 */
function wc_array_filter_default_attributes( $attribute ) {
	return is_scalar( $attribute ) && '' !== (string) $attribute;
}

/**
 * Related products: same categories or tags, random order.
 *
 * @param int   $product_id     Product.
 * @param int   $limit          Limit.
 * @param int[] $exclude_ids    Exclude.
 * @return int[]
 */
function wc_get_related_products( $product_id, $limit = 5, $exclude_ids = array() ) {
	$product = wc_get_product( $product_id );
	if ( ! $product ) {
		return array();
	}
	$cats = apply_filters( 'woocommerce_product_related_posts_relate_by_category', true, $product_id ) ? $product->get_category_ids() : array();
	$tags = apply_filters( 'woocommerce_product_related_posts_relate_by_tag', true, $product_id ) ? $product->get_tag_ids() : array();
	if ( ! $cats && ! $tags ) {
		return array();
	}
	$tax_query = array( 'relation' => 'OR' );
	if ( $cats ) {
		$tax_query[] = array(
			'taxonomy' => 'product_cat',
			'field'    => 'term_id',
			'terms'    => $cats,
		);
	}
	if ( $tags ) {
		$tax_query[] = array(
			'taxonomy' => 'product_tag',
			'field'    => 'term_id',
			'terms'    => $tags,
		);
	}
	$ids = get_posts(
		array(
			'post_type'      => 'product',
			'post_status'    => 'publish',
			'fields'         => 'ids',
			'posts_per_page' => max( 1, (int) $limit ) + 10,
			'post__not_in'   => array_merge( array( (int) $product_id ), array_map( 'absint', (array) $exclude_ids ) ),
			'tax_query'      => array( // phpcs:ignore WordPress.DB.SlowDBQuery
				$tax_query,
				array(
					'taxonomy' => 'product_visibility',
					'field'    => 'name',
					'terms'    => array( 'exclude-from-catalog' ),
					'operator' => 'NOT IN',
				),
			),
			'orderby'        => 'ID',
			'order'          => 'ASC',
		)
	);
	$ids = apply_filters( 'woocommerce_related_products', array_map( 'intval', $ids ), $product_id, array( 'limit' => $limit, 'excluded_ids' => $exclude_ids ) );
	shuffle( $ids );
	return array_slice( $ids, 0, (int) $limit );
}

/**
 * Ids of a product's categories including their parents.
 *
 * @param int $product_id Product.
 * @return int[]
 */
function wc_get_product_cat_ids( $product_id ) {
	$ids = wp_get_post_terms( $product_id, 'product_cat', array( 'fields' => 'ids' ) );
	$ids = is_wp_error( $ids ) ? array() : $ids;
	foreach ( $ids as $id ) {
		$ids = array_merge( $ids, get_ancestors( $id, 'product_cat', 'taxonomy' ) );
	}
	return array_values( array_unique( array_map( 'intval', $ids ) ) );
}

/**
 * Display names of stock statuses for a product (availability markup).
 *
 * @param WC_Product $product Product.
 */
function wc_get_stock_html( $product ) {
	$html         = '';
	$availability = $product->get_availability();
	if ( ! empty( $availability['availability'] ) ) {
		$html = wc_get_template_html(
			'single-product/stock.php',
			array(
				'product'      => $product,
				'class'        => $availability['class'],
				'availability' => $availability['availability'],
			)
		);
	}
	return apply_filters( 'woocommerce_get_stock_html', $html, $product );
}

/**
 * Whether SKUs are shown.
 */
function wc_product_sku_enabled() {
	return apply_filters( 'wc_product_sku_enabled', true );
}

/**
 * Linked category names of a product.
 *
 * @param int    $product_id Product.
 * @param string $sep        Separator.
 * @param string $before     Before.
 * @param string $after      After.
 */
function wc_get_product_category_list( $product_id, $sep = ', ', $before = '', $after = '' ) {
	return (string) get_the_term_list( $product_id, 'product_cat', $before, $sep, $after );
}

/**
 * Linked tag names of a product.
 *
 * @param int    $product_id Product.
 * @param string $sep        Separator.
 * @param string $before     Before.
 * @param string $after      After.
 */
function wc_get_product_tag_list( $product_id, $sep = ', ', $before = '', $after = '' ) {
	return (string) get_the_term_list( $product_id, 'product_tag', $before, $sep, $after );
}

/**
 * Ids of products (and their variations' parents) on sale now.
 *
 * @return int[]
 */
function wc_get_product_ids_on_sale() {
	$cached = get_transient( 'wc_products_onsale' );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$ids = get_posts(
		array(
			'post_type'      => array( 'product', 'product_variation' ),
			'post_status'    => 'publish',
			'fields'         => 'ids',
			'posts_per_page' => -1,
			'meta_query'     => array( // phpcs:ignore WordPress.DB.SlowDBQuery
				array(
					'key'     => '_sale_price',
					'value'   => '',
					'compare' => '!=',
				),
			),
		)
	);
	$on_sale = array();
	foreach ( $ids as $id ) {
		$product = wc_get_product( $id );
		if ( $product && $product->is_on_sale( 'edit' ) ) {
			$on_sale[] = (int) $id;
			if ( $product->get_parent_id() ) {
				$on_sale[] = (int) $product->get_parent_id();
			}
		}
	}
	$on_sale = array_values( array_unique( $on_sale ) );
	set_transient( 'wc_products_onsale', $on_sale, DAY_IN_SECONDS * 30 );
	return $on_sale;
}

/**
 * Ids of featured products (and their variations).
 *
 * @return int[]
 */
function wc_get_featured_product_ids() {
	return array_map(
		'intval',
		get_posts(
			array(
				'post_type'      => 'product',
				'post_status'    => 'publish',
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'tax_query'      => array( // phpcs:ignore WordPress.DB.SlowDBQuery
					array(
						'taxonomy' => 'product_visibility',
						'field'    => 'name',
						'terms'    => array( 'featured' ),
					),
				),
			)
		)
	);
}

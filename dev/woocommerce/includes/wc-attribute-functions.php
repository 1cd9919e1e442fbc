<?php
/**
 * Global product attributes (pa_* taxonomies).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rows of the attribute taxonomies table.
 *
 * @return object[] attribute_id, attribute_name, attribute_label, attribute_type, attribute_orderby, attribute_public.
 */
function wc_get_attribute_taxonomies() {
	global $wpdb;
	$cached = wp_cache_get( 'attribute_taxonomies', 'woocommerce-attributes' );
	if ( false !== $cached ) {
		return (array) apply_filters( 'woocommerce_attribute_taxonomies', $cached );
	}
	$table      = $wpdb->prefix . 'woocommerce_attribute_taxonomies';
	$suppressed = $wpdb->suppress_errors( true );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name only.
	$rows = (array) $wpdb->get_results( "SELECT * FROM {$table} WHERE attribute_name != '' ORDER BY attribute_name ASC" );
	$wpdb->suppress_errors( $suppressed );
	$list = array();
	foreach ( $rows as $row ) {
		$list[ 'id:' . $row->attribute_id ] = $row;
	}
	wp_cache_set( 'attribute_taxonomies', $list, 'woocommerce-attributes' );
	return (array) apply_filters( 'woocommerce_attribute_taxonomies', $list );
}

/**
 * pa_<slug>.
 *
 * @param string $attribute_name Slug.
 */
function wc_attribute_taxonomy_name( $attribute_name ) {
	return $attribute_name ? 'pa_' . wc_sanitize_taxonomy_name( $attribute_name ) : '';
}

/**
 * Id of an attribute taxonomy by its name (pa_x or x).
 *
 * @param string $name Name.
 */
function wc_attribute_taxonomy_id_by_name( $name ) {
	$name = wc_attribute_taxonomy_slug( $name );
	foreach ( wc_get_attribute_taxonomies() as $tax ) {
		if ( $tax->attribute_name === $name ) {
			return (int) $tax->attribute_id;
		}
	}
	return 0;
}

/**
 * Slug without the pa_ prefix.
 *
 * @param string $attribute_name Name.
 */
function wc_attribute_taxonomy_slug( $attribute_name ) {
	$attribute_name = wc_sanitize_taxonomy_name( $attribute_name );
	return 0 === strpos( $attribute_name, 'pa_' ) ? substr( $attribute_name, 3 ) : $attribute_name;
}

/**
 * Label of an attribute (taxonomy label, or the local name).
 *
 * @param string          $name    Name.
 * @param WC_Product|null $product Product.
 */
function wc_attribute_label( $name, $product = '' ) {
	$label = '';
	if ( taxonomy_is_product_attribute( $name ) ) {
		$slug = wc_attribute_taxonomy_slug( $name );
		foreach ( wc_get_attribute_taxonomies() as $tax ) {
			if ( $tax->attribute_name === $slug ) {
				$label = $tax->attribute_label;
			}
		}
	} elseif ( $product instanceof WC_Product ) {
		$attributes = $product->get_attributes();
		$key        = sanitize_title( $name );
		$label      = isset( $attributes[ $key ] ) ? $attributes[ $key ]->get_name() : $name;
	} else {
		$label = $name;
	}
	return apply_filters( 'woocommerce_attribute_label', $label, $name, $product );
}

/**
 * Whether a taxonomy name is a product attribute.
 *
 * @param string $name Name.
 */
function taxonomy_is_product_attribute( $name ) {
	return (bool) taxonomy_exists( $name ) && 0 === strpos( (string) $name, 'pa_' );
}

/**
 * Creates a global attribute (the taxonomy is registered on the next init, as in WooCommerce).
 *
 * @param array $args name (label), slug, type, order_by, has_archives.
 * @return int|WP_Error Attribute id.
 */
function wc_create_attribute( $args ) {
	global $wpdb;
	$args = wp_parse_args(
		$args,
		array(
			'name'         => '',
			'slug'         => '',
			'type'         => 'select',
			'order_by'     => 'menu_order',
			'has_archives' => false,
		)
	);
	$label = wc_clean( $args['name'] );
	$slug  = wc_sanitize_taxonomy_name( $args['slug'] ? $args['slug'] : $label );
	if ( '' === $label ) {
		return new WP_Error( 'missing_attribute_name', __( 'Please, provide an attribute name.', 'woocommerce' ), array( 'status' => 400 ) );
	}
	if ( strlen( $slug ) > 28 ) {
		/* translators: %s: attribute slug */
		return new WP_Error( 'invalid_product_attribute_slug_too_long', sprintf( __( 'Slug "%s" is too long (28 characters max). Shorten it, please.', 'woocommerce' ), $slug ), array( 'status' => 400 ) );
	}
	if ( wc_attribute_taxonomy_id_by_name( $slug ) ) {
		/* translators: %s: attribute slug */
		return new WP_Error( 'invalid_product_attribute_slug_already_exists', sprintf( __( 'Slug "%s" is already in use. Change it, please.', 'woocommerce' ), $slug ), array( 'status' => 400 ) );
	}
	$data = array(
		'attribute_label'   => $label,
		'attribute_name'    => $slug,
		'attribute_type'    => $args['type'],
		'attribute_orderby' => $args['order_by'],
		'attribute_public'  => $args['has_archives'] ? 1 : 0,
	);
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery
	if ( ! $wpdb->insert( $wpdb->prefix . 'woocommerce_attribute_taxonomies', $data, array( '%s', '%s', '%s', '%s', '%d' ) ) ) {
		return new WP_Error( 'cannot_create_attribute', $wpdb->last_error, array( 'status' => 400 ) );
	}
	$id = (int) $wpdb->insert_id;
	wp_cache_delete( 'attribute_taxonomies', 'woocommerce-attributes' );
	delete_transient( 'wc_attribute_taxonomies' );
	do_action( 'woocommerce_attribute_added', $id, $data );
	update_option( 'woocommerce_queue_flush_rewrite_rules', 'yes' );
	return $id;
}

/**
 * An attribute as an object (id, name, slug, type, order_by, has_archives).
 *
 * @param int $id Attribute id.
 * @return object|null
 */
function wc_get_attribute( $id ) {
	$list = wc_get_attribute_taxonomies();
	if ( ! isset( $list[ 'id:' . $id ] ) ) {
		return null;
	}
	$row = $list[ 'id:' . $id ];
	return (object) array(
		'id'           => (int) $row->attribute_id,
		'name'         => $row->attribute_label,
		'slug'         => wc_attribute_taxonomy_name( $row->attribute_name ),
		'type'         => $row->attribute_type,
		'order_by'     => $row->attribute_orderby,
		'has_archives' => (bool) $row->attribute_public,
	);
}

/**
 * Splits a local attribute value "a | b" into options.
 *
 * @param string $raw_attributes Value.
 * @return string[]
 */
function wc_get_text_attributes( $raw_attributes ) {
	return array_values( array_filter( array_map( 'trim', explode( WC_DELIMITER, html_entity_decode( (string) $raw_attributes, ENT_QUOTES, get_bloginfo( 'charset' ) ) ) ), 'strlen' ) );
}

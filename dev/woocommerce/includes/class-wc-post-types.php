<?php
/**
 * Post types, taxonomies and order statuses.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers product, product_variation, shop_order and the product taxonomies.
 */
class WC_Post_Types {

	/**
	 * Hooks.
	 */
	public static function init(): void {
		add_action( 'init', array( self::class, 'register_taxonomies' ), 5 );
		add_action( 'init', array( self::class, 'register_post_types' ), 5 );
		add_action( 'init', array( self::class, 'register_post_status' ), 9 );
	}

	/**
	 * product_type, product_visibility, product_cat, product_tag and the pa_* attributes.
	 */
	public static function register_taxonomies(): void {
		if ( taxonomy_exists( 'product_type' ) ) {
			return;
		}
		$hidden = array(
			'hierarchical'      => false,
			'show_ui'           => false,
			'show_in_nav_menus' => false,
			'query_var'         => is_admin(),
			'rewrite'           => false,
			'public'            => false,
		);
		register_taxonomy( 'product_type', array( 'product' ), $hidden );
		register_taxonomy( 'product_visibility', array( 'product', 'product_variation' ), $hidden );

		register_taxonomy(
			'product_cat',
			array( 'product' ),
			array(
				'hierarchical'          => true,
				'update_count_callback' => '_update_post_term_count',
				'label'                 => __( 'Categories', 'woocommerce' ),
				'labels'                => array(
					'name'          => __( 'Product categories', 'woocommerce' ),
					'singular_name' => __( 'Category', 'woocommerce' ),
					'menu_name'     => _x( 'Categories', 'Admin menu name', 'woocommerce' ),
				),
				'show_in_rest'          => true,
				'show_ui'               => true,
				'query_var'             => true,
				'rewrite'               => array(
					'slug'         => _x( 'product-category', 'slug', 'woocommerce' ),
					'with_front'   => false,
					'hierarchical' => true,
				),
			)
		);
		register_taxonomy(
			'product_tag',
			array( 'product' ),
			array(
				'hierarchical'          => false,
				'update_count_callback' => '_update_post_term_count',
				'label'                 => __( 'Product tags', 'woocommerce' ),
				'labels'                => array(
					'name'          => __( 'Product tags', 'woocommerce' ),
					'singular_name' => __( 'Tag', 'woocommerce' ),
					'menu_name'     => _x( 'Tags', 'Admin menu name', 'woocommerce' ),
				),
				'show_in_rest'          => true,
				'show_ui'               => true,
				'query_var'             => true,
				'rewrite'               => array(
					'slug'       => _x( 'product-tag', 'slug', 'woocommerce' ),
					'with_front' => false,
				),
			)
		);

		foreach ( wc_get_attribute_taxonomies() as $tax ) {
			$name = wc_attribute_taxonomy_name( $tax->attribute_name );
			if ( ! $name || taxonomy_exists( $name ) ) {
				continue;
			}
			register_taxonomy(
				$name,
				apply_filters( "woocommerce_taxonomy_objects_{$name}", array( 'product' ) ),
				apply_filters(
					"woocommerce_taxonomy_args_{$name}",
					array(
						'labels'       => array(
							'name'          => $tax->attribute_label,
							'singular_name' => $tax->attribute_label,
						),
						'hierarchical' => false,
						'show_ui'      => false,
						'query_var'    => 1 === (int) $tax->attribute_public,
						'rewrite'      => false,
						'public'       => 1 === (int) $tax->attribute_public,
					)
				)
			);
		}
		do_action( 'woocommerce_after_register_taxonomy' );
	}

	/**
	 * product, product_variation and shop_order.
	 */
	public static function register_post_types(): void {
		if ( post_type_exists( 'product' ) ) {
			return;
		}
		do_action( 'woocommerce_register_post_type' );
		$shop_page_id = wc_get_page_id( 'shop' );
		$has_archive  = $shop_page_id && get_post( $shop_page_id ) ? urldecode( get_page_uri( $shop_page_id ) ) : 'shop';

		register_post_type(
			'product',
			apply_filters(
				'woocommerce_register_post_type_product',
				array(
					'labels'              => array(
						'name'          => __( 'Products', 'woocommerce' ),
						'singular_name' => __( 'Product', 'woocommerce' ),
						'all_items'     => __( 'All Products', 'woocommerce' ),
						'menu_name'     => _x( 'Products', 'Admin menu name', 'woocommerce' ),
						'add_new'       => __( 'Add New', 'woocommerce' ),
						'add_new_item'  => __( 'Add new product', 'woocommerce' ),
						'edit_item'     => __( 'Edit product', 'woocommerce' ),
						'view_item'     => __( 'View product', 'woocommerce' ),
						'search_items'  => __( 'Search products', 'woocommerce' ),
						'not_found'     => __( 'No products found', 'woocommerce' ),
					),
					'public'              => true,
					'show_ui'             => true,
					'menu_icon'           => 'dashicons-archive',
					'map_meta_cap'        => true,
					'publicly_queryable'  => true,
					'exclude_from_search' => false,
					'hierarchical'        => false,
					'rewrite'             => array(
						'slug'       => _x( 'product', 'slug', 'woocommerce' ),
						'with_front' => false,
						'feeds'      => true,
					),
					'query_var'           => true,
					'supports'            => array( 'title', 'editor', 'excerpt', 'thumbnail', 'comments', 'custom-fields', 'publicize', 'wpcom-markdown' ),
					'has_archive'         => $has_archive,
					'show_in_nav_menus'   => true,
					'show_in_rest'        => true,
				)
			)
		);
		register_post_type(
			'product_variation',
			array(
				'label'        => __( 'Variations', 'woocommerce' ),
				'public'       => false,
				'hierarchical' => false,
				'supports'     => false,
				'rewrite'      => false,
			)
		);
		register_post_type(
			'shop_order',
			array(
				'labels'              => array(
					'name'          => __( 'Orders', 'woocommerce' ),
					'singular_name' => _x( 'Order', 'shop_order post type singular name', 'woocommerce' ),
				),
				'public'              => false,
				'show_ui'             => true,
				'capability_type'     => 'post',
				'map_meta_cap'        => true,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'hierarchical'        => false,
				'show_in_nav_menus'   => false,
				'rewrite'             => false,
				'query_var'           => false,
				'supports'            => array( 'title', 'comments', 'custom-fields' ),
				'has_archive'         => false,
			)
		);
	}

	/**
	 * Order statuses (wc-*).
	 */
	public static function register_post_status(): void {
		foreach ( wc_get_order_statuses() as $status => $label ) {
			register_post_status(
				$status,
				array(
					'label'                     => $label,
					'public'                    => false,
					'exclude_from_search'       => false,
					'show_in_admin_all_list'    => true,
					'show_in_admin_status_list' => true,
				)
			);
		}
		register_post_status(
			'wc-checkout-draft',
			array(
				'label'    => _x( 'Draft', 'Order status', 'woocommerce' ),
				'public'   => false,
				'internal' => true,
			)
		);
	}
}

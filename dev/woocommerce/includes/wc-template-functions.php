<?php
/**
 * Template functions (pluggable, like WooCommerce's).
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/*
 * Body, post classes, loop state.
 */

/**
 * Handle redirects before content is output (WooCommerce's subset): a
 * product search with exactly one visible result goes straight to it.
 */
function wc_template_redirect() {
	global $wp_query;

	if ( is_search() && is_post_type_archive( 'product' ) && apply_filters( 'woocommerce_redirect_single_search_result', true ) && 1 === absint( $wp_query->found_posts ) ) {
		$product = wc_get_product( $wp_query->post );
		if ( $product && $product->is_visible() ) {
			wp_safe_redirect( get_permalink( $product->get_id() ), 302 );
			exit;
		}
	}
}

/**
 * Body classes of WooCommerce pages.
 *
 * @param string[] $classes Classes.
 * @return string[]
 */
function wc_body_class( $classes ) {
	$classes = (array) $classes;
	if ( is_woocommerce() ) {
		$classes[] = 'woocommerce';
		$classes[] = 'woocommerce-page';
	} elseif ( is_checkout() ) {
		$classes[] = 'woocommerce-checkout';
		$classes[] = 'woocommerce-page';
	} elseif ( is_cart() ) {
		$classes[] = 'woocommerce-cart';
		$classes[] = 'woocommerce-page';
	} elseif ( is_account_page() ) {
		$classes[] = 'woocommerce-account';
		$classes[] = 'woocommerce-page';
	}
	if ( is_store_notice_showing() ) {
		$classes[] = 'woocommerce-demo-store';
	}
	foreach ( WC()->query->get_query_vars() as $key => $value ) {
		if ( is_wc_endpoint_url( $key ) ) {
			$classes[] = 'woocommerce-' . sanitize_html_class( $key );
		}
	}
	$classes[] = 'woocommerce-no-js';
	return array_unique( $classes );
}

/**
 * Swaps woocommerce-no-js for woocommerce-js.
 */
function wc_no_js() {
	$script = "(function(){var c=document.body.className;c=c.replace(/woocommerce-no-js/,'woocommerce-js');document.body.className=c;})();";
	wp_print_inline_script_tag( $script );
}

/**
 * Store notice (when enabled).
 */
function woocommerce_demo_store() {
	if ( ! is_store_notice_showing() ) {
		return;
	}
	$notice = get_option( 'woocommerce_demo_store_notice', __( 'This is a demo store for testing purposes &mdash; no orders shall be fulfilled.', 'woocommerce' ) );
	$id     = md5( $notice );
	echo apply_filters( 'woocommerce_demo_store', '<p role="complementary" aria-label="' . esc_attr__( 'Store notice', 'woocommerce' ) . '" class="woocommerce-store-notice demo_store" data-notice-id="' . esc_attr( $id ) . '" style="display:none;">' . wp_kses_post( $notice ) . ' <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">' . esc_html__( 'Dismiss', 'woocommerce' ) . '</a></p>', $notice ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/**
 * Product classes for post_class on products.
 *
 * @param string[] $classes Classes.
 * @param mixed    $class   Extra classes.
 * @param int      $post_id Post.
 * @return string[]
 */
function wc_product_post_class( $classes, $class = '', $post_id = 0 ) {
	if ( ! $post_id || ! in_array( get_post_type( $post_id ), array( 'product', 'product_variation' ), true ) ) {
		return $classes;
	}
	$product = wc_get_product( $post_id );
	if ( ! $product ) {
		return $classes;
	}
	$classes[] = 'product';
	$classes[] = wc_get_loop_class();
	$classes[] = $product->get_stock_status();
	if ( $product->is_on_sale() ) {
		$classes[] = 'sale';
	}
	if ( $product->is_featured() ) {
		$classes[] = 'featured';
	}
	if ( $product->is_downloadable() ) {
		$classes[] = 'downloadable';
	}
	if ( $product->is_virtual() ) {
		$classes[] = 'virtual';
	}
	if ( $product->is_sold_individually() ) {
		$classes[] = 'sold-individually';
	}
	if ( $product->is_taxable() ) {
		$classes[] = 'taxable';
	}
	if ( $product->is_purchasable() ) {
		$classes[] = 'purchasable';
	}
	$classes[] = 'product-type-' . $product->get_type();
	if ( $product->get_image_id() ) {
		$classes[] = 'has-post-thumbnail';
	}
	return array_values( array_unique( array_filter( $classes ) ) );
}

/**
 * Classes of a product (for wc_product_class in templates).
 *
 * @param string|array    $class   Extra classes.
 * @param WC_Product|null $product Product.
 * @return string[]
 */
function wc_get_product_class( $class = '', $product = null ) {
	$product = $product ? $product : $GLOBALS['product'] ?? null;
	$extra   = is_array( $class ) ? $class : array_filter( explode( ' ', (string) $class ) );
	if ( ! $product instanceof WC_Product ) {
		return $extra;
	}
	$classes = array_merge( $extra, array( 'type-' . ( $product->is_type( 'variation' ) ? 'product_variation' : 'product' ), 'post-' . $product->get_id(), 'status-' . $product->get_status() ) );
	foreach ( $product->is_type( 'variation' ) ? array() : wc_get_product_cat_ids( $product->get_id() ) as $cat_id ) {
		$term = get_term( $cat_id, 'product_cat' );
		if ( $term && ! is_wp_error( $term ) ) {
			$classes[] = 'product_cat-' . sanitize_html_class( $term->slug, (string) $term->term_id );
		}
	}
	$classes = wc_product_post_class( $classes, '', $product->get_id() );
	return array_map( 'esc_attr', array_unique( apply_filters( 'woocommerce_post_class', $classes, $product ) ) );
}

/**
 * Prints class="..." of a product.
 *
 * @param string|array    $class   Extra classes.
 * @param WC_Product|null $product_id Product.
 */
function wc_product_class( $class = '', $product_id = null ) {
	echo 'class="' . esc_attr( implode( ' ', wc_get_product_class( $class, $product_id ) ) ) . '"';
}

/**
 * Sets up loop props.
 *
 * @param array $args Props.
 */
function wc_setup_loop( $args = array() ) {
	$defaults = array(
		'loop'         => 0,
		'columns'      => wc_get_default_products_per_row(),
		'name'         => '',
		'is_shortcode' => false,
		'is_paginated' => true,
		'is_search'    => false,
		'is_filtered'  => false,
		'total'        => 0,
		'total_pages'  => 0,
		'per_page'     => 0,
		'current_page' => 1,
	);
	if ( $GLOBALS['wp_query']->is_main_query() && ! $args ) {
		$defaults = array_merge(
			$defaults,
			array(
				'is_search'    => $GLOBALS['wp_query']->is_search(),
				'total'        => (int) $GLOBALS['wp_query']->found_posts,
				'total_pages'  => (int) $GLOBALS['wp_query']->max_num_pages,
				'per_page'     => (int) $GLOBALS['wp_query']->get( 'posts_per_page' ),
				'current_page' => max( 1, (int) $GLOBALS['wp_query']->get( 'paged', 1 ) ),
			)
		);
	}
	if ( isset( $GLOBALS['woocommerce_loop'] ) ) {
		$defaults = array_merge( $defaults, array_intersect_key( (array) $GLOBALS['woocommerce_loop'], $defaults ) );
	}
	$GLOBALS['woocommerce_loop'] = wp_parse_args( $args, $defaults );
}

/**
 * Resets loop props.
 */
function wc_reset_loop() {
	unset( $GLOBALS['woocommerce_loop'] );
}

/**
 * A loop prop.
 *
 * @param string $prop    Prop.
 * @param mixed  $default Default.
 * @return mixed
 */
function wc_get_loop_prop( $prop, $default = '' ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
	wc_setup_loop();
	return $GLOBALS['woocommerce_loop'][ $prop ] ?? $default;
}

/**
 * Sets a loop prop.
 *
 * @param string $prop  Prop.
 * @param mixed  $value Value.
 */
function wc_set_loop_prop( $prop, $value = '' ) {
	if ( ! isset( $GLOBALS['woocommerce_loop'] ) ) {
		wc_setup_loop();
	}
	$GLOBALS['woocommerce_loop'][ $prop ] = $value;
}

/**
 * first/last class of the loop position.
 */
function wc_get_loop_class() {
	$loop    = (int) wc_get_loop_prop( 'loop', 0 );
	$columns = max( 1, (int) wc_get_loop_prop( 'columns', 4 ) );
	if ( 0 === ( $loop - 1 ) % $columns || 1 === $columns ) {
		return 'first';
	}
	return 0 === $loop % $columns ? 'last' : '';
}

/** Products per row. */
function wc_get_default_products_per_row() {
	return max( 1, absint( get_option( 'woocommerce_catalog_columns', 4 ) ) );
}

/** Rows per page. */
function wc_get_default_product_rows_per_page() {
	return max( 1, absint( get_option( 'woocommerce_catalog_rows', 4 ) ) );
}

/**
 * Whether the shop loop has products.
 */
function woocommerce_product_loop() {
	return have_posts() || 'products' !== woocommerce_get_loop_display_mode();
}

/**
 * Display mode of the loop (products only in the double).
 */
function woocommerce_get_loop_display_mode() {
	return 'products';
}

if ( ! function_exists( 'woocommerce_product_loop_start' ) ) {
	/**
	 * Opening ul.products.
	 *
	 * @param bool $echo Echo.
	 */
	function woocommerce_product_loop_start( $echo = true ) {
		wc_set_loop_prop( 'loop', 0 );
		$html = apply_filters( 'woocommerce_product_loop_start', wc_get_template_html( 'loop/loop-start.php' ) );
		if ( ! $echo ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_product_loop_end' ) ) {
	/**
	 * Closing ul.products.
	 *
	 * @param bool $echo Echo.
	 */
	function woocommerce_product_loop_end( $echo = true ) {
		$html = apply_filters( 'woocommerce_product_loop_end', wc_get_template_html( 'loop/loop-end.php' ) );
		if ( ! $echo ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

/*
 * Wrappers, breadcrumb, archive header.
 */

if ( ! function_exists( 'woocommerce_output_content_wrapper' ) ) {
	/** Opening content wrapper. */
	function woocommerce_output_content_wrapper() {
		wc_get_template( 'global/wrapper-start.php' );
	}
}

if ( ! function_exists( 'woocommerce_output_content_wrapper_end' ) ) {
	/** Closing content wrapper. */
	function woocommerce_output_content_wrapper_end() {
		wc_get_template( 'global/wrapper-end.php' );
	}
}

if ( ! function_exists( 'woocommerce_get_sidebar' ) ) {
	/** Shop sidebar. */
	function woocommerce_get_sidebar() {
		wc_get_template( 'global/sidebar.php' );
	}
}

if ( ! function_exists( 'woocommerce_breadcrumb' ) ) {
	/**
	 * Breadcrumb trail.
	 *
	 * @param array $args Markup options.
	 */
	function woocommerce_breadcrumb( $args = array() ) {
		$args       = wp_parse_args(
			$args,
			apply_filters(
				'woocommerce_breadcrumb_defaults',
				array(
					'delimiter'   => '&nbsp;&#47;&nbsp;',
					'wrap_before' => '<nav class="woocommerce-breadcrumb" aria-label="' . esc_attr__( 'Breadcrumb', 'woocommerce' ) . '">',
					'wrap_after'  => '</nav>',
					'before'      => '',
					'after'       => '',
					'home'        => _x( 'Home', 'breadcrumb', 'woocommerce' ),
				)
			)
		);
		$breadcrumbs = new WC_Breadcrumb();
		if ( ! empty( $args['home'] ) ) {
			$breadcrumbs->add_crumb( $args['home'], apply_filters( 'woocommerce_breadcrumb_home_url', home_url() ) );
		}
		$args['breadcrumb'] = $breadcrumbs->generate();
		do_action( 'woocommerce_breadcrumb', $breadcrumbs, $args );
		wc_get_template( 'global/breadcrumb.php', $args );
	}
}

if ( ! function_exists( 'woocommerce_page_title' ) ) {
	/**
	 * Title of the shop or archive.
	 *
	 * @param bool $echo Echo.
	 */
	function woocommerce_page_title( $echo = true ) {
		if ( is_search() ) {
			/* translators: %s: search query */
			$title = sprintf( __( 'Search results: &ldquo;%s&rdquo;', 'woocommerce' ), get_search_query() );
		} elseif ( is_tax() ) {
			$title = single_term_title( '', false );
		} else {
			$shop_id = wc_get_page_id( 'shop' );
			$title   = $shop_id > 0 ? get_the_title( $shop_id ) : __( 'Shop', 'woocommerce' );
		}
		$title = apply_filters( 'woocommerce_page_title', $title );
		if ( ! $echo ) {
			return $title;
		}
		echo $title; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_product_taxonomy_archive_header' ) ) {
	/** Archive header (title and description). */
	function woocommerce_product_taxonomy_archive_header() {
		wc_get_template( 'loop/header.php' );
	}
}

if ( ! function_exists( 'woocommerce_taxonomy_archive_description' ) ) {
	/** Term description on product taxonomy archives. */
	function woocommerce_taxonomy_archive_description() {
		if ( is_product_taxonomy() && 0 === absint( get_query_var( 'paged' ) ) ) {
			$term = get_queried_object();
			if ( $term && ! empty( $term->description ) ) {
				echo '<div class="term-description">' . wc_format_content( wp_kses_post( $term->description ) ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			}
		}
	}
}

if ( ! function_exists( 'woocommerce_product_archive_description' ) ) {
	/** Shop page content on the shop archive. */
	function woocommerce_product_archive_description() {
		if ( is_search() || ! is_post_type_archive( 'product' ) || 0 !== absint( get_query_var( 'paged' ) ) ) {
			return;
		}
		$shop_page = get_post( wc_get_page_id( 'shop' ) );
		if ( $shop_page && $shop_page->post_content ) {
			echo '<div class="page-description">' . wc_format_content( wp_kses_post( $shop_page->post_content ) ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	}
}

if ( ! function_exists( 'woocommerce_checkout_coupon_form' ) ) {
	/** The checkout's coupon toggle and form (not for a guest who must log in first). */
	function woocommerce_checkout_coupon_form() {
		if ( is_user_logged_in() || WC()->checkout()->is_registration_enabled() || ! WC()->checkout()->is_registration_required() ) {
			wc_get_template(
				'checkout/form-coupon.php',
				array(
					'checkout' => WC()->checkout(),
				)
			);
		}
	}
}

if ( ! function_exists( 'woocommerce_output_all_notices' ) ) {
	/** Notices wrapper with the queued notices. */
	function woocommerce_output_all_notices() {
		echo '<div class="woocommerce-notices-wrapper">';
		wc_print_notices();
		echo '</div>';
	}
}

if ( ! function_exists( 'woocommerce_result_count' ) ) {
	/** "Showing 1–12 of 30 results". */
	function woocommerce_result_count() {
		if ( ! wc_get_loop_prop( 'is_paginated' ) || ! woocommerce_products_will_display() ) {
			return;
		}
		wc_get_template(
			'loop/result-count.php',
			array(
				'total'    => wc_get_loop_prop( 'total' ),
				'per_page' => wc_get_loop_prop( 'per_page' ),
				'current'  => wc_get_loop_prop( 'current_page' ),
				'orderedby' => isset( $_GET['orderby'] ) ? wc_clean( wp_unslash( $_GET['orderby'] ) ) : '', // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			)
		);
	}
}

if ( ! function_exists( 'woocommerce_catalog_ordering' ) ) {
	/** The ordering select inside form.woocommerce-ordering. */
	function woocommerce_catalog_ordering() {
		if ( ! wc_get_loop_prop( 'is_paginated' ) || ! woocommerce_products_will_display() ) {
			return;
		}
		$options = wc_get_catalog_ordering_options();
		$default = apply_filters( 'woocommerce_default_catalog_orderby', get_option( 'woocommerce_default_catalog_orderby', 'menu_order' ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$orderby = isset( $_GET['orderby'] ) ? wc_clean( wp_unslash( $_GET['orderby'] ) ) : $default;
		if ( ! array_key_exists( (string) $orderby, $options ) ) {
			$orderby = current( array_keys( $options ) );
		}
		wc_get_template(
			'loop/orderby.php',
			array(
				'catalog_orderby_options' => $options,
				'orderby'                 => $orderby,
				'use_label'               => false,
			)
		);
	}
}

if ( ! function_exists( 'woocommerce_pagination' ) ) {
	/** Page links of the shop loop. */
	function woocommerce_pagination() {
		if ( ! wc_get_loop_prop( 'is_paginated' ) || ! woocommerce_products_will_display() ) {
			return;
		}
		wc_get_template(
			'loop/pagination.php',
			array(
				'total'   => wc_get_loop_prop( 'total_pages' ),
				'current' => wc_get_loop_prop( 'current_page' ),
				'base'    => esc_url_raw( add_query_arg( 'product-page', '%#%', false ) ),
				'format'  => '?product-page=%#%',
			)
		);
	}
}

/**
 * Whether the current archive will show products.
 */
function woocommerce_products_will_display() {
	return have_posts();
}

if ( ! function_exists( 'wc_no_products_found' ) ) {
	/** "No products were found matching your selection." */
	function wc_no_products_found() {
		wc_get_template( 'loop/no-products-found.php' );
	}
}

/*
 * Loop item.
 */

if ( ! function_exists( 'woocommerce_template_loop_product_link_open' ) ) {
	/** Opening product link. */
	function woocommerce_template_loop_product_link_open() {
		global $product;
		$link = apply_filters( 'woocommerce_loop_product_link', get_the_permalink(), $product );
		echo '<a href="' . esc_url( $link ) . '" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">';
	}
}

if ( ! function_exists( 'woocommerce_template_loop_product_link_close' ) ) {
	/** Closing product link. */
	function woocommerce_template_loop_product_link_close() {
		echo '</a>';
	}
}

if ( ! function_exists( 'woocommerce_template_loop_product_thumbnail' ) ) {
	/** Product image in loops. */
	function woocommerce_template_loop_product_thumbnail() {
		echo woocommerce_get_product_thumbnail(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_get_product_thumbnail' ) ) {
	/**
	 * Product image markup.
	 *
	 * @param string $size Size.
	 */
	function woocommerce_get_product_thumbnail( $size = 'woocommerce_thumbnail' ) {
		global $product;
		return $product instanceof WC_Product ? $product->get_image( $size ) : '';
	}
}

if ( ! function_exists( 'woocommerce_template_loop_product_title' ) ) {
	/** Product title in loops (h2.woocommerce-loop-product__title). */
	function woocommerce_template_loop_product_title() {
		echo '<h2 class="' . esc_attr( apply_filters( 'woocommerce_product_loop_title_classes', 'woocommerce-loop-product__title' ) ) . '">' . get_the_title() . '</h2>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_template_loop_rating' ) ) {
	/** Stars in loops. */
	function woocommerce_template_loop_rating() {
		wc_get_template( 'loop/rating.php' );
	}
}

if ( ! function_exists( 'woocommerce_template_loop_price' ) ) {
	/** Price in loops. */
	function woocommerce_template_loop_price() {
		wc_get_template( 'loop/price.php' );
	}
}

if ( ! function_exists( 'woocommerce_show_product_loop_sale_flash' ) ) {
	/** Sale badge in loops. */
	function woocommerce_show_product_loop_sale_flash() {
		wc_get_template( 'loop/sale-flash.php' );
	}
}

if ( ! function_exists( 'woocommerce_template_loop_add_to_cart' ) ) {
	/**
	 * Loop button: a.button.add_to_cart_button.ajax_add_to_cart for simple buyable products.
	 *
	 * @param array $args quantity, class, attributes, aria-describedby_text.
	 */
	function woocommerce_template_loop_add_to_cart( $args = array() ) {
		global $product;
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		$defaults = array(
			'quantity'   => 1,
			'class'      => implode(
				' ',
				array_filter(
					array(
						'button',
						'product_type_' . $product->get_type(),
						$product->is_purchasable() && $product->is_in_stock() ? 'add_to_cart_button' : '',
						$product->supports( 'ajax_add_to_cart' ) && $product->is_purchasable() && $product->is_in_stock() ? 'ajax_add_to_cart' : '',
					)
				)
			),
			'attributes' => array(
				'data-product_id'  => $product->get_id(),
				'data-product_sku' => $product->get_sku(),
				'aria-label'       => wp_strip_all_tags( $product->add_to_cart_description() ),
				'rel'              => 'nofollow',
			),
		);
		if ( $product->supports( 'ajax_add_to_cart' ) && $product->is_purchasable() && $product->is_in_stock() ) {
			$defaults['attributes']['data-success_message'] = $product->add_to_cart_success_message();
			$defaults['attributes']['role']                 = 'button';
		}
		$args = apply_filters( 'woocommerce_loop_add_to_cart_args', wp_parse_args( $args, $defaults ), $product );
		if ( isset( $args['attributes']['aria-describedby'] ) ) {
			$args['attributes']['aria-describedby'] = wp_strip_all_tags( $args['attributes']['aria-describedby'] );
		}
		if ( 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart' ) ) {
			wp_enqueue_script( 'wc-add-to-cart' );
		}
		wc_get_template( 'loop/add-to-cart.php', $args );
	}
}

/*
 * Single product.
 */

if ( ! function_exists( 'woocommerce_show_product_sale_flash' ) ) {
	/** Sale badge. */
	function woocommerce_show_product_sale_flash() {
		wc_get_template( 'single-product/sale-flash.php' );
	}
}

if ( ! function_exists( 'woocommerce_show_product_images' ) ) {
	/** Gallery. */
	function woocommerce_show_product_images() {
		wc_get_template( 'single-product/product-image.php' );
	}
}

if ( ! function_exists( 'woocommerce_show_product_thumbnails' ) ) {
	/** Gallery thumbnails. */
	function woocommerce_show_product_thumbnails() {
		wc_get_template( 'single-product/product-thumbnails.php' );
	}
}

/**
 * One gallery image: div.woocommerce-product-gallery__image with data-large_image attributes.
 *
 * @param int  $attachment_id Attachment.
 * @param bool $main_image    Main (larger) image.
 */
function wc_get_gallery_image_html( $attachment_id, $main_image = false ) {
	$thumb_size = apply_filters( 'woocommerce_gallery_thumbnail_size', 'woocommerce_gallery_thumbnail' );
	$image_size = apply_filters( 'woocommerce_gallery_image_size', $main_image ? 'woocommerce_single' : $thumb_size );
	$full_size  = apply_filters( 'woocommerce_gallery_full_size', 'full' );
	$thumb_src  = wp_get_attachment_image_src( $attachment_id, $thumb_size );
	$full_src   = wp_get_attachment_image_src( $attachment_id, $full_size );
	$alt_text   = trim( wp_strip_all_tags( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ) );
	$image      = wp_get_attachment_image(
		$attachment_id,
		$image_size,
		false,
		apply_filters(
			'woocommerce_gallery_image_html_attachment_image_params',
			array(
				'title'                   => _wp_specialchars( get_post_field( 'post_title', $attachment_id ), ENT_QUOTES, 'UTF-8', true ),
				'data-caption'            => _wp_specialchars( get_post_field( 'post_excerpt', $attachment_id ), ENT_QUOTES, 'UTF-8', true ),
				'data-src'                => esc_url( $full_src[0] ?? '' ),
				'data-large_image'        => esc_url( $full_src[0] ?? '' ),
				'data-large_image_width'  => esc_attr( (string) ( $full_src[1] ?? '' ) ),
				'data-large_image_height' => esc_attr( (string) ( $full_src[2] ?? '' ) ),
				'class'                   => esc_attr( $main_image ? 'wp-post-image' : '' ),
				'alt'                     => $alt_text,
			),
			$attachment_id,
			$image_size,
			$main_image
		)
	);
	return '<div data-thumb="' . esc_url( $thumb_src[0] ?? '' ) . '" data-thumb-alt="' . esc_attr( $alt_text ) . '" class="woocommerce-product-gallery__image"><a href="' . esc_url( $full_src[0] ?? '' ) . '">' . $image . '</a></div>';
}

if ( ! function_exists( 'woocommerce_template_single_title' ) ) {
	/** h1.product_title. */
	function woocommerce_template_single_title() {
		wc_get_template( 'single-product/title.php' );
	}
}

if ( ! function_exists( 'woocommerce_template_single_rating' ) ) {
	/** Rating under the title. */
	function woocommerce_template_single_rating() {
		if ( post_type_supports( 'product', 'comments' ) ) {
			wc_get_template( 'single-product/rating.php' );
		}
	}
}

if ( ! function_exists( 'woocommerce_template_single_price' ) ) {
	/** p.price. */
	function woocommerce_template_single_price() {
		wc_get_template( 'single-product/price.php' );
	}
}

if ( ! function_exists( 'woocommerce_template_single_excerpt' ) ) {
	/** Short description. */
	function woocommerce_template_single_excerpt() {
		wc_get_template( 'single-product/short-description.php' );
	}
}

if ( ! function_exists( 'woocommerce_template_single_meta' ) ) {
	/** SKU and categories. */
	function woocommerce_template_single_meta() {
		wc_get_template( 'single-product/meta.php' );
	}
}

if ( ! function_exists( 'woocommerce_template_single_sharing' ) ) {
	/** Sharing hook. */
	function woocommerce_template_single_sharing() {
		wc_get_template( 'single-product/share.php' );
	}
}

if ( ! function_exists( 'woocommerce_template_single_add_to_cart' ) ) {
	/** Runs woocommerce_{type}_add_to_cart. */
	function woocommerce_template_single_add_to_cart() {
		global $product;
		do_action( 'woocommerce_' . $product->get_type() . '_add_to_cart' );
	}
}

if ( ! function_exists( 'woocommerce_simple_add_to_cart' ) ) {
	/** form.cart of simple products. */
	function woocommerce_simple_add_to_cart() {
		wc_get_template( 'single-product/add-to-cart/simple.php' );
	}
}

if ( ! function_exists( 'woocommerce_variable_add_to_cart' ) ) {
	/** form.variations_form of variable products (enqueues wc-add-to-cart-variation). */
	function woocommerce_variable_add_to_cart() {
		global $product;
		wp_enqueue_script( 'wc-add-to-cart-variation' );
		$get_variations = count( $product->get_children() ) <= apply_filters( 'woocommerce_ajax_variation_threshold', 30, $product );
		wc_get_template(
			'single-product/add-to-cart/variable.php',
			array(
				'available_variations' => $get_variations ? $product->get_available_variations() : false,
				'attributes'           => $product->get_variation_attributes(),
				'selected_attributes'  => $product->get_default_attributes(),
			)
		);
	}
}

if ( ! function_exists( 'woocommerce_single_variation' ) ) {
	/** Container of the chosen variation's details. */
	function woocommerce_single_variation() {
		echo '<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>';
	}
}

if ( ! function_exists( 'woocommerce_single_variation_add_to_cart_button' ) ) {
	/** Quantity and button of the variation form. */
	function woocommerce_single_variation_add_to_cart_button() {
		wc_get_template( 'single-product/add-to-cart/variation-add-to-cart-button.php' );
	}
}

if ( ! function_exists( 'wc_dropdown_variation_attribute_options' ) ) {
	/**
	 * Select of one variation attribute.
	 *
	 * @param array $args options, attribute, product, selected, name, id, class, show_option_none.
	 */
	function wc_dropdown_variation_attribute_options( $args = array() ) {
		$args = wp_parse_args(
			apply_filters( 'woocommerce_dropdown_variation_attribute_options_args', $args ),
			array(
				'options'          => false,
				'attribute'        => false,
				'product'          => false,
				'selected'         => false,
				'required'         => false,
				'name'             => '',
				'id'               => '',
				'class'            => '',
				'show_option_none' => __( 'Choose an option', 'woocommerce' ),
			)
		);
		if ( false === $args['selected'] && $args['attribute'] && $args['product'] instanceof WC_Product ) {
			$key              = 'attribute_' . sanitize_title( $args['attribute'] );
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended
			$args['selected'] = isset( $_REQUEST[ $key ] ) ? wc_clean( wp_unslash( $_REQUEST[ $key ] ) ) : $args['product']->get_variation_default_attribute( $args['attribute'] );
		}
		$options   = $args['options'];
		$product   = $args['product'];
		$attribute = $args['attribute'];
		$name      = $args['name'] ? $args['name'] : 'attribute_' . sanitize_title( $attribute );
		$id        = $args['id'] ? $args['id'] : sanitize_title( $attribute );
		if ( empty( $options ) && ! empty( $product ) && ! empty( $attribute ) ) {
			$options = $product->get_variation_attributes()[ $attribute ] ?? array();
		}
		$html  = '<select id="' . esc_attr( $id ) . '" class="' . esc_attr( $args['class'] ) . '" name="' . esc_attr( $name ) . '" data-attribute_name="' . esc_attr( 'attribute_' . sanitize_title( $attribute ) ) . '" data-show_option_none="' . ( $args['show_option_none'] ? 'yes' : 'no' ) . '"' . ( $args['required'] ? ' required' : '' ) . '>';
		$html .= '<option value="">' . esc_html( $args['show_option_none'] ? $args['show_option_none'] : __( 'Choose an option', 'woocommerce' ) ) . '</option>';
		if ( ! empty( $options ) ) {
			if ( $product && taxonomy_exists( $attribute ) ) {
				foreach ( wc_get_product_terms( $product->get_id(), $attribute, array( 'fields' => 'all' ) ) as $term ) {
					if ( in_array( $term->slug, $options, true ) ) {
						$html .= '<option value="' . esc_attr( $term->slug ) . '" ' . selected( sanitize_title( (string) $args['selected'] ), $term->slug, false ) . '>' . esc_html( apply_filters( 'woocommerce_variation_option_name', $term->name, $term, $attribute, $product ) ) . '</option>';
					}
				}
			} else {
				foreach ( $options as $option ) {
					$html .= '<option value="' . esc_attr( $option ) . '" ' . selected( (string) $args['selected'], (string) $option, false ) . '>' . esc_html( apply_filters( 'woocommerce_variation_option_name', $option, null, $attribute, $product ) ) . '</option>';
				}
			}
		}
		$html .= '</select>';
		echo apply_filters( 'woocommerce_dropdown_variation_attribute_options_html', $html, $args ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_quantity_input' ) ) {
	/**
	 * .quantity with input.qty (min, max, step).
	 *
	 * @param array           $args    input_name, input_value, min_value, max_value, step, ...
	 * @param WC_Product|null $product Product.
	 * @param bool            $echo    Echo.
	 */
	function woocommerce_quantity_input( $args = array(), $product = null, $echo = true ) {
		if ( is_null( $product ) ) {
			$product = $GLOBALS['product'] ?? null;
		}
		$defaults = array(
			'input_id'     => uniqid( 'quantity_' ),
			'input_name'   => 'quantity',
			'input_value'  => '1',
			'classes'      => apply_filters( 'woocommerce_quantity_input_classes', array( 'input-text', 'qty', 'text' ), $product ),
			'max_value'    => apply_filters( 'woocommerce_quantity_input_max', -1, $product ),
			'min_value'    => apply_filters( 'woocommerce_quantity_input_min', 0, $product ),
			'step'         => apply_filters( 'woocommerce_quantity_input_step', 1, $product ),
			'pattern'      => apply_filters( 'woocommerce_quantity_input_pattern', has_filter( 'woocommerce_stock_amount', 'intval' ) ? '[0-9]*' : '' ),
			'inputmode'    => apply_filters( 'woocommerce_quantity_input_inputmode', has_filter( 'woocommerce_stock_amount', 'intval' ) ? 'numeric' : '' ),
			/* translators: %s: Quantity. */
			'product_name' => $product instanceof WC_Product ? $product->get_title() : '',
			'placeholder'  => apply_filters( 'woocommerce_quantity_input_placeholder', '', $product ),
			'autocomplete' => apply_filters( 'woocommerce_quantity_input_autocomplete', 'off', $product ),
			'readonly'     => false,
		);
		$args     = apply_filters( 'woocommerce_quantity_input_args', wp_parse_args( $args, $defaults ), $product );
		$args['min_value'] = max( (float) $args['min_value'], 0 );
		$args['max_value'] = 0 < (float) $args['max_value'] ? $args['max_value'] : '';
		if ( '' !== $args['max_value'] && $args['max_value'] < $args['min_value'] ) {
			$args['max_value'] = $args['min_value'];
		}
		$args['type'] = $args['min_value'] > 0 && $args['min_value'] === $args['max_value'] ? 'hidden' : 'number';
		$args['type'] = $args['readonly'] && 'hidden' !== $args['type'] ? 'text' : $args['type'];
		ob_start();
		wc_get_template( 'global/quantity-input.php', $args );
		$html = (string) ob_get_clean();
		if ( ! $echo ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

/*
 * Tabs, attributes, related.
 */

if ( ! function_exists( 'woocommerce_output_product_data_tabs' ) ) {
	/** The product tabs. */
	function woocommerce_output_product_data_tabs() {
		wc_get_template( 'single-product/tabs/tabs.php' );
	}
}

if ( ! function_exists( 'woocommerce_default_product_tabs' ) ) {
	/**
	 * Description, additional information and reviews tabs.
	 *
	 * @param array $tabs Tabs.
	 * @return array
	 */
	function woocommerce_default_product_tabs( $tabs = array() ) {
		global $product, $post;
		if ( $post && $post->post_content ) {
			$tabs['description'] = array(
				'title'    => __( 'Description', 'woocommerce' ),
				'priority' => 10,
				'callback' => 'woocommerce_product_description_tab',
			);
		}
		if ( $product instanceof WC_Product && ( $product->has_attributes() || apply_filters( 'wc_product_enable_dimensions_display', $product->has_weight() || $product->has_dimensions() ) ) ) {
			$tabs['additional_information'] = array(
				'title'    => __( 'Additional information', 'woocommerce' ),
				'priority' => 20,
				'callback' => 'woocommerce_product_additional_information_tab',
			);
		}
		if ( comments_open() ) {
			$tabs['reviews'] = array(
				/* translators: %s: reviews count */
				'title'    => sprintf( __( 'Reviews (%d)', 'woocommerce' ), $product instanceof WC_Product ? $product->get_review_count() : 0 ),
				'priority' => 30,
				'callback' => 'comments_template',
			);
		}
		return $tabs;
	}
}

if ( ! function_exists( 'woocommerce_sort_product_tabs' ) ) {
	/**
	 * Sorts tabs by priority.
	 *
	 * @param array $tabs Tabs.
	 * @return array
	 */
	function woocommerce_sort_product_tabs( $tabs = array() ) {
		uasort( $tabs, static fn( $a, $b ) => ( $a['priority'] ?? 0 ) <=> ( $b['priority'] ?? 0 ) );
		return $tabs;
	}
}

if ( ! function_exists( 'woocommerce_product_description_tab' ) ) {
	/** Description tab. */
	function woocommerce_product_description_tab() {
		wc_get_template( 'single-product/tabs/description.php' );
	}
}

if ( ! function_exists( 'woocommerce_product_additional_information_tab' ) ) {
	/** Additional information tab. */
	function woocommerce_product_additional_information_tab() {
		wc_get_template( 'single-product/tabs/additional-information.php' );
	}
}

if ( ! function_exists( 'wc_display_product_attributes' ) ) {
	/**
	 * Attribute table (weight, dimensions, visible attributes).
	 *
	 * @param WC_Product $product Product.
	 */
	function wc_display_product_attributes( $product ) {
		$rows = array();
		if ( $product->has_weight() ) {
			$rows['weight'] = array(
				'label' => __( 'Weight', 'woocommerce' ),
				'value' => wc_format_weight( $product->get_weight() ),
			);
		}
		if ( $product->has_dimensions() ) {
			$rows['dimensions'] = array(
				'label' => __( 'Dimensions', 'woocommerce' ),
				'value' => wc_format_dimensions( $product->get_dimensions( false ) ),
			);
		}
		foreach ( $product->get_attributes() as $attribute ) {
			if ( ! $attribute->get_visible() ) {
				continue;
			}
			$values = array();
			if ( $attribute->is_taxonomy() ) {
				foreach ( (array) $attribute->get_terms() as $term ) {
					$values[] = esc_html( $term->name );
				}
			} else {
				foreach ( $attribute->get_options() as $value ) {
					$values[] = esc_html( $value );
				}
			}
			$rows[ 'attribute_' . sanitize_title_with_dashes( $attribute->get_name() ) ] = array(
				'label' => wc_attribute_label( $attribute->get_name() ),
				'value' => apply_filters( 'woocommerce_attribute', wpautop( wptexturize( implode( ', ', $values ) ) ), $attribute, $values ),
			);
		}
		wc_get_template(
			'single-product/product-attributes.php',
			array(
				'product_attributes' => apply_filters( 'woocommerce_display_product_attributes', $rows, $product ),
			)
		);
	}
}

if ( ! function_exists( 'woocommerce_upsell_display' ) ) {
	/** Upsells (none stored in this shop; prints nothing without ids). */
	function woocommerce_upsell_display() {
		global $product;
		$ids = $product instanceof WC_Product ? $product->get_upsell_ids() : array();
		if ( ! $ids ) {
			return;
		}
		wc_get_template(
			'single-product/up-sells.php',
			array(
				'upsells' => array_filter( array_map( 'wc_get_product', $ids ), static fn( $p ) => $p && $p->is_visible() ),
			)
		);
	}
}

if ( ! function_exists( 'woocommerce_output_related_products' ) ) {
	/** Related products (4). */
	function woocommerce_output_related_products() {
		woocommerce_related_products(
			apply_filters(
				'woocommerce_output_related_products_args',
				array(
					'posts_per_page' => 4,
					'columns'        => 4,
					'orderby'        => 'rand',
				)
			)
		);
	}
}

if ( ! function_exists( 'woocommerce_related_products' ) ) {
	/**
	 * Related products section.
	 *
	 * @param array $args posts_per_page, columns.
	 */
	function woocommerce_related_products( $args = array() ) {
		global $product;
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		$args     = wp_parse_args(
			$args,
			array(
				'posts_per_page' => 2,
				'columns'        => 2,
			)
		);
		$related  = array_filter( array_map( 'wc_get_product', wc_get_related_products( $product->get_id(), $args['posts_per_page'], $product->get_upsell_ids() ) ), static fn( $p ) => $p && $p->is_visible() );
		wc_set_loop_prop( 'name', 'related' );
		wc_set_loop_prop( 'columns', apply_filters( 'woocommerce_related_products_columns', $args['columns'] ) );
		wc_get_template( 'single-product/related.php', array( 'related_products' => $related ) );
	}
}

/*
 * Ratings and reviews.
 */

if ( ! function_exists( 'woocommerce_review_display_gravatar' ) ) {
	/**
	 * Avatar of a review.
	 *
	 * @param WP_Comment $comment Comment.
	 */
	function woocommerce_review_display_gravatar( $comment ) {
		echo get_avatar( $comment, apply_filters( 'woocommerce_review_gravatar_size', '60' ), '' );
	}
}

if ( ! function_exists( 'woocommerce_review_display_rating' ) ) {
	/** Stars of a review. */
	function woocommerce_review_display_rating() {
		if ( post_type_supports( 'product', 'comments' ) ) {
			wc_get_template( 'single-product/review-rating.php' );
		}
	}
}

if ( ! function_exists( 'woocommerce_review_display_meta' ) ) {
	/** Author and date of a review. */
	function woocommerce_review_display_meta() {
		wc_get_template( 'single-product/review-meta.php' );
	}
}

if ( ! function_exists( 'woocommerce_review_display_comment_text' ) ) {
	/** Text of a review. */
	function woocommerce_review_display_comment_text() {
		echo '<div class="description">';
		comment_text();
		echo '</div>';
	}
}

if ( ! function_exists( 'woocommerce_comments' ) ) {
	/**
	 * One review (wp_list_comments callback).
	 *
	 * @param WP_Comment $comment Comment.
	 * @param array      $args    Args.
	 * @param int        $depth   Depth.
	 */
	function woocommerce_comments( $comment, $args, $depth ) {
		$GLOBALS['comment'] = $comment; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wc_get_template(
			'single-product/review.php',
			array(
				'comment' => $comment,
				'args'    => $args,
				'depth'   => $depth,
			)
		);
	}
}

/*
 * Cart, mini cart, checkout, account.
 */

if ( ! function_exists( 'woocommerce_mini_cart' ) ) {
	/**
	 * Mini cart markup (cart/mini-cart.php).
	 *
	 * @param array $args list_class.
	 */
	function woocommerce_mini_cart( $args = array() ) {
		wc_get_template( 'cart/mini-cart.php', wp_parse_args( $args, array( 'list_class' => '' ) ) );
	}
}

if ( ! function_exists( 'woocommerce_cart_totals' ) ) {
	/**
 * The cart's shipping calculator.
 *
 * @param string $button_text Text of the toggle ("Calculate shipping" when empty).
 */
function woocommerce_shipping_calculator( $button_text = '' ) {
	if ( 'no' === get_option( 'woocommerce_enable_shipping_calc' ) || ! WC()->cart->needs_shipping() ) {
		return;
	}
	wp_enqueue_script( 'wc-country-select' );
	wc_get_template( 'cart/shipping-calculator.php', array( 'button_text' => $button_text ) );
}

/** .cart_totals. */
	function woocommerce_cart_totals() {
		if ( is_checkout() ) {
			return;
		}
		wc_get_template( 'cart/cart-totals.php' );
	}
}

if ( ! function_exists( 'wc_empty_cart_message' ) ) {
	/** "Your cart is currently empty." */
	function wc_empty_cart_message() {
		echo '<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">' . wp_kses_post( apply_filters( 'wc_empty_cart_message', __( 'Your cart is currently empty.', 'woocommerce' ) ) ) . '</div></div>';
	}
}

if ( ! function_exists( 'woocommerce_button_proceed_to_checkout' ) ) {
	/** a.checkout-button. */
	function woocommerce_button_proceed_to_checkout() {
		wc_get_template( 'cart/proceed-to-checkout-button.php' );
	}
}

if ( ! function_exists( 'woocommerce_widget_shopping_cart_subtotal' ) ) {
	/** Mini cart subtotal. */
	function woocommerce_widget_shopping_cart_subtotal() {
		echo '<strong>' . esc_html__( 'Subtotal:', 'woocommerce' ) . '</strong> ' . WC()->cart->get_cart_subtotal(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_widget_shopping_cart_button_view_cart' ) ) {
	/** Mini cart "View cart". */
	function woocommerce_widget_shopping_cart_button_view_cart() {
		echo '<a href="' . esc_url( wc_get_cart_url() ) . '" class="button wc-forward">' . esc_html__( 'View cart', 'woocommerce' ) . '</a>';
	}
}

if ( ! function_exists( 'woocommerce_widget_shopping_cart_proceed_to_checkout' ) ) {
	/** Mini cart "Checkout". */
	function woocommerce_widget_shopping_cart_proceed_to_checkout() {
		echo '<a href="' . esc_url( wc_get_checkout_url() ) . '" class="button checkout wc-forward">' . esc_html__( 'Checkout', 'woocommerce' ) . '</a>';
	}
}

if ( ! function_exists( 'woocommerce_checkout_form_billing' ) ) {
	/** Billing fields. */
	function woocommerce_checkout_form_billing() {
		wc_get_template( 'checkout/form-billing.php', array( 'checkout' => WC()->checkout() ) );
	}
}

if ( ! function_exists( 'woocommerce_checkout_form_shipping' ) ) {
	/** Shipping fields. */
	function woocommerce_checkout_form_shipping() {
		wc_get_template( 'checkout/form-shipping.php', array( 'checkout' => WC()->checkout() ) );
	}
}

if ( ! function_exists( 'woocommerce_order_review' ) ) {
	/**
	 * Order review table (also the update_order_review fragment).
	 *
	 * @param bool $deprecated Unused, as in WooCommerce.
	 */
	function woocommerce_order_review( $deprecated = false ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found
		wc_get_template( 'checkout/review-order.php', array( 'checkout' => WC()->checkout() ) );
	}
}

if ( ! function_exists( 'woocommerce_checkout_payment' ) ) {
	/** Payment methods and the place-order button (also the update_order_review fragment). */
	function woocommerce_checkout_payment() {
		$gateways = WC()->cart->needs_payment() ? WC()->payment_gateways()->get_available_payment_gateways() : array();
		WC()->payment_gateways()->set_current_gateway( $gateways );
		wc_get_template(
			'checkout/payment.php',
			array(
				'checkout'           => WC()->checkout(),
				'available_gateways' => $gateways,
				'order_button_text'  => apply_filters( 'woocommerce_order_button_text', __( 'Place order', 'woocommerce' ) ),
			)
		);
	}
}

if ( ! function_exists( 'wc_checkout_privacy_policy_text' ) ) {
	/** Privacy text above the button. */
	function wc_checkout_privacy_policy_text() {
		/* translators: %s privacy policy page name and link */
		$text = get_option( 'woocommerce_checkout_privacy_policy_text', sprintf( __( 'Your personal data will be used to process your order, support your experience throughout this website, and for other purposes described in our %s.', 'woocommerce' ), '[privacy_policy]' ) );
		if ( $text ) {
			echo '<div class="woocommerce-privacy-policy-text">' . wp_kses_post( wpautop( wc_replace_policy_page_link_placeholders( $text ) ) ) . '</div>';
		}
	}
}

if ( ! function_exists( 'woocommerce_order_details_table' ) ) {
	/**
	 * Order details on the thank-you page.
	 *
	 * @param int $order_id Order.
	 */
	function woocommerce_order_details_table( $order_id ) {
		if ( $order_id ) {
			wc_get_template( 'order/order-details.php', array( 'order_id' => $order_id ) );
		}
	}
}

if ( ! function_exists( 'woocommerce_account_navigation' ) ) {
	/** Account navigation. */
	function woocommerce_account_navigation() {
		wc_get_template( 'myaccount/navigation.php' );
	}
}

if ( ! function_exists( 'woocommerce_account_view_order' ) ) {
	/**
	 * Account > one order (view-order endpoint).
	 *
	 * @param int $order_id Order ID.
	 */
	function woocommerce_account_view_order( $order_id ) {
		WC_Shortcode_My_Account::view_order( absint( $order_id ) );
	}
}

if ( ! function_exists( 'woocommerce_account_content' ) ) {
	/** Account content: the endpoint, else the dashboard. */
	function woocommerce_account_content() {
		global $wp;
		foreach ( $wp->query_vars as $key => $value ) {
			if ( 'pagename' === $key || 'page' === $key ) {
				continue;
			}
			if ( has_action( 'woocommerce_account_' . $key . '_endpoint' ) ) {
				do_action( 'woocommerce_account_' . $key . '_endpoint', $value );
				return;
			}
		}
		if ( isset( $wp->query_vars['orders'] ) ) {
			$orders = wc_get_orders(
				array(
					'customer_id' => get_current_user_id(),
					'limit'       => 20,
				)
			);
			wc_get_template( 'myaccount/orders.php', array( 'customer_orders' => $orders ) );
			return;
		}
		wc_get_template( 'myaccount/dashboard.php', array( 'current_user' => get_user_by( 'id', get_current_user_id() ) ) );
	}
}

if ( ! function_exists( 'woocommerce_form_field' ) ) {
	/**
	 * A checkout/account form field: p.form-row#{key}_field with label and input.
	 *
	 * @param string $key   Name.
	 * @param array  $args  type, label, required, class, input_class, placeholder, options, autocomplete, ...
	 * @param mixed  $value Value.
	 * @return string|void
	 */
	function woocommerce_form_field( $key, $args, $value = null ) {
		$args = wp_parse_args(
			apply_filters( 'woocommerce_form_field_args', $args, $key, $value ),
			array(
				'type'              => 'text',
				'label'             => '',
				'description'       => '',
				'placeholder'       => '',
				'maxlength'         => false,
				'required'          => false,
				'autocomplete'      => false,
				'id'                => $key,
				'class'             => array(),
				'label_class'       => array(),
				'input_class'       => array(),
				'return'            => false,
				'options'           => array(),
				'custom_attributes' => array(),
				'default'           => '',
				'priority'          => '',
			)
		);
		if ( is_null( $value ) ) {
			$value = $args['default'];
		}
		$attributes = array();
		foreach ( (array) $args['custom_attributes'] as $attribute => $attribute_value ) {
			$attributes[] = esc_attr( $attribute ) . '="' . esc_attr( $attribute_value ) . '"';
		}
		if ( $args['required'] ) {
			$args['class'][] = 'validate-required';
			$attributes[]    = 'aria-required="true"';
			$required_mark   = '&nbsp;<span class="required" aria-hidden="true">*</span>';
		} else {
			$required_mark = '&nbsp;<span class="optional">(' . esc_html__( 'optional', 'woocommerce' ) . ')</span>';
		}
		if ( $args['maxlength'] ) {
			$attributes[] = 'maxlength="' . absint( $args['maxlength'] ) . '"';
		}
		if ( $args['autocomplete'] ) {
			$attributes[] = 'autocomplete="' . esc_attr( $args['autocomplete'] ) . '"';
		}
		if ( $args['description'] ) {
			$attributes[] = 'aria-describedby="' . esc_attr( $args['id'] ) . '-description"';
		}
		$attr        = implode( ' ', $attributes );
		$input_class = esc_attr( implode( ' ', (array) $args['input_class'] ) );
		$id          = esc_attr( $args['id'] );
		$name        = esc_attr( $key );
		$placeholder = esc_attr( $args['placeholder'] );
		$field       = '';
		$label_id    = $id;
		switch ( $args['type'] ) {
			case 'country':
				$countries = 'shipping_country' === $key ? WC()->countries->get_shipping_countries() : WC()->countries->get_allowed_countries();
				if ( 1 === count( $countries ) ) {
					$field .= '<strong>' . esc_html( current( $countries ) ) . '</strong><input type="hidden" name="' . $name . '" id="' . $id . '" value="' . esc_attr( key( $countries ) ) . '" ' . $attr . ' class="country_to_state" readonly="readonly" />';
				} else {
					$field .= '<select name="' . $name . '" id="' . $id . '" class="country_to_state country_select ' . $input_class . '" ' . $attr . '><option value="">' . esc_html__( 'Select a country / region&hellip;', 'woocommerce' ) . '</option>';
					foreach ( $countries as $ckey => $cvalue ) {
						$field .= '<option value="' . esc_attr( $ckey ) . '" ' . selected( $value, $ckey, false ) . '>' . esc_html( $cvalue ) . '</option>';
					}
					$field .= '</select>';
				}
				break;
			case 'textarea':
				$field .= '<textarea name="' . $name . '" class="input-text ' . $input_class . '" id="' . $id . '" placeholder="' . $placeholder . '" rows="2" cols="5" ' . $attr . '>' . esc_textarea( (string) $value ) . '</textarea>';
				break;
			case 'checkbox':
				$field = '<label class="checkbox ' . esc_attr( implode( ' ', (array) $args['label_class'] ) ) . '" ' . $attr . '><input type="checkbox" class="input-checkbox ' . $input_class . '" name="' . $name . '" id="' . $id . '" value="1" ' . checked( $value, 1, false ) . ' /> ' . wp_kses_post( $args['label'] ) . $required_mark . '</label>';
				break;
			case 'select':
				$field .= '<select name="' . $name . '" id="' . $id . '" class="select ' . $input_class . '" ' . $attr . ' data-placeholder="' . $placeholder . '">';
				foreach ( (array) $args['options'] as $option_key => $option_text ) {
					$field .= '<option value="' . esc_attr( $option_key ) . '" ' . selected( $value, $option_key, false ) . '>' . esc_html( $option_text ) . '</option>';
				}
				$field .= '</select>';
				break;
			case 'hidden':
				$field .= '<input type="hidden" class="input-hidden ' . $input_class . '" name="' . $name . '" id="' . $id . '" value="' . esc_attr( (string) $value ) . '" ' . $attr . ' />';
				break;
			default:
				$type   = in_array( $args['type'], array( 'text', 'password', 'datetime', 'datetime-local', 'date', 'month', 'time', 'week', 'number', 'email', 'url', 'tel' ), true ) ? $args['type'] : 'text';
				$field .= '<input type="' . esc_attr( $type ) . '" class="input-text ' . $input_class . '" name="' . $name . '" id="' . $id . '" placeholder="' . $placeholder . '" value="' . esc_attr( (string) $value ) . '" ' . $attr . ' />';
		}
		$label = '';
		if ( $args['label'] && 'checkbox' !== $args['type'] ) {
			$label = '<label for="' . esc_attr( $label_id ) . '" class="' . esc_attr( implode( ' ', (array) $args['label_class'] ) ) . '">' . wp_kses_post( $args['label'] ) . $required_mark . '</label>';
		}
		$description = $args['description'] ? '<span class="description" id="' . $id . '-description" aria-hidden="true">' . wp_kses_post( $args['description'] ) . '</span>' : '';
		$html        = '<p class="form-row ' . esc_attr( implode( ' ', (array) $args['class'] ) ) . '" id="' . $id . '_field" data-priority="' . esc_attr( (string) $args['priority'] ) . '">' . $label . '<span class="woocommerce-input-wrapper">' . $field . $description . '</span></p>';
		$html        = apply_filters( 'woocommerce_form_field_' . $args['type'], $html, $key, $args, $value );
		$html        = apply_filters( 'woocommerce_form_field', $html, $key, $args, $value );
		if ( $args['return'] ) {
			return $html;
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

/**
 * Sets the global $product when a product post is set up (the_post).
 *
 * @param WP_Post|int $post Post.
 * @return WC_Product|false|void
 */
function wc_setup_product_data( $post ) {
	unset( $GLOBALS['product'] );
	if ( is_int( $post ) ) {
		$post = get_post( $post );
	}
	if ( empty( $post->post_type ) || ! in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ) {
		return;
	}
	$GLOBALS['product'] = wc_get_product( $post );
	return $GLOBALS['product'];
}

/**
 * HTML attributes from an array (escaped).
 *
 * @param array $raw_attributes Name => value.
 */
function wc_implode_html_attributes( $raw_attributes ) {
	$attributes = array();
	foreach ( (array) $raw_attributes as $name => $value ) {
		$attributes[] = esc_attr( $name ) . '="' . esc_attr( (string) $value ) . '"';
	}
	return implode( ' ', $attributes );
}

/**
 * Hidden inputs that keep the current query string in GET forms.
 *
 * @param array|null $values  Values (default $_GET).
 * @param string[]   $exclude Keys to leave out.
 * @param string     $current_key Prefix for nested keys.
 * @param bool       $return  Return instead of echo.
 * @return string|void
 */
function wc_query_string_form_fields( $values = null, $exclude = array(), $current_key = '', $return = false ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
	if ( is_null( $values ) ) {
		$values = $_GET; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}
	$html = '';
	foreach ( (array) $values as $key => $value ) {
		if ( in_array( $key, $exclude, true ) ) {
			continue;
		}
		$key = $current_key ? $current_key . '[' . $key . ']' : $key;
		if ( is_array( $value ) ) {
			$html .= wc_query_string_form_fields( $value, $exclude, $key, true );
		} else {
			$html .= '<input type="hidden" name="' . esc_attr( $key ) . '" value="' . esc_attr( wp_unslash( (string) $value ) ) . '" />';
		}
	}
	if ( $return ) {
		return $html;
	}
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

if ( ! function_exists( 'woocommerce_login_form' ) ) {
	/**
	 * The inline login form (`global/form-login.php`).
	 *
	 * @param array $args message, redirect, hidden.
	 */
	function woocommerce_login_form( $args = array() ) {
		$args = wp_parse_args(
			$args,
			array(
				'message'  => '',
				'redirect' => '',
				'hidden'   => false,
			)
		);
		wc_get_template( 'global/form-login.php', $args );
	}
}

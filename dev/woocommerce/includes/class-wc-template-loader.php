<?php
/**
 * Picks WooCommerce templates for product pages and archives.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * template_include loader: theme (woocommerce.php, then the specific
 * template in the theme root or woocommerce/) before the plugin's templates/.
 */
class WC_Template_Loader {

	/**
	 * Hooks.
	 */
	public static function init() {
		add_filter( 'template_include', array( self::class, 'template_loader' ) );
		add_filter( 'comments_template', array( self::class, 'comments_template_loader' ) );
	}

	/**
	 * Template for single products, product taxonomies and the shop.
	 *
	 * @param string $template Template WordPress picked.
	 */
	public static function template_loader( $template ) {
		if ( is_embed() ) {
			return $template;
		}
		$default_file = self::get_template_loader_default_file();
		if ( ! $default_file ) {
			return $template;
		}
		$found = locate_template( self::get_template_loader_files( $default_file ) );
		if ( ! $found || WC_TEMPLATE_DEBUG_MODE ) {
			$found = WC()->plugin_path() . '/templates/' . ( file_exists( WC()->plugin_path() . '/templates/' . $default_file ) ? $default_file : 'archive-product.php' );
		}
		return $found;
	}

	/**
	 * The default template file of the request, or ''.
	 */
	private static function get_template_loader_default_file(): string {
		if ( is_singular( 'product' ) ) {
			return 'single-product.php';
		}
		if ( is_product_taxonomy() ) {
			$object = get_queried_object();
			return in_array( $object->taxonomy ?? '', array( 'product_cat', 'product_tag' ), true ) ? 'taxonomy-' . $object->taxonomy . '.php' : 'archive-product.php';
		}
		if ( is_post_type_archive( 'product' ) || ( wc_get_page_id( 'shop' ) > 0 && is_page( wc_get_page_id( 'shop' ) ) ) ) {
			return 'archive-product.php';
		}
		return '';
	}

	/**
	 * Files to look for in the theme.
	 *
	 * @param string $default_file Default file.
	 * @return string[]
	 */
	private static function get_template_loader_files( string $default_file ): array {
		$templates   = apply_filters( 'woocommerce_template_loader_files', array(), $default_file );
		$templates[] = 'woocommerce.php';
		if ( is_page_template() ) {
			$page_template = get_page_template_slug();
			if ( $page_template ) {
				$templates[] = $page_template;
			}
		}
		if ( is_singular( 'product' ) ) {
			$object      = get_queried_object();
			$name        = urldecode( $object->post_name ?? '' );
			$templates[] = 'single-product-' . $name . '.php';
			$templates[] = WC()->template_path() . 'single-product-' . $name . '.php';
		}
		if ( is_product_taxonomy() ) {
			$object      = get_queried_object();
			$templates[] = 'taxonomy-' . $object->taxonomy . '-' . $object->slug . '.php';
			$templates[] = WC()->template_path() . 'taxonomy-' . $object->taxonomy . '-' . $object->slug . '.php';
			$templates[] = 'taxonomy-' . $object->taxonomy . '.php';
			$templates[] = WC()->template_path() . 'taxonomy-' . $object->taxonomy . '.php';
			$templates[] = 'archive-product.php';
			$templates[] = WC()->template_path() . 'archive-product.php';
		}
		$templates[] = $default_file;
		$templates[] = WC()->template_path() . $default_file;
		return array_unique( $templates );
	}

	/**
	 * Reviews template of products: single-product-reviews.php.
	 *
	 * @param string $template Comments template.
	 */
	public static function comments_template_loader( $template ) {
		if ( get_post_type() !== 'product' ) {
			return $template;
		}
		$check_dirs = array(
			trailingslashit( get_stylesheet_directory() ) . WC()->template_path(),
			trailingslashit( get_template_directory() ) . WC()->template_path(),
			trailingslashit( get_stylesheet_directory() ),
			trailingslashit( get_template_directory() ),
			trailingslashit( WC()->plugin_path() ) . 'templates/',
		);
		foreach ( $check_dirs as $dir ) {
			if ( file_exists( $dir . 'single-product-reviews.php' ) ) {
				return $dir . 'single-product-reviews.php';
			}
		}
		return $template;
	}
}

<?php
/**
 * How WooCommerce's pages sit in the theme's layout.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\WooCommerce;

use Tresen\Theme\Feature;
use Tresen\Theme\Owner\Settings;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * The theme's <main> (header.php / footer.php) already wraps every page,
 * so WooCommerce's wrappers and sidebar go; the grid has 3 columns.
 */
final class Layout implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( ! Theme::has_woocommerce() ) {
			return;
		}
		remove_action( 'woocommerce_before_main_content', 'woocommerce_output_content_wrapper', 10 );
		remove_action( 'woocommerce_after_main_content', 'woocommerce_output_content_wrapper_end', 10 );
		remove_action( 'woocommerce_sidebar', 'woocommerce_get_sidebar', 10 );
		add_action( 'woocommerce_before_main_content', array( $this, 'wrapper_start' ), 10 );
		add_action( 'woocommerce_after_main_content', array( $this, 'wrapper_end' ), 10 );

		add_filter( 'loop_shop_columns', array( $this, 'columns' ) );
		add_filter( 'woocommerce_output_related_products_args', array( $this, 'related_args' ) );
		add_filter( 'woocommerce_sale_flash', array( $this, 'sale_flash' ), 10, 0 );
		add_action( 'woocommerce_single_product_summary', array( self::class, 'edit_link' ), 60 );
	}

	/**
	 * An edit link on the product page for those who may edit the product.
	 */
	public static function edit_link(): void {
		$id = get_the_ID();
		if ( $id && current_user_can( 'edit_post', $id ) ) {
			edit_post_link( esc_html__( 'Edit product', 'tresen' ), '<p class="tresen-edit-link">', '</p>', $id );
		}
	}

	/**
	 * Opens the shop area inside the theme's main element.
	 */
	public function wrapper_start(): void {
		echo '<div class="shop-area">';
	}

	/**
	 * Closes the shop area.
	 */
	public function wrapper_end(): void {
		echo '</div>';
	}

	/**
	 * The owner's columns on desktops (Customizer, default 3; CSS sets the
	 * phone and tablet columns).
	 */
	public function columns(): int {
		return (int) Settings::get( 'tresen_shop_columns_desk' );
	}

	/**
	 * Three related products, in three columns.
	 *
	 * @param array<string, mixed> $args Related products arguments.
	 * @return array<string, mixed>
	 */
	public function related_args( $args ): array {
		$args                   = is_array( $args ) ? $args : array();
		$args['posts_per_page'] = 3;
		$args['columns']        = 3;
		return $args;
	}

	/**
	 * The sale badge.
	 */
	public function sale_flash(): string {
		return '<span class="onsale">' . esc_html__( 'Sale!', 'tresen' ) . '</span>';
	}
}

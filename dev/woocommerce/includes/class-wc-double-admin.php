<?php
/**
 * Markers that tell the developer this is the double, not WooCommerce.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Admin bar node "WooCommerce-Double" and a row meta in the plugin list.
 */
class WC_Double_Admin {

	/**
	 * Hooks.
	 */
	public static function init() {
		add_action( 'admin_bar_menu', array( self::class, 'admin_bar' ), 100 );
		add_filter( 'plugin_row_meta', array( self::class, 'row_meta' ), 10, 2 );
	}

	/**
	 * Admin bar node for users who see the admin bar and can manage plugins or edit products.
	 *
	 * @param WP_Admin_Bar $bar Admin bar.
	 */
	public static function admin_bar( $bar ) {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		$bar->add_node(
			array(
				'id'    => 'woocommerce-double',
				'title' => 'WooCommerce-Double',
				'href'  => admin_url( 'plugins.php' ),
				'meta'  => array(
					'title' => __( 'Development double of WooCommerce (Tresen). Not the real plugin.', 'woocommerce' ),
				),
			)
		);
	}

	/**
	 * Row meta of the plugin.
	 *
	 * @param string[] $links Links.
	 * @param string   $file  Plugin basename.
	 * @return string[]
	 */
	public static function row_meta( $links, $file ) {
		if ( plugin_basename( WC_PLUGIN_FILE ) === $file ) {
			$links[] = '<strong>' . esc_html__( 'Development double: replace with real WooCommerce in production.', 'woocommerce' ) . '</strong>';
		}
		return $links;
	}
}

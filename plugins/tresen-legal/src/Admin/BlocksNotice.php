<?php
/**
 * WooCommerce 10.5 creates new shops' cart and checkout pages with its
 * blocks. While a block page is in use, this notice tells the store owner
 * what the suite does there (a line per plugin, filter
 * `tresen_block_checkout_status`; docs/block-checkout.md) and keeps the
 * switch of both pages to the classic shortcodes one click away.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The status notice and the switch.
 */
final class BlocksNotice {

	/** admin-post action and nonce action of the switch. */
	public const ACTION = 'tresen_legal_classic_checkout';

	/** Page => [WooCommerce option, block name, classic shortcode]. */
	private const PAGES = array(
		'cart'     => array( 'woocommerce_cart_page_id', 'woocommerce/cart', '[woocommerce_cart]' ),
		'checkout' => array( 'woocommerce_checkout_page_id', 'woocommerce/checkout', '[woocommerce_checkout]' ),
	);

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'admin_notices', array( self::class, 'render' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'switch_pages' ) );
	}

	/**
	 * Page ids (cart, checkout) whose content holds WooCommerce's block.
	 *
	 * @return array<string, int>
	 */
	public static function block_pages(): array {
		$out = array();
		foreach ( self::PAGES as $key => list( $option, $block ) ) {
			$id   = (int) get_option( $option, 0 );
			$page = $id > 0 ? get_post( $id ) : null;
			if ( $page instanceof \WP_Post && has_block( $block, $page ) ) {
				$out[ $key ] = $id;
			}
		}
		return $out;
	}

	/**
	 * Prints the notice for store managers while a block page is in use.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only reads which notice to show after the switch.
		if ( isset( $_GET['tresen_legal_switched'] ) ) {
			echo '<div class="notice notice-success is-dismissible"><p>' . esc_html__( 'Cart and checkout now use the classic pages. The age check, the date of birth, the parcel-locker rule and the order button under the summary are active.', 'tresen-legal' ) . '</p></div>';
			return;
		}
		$pages = self::block_pages();
		if ( ! $pages ) {
			return;
		}
		$url = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::ACTION ), self::ACTION );
		echo '<div class="notice notice-info"><p><strong>' . esc_html__( 'Tresen: your cart or checkout page uses WooCommerce’s blocks. What runs there:', 'tresen-legal' ) . '</strong></p><ul class="ul-disc">';
		foreach ( self::status() as $line ) {
			echo '<li>' . esc_html( $line ) . '</li>';
		}
		echo '</ul><p>' . esc_html__( 'You can still switch cart and checkout to the classic pages (the shortcodes), where everything of the suite runs:', 'tresen-legal' ) . '</p>';
		echo '<p><a class="button" href="' . esc_url( $url ) . '">' . esc_html__( 'Switch cart and checkout to the classic pages', 'tresen-legal' ) . '</a></p></div>';
	}

	/**
	 * What the suite's plugins do on the block cart and checkout, one line
	 * per plugin (each adds its own line through the filter).
	 *
	 * @return string[]
	 */
	public static function status(): array {
		$lines = array(
			'tresen-legal' => __( 'German law: the order button “Zahlungspflichtig bestellen”, deposit lines with EINWEG/MEHRWEG beside each item, the 30-day price reference, the date of birth with the age check, the Packstation refusal and age-checked shipping.', 'tresen-legal' ),
		);
		/**
		 * Filters the status lines of the block cart and checkout notice.
		 *
		 * @param array<string, string> $lines Plugin slug => what it does on the blocks.
		 */
		$lines = (array) apply_filters( 'tresen_block_checkout_status', $lines );
		return array_values( array_filter( array_map( 'strval', array_filter( $lines, 'is_scalar' ) ) ) );
	}

	/**
	 * Replaces the blocks with the classic shortcodes (admin-post handler).
	 */
	public static function switch_pages(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'You are not allowed to change the shop pages.', 'tresen-legal' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		self::switch_to_classic();
		wp_safe_redirect( add_query_arg( 'tresen_legal_switched', '1', admin_url() ) );
		exit;
	}

	/**
	 * Sets the classic shortcode as the content of every block page.
	 *
	 * @return int[] Ids of the changed pages.
	 */
	public static function switch_to_classic(): array {
		$changed = array();
		foreach ( self::block_pages() as $key => $id ) {
			$result = wp_update_post(
				array(
					'ID'           => $id,
					'post_content' => '<!-- wp:shortcode -->' . self::PAGES[ $key ][2] . '<!-- /wp:shortcode -->',
				),
				true
			);
			if ( ! is_wp_error( $result ) ) {
				$changed[] = $id;
			}
		}
		return $changed;
	}
}

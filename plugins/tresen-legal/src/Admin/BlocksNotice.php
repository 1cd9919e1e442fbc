<?php
/**
 * WooCommerce 10.5 creates new shops' cart and checkout pages with its
 * blocks. The age check, the date of birth, the parcel-locker rule and the
 * order button under the summary need the classic pages. This notice tells
 * the store owner what works on block pages and switches both pages to the
 * classic shortcodes in one click.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The notice and its switch.
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
		echo '<div class="notice notice-warning"><p><strong>' . esc_html__( 'Tresen law and drink data: your cart or checkout page uses WooCommerce’s blocks.', 'tresen-legal' ) . '</strong></p>';
		echo '<p>' . esc_html__( 'There, prices, deposit lines and age-checked shipping methods work, but the checkout does not ask for the date of birth, does not refuse under-age shoppers or Packstation addresses, and the order button does not sit under the summary. German law needs these for drinks with an age limit.', 'tresen-legal' ) . '</p>';
		echo '<p><a class="button button-primary" href="' . esc_url( $url ) . '">' . esc_html__( 'Switch cart and checkout to the classic pages', 'tresen-legal' ) . '</a></p></div>';
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

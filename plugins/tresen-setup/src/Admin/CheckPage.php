<?php
/**
 * WooCommerce → Shop-Check: the last report and a button that runs the check.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Admin;

use Tresen\Setup\Check\ShopCheck;

defined( 'ABSPATH' ) || exit;

/**
 * The check's admin page.
 */
final class CheckPage {

	public const SLUG   = 'tresen-shop-check';
	public const ACTION = 'tresen_setup_run_check';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ), 60 );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'run' ) );
	}

	/**
	 * The menu entry under WooCommerce.
	 */
	public static function menu(): void {
		add_submenu_page( 'woocommerce', __( 'Shop check', 'tresen-setup' ), __( 'Shop check', 'tresen-setup' ), 'manage_woocommerce', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * Address of the page.
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}

	/**
	 * Runs the check (admin-post, nonce) and returns to the page.
	 */
	public static function run(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'You may not run the shop check.', 'tresen-setup' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		ShopCheck::run();
		wp_safe_redirect( self::url() . '&checked=1' );
		exit;
	}

	/**
	 * Prints the page.
	 */
	public static function render(): void {
		$report = ShopCheck::last();
		echo '<div class="wrap"><h1>' . esc_html__( 'Shop check', 'tresen-setup' ) . '</h1>';
		echo '<p>' . esc_html__( 'The check opens your shop as a guest would (home, shop, products, cart with an item, checkout, account and the legal pages of the footer) and looks for the duties of a German online drinks shop. It does not replace a lawyer’s review of your texts.', 'tresen-setup' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">';
		wp_nonce_field( self::ACTION );
		submit_button( $report ? __( 'Check again', 'tresen-setup' ) : __( 'Check the shop now', 'tresen-setup' ), 'primary', 'submit', false );
		echo '</form>';
		if ( $report ) {
			self::print_report( $report );
		}
		echo '</div>';
	}

	/**
	 * Prints a report.
	 *
	 * @param array<string, mixed> $report Report of ShopCheck::run().
	 */
	public static function print_report( array $report ): void {
		echo '<div id="tresen-check-report" role="status">';
		if ( '' !== (string) ( $report['error'] ?? '' ) ) {
			echo '<div class="notice notice-error inline"><p>' . esc_html( (string) $report['error'] ) . '</p></div></div>';
			return;
		}
		echo '<h2>' . esc_html(
			sprintf(
				/* translators: 1: duties met, 2: all duties. */
				__( '%1$d of %2$d duties met', 'tresen-setup' ),
				(int) $report['met'],
				(int) $report['total']
			)
		) . '</h2>';
		echo '<p>' . esc_html(
			sprintf(
				/* translators: 1: date and time, 2: seconds. */
				__( 'Checked on %1$s in %2$s seconds.', 'tresen-setup' ),
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $report['time'] ),
				number_format_i18n( (float) $report['seconds'], 1 )
			)
		) . '</p>';
		echo '<ul class="tresen-check-results">';
		foreach ( (array) $report['results'] as $r ) {
			$met = ! empty( $r['met'] );
			echo '<li class="tresen-check-result ' . ( $met ? 'is-met' : 'is-unmet' ) . '" data-key="' . esc_attr( (string) $r['key'] ) . '">';
			echo '<h3><span class="tresen-check-status">' . esc_html( $met ? __( 'Met', 'tresen-setup' ) : __( 'Not met', 'tresen-setup' ) ) . ':</span> ' . esc_html( (string) $r['title'] ) . '</h3>';
			echo '<p>' . esc_html( (string) $r['message'] ) . '</p>';
			if ( ! empty( $r['items'] ) ) {
				echo '<ul class="ul-disc">';
				foreach ( (array) $r['items'] as $item ) {
					echo '<li>' . esc_html( (string) $item ) . '</li>';
				}
				echo '</ul>';
			}
			if ( ! $met && '' !== (string) $r['fix_url'] ) {
				echo '<p><a class="button" href="' . esc_url( (string) $r['fix_url'] ) . '">' . esc_html(
					sprintf(
						/* translators: %s: the duty. */
						__( 'Fix: %s', 'tresen-setup' ),
						(string) $r['title']
					)
				) . '</a></p>';
			}
			echo '</li>';
		}
		echo '</ul></div>';
		echo '<style>.tresen-check-results>li{background:#fff;border-left:4px solid #d63638;padding:4px 12px;margin:8px 0}.tresen-check-results>li.is-met{border-left-color:#00a32a}.tresen-check-results h3{margin:.6em 0 .3em;font-size:1.05em}</style>';
	}
}

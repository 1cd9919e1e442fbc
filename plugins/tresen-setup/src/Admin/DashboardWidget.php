<?php
/**
 * Dashboard widget: the shop check's result and the next step.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Admin;

use Tresen\Setup\Check\ShopCheck;

defined( 'ABSPATH' ) || exit;

/**
 * The widget.
 */
final class DashboardWidget {

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'wp_dashboard_setup', array( self::class, 'add' ) );
	}

	/**
	 * Adds the widget for shop managers.
	 */
	public static function add(): void {
		if ( current_user_can( 'manage_woocommerce' ) ) {
			wp_add_dashboard_widget( 'tresen_shop_check', __( 'Shop check', 'tresen-setup' ), array( self::class, 'render' ) );
		}
	}

	/**
	 * Prints the widget.
	 */
	public static function render(): void {
		echo wp_kses_post( self::html( ShopCheck::last() ) );
	}

	/**
	 * The widget's HTML for a report.
	 *
	 * @param array<string, mixed>|null $report Last report.
	 */
	public static function html( ?array $report ): string {
		$page = CheckPage::url();
		if ( ! $report ) {
			return '<p>' . esc_html__( 'Your shop has not been checked yet.', 'tresen-setup' ) . '</p><p><a class="button button-primary" href="' . esc_url( $page ) . '">' . esc_html__( 'Check the shop now', 'tresen-setup' ) . '</a></p>';
		}
		if ( '' !== (string) ( $report['error'] ?? '' ) ) {
			return '<p>' . esc_html( (string) $report['error'] ) . '</p><p><a href="' . esc_url( $page ) . '">' . esc_html__( 'Open the shop check', 'tresen-setup' ) . '</a></p>';
		}
		$out = '<p><strong>' . esc_html(
			sprintf(
				/* translators: 1: duties met, 2: all duties. */
				__( '%1$d of %2$d duties met', 'tresen-setup' ),
				(int) $report['met'],
				(int) $report['total']
			)
		) . '</strong> ' . esc_html(
			sprintf(
				/* translators: %s: how long ago, e.g. "5 Minuten". */
				__( '(checked %s ago)', 'tresen-setup' ),
				human_time_diff( (int) $report['time'] )
			)
		) . '</p>';
		foreach ( (array) $report['results'] as $r ) {
			if ( empty( $r['met'] ) ) {
				$out .= '<p>' . esc_html__( 'Next step:', 'tresen-setup' ) . ' ' . esc_html( (string) $r['title'] ) . ' – ' . esc_html( (string) $r['message'] ) . '</p>';
				if ( '' !== (string) $r['fix_url'] ) {
					$out .= '<p><a class="button button-primary" href="' . esc_url( (string) $r['fix_url'] ) . '">' . esc_html__( 'Fix it', 'tresen-setup' ) . '</a> <a href="' . esc_url( $page ) . '">' . esc_html__( 'All results', 'tresen-setup' ) . '</a></p>';
				}
				return $out;
			}
		}
		return $out . '<p>' . esc_html__( 'Every duty the check knows is met. Check again after changes to themes, plugins or legal texts.', 'tresen-setup' ) . '</p><p><a href="' . esc_url( $page ) . '">' . esc_html__( 'Open the shop check', 'tresen-setup' ) . '</a></p>';
	}
}

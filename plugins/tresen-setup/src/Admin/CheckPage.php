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
	public const STRIPE = 'tresen_setup_stripe_test';
	public const LAUNCH = 'tresen_setup_launch';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ), 60 );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'run' ) );
		add_action( 'admin_post_' . self::STRIPE, array( self::class, 'stripe' ) );
		add_action( 'admin_post_' . self::LAUNCH, array( self::class, 'launch' ) );
	}

	/**
	 * Opens the shop to guests: WooCommerce's coming-soon mode off, as its own
	 * "Site visibility" setting "Live" does (admin-post, nonce).
	 */
	public static function launch(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'You may not open the shop.', 'tresen-setup' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::LAUNCH );
		update_option( 'woocommerce_coming_soon', 'no' );
		wp_safe_redirect( self::url() . '&launched=1' );
		exit;
	}

	/**
	 * Prints the "open the shop" form while WooCommerce's coming-soon mode is on,
	 * or the confirmation after it was switched off here.
	 */
	private static function print_launch(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses a message.
		if ( isset( $_GET['launched'] ) && 'yes' !== get_option( 'woocommerce_coming_soon', 'no' ) ) {
			echo '<div class="notice notice-success inline" role="status"><p>' . esc_html__( 'Your shop is open: guests now see every page.', 'tresen-setup' ) . '</p></div>';
			return;
		}
		if ( 'yes' !== get_option( 'woocommerce_coming_soon', 'no' ) ) {
			return;
		}
		echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'Your shop is still in “coming soon” mode: guests do not see it yet. Open it when the check reports every duty met.', 'tresen-setup' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::LAUNCH ) . '">';
		wp_nonce_field( self::LAUNCH );
		echo '<p>';
		submit_button( __( 'Open the shop now', 'tresen-setup' ), 'secondary', 'submit', false );
		echo '</p></form></div>';
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
	 * Tests the entered Stripe keys (admin-post, nonce); keeps only the results, never the keys.
	 */
	public static function stripe(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'You may not run the shop check.', 'tresen-setup' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::STRIPE );
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified above.
		$key     = isset( $_POST['stripe_secret_key'] ) ? sanitize_text_field( wp_unslash( $_POST['stripe_secret_key'] ) ) : '';
		$webhook = isset( $_POST['stripe_webhook_secret'] ) ? sanitize_text_field( wp_unslash( $_POST['stripe_webhook_secret'] ) ) : '';
		// phpcs:enable
		$results = array_map(
			static function ( $r ) {
				return $r->to_array();
			},
			\Tresen\Setup\Payments\ConnectionTest::stripe( $key, $webhook )
		);
		set_transient( 'tresen_setup_stripe_' . get_current_user_id(), $results, 300 );
		wp_safe_redirect( self::url() . '#tresen-stripe-test' );
		exit;
	}

	/**
	 * Prints the Stripe connection test.
	 */
	private static function print_stripe_test(): void {
		$results = get_transient( 'tresen_setup_stripe_' . get_current_user_id() );
		delete_transient( 'tresen_setup_stripe_' . get_current_user_id() );
		echo '<h2 id="tresen-stripe-test">' . esc_html__( 'Test the Stripe connection', 'tresen-setup' ) . '</h2>';
		echo '<p>' . esc_html__( 'Enter the keys from Stripe’s dashboard. The test makes one call that only reads, and stores nothing; save the keys under WooCommerce → Settings → Payments.', 'tresen-setup' ) . '</p>';
		if ( is_array( $results ) ) {
			echo '<div role="alert"><ul class="tresen-check-results">';
			foreach ( $results as $r ) {
				$met = ! empty( $r['met'] );
				echo '<li class="' . ( $met ? 'is-met' : 'is-unmet' ) . '" data-key="' . esc_attr( (string) $r['key'] ) . '"><h3><span class="tresen-check-status">' . esc_html( $met ? __( 'Met', 'tresen-setup' ) : __( 'Not met', 'tresen-setup' ) ) . ':</span> ' . esc_html( (string) $r['title'] ) . '</h3><p>' . esc_html( (string) $r['message'] ) . '</p></li>';
			}
			echo '</ul></div>';
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" autocomplete="off">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::STRIPE ) . '">';
		wp_nonce_field( self::STRIPE );
		echo '<p><label for="tresen-stripe-secret">' . esc_html__( 'Secret key (sk_…)', 'tresen-setup' ) . '</label><br><input type="password" class="regular-text" id="tresen-stripe-secret" name="stripe_secret_key" autocomplete="off" spellcheck="false"></p>';
		echo '<p><label for="tresen-stripe-webhook">' . esc_html__( 'Webhook signing secret (whsec_…)', 'tresen-setup' ) . '</label><br><input type="password" class="regular-text" id="tresen-stripe-webhook" name="stripe_webhook_secret" autocomplete="off" spellcheck="false"></p>';
		submit_button( __( 'Test the connection', 'tresen-setup' ), 'secondary', 'submit', false );
		echo '</form>';
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
		self::print_launch();
		if ( $report ) {
			self::print_report( $report );
		}
		self::print_stripe_test();
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

<?php
/**
 * Rebuilding the search index from wp-admin, without WP-CLI: a card on
 * Werkzeuge (Tools) and an entry in WooCommerce → Status → Werkzeuge.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Search;

defined( 'ABSPATH' ) || exit;

/**
 * The rebuild tool.
 */
final class Admin {

	/** admin-post action and nonce action. */
	public const ACTION = 'tresen_search_rebuild';

	/** admin-post action and nonce action of the fast route's switch. */
	public const FAST_ACTION = 'tresen_search_fast';

	/** Capability of whoever may rebuild. */
	public const CAPABILITY = 'manage_woocommerce';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'tool_box', array( self::class, 'render_card' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'admin_post_' . self::FAST_ACTION, array( self::class, 'handle_fast' ) );
		add_action( 'admin_notices', array( self::class, 'render_notice' ) );
		add_filter( 'woocommerce_debug_tools', array( self::class, 'add_wc_tool' ) );
	}

	/**
	 * The card on Tools → Available Tools.
	 */
	public static function render_card(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		?>
		<div class="card">
			<h2 class="title"><?php esc_html_e( 'Live search', 'tresen-storefront' ); ?></h2>
			<p><?php esc_html_e( 'The header search finds products through its own index, which follows every product change. Rebuild it if products were changed directly in the database.', 'tresen-storefront' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>" />
				<?php wp_nonce_field( self::ACTION ); ?>
				<?php submit_button( __( 'Rebuild search index', 'tresen-storefront' ), 'secondary', 'submit', false ); ?>
			</form>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::FAST_ACTION ); ?>" />
				<?php wp_nonce_field( self::FAST_ACTION ); ?>
				<p>
					<label>
						<input type="checkbox" name="fast" value="1" aria-describedby="tresen-search-fast-help" <?php checked( 'no' !== get_option( FastRoute::SETTING, 'yes' ) ); ?> />
						<?php esc_html_e( 'Answer suggestions through the fast route (recommended)', 'tresen-storefront' ); ?>
					</label>
				</p>
				<p class="description" id="tresen-search-fast-help"><?php esc_html_e( 'Suggestions then come straight from the search index without loading WooCommerce (about 10 ms instead of 40). Turn it off if your host does not run PHP files inside plugins. Saving checks whether it answers.', 'tresen-storefront' ); ?></p>
				<?php submit_button( __( 'Save and check', 'tresen-storefront' ), 'secondary', 'submit', false ); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * Saves the fast route's switch (POST from the card), checks the route
	 * when it is on, and returns to the Tools page with the result.
	 */
	public static function handle_fast(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You are not allowed to change the live search.', 'tresen-storefront' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::FAST_ACTION );
		$on = ! empty( $_POST['fast'] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just above.
		update_option( FastRoute::SETTING, $on ? 'yes' : 'no', true );
		$result = 'off';
		if ( $on ) {
			$problem = FastRoute::check();
			$result  = '' === $problem ? 'ok' : 'failed';
			if ( '' !== $problem ) {
				set_transient( 'tresen_search_fast_problem', $problem, 5 * MINUTE_IN_SECONDS );
			}
		}
		wp_safe_redirect( add_query_arg( 'tresen-search-fast', $result, admin_url( 'tools.php' ) ) );
		exit;
	}

	/**
	 * Rebuilds the index (POST from the card) and returns to the Tools page.
	 */
	public static function handle(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You are not allowed to rebuild the search index.', 'tresen-storefront' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$count = self::rebuild();
		wp_safe_redirect( add_query_arg( 'tresen-search-rebuilt', $count, admin_url( 'tools.php' ) ) );
		exit;
	}

	/**
	 * Rebuilds the index.
	 *
	 * @return int Products the index holds.
	 */
	public static function rebuild(): int {
		if ( ! Index::exists() ) {
			Index::install();
		}
		$count = Index::rebuild();
		update_option( Index::OPTION, Index::VERSION, true );
		return $count;
	}

	/**
	 * Confirms a rebuild on the Tools page.
	 */
	public static function render_notice(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- a result shown back, compared to fixed words; nothing changes.
		$fast = isset( $_GET['tresen-search-fast'] ) && is_string( $_GET['tresen-search-fast'] ) ? sanitize_key( $_GET['tresen-search-fast'] ) : '';
		if ( 'ok' === $fast ) {
			printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html__( 'The fast route answers: suggestions come from it.', 'tresen-storefront' ) );
		} elseif ( 'off' === $fast ) {
			printf( '<div class="notice notice-info is-dismissible"><p>%s</p></div>', esc_html__( 'The fast route is off: suggestions come through the normal route.', 'tresen-storefront' ) );
		} elseif ( 'failed' === $fast ) {
			printf(
				'<div class="notice notice-warning"><p>%s</p></div>',
				esc_html(
					sprintf(
						/* translators: %s: what came back, e.g. "HTTP 403". */
						__( 'The fast route did not answer (%s). The search still works through the normal route; turn the fast route off so that no visit starts with a failed request.', 'tresen-storefront' ),
						(string) get_transient( 'tresen_search_fast_problem' )
					)
				)
			);
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a number shown back, nothing changes.
		if ( ! isset( $_GET['tresen-search-rebuilt'] ) ) {
			return;
		}
		$count = absint( $_GET['tresen-search-rebuilt'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- see above.
		printf(
			'<div class="notice notice-success is-dismissible"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: number of products. */
					_n( 'The search index was rebuilt: %s product can be found.', 'The search index was rebuilt: %s products can be found.', $count, 'tresen-storefront' ),
					number_format_i18n( $count )
				)
			)
		);
	}

	/**
	 * The same rebuild in WooCommerce → Status → Tools.
	 *
	 * @param mixed $tools Tools.
	 * @return mixed
	 */
	public static function add_wc_tool( $tools ) {
		if ( ! is_array( $tools ) ) {
			return $tools;
		}
		$tools[ self::ACTION ] = array(
			'name'     => __( 'Rebuild search index', 'tresen-storefront' ),
			'button'   => __( 'Rebuild', 'tresen-storefront' ),
			'desc'     => __( 'Rebuilds the index the header search finds products with.', 'tresen-storefront' ),
			'callback' => static function (): string {
				$count = self::rebuild();
				/* translators: %s: number of products. */
				return sprintf( _n( 'The search index was rebuilt: %s product can be found.', 'The search index was rebuilt: %s products can be found.', $count, 'tresen-storefront' ), number_format_i18n( $count ) );
			},
		);
		return $tools;
	}
}

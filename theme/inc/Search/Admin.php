<?php
/**
 * Rebuilding the search index from wp-admin, without WP-CLI: a card on
 * Werkzeuge (Tools) and an entry in WooCommerce → Status → Werkzeuge.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Search;

defined( 'ABSPATH' ) || exit;

/**
 * The rebuild tool.
 */
final class Admin {

	/** admin-post action and nonce action. */
	public const ACTION = 'tresen_search_rebuild';

	/** Capability of whoever may rebuild. */
	public const CAPABILITY = 'manage_woocommerce';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'tool_box', array( self::class, 'render_card' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
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
			<h2 class="title"><?php esc_html_e( 'Live search', 'tresen' ); ?></h2>
			<p><?php esc_html_e( 'The header search finds products through its own index, which follows every product change. Rebuild it if products were changed directly in the database.', 'tresen' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>" />
				<?php wp_nonce_field( self::ACTION ); ?>
				<?php submit_button( __( 'Rebuild search index', 'tresen' ), 'secondary', 'submit', false ); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * Rebuilds the index (POST from the card) and returns to the Tools page.
	 */
	public static function handle(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You are not allowed to rebuild the search index.', 'tresen' ), '', array( 'response' => 403 ) );
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
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a number shown back, nothing changes.
		if ( ! isset( $_GET['tresen-search-rebuilt'] ) || ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$count = absint( $_GET['tresen-search-rebuilt'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- see above.
		printf(
			'<div class="notice notice-success is-dismissible"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: number of products. */
					_n( 'The search index was rebuilt: %s product can be found.', 'The search index was rebuilt: %s products can be found.', $count, 'tresen' ),
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
			'name'     => __( 'Rebuild search index', 'tresen' ),
			'button'   => __( 'Rebuild', 'tresen' ),
			'desc'     => __( 'Rebuilds the index the header search finds products with.', 'tresen' ),
			'callback' => static function (): string {
				$count = self::rebuild();
				/* translators: %s: number of products. */
				return sprintf( _n( 'The search index was rebuilt: %s product can be found.', 'The search index was rebuilt: %s products can be found.', $count, 'tresen' ), number_format_i18n( $count ) );
			},
		);
		return $tools;
	}
}

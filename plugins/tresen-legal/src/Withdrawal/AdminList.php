<?php
/**
 * The list of received withdrawals in wp-admin (WooCommerce → Widerrufe):
 * date and time of receipt, order number (linked to the order when it
 * matched), name, e-mail address and items. Never edited; deleted for good
 * (row action and bulk action, e.g. for an erasure request) and exported as
 * CSV by whoever may manage WooCommerce.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

defined( 'ABSPATH' ) || exit;

/**
 * Columns of the post type's list.
 */
final class AdminList {

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'manage_' . Store::POST_TYPE . '_posts_columns', array( self::class, 'columns' ) );
		add_action( 'manage_' . Store::POST_TYPE . '_posts_custom_column', array( self::class, 'column' ), 10, 2 );
		add_filter( 'manage_edit-' . Store::POST_TYPE . '_sortable_columns', array( self::class, 'sortable' ) );
		add_filter( 'bulk_actions-edit-' . Store::POST_TYPE, array( self::class, 'bulk_actions' ) );
		add_filter( 'post_row_actions', array( self::class, 'row_actions' ), 10, 2 );
		add_action( 'manage_posts_extra_tablenav', array( self::class, 'export_button' ) );
		add_action( 'admin_post_' . self::EXPORT, array( self::class, 'export' ) );
	}

	/** admin-post action and nonce of the CSV export. */
	public const EXPORT = 'tresen_withdrawals_csv';

	/**
	 * The one bulk action: delete for good.
	 *
	 * @param array<string, string> $actions WordPress's actions (replaced).
	 * @return array<string, string>
	 */
	public static function bulk_actions( $actions ): array {
		unset( $actions );
		return array( 'delete' => __( 'Delete permanently', 'tresen-legal' ) );
	}

	/**
	 * "Export as CSV" above the list.
	 *
	 * @param string $which top or bottom.
	 */
	public static function export_button( $which ): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( 'top' !== $which || null === $screen || 'edit-' . Store::POST_TYPE !== $screen->id ) {
			return;
		}
		printf(
			'<div class="alignleft actions"><a class="button" href="%1$s">%2$s</a></div>',
			esc_url( self::export_url() ),
			esc_html__( 'Export as CSV', 'tresen-legal' )
		);
	}

	/**
	 * Address of the CSV export (with its nonce).
	 */
	public static function export_url(): string {
		return wp_nonce_url( admin_url( 'admin-post.php?action=' . self::EXPORT ), self::EXPORT );
	}

	/**
	 * Sends every withdrawal as a CSV file (semicolons, UTF-8 with BOM, as
	 * German spreadsheet programs open it) and ends the request.
	 */
	public static function export(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export withdrawals.', 'tresen-legal' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::EXPORT );
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: attachment; filename="widerrufe-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo self::csv(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, cells guarded in csv().
		exit;
	}

	/**
	 * Every withdrawal as CSV, newest first. Cells that a spreadsheet would
	 * read as a formula get a leading apostrophe.
	 */
	public static function csv(): string {
		$rows  = array(
			array(
				__( 'Received on', 'tresen-legal' ),
				__( 'Order number', 'tresen-legal' ),
				__( 'Matching order', 'tresen-legal' ),
				__( 'Name', 'tresen-legal' ),
				__( 'Email address', 'tresen-legal' ),
				__( 'Items', 'tresen-legal' ),
			),
		);
		$posts = get_posts(
			array(
				'post_type'        => Store::POST_TYPE,
				'post_status'      => 'any',
				'numberposts'      => -1,
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => true,
			)
		);
		foreach ( $posts as $post ) {
			$declaration = Store::declaration( $post->ID );
			$order       = Store::order( $post->ID );
			$rows[]      = array(
				Mailer::format_time( Store::received( $post->ID ) ),
				$declaration->order,
				$order ? (string) $order->get_order_number() : '',
				$declaration->name,
				$declaration->email,
				$declaration->items_label(),
			);
		}
		$out = "\xEF\xBB\xBF";
		foreach ( $rows as $row ) {
			$cells = array();
			foreach ( $row as $cell ) {
				$cell    = 1 === preg_match( '/^[=+\-@\t\r]/', $cell ) ? "'" . $cell : $cell;
				$cells[] = '"' . str_replace( '"', '""', $cell ) . '"';
			}
			$out .= implode( ';', $cells ) . "\r\n";
		}
		return $out;
	}

	/**
	 * The list's columns.
	 *
	 * @param array<string, string> $columns WordPress's columns (replaced).
	 * @return array<string, string>
	 */
	public static function columns( $columns ): array {
		unset( $columns );
		return array(
			'tresen_received' => __( 'Received on', 'tresen-legal' ),
			'tresen_order'    => __( 'Order number', 'tresen-legal' ),
			'tresen_name'     => __( 'Name', 'tresen-legal' ),
			'tresen_email'    => __( 'Email address', 'tresen-legal' ),
			'tresen_items'    => __( 'Items', 'tresen-legal' ),
		);
	}

	/**
	 * The receipt column sorts by date.
	 *
	 * @param array<string, mixed> $columns Sortable columns.
	 * @return array<string, mixed>
	 */
	public static function sortable( $columns ): array {
		$columns                    = (array) $columns;
		$columns['tresen_received'] = array( 'date', true );
		return $columns;
	}

	/**
	 * A cell's HTML.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Withdrawal.
	 */
	public static function cell( string $column, int $post_id ): string {
		$declaration = Store::declaration( $post_id );
		switch ( $column ) {
			case 'tresen_received':
				return esc_html( Mailer::format_time( Store::received( $post_id ) ) );
			case 'tresen_order':
				$order = Store::order( $post_id );
				if ( $order ) {
					return sprintf( '<a href="%1$s">%2$s</a>', esc_url( $order->get_edit_order_url() ), esc_html( $declaration->order ) );
				}
				return esc_html( $declaration->order ) . '<br><span class="description">' . esc_html__( 'no matching order found', 'tresen-legal' ) . '</span>';
			case 'tresen_name':
				return esc_html( $declaration->name );
			case 'tresen_email':
				return sprintf( '<a href="mailto:%1$s">%2$s</a>', esc_attr( $declaration->email ), esc_html( $declaration->email ) );
			case 'tresen_items':
				return nl2br( esc_html( $declaration->items_label() ) );
		}
		return '';
	}

	/**
	 * Prints a cell.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Withdrawal.
	 */
	public static function column( $column, $post_id ): void {
		echo self::cell( (string) $column, (int) $post_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in cell().
	}

	/**
	 * One row action: delete for good (a received declaration is not edited).
	 *
	 * @param array<string, string> $actions Actions.
	 * @param \WP_Post              $post    Post.
	 * @return array<string, string>
	 */
	public static function row_actions( $actions, $post ): array {
		if ( ! $post instanceof \WP_Post || Store::POST_TYPE !== $post->post_type ) {
			return (array) $actions;
		}
		if ( ! current_user_can( 'delete_post', $post->ID ) ) {
			return array();
		}
		return array(
			'delete' => sprintf(
				'<a href="%1$s" class="submitdelete" aria-label="%2$s">%3$s</a>',
				esc_url( (string) get_delete_post_link( $post->ID, '', true ) ),
				/* translators: %s: title of the withdrawal. */
				esc_attr( sprintf( __( 'Delete “%s” permanently', 'tresen-legal' ), get_the_title( $post ) ) ),
				esc_html__( 'Delete permanently', 'tresen-legal' )
			),
		);
	}
}

<?php
/**
 * The list of received withdrawals in wp-admin (WooCommerce → Widerrufe):
 * date and time of receipt, order number (linked to the order when it
 * matched), name, e-mail address and items. Read-only.
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
		add_filter( 'bulk_actions-edit-' . Store::POST_TYPE, '__return_empty_array' );
		add_filter( 'post_row_actions', array( self::class, 'row_actions' ), 10, 2 );
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
	 * No row actions: a received declaration is not edited.
	 *
	 * @param array<string, string> $actions Actions.
	 * @param \WP_Post              $post    Post.
	 * @return array<string, string>
	 */
	public static function row_actions( $actions, $post ): array {
		return ( $post instanceof \WP_Post && Store::POST_TYPE === $post->post_type ) ? array() : (array) $actions;
	}
}

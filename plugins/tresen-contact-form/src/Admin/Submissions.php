<?php
/**
 * wp-admin list of stored messages: status sent/failed, resend action,
 * and a read-only view of each message.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Admin;

use Tresen\ContactForm\Store;
use Tresen\ContactForm\Uploads;

defined( 'ABSPATH' ) || exit;

/**
 * Submissions screen.
 */
final class Submissions {

	public const RESEND_ACTION = 'tresen_cf_resend';

	/**
	 * Hooks.
	 */
	public static function boot(): void {
		$type = Store::POST_TYPE;
		add_filter( "manage_{$type}_posts_columns", array( self::class, 'columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( self::class, 'column' ), 10, 2 );
		add_filter( 'post_row_actions', array( self::class, 'row_actions' ), 10, 2 );
		add_action( 'admin_post_' . self::RESEND_ACTION, array( self::class, 'handle_resend' ) );
		add_action( "add_meta_boxes_{$type}", array( self::class, 'meta_boxes' ) );
		add_action( 'admin_notices', array( self::class, 'notice' ) );
	}

	/**
	 * Label of a status.
	 *
	 * @param string $status Status.
	 */
	public static function status_label( string $status ): string {
		switch ( $status ) {
			case 'sent':
				return __( 'Sent', 'tresen-contact-form' );
			case 'failed':
				return __( 'Mail failed', 'tresen-contact-form' );
			default:
				return __( 'Not sent yet', 'tresen-contact-form' );
		}
	}

	/**
	 * Columns.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public static function columns( array $columns ): array {
		return array(
			'cb'            => $columns['cb'] ?? '',
			'title'         => __( 'Subject', 'tresen-contact-form' ),
			'tresen_from'   => __( 'From', 'tresen-contact-form' ),
			'tresen_form'   => __( 'Form', 'tresen-contact-form' ),
			'tresen_status' => __( 'Status', 'tresen-contact-form' ),
			'date'          => $columns['date'] ?? __( 'Date', 'tresen-contact-form' ),
		);
	}

	/**
	 * Column content.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Post id.
	 */
	public static function column( string $column, int $post_id ): void {
		switch ( $column ) {
			case 'tresen_from':
				$fields = (array) get_post_meta( $post_id, '_tresen_fields', true );
				$name   = (string) ( $fields['your-name'] ?? '' );
				$email  = (string) ( $fields['your-email'] ?? '' );
				echo esc_html( trim( $name . ( '' !== $email ? ' <' . $email . '>' : '' ) ) );
				break;
			case 'tresen_form':
				echo esc_html( get_the_title( (int) wp_get_post_parent_id( $post_id ) ) );
				break;
			case 'tresen_status':
				$status = Store::status( $post_id );
				echo '<span class="tresen-cf-status tresen-cf-status-' . esc_attr( $status ) . '">' . esc_html( self::status_label( $status ) ) . '</span>';
				$error = (string) get_post_meta( $post_id, '_tresen_error', true );
				if ( 'failed' === $status && '' !== $error ) {
					echo '<br /><small>' . esc_html( $error ) . '</small>';
				}
				break;
		}
	}

	/**
	 * URL of the resend action.
	 *
	 * @param int $post_id Submission id.
	 */
	public static function resend_url( int $post_id ): string {
		return wp_nonce_url( admin_url( 'admin-post.php?action=' . self::RESEND_ACTION . '&submission=' . $post_id ), self::RESEND_ACTION . '_' . $post_id );
	}

	/**
	 * Row actions: "Send again" for failed (and unsent) messages; no quick edit.
	 *
	 * @param array<string, string> $actions Actions.
	 * @param \WP_Post              $post    Post.
	 * @return array<string, string>
	 */
	public static function row_actions( array $actions, \WP_Post $post ): array {
		if ( Store::POST_TYPE !== $post->post_type ) {
			return $actions;
		}
		unset( $actions['inline hide-if-no-js'] );
		if ( 'sent' !== Store::status( $post->ID ) && current_user_can( 'edit_post', $post->ID ) ) {
			$actions['tresen_resend'] = '<a href="' . esc_url( self::resend_url( $post->ID ) ) . '">' . esc_html__( 'Send again', 'tresen-contact-form' ) . '</a>';
		}
		return $actions;
	}

	/**
	 * Handles "Send again" (admin-post.php).
	 */
	public static function handle_resend(): void {
		$id = isset( $_GET['submission'] ) ? absint( wp_unslash( $_GET['submission'] ) ) : 0;
		check_admin_referer( self::RESEND_ACTION . '_' . $id );
		if ( ! $id || Store::POST_TYPE !== get_post_type( $id ) || ! current_user_can( 'edit_post', $id ) ) {
			wp_die( esc_html__( 'You are not allowed to send this message again.', 'tresen-contact-form' ), 403 );
		}
		$result = self::resend( $id ) ? 'sent' : 'failed';
		wp_safe_redirect( add_query_arg( 'tresen_cf_resent', $result, admin_url( 'edit.php?post_type=' . Store::POST_TYPE ) ) );
		exit;
	}

	/**
	 * Sends a stored message again. Returns whether it went out.
	 *
	 * @param int $id Submission id.
	 */
	public static function resend( int $id ): bool {
		if ( 'sent' === Store::status( $id ) ) {
			return true;
		}
		return Store::deliver( $id );
	}

	/**
	 * Result notice after a resend.
	 */
	public static function notice(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only.
		$result = isset( $_GET['tresen_cf_resent'] ) ? sanitize_key( wp_unslash( $_GET['tresen_cf_resent'] ) ) : '';
		if ( 'sent' === $result ) {
			echo '<div class="notice notice-success is-dismissible"><p>' . esc_html__( 'The message was sent again.', 'tresen-contact-form' ) . '</p></div>';
		} elseif ( 'failed' === $result ) {
			echo '<div class="notice notice-error is-dismissible"><p>' . esc_html__( 'The message could not be sent. It stays saved; please check the mail settings and try again.', 'tresen-contact-form' ) . '</p></div>';
		}
	}

	/**
	 * The read-only message view.
	 */
	public static function meta_boxes(): void {
		remove_meta_box( 'submitdiv', Store::POST_TYPE, 'side' );
		add_meta_box( 'tresen-cf-message', __( 'Message', 'tresen-contact-form' ), array( self::class, 'box_message' ), null, 'normal', 'high' );
	}

	/**
	 * Message box.
	 *
	 * @param \WP_Post $post Post.
	 */
	public static function box_message( \WP_Post $post ): void {
		$status = Store::status( $post->ID );
		echo '<p><strong>' . esc_html__( 'Status:', 'tresen-contact-form' ) . '</strong> ' . esc_html( self::status_label( $status ) );
		if ( 'sent' !== $status ) {
			echo ' &middot; <a class="button" href="' . esc_url( self::resend_url( $post->ID ) ) . '">' . esc_html__( 'Send again', 'tresen-contact-form' ) . '</a>';
		}
		echo '</p><table class="widefat striped"><tbody>';
		foreach ( (array) get_post_meta( $post->ID, '_tresen_fields', true ) as $name => $value ) {
			echo '<tr><th scope="row">' . esc_html( (string) $name ) . '</th><td>' . nl2br( esc_html( (string) $value ) ) . '</td></tr>';
		}
		echo '</tbody></table>';
		$attachments = (array) get_post_meta( $post->ID, '_tresen_attachments', true );
		if ( $attachments ) {
			echo '<p>' . esc_html__( 'Attachments waiting for the mail:', 'tresen-contact-form' ) . ' ' . esc_html( implode( ', ', array_keys( $attachments ) ) ) . '</p>';
		}
	}

	/**
	 * Deletes a message's files with the message.
	 *
	 * @param int $post_id Post id.
	 */
	public static function delete_files( int $post_id ): void {
		if ( Store::POST_TYPE === get_post_type( $post_id ) ) {
			Uploads::delete( (array) get_post_meta( $post_id, '_tresen_attachments', true ) );
		}
	}
}

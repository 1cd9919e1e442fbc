<?php
/**
 * Submissions, stored as tresen_cf_message posts before any mail is tried,
 * then marked sent or failed. Failed mail can be sent again.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Submission storage.
 */
final class Store {

	public const POST_TYPE = 'tresen_cf_message';

	/**
	 * Stores a submission (status "pending"). Returns the post id.
	 *
	 * @param ContactForm                                                          $form        Form.
	 * @param array<string, string>                                                $fields      Field => text.
	 * @param array{to: string, subject: string, body: string, headers: string[]} $mail        Composed mail.
	 * @param array<string, string>                                                $attachments Display name => path.
	 * @param int                                                                  $container   Page the form was on.
	 */
	public static function add( ContactForm $form, array $fields, array $mail, array $attachments, int $container ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => self::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => wp_slash( '' !== $mail['subject'] ? $mail['subject'] : $form->title ),
				'post_content' => wp_slash( $mail['body'] ),
				'post_parent'  => $form->id,
			),
			true
		);
		if ( is_wp_error( $id ) || ! $id ) {
			return 0;
		}
		update_post_meta( $id, '_tresen_fields', wp_slash( $fields ) );
		update_post_meta( $id, '_tresen_mail', wp_slash( $mail ) );
		update_post_meta( $id, '_tresen_attachments', wp_slash( $attachments ) );
		update_post_meta( $id, '_tresen_container_post', $container );
		update_post_meta( $id, '_tresen_status', 'pending' );
		update_post_meta( $id, '_tresen_attempts', 0 );
		return (int) $id;
	}

	/**
	 * Status of a stored submission: pending, sent or failed.
	 *
	 * @param int $id Submission id.
	 */
	public static function status( int $id ): string {
		return (string) get_post_meta( $id, '_tresen_status', true );
	}

	/**
	 * Tries to deliver a stored submission; deletes its files once sent.
	 * Returns whether the mail went out.
	 *
	 * @param int $id Submission id.
	 */
	public static function deliver( int $id ): bool {
		$mail        = get_post_meta( $id, '_tresen_mail', true );
		$attachments = (array) get_post_meta( $id, '_tresen_attachments', true );
		if ( ! is_array( $mail ) || ! isset( $mail['to'], $mail['subject'], $mail['body'], $mail['headers'] ) ) {
			return false;
		}
		list( $ok, $error ) = Mailer::send( $mail, $attachments );
		update_post_meta( $id, '_tresen_attempts', (int) get_post_meta( $id, '_tresen_attempts', true ) + 1 );
		update_post_meta( $id, '_tresen_last_attempt', time() );
		if ( $ok ) {
			Uploads::delete( $attachments );
			update_post_meta( $id, '_tresen_attachments', array() );
			update_post_meta( $id, '_tresen_status', 'sent' );
			delete_post_meta( $id, '_tresen_error' );
		} else {
			update_post_meta( $id, '_tresen_status', 'failed' );
			update_post_meta( $id, '_tresen_error', sanitize_text_field( $error ) );
		}
		return $ok;
	}
}

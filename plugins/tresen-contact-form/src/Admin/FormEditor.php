<?php
/**
 * wp-admin editor of a contact form: template, mail, messages, spam quiz.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Admin;

use Tresen\ContactForm\ContactForm;
use Tresen\ContactForm\Messages;
use Tresen\ContactForm\TagParser;

defined( 'ABSPATH' ) || exit;

/**
 * Meta boxes and saving.
 */
final class FormEditor {

	private const NONCE = 'tresen_cf_save_form';

	/**
	 * Hooks.
	 */
	public static function boot(): void {
		add_action( 'add_meta_boxes_' . ContactForm::POST_TYPE, array( self::class, 'meta_boxes' ) );
		add_action( 'save_post_' . ContactForm::POST_TYPE, array( self::class, 'save' ), 10, 2 );
		add_filter( 'manage_' . ContactForm::POST_TYPE . '_posts_columns', array( self::class, 'columns' ) );
		add_action( 'manage_' . ContactForm::POST_TYPE . '_posts_custom_column', array( self::class, 'column' ), 10, 2 );
	}

	/**
	 * Adds the meta boxes.
	 *
	 * @param \WP_Post $post Post.
	 */
	public static function meta_boxes( \WP_Post $post ): void {
		add_meta_box( 'tresen-cf-form', __( 'Form', 'tresen-contact-form' ), array( self::class, 'box_form' ), null, 'normal', 'high' );
		add_meta_box( 'tresen-cf-mail', __( 'Email', 'tresen-contact-form' ), array( self::class, 'box_mail' ), null, 'normal' );
		add_meta_box( 'tresen-cf-messages', __( 'Messages', 'tresen-contact-form' ), array( self::class, 'box_messages' ), null, 'normal' );
		add_meta_box( 'tresen-cf-embed', __( 'Embed', 'tresen-contact-form' ), array( self::class, 'box_embed' ), null, 'side' );
		unset( $post );
	}

	/**
	 * The form for a post (a fresh default for a new one).
	 *
	 * @param \WP_Post $post Post.
	 */
	private static function form_of( \WP_Post $post ): ContactForm {
		if ( 'publish' === $post->post_status ) {
			$form = ContactForm::find( (int) $post->ID );
			if ( null !== $form ) {
				return $form;
			}
		}
		$form = ContactForm::make_default();
		if ( 'auto-draft' !== $post->post_status ) {
			$saved = (string) get_post_meta( $post->ID, '_tresen_form', true );
			if ( '' !== $saved ) {
				$form->form     = $saved;
				$form->mail     = array_merge( $form->mail, (array) get_post_meta( $post->ID, '_tresen_mail', true ) );
				$form->messages = array_merge( $form->messages, (array) get_post_meta( $post->ID, '_tresen_messages', true ) );
			}
			$form->quiz_enabled = (bool) get_post_meta( $post->ID, '_tresen_quiz_enabled', true );
		}
		return $form;
	}

	/**
	 * Form template box.
	 *
	 * @param \WP_Post $post Post.
	 */
	public static function box_form( \WP_Post $post ): void {
		$form = self::form_of( $post );
		wp_nonce_field( self::NONCE, '_tresen_cf_nonce' );
		echo '<p>' . esc_html__( 'Write the form in HTML and place fields with tags, for example [text* your-name], [email* your-email], [tel your-phone], [url], [number], [date], [textarea your-message], [select drink "Beer" "Wine"], [checkbox topics exclusive "A" "B"], [radio], [acceptance consent]text[/acceptance], [file attachment filetypes:pdf|jpg limit:2mb], [quiz q "Question|Answer"], [captcha code] and [submit "Send"]. An asterisk makes a field required.', 'tresen-contact-form' ) . '</p>';
		echo '<label class="screen-reader-text" for="tresen-cf-template">' . esc_html__( 'Form template', 'tresen-contact-form' ) . '</label>';
		echo '<textarea id="tresen-cf-template" name="tresen_cf[form]" rows="16" class="large-text code">' . esc_textarea( $form->form ) . '</textarea>';
		echo '<p><label><input type="checkbox" name="tresen_cf[quiz_enabled]" value="1"' . checked( $form->quiz_enabled, true, false ) . ' /> ' . esc_html__( 'Ask the spam quiz ([quiz] fields are hidden while this is off)', 'tresen-contact-form' ) . '</label></p>';
		$names = array_filter( array_map( static fn( $t ) => $t->name, TagParser::parse( $form->form ) ) );
		if ( $names ) {
			echo '<p>' . esc_html__( 'Placeholders for the email:', 'tresen-contact-form' ) . ' <code>' . esc_html( implode( '] [', array_unique( $names ) ) ) . '</code></p>';
		}
	}

	/**
	 * Mail template box.
	 *
	 * @param \WP_Post $post Post.
	 */
	public static function box_mail( \WP_Post $post ): void {
		$form   = self::form_of( $post );
		$fields = array(
			'recipient'          => __( 'To', 'tresen-contact-form' ),
			'sender'             => __( 'From', 'tresen-contact-form' ),
			'subject'            => __( 'Subject', 'tresen-contact-form' ),
			'additional_headers' => __( 'Additional headers', 'tresen-contact-form' ),
			'body'               => __( 'Message body', 'tresen-contact-form' ),
		);
		echo '<p>' . esc_html__( 'Use [field-name] placeholders, plus [_site_title], [_site_url], [_site_admin_email], [_date] and [_time]. Uploaded files are attached automatically.', 'tresen-contact-form' ) . '</p><table class="form-table" role="presentation">';
		foreach ( $fields as $key => $label ) {
			$id = 'tresen-cf-mail-' . $key;
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label></th><td>';
			if ( in_array( $key, array( 'body', 'additional_headers' ), true ) ) {
				echo '<textarea id="' . esc_attr( $id ) . '" name="tresen_cf[mail][' . esc_attr( $key ) . ']" rows="' . ( 'body' === $key ? 12 : 3 ) . '" class="large-text code">' . esc_textarea( (string) $form->mail[ $key ] ) . '</textarea>';
			} else {
				echo '<input type="text" id="' . esc_attr( $id ) . '" name="tresen_cf[mail][' . esc_attr( $key ) . ']" value="' . esc_attr( (string) $form->mail[ $key ] ) . '" class="large-text" />';
			}
			echo '</td></tr>';
		}
		echo '</table>';
	}

	/**
	 * Messages box.
	 *
	 * @param \WP_Post $post Post.
	 */
	public static function box_messages( \WP_Post $post ): void {
		$form = self::form_of( $post );
		echo '<table class="form-table" role="presentation">';
		foreach ( Messages::all() as $key => $def ) {
			$id = 'tresen-cf-msg-' . $key;
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $def[0] ) . '</label></th><td><input type="text" id="' . esc_attr( $id ) . '" name="tresen_cf[messages][' . esc_attr( $key ) . ']" value="' . esc_attr( $form->message( $key ) ) . '" class="large-text" /></td></tr>';
		}
		echo '</table>';
	}

	/**
	 * Shortcode box.
	 *
	 * @param \WP_Post $post Post.
	 */
	public static function box_embed( \WP_Post $post ): void {
		if ( 'publish' !== $post->post_status ) {
			echo '<p>' . esc_html__( 'Publish the form to get its shortcode.', 'tresen-contact-form' ) . '</p>';
			return;
		}
		$form = self::form_of( $post );
		echo '<p>' . esc_html__( 'Copy this shortcode into a page, or add the "Contact form" block:', 'tresen-contact-form' ) . '</p>';
		echo '<input type="text" readonly="readonly" class="large-text code" value="' . esc_attr( $form->shortcode() ) . '" aria-label="' . esc_attr__( 'Shortcode', 'tresen-contact-form' ) . '" />';
	}

	/**
	 * Saves the meta boxes.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    Post.
	 */
	public static function save( int $post_id, \WP_Post $post ): void {
		if ( ! isset( $_POST['_tresen_cf_nonce'], $_POST['tresen_cf'] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST['_tresen_cf_nonce'] ) ), self::NONCE ) ) {
			return;
		}
		if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each part is sanitized below.
		$input = (array) wp_unslash( $_POST['tresen_cf'] );
		$html  = (string) ( $input['form'] ?? '' );
		if ( ! current_user_can( 'unfiltered_html' ) ) {
			$html = wp_kses_post( $html );
		}
		$mail = array();
		foreach ( array( 'recipient', 'sender', 'subject', 'additional_headers', 'body', 'attachments' ) as $key ) {
			$value        = (string) ( $input['mail'][ $key ] ?? '' );
			$mail[ $key ] = in_array( $key, array( 'body', 'additional_headers' ), true ) ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
		}
		$messages = array();
		foreach ( array_keys( Messages::all() ) as $key ) {
			$messages[ $key ] = sanitize_text_field( (string) ( $input['messages'][ $key ] ?? '' ) );
		}
		update_post_meta( $post_id, '_tresen_form', wp_slash( $html ) );
		update_post_meta( $post_id, '_tresen_mail', wp_slash( $mail ) );
		update_post_meta( $post_id, '_tresen_messages', wp_slash( array_filter( $messages, static fn( $m ) => '' !== $m ) ) );
		update_post_meta( $post_id, '_tresen_quiz_enabled', empty( $input['quiz_enabled'] ) ? '' : '1' );
		if ( '' === (string) get_post_meta( $post_id, '_tresen_locale', true ) ) {
			update_post_meta( $post_id, '_tresen_locale', determine_locale() );
		}
		unset( $post );
	}

	/**
	 * List columns.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public static function columns( array $columns ): array {
		$date = $columns['date'] ?? null;
		unset( $columns['date'] );
		$columns['shortcode'] = __( 'Shortcode', 'tresen-contact-form' );
		if ( null !== $date ) {
			$columns['date'] = $date;
		}
		return $columns;
	}

	/**
	 * Column content.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Post id.
	 */
	public static function column( string $column, int $post_id ): void {
		if ( 'shortcode' === $column ) {
			$form = ContactForm::find( $post_id );
			echo null !== $form ? '<code>' . esc_html( $form->shortcode() ) . '</code>' : '';
		}
	}
}

<?php
/**
 * Processes one submission in Contact Form 7's order: validation,
 * acceptance, spam, abort hook, storage, then mail.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

use Tresen\ContactForm\Spam\Captcha;
use Tresen\ContactForm\Spam\Guard;
use Tresen\ContactForm\Spam\Quiz;
use Tresen\ContactForm\Validation\Engine;
use Tresen\ContactForm\Validation\Values;

defined( 'ABSPATH' ) || exit;

/**
 * A submission and its result.
 */
final class Submission {

	/**
	 * Seconds in which the same post is answered again without a second mail.
	 */
	public const DUPLICATE_WINDOW = 120;

	/**
	 * Form.
	 *
	 * @var ContactForm
	 */
	private $form;

	/**
	 * Posted body parameters (unslashed).
	 *
	 * @var array<string, mixed>
	 */
	private $params;

	/**
	 * Uploaded files ($_FILES shape).
	 *
	 * @var array<string, mixed>
	 */
	private $files;

	/**
	 * Constructor.
	 *
	 * @param ContactForm          $form   Form.
	 * @param array<string, mixed> $params Body parameters, unslashed.
	 * @param array<string, mixed> $files  Uploaded files.
	 */
	public function __construct( ContactForm $form, array $params, array $files = array() ) {
		$this->form   = $form;
		$this->params = $params;
		$this->files  = $files;
	}

	/**
	 * Runs the submission.
	 *
	 * @param string $ip        Remote address (for the rate limit only; never stored).
	 * @param int    $container Page the form is on.
	 * @return array{status: string, message: string, invalid_fields: array<string, string>, posted_data_hash: string, submission_id: int}
	 */
	public function process( string $ip, int $container = 0 ): array {
		$posted  = $this->posted_data();
		$checked = array();
		$errors  = array();
		$uploads = array();

		foreach ( $this->form->tags_of( 'file' ) as $tag ) {
			$file = $this->files[ $tag->name ] ?? null;
			if ( ! is_array( $file ) ) {
				continue;
			}
			if ( is_array( $file['name'] ?? null ) ) {
				$errors[ $tag->name ] = $this->form->message( 'upload_failed' );
				continue;
			}
			$result = Uploads::check( $file, $tag );
			if ( $result['ok'] ) {
				$checked[ $tag->name ]   = $result;
				$uploads[ $tag->name ][] = array(
					'name' => $result['name'],
					'size' => $result['size'],
					'type' => $result['type'],
				);
			} elseif ( isset( $result['error'] ) ) {
				$errors[ $tag->name ] = $this->form->message( $result['error'] );
			}
		}

		$rules   = Schema::for_form( $this->form )['rules'];
		$rules   = array_values( array_filter( $rules, static fn( $r ) => ! isset( $r['field'] ) || ! isset( $errors[ $r['field'] ] ) ) );
		$errors += Engine::validate( $rules, new Values( $posted, $uploads ) );
		$errors += $this->check_quiz_and_captcha();

		if ( $errors ) {
			return $this->result( 'validation_failed', 'validation_error', $errors );
		}
		if ( ! $this->accepted() ) {
			return $this->result( 'acceptance_missing', 'accept_terms' );
		}
		$spam = Guard::check( $this->params, $ip, $this->form->id );
		if ( null !== $spam ) {
			return $this->result( 'spam', $spam );
		}
		// The same post again (a double click, a resent no-JS form, a retry after a
		// dropped reply) within the window: answer as the first time, send nothing.
		$hash      = $this->hash( $posted );
		$dedupe    = 'tresen_cf_sent_' . md5( $hash . (string) wp_json_encode( $uploads ) );
		$duplicate = get_transient( $dedupe );
		if ( is_array( $duplicate ) && isset( $duplicate['submission_id'] ) ) {
			$result                  = $this->result( 'mail_sent', 'mail_sent_ok', array(), $hash );
			$result['submission_id'] = (int) $duplicate['submission_id'];
			return $result;
		}
		set_transient(
			$dedupe,
			array(
				'status'        => 'mail_sent',
				'submission_id' => 0,
			),
			self::DUPLICATE_WINDOW
		);
		$fields = $this->mail_fields( $posted, $checked );
		/**
		 * Lets an add-on stop the submission before it is stored and mailed.
		 * Return "aborted", "payment_required" or null.
		 *
		 * @param string|null           $status Null to go on.
		 * @param ContactForm           $form   Form.
		 * @param array<string, string> $fields Posted fields.
		 */
		$abort = apply_filters( 'tresen_contact_form_abort', null, $this->form, $fields );
		if ( in_array( $abort, array( 'aborted', 'payment_required' ), true ) ) {
			delete_transient( $dedupe );
			return $this->result( $abort, $abort, array(), $hash );
		}

		$mail        = Mailer::compose( $this->form, $fields );
		$attachments = Uploads::store( array_values( $checked ) );
		$id          = Store::add( $this->form, $fields, $mail, $attachments, $container );
		if ( $id > 0 ) {
			$sent = Store::deliver( $id );
		} else {
			list( $sent ) = Mailer::send( $mail, $attachments );
			Uploads::delete( $attachments );
		}
		$result                  = $this->result( $sent ? 'mail_sent' : 'mail_failed', $sent ? 'mail_sent_ok' : 'mail_sent_ng', array(), $hash );
		$result['submission_id'] = $id;
		if ( $sent ) {
			set_transient(
				$dedupe,
				array(
					'status'        => 'mail_sent',
					'submission_id' => $id,
				),
				self::DUPLICATE_WINDOW
			);
		} else {
			delete_transient( $dedupe ); // A failed send may be tried again at once.
		}
		do_action( 'tresen_contact_form_submitted', $result, $this->form, $fields );
		return $result;
	}

	/**
	 * Builds the result.
	 *
	 * @param string                $status  API status.
	 * @param string                $message Message key.
	 * @param array<string, string> $invalid Field => message.
	 * @param string                $hash    Posted data hash.
	 * @return array{status: string, message: string, invalid_fields: array<string, string>, posted_data_hash: string, submission_id: int}
	 */
	private function result( string $status, string $message, array $invalid = array(), string $hash = '' ): array {
		return array(
			'status'           => $status,
			'message'          => $this->form->message( $message ),
			'invalid_fields'   => $invalid,
			'posted_data_hash' => $hash,
			'submission_id'    => 0,
		);
	}

	/**
	 * The posted values of the form's fields (only those; never "_" fields).
	 *
	 * @return array<string, string|string[]>
	 */
	public function posted_data(): array {
		$data = array();
		foreach ( $this->form->tags() as $tag ) {
			if ( '' === $tag->name || in_array( $tag->basetype, array( 'submit', 'count', 'file' ), true ) || str_starts_with( $tag->name, '_' ) ) {
				continue;
			}
			$raw = $this->params[ $tag->name ] ?? ( $this->params[ $tag->name . '[]' ] ?? null );
			if ( is_array( $raw ) ) {
				$values = array_values( array_map( array( self::class, 'clean' ), array_filter( $raw, 'is_scalar' ) ) );
				if ( $tag->has_option( 'free_text' ) && $values ) {
					$values = $this->with_free_text( $tag, $values );
				}
				$data[ $tag->name ] = $values;
			} elseif ( is_scalar( $raw ) ) {
				$value = self::clean( $raw );
				if ( $tag->has_option( 'free_text' ) ) {
					$value = $this->with_free_text( $tag, array( $value ) )[0];
				}
				$data[ $tag->name ] = $value;
			} else {
				$data[ $tag->name ] = '';
			}
		}
		return $data;
	}

	/**
	 * A posted string: valid UTF-8, no NUL bytes.
	 *
	 * @param mixed $value Value.
	 */
	private static function clean( $value ): string {
		return str_replace( "\0", '', wp_check_invalid_utf8( (string) $value, true ) );
	}

	/**
	 * Appends the free text to the last option when it was chosen.
	 *
	 * @param FormTag  $tag    Tag.
	 * @param string[] $values Chosen values.
	 * @return string[]
	 */
	private function with_free_text( FormTag $tag, array $values ): array {
		$labels = $tag->labels();
		$last   = end( $labels );
		$text   = $this->params[ '_wpcf7_free_text_' . $tag->name ] ?? '';
		foreach ( $values as $i => $value ) {
			if ( $value === $last && is_string( $text ) && '' !== trim( $text ) ) {
				$values[ $i ] = $last . ' ' . trim( self::clean( $text ) );
			}
		}
		return $values;
	}

	/**
	 * Quiz and captcha answers.
	 *
	 * @return array<string, string>
	 */
	private function check_quiz_and_captcha(): array {
		$errors = array();
		foreach ( $this->form->tags_of( 'quiz' ) as $tag ) {
			$answer = $this->params[ $tag->name ] ?? '';
			$hash   = $this->params[ '_wpcf7_quiz_answer_' . $tag->name ] ?? '';
			if ( ! is_string( $answer ) || ! is_string( $hash ) || ! Quiz::verify( $tag, $answer, $hash ) ) {
				$errors[ $tag->name ] = $this->form->message( 'quiz_answer_not_correct' );
			}
		}
		foreach ( $this->form->tags_of( 'captcha' ) as $tag ) {
			$answer = $this->params[ $tag->name ] ?? '';
			$prefix = $this->params[ '_wpcf7_captcha_challenge_' . $tag->name ] ?? '';
			if ( ! is_string( $answer ) || ! is_string( $prefix ) || ! Captcha::verify( $prefix, $answer ) ) {
				$errors[ $tag->name ] = $this->form->message( 'captcha_not_match' );
			}
		}
		return $errors;
	}

	/**
	 * Whether every non-optional acceptance is given (inverted ones: not ticked).
	 */
	private function accepted(): bool {
		foreach ( $this->form->tags_of( 'acceptance' ) as $tag ) {
			if ( $tag->has_option( 'optional' ) ) {
				continue;
			}
			$raw     = $this->params[ $tag->name ] ?? '';
			$checked = is_scalar( $raw ) && '' !== (string) $raw && '0' !== (string) $raw;
			if ( $tag->has_option( 'invert' ) ? $checked : ! $checked ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Field texts for the mail placeholders.
	 *
	 * @param array<string, string|string[]> $posted  Posted data.
	 * @param array<string, array<mixed>>    $checked Checked uploads.
	 * @return array<string, string>
	 */
	private function mail_fields( array $posted, array $checked ): array {
		$fields = array();
		foreach ( $this->form->tags() as $tag ) {
			if ( '' === $tag->name || in_array( $tag->basetype, array( 'submit', 'count', 'quiz', 'captcha' ), true ) ) {
				continue;
			}
			if ( 'file' === $tag->basetype ) {
				$fields[ $tag->name ] = isset( $checked[ $tag->name ] ) ? $checked[ $tag->name ]['name'] : '';
			} elseif ( 'acceptance' === $tag->basetype ) {
				$value                = $posted[ $tag->name ] ?? '';
				$fields[ $tag->name ] = is_string( $value ) && '' !== $value ? __( 'Yes', 'tresen-contact-form' ) : __( 'No', 'tresen-contact-form' );
			} else {
				$value                = $posted[ $tag->name ] ?? '';
				$fields[ $tag->name ] = is_array( $value ) ? implode( ', ', $value ) : trim( $value );
			}
		}
		return $fields;
	}

	/**
	 * Hash of the posted data (empty for validation_failed, acceptance_missing and spam).
	 *
	 * @param array<string, mixed> $posted Posted data.
	 */
	private function hash( array $posted ): string {
		return wp_hash( (string) wp_json_encode( array( $this->form->id, $posted ) ), 'tresen_contact_form_submission' );
	}
}

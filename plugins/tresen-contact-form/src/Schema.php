<?php
/**
 * Builds a form's validation rules (the SWV schema) from its tags. The same
 * rules go to the browser (feedback/schema) and run on the server.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of a form.
 */
final class Schema {

	public const VERSION = 'Contact Form 7 SWV Schema 2024-10';

	/** Extensions a [file] tag accepts when it names none. */
	public const DEFAULT_FILE_TYPES = array( 'jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'txt', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods' );

	/** Default upload limit per file: 1 MB. */
	public const DEFAULT_FILE_LIMIT = 1048576;

	/**
	 * The schema as the REST route returns it.
	 *
	 * @param ContactForm $form Form.
	 * @return array{version: string, locale: string, rules: array<int, array<string, mixed>>}
	 */
	public static function for_form( ContactForm $form ): array {
		$rules = array();
		foreach ( $form->tags() as $tag ) {
			if ( '' === $tag->name ) {
				continue;
			}
			foreach ( self::rules_for_tag( $tag, $form ) as $rule ) {
				$rules[] = $rule;
			}
		}
		return array(
			'version' => self::VERSION,
			'locale'  => str_replace( '_', '-', $form->locale ),
			'rules'   => $rules,
		);
	}

	/**
	 * Rules of one tag, in the order they are checked.
	 *
	 * @param FormTag     $tag  Tag.
	 * @param ContactForm $form Form (for messages).
	 * @return array<int, array<string, mixed>>
	 */
	public static function rules_for_tag( FormTag $tag, ContactForm $form ): array {
		$rules = array();
		$field = $tag->name;
		$add   = static function ( string $rule, string $message, array $extra = array() ) use ( &$rules, $field, $form ) {
			$rules[] = array_merge(
				array(
					'rule'  => $rule,
					'field' => $field,
				),
				$extra,
				array( 'error' => $form->message( $message ) )
			);
		};
		$type  = $tag->basetype;
		if ( in_array( $type, array( 'acceptance', 'submit', 'count', 'quiz', 'captcha' ), true ) ) {
			// Acceptance, quiz and captcha are checked by the submission, not by rules.
			return array();
		}
		if ( 'file' === $type ) {
			if ( $tag->is_required() ) {
				$add( 'requiredfile', 'invalid_required' );
			}
			$add( 'file', 'upload_file_type_invalid', array( 'accept' => array_map( static fn( $e ) => '.' . $e, self::file_types( $tag ) ) ) );
			$add( 'maxfilesize', 'upload_file_too_large', array( 'threshold' => self::file_limit( $tag ) ) );
			return $rules;
		}
		if ( $tag->is_required() ) {
			$add( 'required', 'invalid_required' );
		}
		switch ( $type ) {
			case 'email':
			case 'url':
			case 'tel':
				$add( $type, 'invalid_' . $type );
				break;
			case 'number':
			case 'range':
				$add( 'number', 'invalid_number' );
				if ( null !== $tag->number_option( 'min' ) ) {
					$add( 'minnumber', 'number_too_small', array( 'threshold' => $tag->number_option( 'min' ) ) );
				}
				if ( null !== $tag->number_option( 'max' ) ) {
					$add( 'maxnumber', 'number_too_large', array( 'threshold' => $tag->number_option( 'max' ) ) );
				}
				if ( null !== $tag->number_option( 'step' ) ) {
					$add(
						'stepnumber',
						'invalid_step',
						array(
							'base'     => $tag->number_option( 'min' ) ?? 0,
							'interval' => $tag->number_option( 'step' ),
						)
					);
				}
				break;
			case 'date':
				$add( 'date', 'invalid_date' );
				foreach ( array(
					'min' => array( 'mindate', 'date_too_early' ),
					'max' => array( 'maxdate', 'date_too_late' ),
				) as $opt => $def ) {
					$value = self::date_option( $tag->get_option( $opt ) );
					if ( null !== $value ) {
						$add( $def[0], $def[1], array( 'threshold' => $value ) );
					}
				}
				break;
			case 'select':
			case 'checkbox':
			case 'radio':
				if ( ! $tag->has_option( 'free_text' ) ) {
					$add( 'enum', 'invalid_enum', array( 'accept' => array_values( array_unique( $tag->labels() ) ) ) );
				}
				if ( ( 'checkbox' === $type && $tag->has_option( 'exclusive' ) ) || 'radio' === $type || ( 'select' === $type && ! $tag->has_option( 'multiple' ) ) ) {
					$add( 'maxitems', 'too_many_items', array( 'threshold' => 1 ) );
				}
				break;
		}
		if ( in_array( $type, array( 'text', 'email', 'tel', 'url', 'textarea' ), true ) ) {
			$min = $tag->int_option( 'minlength' );
			$max = $tag->int_option( 'maxlength' ) ?? ( 'textarea' === $type ? 2000 : 400 );
			if ( null !== $min && $min > 0 ) {
				$add( 'minlength', 'invalid_too_short', array( 'threshold' => $min ) );
			}
			if ( $max > 0 ) {
				$add( 'maxlength', 'invalid_too_long', array( 'threshold' => $max ) );
			}
		}
		return $rules;
	}

	/**
	 * Allowed extensions of a [file] tag (filetypes:pdf|jpg), only clean tokens.
	 *
	 * @param FormTag $tag Tag.
	 * @return string[]
	 */
	public static function file_types( FormTag $tag ): array {
		$option = $tag->get_option( 'filetypes' );
		if ( null === $option ) {
			return self::DEFAULT_FILE_TYPES;
		}
		$types = array();
		foreach ( explode( '|', strtolower( $option ) ) as $token ) {
			$token = ltrim( trim( $token ), '.' );
			if ( preg_match( '/^[a-z0-9]{1,10}$/D', $token ) && ! Uploads::is_script_extension( $token ) ) {
				$types[] = $token;
			}
		}
		return $types ? array_values( array_unique( $types ) ) : self::DEFAULT_FILE_TYPES;
	}

	/**
	 * Size limit of a [file] tag in bytes (limit:2mb, limit:500kb, limit:1000).
	 *
	 * @param FormTag $tag Tag.
	 */
	public static function file_limit( FormTag $tag ): int {
		$option = strtolower( (string) $tag->get_option( 'limit' ) );
		if ( preg_match( '/^([0-9]+)(kb|mb)?$/D', $option, $m ) ) {
			$factor = array(
				''   => 1,
				'kb' => 1024,
				'mb' => 1048576,
			)[ $m[2] ?? '' ];
			return (int) $m[1] * $factor;
		}
		return self::DEFAULT_FILE_LIMIT;
	}

	/**
	 * A min:/max: date option: YYYY-MM-DD or "today" (site time zone).
	 *
	 * @param string|null $value Option value.
	 */
	private static function date_option( ?string $value ): ?string {
		if ( null === $value ) {
			return null;
		}
		if ( 'today' === $value ) {
			return wp_date( 'Y-m-d' );
		}
		return Validation\Checks::is_date( $value ) ? $value : null;
	}
}

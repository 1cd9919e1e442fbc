<?php
/**
 * One field tag of a form template, e.g. [email* your-email autocomplete:email].
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * A parsed tag: type, name, options, quoted values and enclosed content.
 */
final class FormTag {

	/**
	 * Tag type with the asterisk, e.g. "text*".
	 *
	 * @var string
	 */
	public $type;

	/**
	 * Base type, e.g. "text".
	 *
	 * @var string
	 */
	public $basetype;

	/**
	 * Field name (empty for submit).
	 *
	 * @var string
	 */
	public $name = '';

	/**
	 * Bare options, e.g. "autocomplete:email", "exclusive".
	 *
	 * @var string[]
	 */
	public $options = array();

	/**
	 * Quoted values.
	 *
	 * @var string[]
	 */
	public $values = array();

	/**
	 * Content between [acceptance …] and [/acceptance].
	 *
	 * @var string
	 */
	public $content = '';

	/**
	 * Constructor.
	 *
	 * @param string $type Type with optional asterisk.
	 */
	public function __construct( string $type ) {
		$this->type     = $type;
		$this->basetype = rtrim( $type, '*' );
	}

	/**
	 * Whether the field is required ("*" or, for files, the same).
	 */
	public function is_required(): bool {
		return str_ends_with( $this->type, '*' );
	}

	/**
	 * Whether a bare option is present, e.g. has_option( 'exclusive' ).
	 *
	 * @param string $option Option name.
	 */
	public function has_option( string $option ): bool {
		return in_array( $option, $this->options, true ) || null !== $this->get_option( $option );
	}

	/**
	 * Value of "name:value" option, or null.
	 *
	 * @param string $option Option name.
	 */
	public function get_option( string $option ): ?string {
		foreach ( $this->options as $opt ) {
			if ( str_starts_with( $opt, $option . ':' ) ) {
				return substr( $opt, strlen( $option ) + 1 );
			}
		}
		return null;
	}

	/**
	 * Integer option, or null when missing or not a whole number.
	 *
	 * @param string $option Option name.
	 */
	public function int_option( string $option ): ?int {
		$value = $this->get_option( $option );
		return ( null !== $value && preg_match( '/^-?[0-9]+$/D', $value ) ) ? (int) $value : null;
	}

	/**
	 * Numeric option, or null.
	 *
	 * @param string $option Option name.
	 */
	public function number_option( string $option ): ?float {
		$value = $this->get_option( $option );
		return ( null !== $value && is_numeric( $value ) ) ? (float) $value : null;
	}

	/**
	 * Labels of the values (before a "|" pipe).
	 *
	 * @return string[]
	 */
	public function labels(): array {
		return array_map( static fn( $v ) => explode( '|', $v, 2 )[0], $this->values );
	}
}

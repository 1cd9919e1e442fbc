<?php
/**
 * What the visitor entered, as the validation engine reads it.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Posted strings and files by field name (a field "x" also reads "x[]").
 */
final class Values {

	/**
	 * Field => string or list of strings.
	 *
	 * @var array<string, mixed>
	 */
	private $data;

	/**
	 * Field => list of files, each { name, size, type }.
	 *
	 * @var array<string, array<int, array{name: string, size: int, type: string}>>
	 */
	private $files;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed> $data  Strings.
	 * @param array<string, array<mixed>> $files Files.
	 */
	public function __construct( array $data, array $files = array() ) {
		$this->data  = $data;
		$this->files = $files;
	}

	/**
	 * Every string posted under the field, untrimmed.
	 *
	 * @param string $field Field name.
	 * @return string[]
	 */
	public function strings( string $field ): array {
		$raw = array_key_exists( $field, $this->data ) ? $this->data[ $field ] : ( $this->data[ $field . '[]' ] ?? array() );
		if ( ! is_array( $raw ) ) {
			return is_scalar( $raw ) ? array( (string) $raw ) : array();
		}
		$out = array();
		array_walk_recursive(
			$raw,
			static function ( $v ) use ( &$out ) {
				if ( is_scalar( $v ) ) {
					$out[] = (string) $v;
				}
			}
		);
		return $out;
	}

	/**
	 * Every file posted under the field.
	 *
	 * @param string $field Field name.
	 * @return array<int, array{name: string, size: int, type: string}>
	 */
	public function files( string $field ): array {
		return array_values( $this->files[ $field ] ?? $this->files[ $field . '[]' ] ?? array() );
	}
}

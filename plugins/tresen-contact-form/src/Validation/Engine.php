<?php
/**
 * The authoritative half of "one rule set, two engines": runs schema rules
 * against posted values. Mirrors client/contact-form/swv/engine.ts.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Validates values against a list of SWV rules.
 */
final class Engine {

	/**
	 * Runs the rules in order. One error per field: the first failing rule wins.
	 *
	 * @param array<int, array<string, mixed>> $rules  Schema rules.
	 * @param Values                           $values Posted values.
	 * @return array<string, string> Field => error message.
	 */
	public static function validate( array $rules, Values $values ): array {
		$errors = array();
		foreach ( $rules as $rule ) {
			if ( isset( $rule['field'] ) && array_key_exists( (string) $rule['field'], $errors ) ) {
				continue;
			}
			$failure = self::check( $rule, $values );
			if ( null !== $failure && ! array_key_exists( $failure[0], $errors ) ) {
				$errors[ $failure[0] ] = $failure[1];
			}
		}
		return $errors;
	}

	/**
	 * Checks one rule (or combinator).
	 *
	 * @param array<string, mixed> $rule   Rule.
	 * @param Values               $values Values.
	 * @return array{0: string, 1: string}|null [field, error] on failure.
	 */
	private static function check( array $rule, Values $values ): ?array {
		$field = isset( $rule['field'] ) ? (string) $rule['field'] : '';
		$error = isset( $rule['error'] ) ? (string) $rule['error'] : '';
		$name  = (string) ( $rule['rule'] ?? '' );
		if ( 'all' === $name ) {
			foreach ( (array) ( $rule['rules'] ?? array() ) as $child ) {
				$failure = self::check( (array) $child, $values );
				if ( null !== $failure ) {
					return array( '' !== $failure[0] ? $failure[0] : $field, '' !== $failure[1] ? $failure[1] : $error );
				}
			}
			return null;
		}
		if ( 'any' === $name ) {
			$children = (array) ( $rule['rules'] ?? array() );
			foreach ( $children as $child ) {
				if ( null === self::check( (array) $child, $values ) ) {
					return null;
				}
			}
			return array() === $children ? null : array( $field, $error );
		}
		return self::passes( $name, $rule, $field, $values ) ? null : array( $field, $error );
	}

	/**
	 * Whether a plain rule passes.
	 *
	 * @param string               $name   Rule name.
	 * @param array<string, mixed> $rule   Rule.
	 * @param string               $field  Field.
	 * @param Values               $values Values.
	 */
	private static function passes( string $name, array $rule, string $field, Values $values ): bool {
		$list      = array_values( array_filter( array_map( array( Checks::class, 'trim' ), $values->strings( $field ) ), static fn( $v ) => '' !== $v ) );
		$threshold = $rule['threshold'] ?? 0;
		$files     = $values->files( $field );
		$accept    = array_map( 'strval', (array) ( $rule['accept'] ?? array() ) );
		// Derived lists, computed only by the rules that use them.
		$numbers = static fn() => array_filter( $list, array( Checks::class, 'is_number' ) );
		$dates   = static fn() => array_filter( $list, array( Checks::class, 'is_date' ) );
		$bytes   = static fn() => array_sum( array_map( static fn( $f ) => (int) ( $f['size'] ?? 0 ), $files ) );
		$length  = static fn() => array_sum( array_map( array( Checks::class, 'text_length' ), $list ) );
		$every   = static function ( array $items, callable $test ): bool {
			foreach ( $items as $item ) {
				if ( ! $test( $item ) ) {
					return false;
				}
			}
			return true;
		};
		switch ( $name ) {
			case 'required':
				return count( $list ) > 0;
			case 'requiredfile':
				return count( $files ) > 0;
			case 'email':
				return $every( $list, array( Checks::class, 'is_email' ) );
			case 'url':
				return $every( $list, array( Checks::class, 'is_url' ) );
			case 'tel':
				return $every( $list, array( Checks::class, 'is_tel' ) );
			case 'number':
				return $every( $list, array( Checks::class, 'is_number' ) );
			case 'date':
				return $every( $list, array( Checks::class, 'is_date' ) );
			case 'time':
				return $every( $list, array( Checks::class, 'is_time' ) );
			case 'enum':
				return $every( $list, static fn( $v ) => in_array( $v, $accept, true ) );
			case 'dayofweek':
				$days = array_map( 'intval', $accept );
				return $every(
					$list,
					static function ( $v ) use ( $days ) {
						$day = Checks::iso_weekday( $v );
						return null === $day || in_array( $day, $days, true );
					}
				);
			case 'file':
				return $every( $files, static fn( $f ) => Checks::file_matches( (string) ( $f['name'] ?? '' ), (string) ( $f['type'] ?? '' ), $accept ) );
			case 'minitems':
				return count( $list ) >= (float) $threshold;
			case 'maxitems':
				return count( $list ) <= (float) $threshold;
			case 'minlength':
				$chars = $length();
				return 0 === $chars || $chars >= (float) $threshold;
			case 'maxlength':
				return $length() <= (float) $threshold;
			case 'minnumber':
				return $every( $numbers(), static fn( $v ) => (float) $v >= (float) $threshold );
			case 'maxnumber':
				return $every( $numbers(), static fn( $v ) => (float) $v <= (float) $threshold );
			case 'mindate':
				return ! Checks::is_date( (string) $threshold ) || $every( $dates(), static fn( $v ) => strcmp( $v, (string) $threshold ) >= 0 );
			case 'maxdate':
				return ! Checks::is_date( (string) $threshold ) || $every( $dates(), static fn( $v ) => strcmp( $v, (string) $threshold ) <= 0 );
			case 'minfilesize':
				return $bytes() >= (float) $threshold;
			case 'maxfilesize':
				return $bytes() <= (float) $threshold;
			case 'stepnumber':
				$base     = (float) ( $rule['base'] ?? 0 );
				$interval = (float) ( $rule['interval'] ?? 0 );
				return $every( $numbers(), static fn( $v ) => Checks::is_step( (float) $v, $base, $interval ) );
			default:
				return true;
		}
	}
}

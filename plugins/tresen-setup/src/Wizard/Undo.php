<?php
/**
 * What each step of the Einrichtung overwrote, so that "Rückgängig" puts it
 * back: the options' previous values (or their absence) and the posts the
 * step created. Kept in one option; the first value a step overwrote wins
 * until the step is undone, so undo always returns to the state before the
 * wizard touched it.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

defined( 'ABSPATH' ) || exit;

/**
 * Undo records per step.
 */
final class Undo {

	public const OPTION = 'tresen_setup_wizard_undo';

	/**
	 * Every record: step => {options: name => {exists, value}, posts: int[], objects: [kind, id or slug][]}.
	 *
	 * @return array<string, array{options: array<string, array{exists: bool, value: mixed}>, posts: int[], objects: array<int, array{0: string, 1: int|string}>}>
	 */
	private static function all(): array {
		$all = get_option( self::OPTION, array() );
		return is_array( $all ) ? $all : array();
	}

	/**
	 * A step's record.
	 *
	 * @param string $step Step key.
	 * @return array{options: array<string, array{exists: bool, value: mixed}>, posts: int[], objects: array<int, array{0: string, 1: int|string}>}
	 */
	private static function record( string $step ): array {
		$all = self::all();
		$rec = isset( $all[ $step ] ) && is_array( $all[ $step ] ) ? $all[ $step ] : array();
		return array(
			'options' => isset( $rec['options'] ) && is_array( $rec['options'] ) ? $rec['options'] : array(),
			'posts'   => isset( $rec['posts'] ) && is_array( $rec['posts'] ) ? array_map( 'intval', $rec['posts'] ) : array(),
			'objects' => isset( $rec['objects'] ) && is_array( $rec['objects'] ) ? $rec['objects'] : array(),
		);
	}

	/**
	 * Stores a step's record.
	 *
	 * @param string                                                                                   $step Step key.
	 * @param array{options: array<string, array{exists: bool, value: mixed}>, posts: int[], objects: array<int, array{0: string, 1: int|string}>} $rec  Record.
	 */
	private static function save( string $step, array $rec ): void {
		$all          = self::all();
		$all[ $step ] = $rec;
		update_option( self::OPTION, $all, false );
	}

	/**
	 * Sets an option and remembers what it held before (once per step).
	 *
	 * @param string $step   Step key.
	 * @param string $option Option name.
	 * @param mixed  $value  New value.
	 */
	public static function set_option( string $step, string $option, $value ): void {
		self::remember_option( $step, $option );
		update_option( $option, $value );
	}

	/**
	 * Remembers a post the step created (undo deletes it).
	 *
	 * @param string $step Step key.
	 * @param int    $id   Post id.
	 */
	public static function created_post( string $step, int $id ): void {
		$rec            = self::record( $step );
		$rec['posts'][] = $id;
		self::save( $step, $rec );
	}

	/**
	 * Remembers a WooCommerce object the step created: a tax rate
	 * (`tax_rate`, undo deletes it through WC_Tax) or a shipping zone
	 * (`zone`, deleted with its methods through WC_Shipping_Zones).
	 *
	 * @param string $step Step key.
	 * @param string $kind tax_rate or zone.
	 * @param int    $id   Its id.
	 */
	public static function created( string $step, string $kind, int $id ): void {
		if ( $id <= 0 ) {
			return;
		}
		$rec              = self::record( $step );
		$rec['objects'][] = array( $kind, $id );
		self::save( $step, $rec );
	}

	/**
	 * Remembers a tax class the step created (undo deletes it, with any rate
	 * left in it, through WC_Tax::delete_tax_class_by()).
	 *
	 * @param string $step Step key.
	 * @param string $slug The class's slug.
	 */
	public static function created_tax_class( string $step, string $slug ): void {
		if ( '' === $slug ) {
			return;
		}
		$rec              = self::record( $step );
		$rec['objects'][] = array( 'tax_class', $slug );
		self::save( $step, $rec );
	}

	/**
	 * Remembers an option the step is about to change through another API
	 * (a gateway's WC_Settings_API::update_option()), once per step, as
	 * set_option() does.
	 *
	 * @param string $step   Step key.
	 * @param string $option Option name.
	 */
	public static function remember_option( string $step, string $option ): void {
		$rec = self::record( $step );
		if ( isset( $rec['options'][ $option ] ) ) {
			return;
		}
		$missing                   = new \stdClass();
		$old                       = get_option( $option, $missing );
		$rec['options'][ $option ] = array(
			'exists' => $old !== $missing,
			'value'  => $old === $missing ? null : $old,
		);
		self::save( $step, $rec );
	}

	/**
	 * Whether the step has something to undo.
	 *
	 * @param string $step Step key.
	 */
	public static function can_undo( string $step ): bool {
		$rec = self::record( $step );
		return array() !== $rec['options'] || array() !== $rec['posts'] || array() !== $rec['objects'];
	}

	/**
	 * Restores every option the step overwrote, deletes (pages: trashes) the
	 * posts it created and forgets the record.
	 *
	 * @param string $step Step key.
	 * @return int How many options and posts were restored or removed.
	 */
	public static function undo( string $step ): int {
		$rec   = self::record( $step );
		$count = 0;
		foreach ( $rec['options'] as $option => $old ) {
			if ( ! empty( $old['exists'] ) ) {
				update_option( $option, $old['value'] );
			} else {
				delete_option( $option );
			}
			++$count;
		}
		foreach ( array_reverse( $rec['posts'] ) as $id ) {
			$type = get_post_type( $id );
			if ( false === $type ) {
				continue;
			}
			if ( 'page' === $type ) {
				wp_trash_post( $id );
			} else {
				wp_delete_post( $id, true );
			}
			++$count;
		}
		foreach ( array_reverse( $rec['objects'] ) as $object ) {
			$kind = (string) $object[0];
			if ( 'tax_rate' === $kind ) {
				\WC_Tax::_delete_tax_rate( (int) $object[1] );
			} elseif ( 'zone' === $kind ) {
				\WC_Shipping_Zones::delete_zone( (int) $object[1] );
			} elseif ( 'tax_class' === $kind ) {
				\WC_Tax::delete_tax_class_by( 'slug', (string) $object[1] );
			}
			++$count;
		}
		$all = self::all();
		unset( $all[ $step ] );
		update_option( self::OPTION, $all, false );
		return $count;
	}
}

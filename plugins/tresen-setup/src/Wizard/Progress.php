<?php
/**
 * Where the owner is in the Einrichtung (option `tresen_setup_wizard`): the
 * current step and each step's status (done, skipped or open), so that the
 * wizard resumes where it was left.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

defined( 'ABSPATH' ) || exit;

/**
 * Progress.
 */
final class Progress {

	public const OPTION = 'tresen_setup_wizard';

	/** The steps, in order. */
	public const STEPS = array( 'company', 'pages', 'taxes', 'drinks', 'payments', 'consent' );

	/** Statuses a step can have. */
	public const STATUSES = array( 'open', 'done', 'skipped' );

	/**
	 * The progress: {current, steps: key => status}.
	 *
	 * @return array{current: string, steps: array<string, string>}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$steps  = array();
		foreach ( self::STEPS as $step ) {
			$status         = isset( $stored['steps'][ $step ] ) ? (string) $stored['steps'][ $step ] : 'open';
			$steps[ $step ] = in_array( $status, self::STATUSES, true ) ? $status : 'open';
		}
		$current = isset( $stored['current'] ) && in_array( $stored['current'], self::STEPS, true ) ? (string) $stored['current'] : self::STEPS[0];
		return array(
			'current' => $current,
			'steps'   => $steps,
		);
	}

	/**
	 * Updates the current step and/or one step's status.
	 *
	 * @param string|null $current Step to show next.
	 * @param string|null $step    Step whose status changes.
	 * @param string|null $status  Its status.
	 * @return array{current: string, steps: array<string, string>}|\WP_Error
	 */
	public static function update( ?string $current, ?string $step = null, ?string $status = null ) {
		$progress = self::get();
		if ( null !== $current ) {
			if ( ! in_array( $current, self::STEPS, true ) ) {
				return new \WP_Error( 'tresen_setup_unknown_step', __( 'This setup step does not exist.', 'tresen-setup' ), array( 'status' => 400 ) );
			}
			$progress['current'] = $current;
		}
		if ( null !== $step ) {
			if ( ! in_array( $step, self::STEPS, true ) || ! in_array( (string) $status, self::STATUSES, true ) ) {
				return new \WP_Error( 'tresen_setup_unknown_step', __( 'This setup step does not exist.', 'tresen-setup' ), array( 'status' => 400 ) );
			}
			$progress['steps'][ $step ] = (string) $status;
		}
		update_option( self::OPTION, $progress, false );
		return $progress;
	}
}

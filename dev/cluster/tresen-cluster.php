<?php
/**
 * Plugin Name: Tresen cluster runner
 * Description: `wp tresen-cron run`: runs the due WP-Cron events once across every node (system cron instead of page-load cron). Linked as a mu-plugin into the local cluster's nodes by bin/lib/cluster.mjs.
 * License:     GPL-2.0-or-later
 *
 * @package Tresen
 */

namespace Tresen\Cluster;

defined( 'ABSPATH' ) || exit;

/**
 * Runs due cron events so that two runners (one per node, like a system cron
 * on each) never run the same occurrence twice.
 *
 * - Changes to the schedule are made one runner at a time (the schedule
 *   lock, `Claim::lock( 'cron', 'schedule' )`): WordPress stores the whole
 *   schedule in one option, and two runners that each read it, took their
 *   own occurrence off and wrote it back would put the other's occurrence
 *   back on it (a lost update), for that runner to find again.
 * - Each occurrence is claimed (an INSERT IGNORE row every node sees, kept
 *   for CLAIM_TTL after the run, not released), read again past the caches
 *   and rescheduled or removed while the schedule lock is held, then run
 *   after it is let go.
 * - Any other process that writes an older copy of the schedule (a page
 *   load or command that read it before the runner's change and schedules
 *   something of its own) can still put a finished occurrence back. Its
 *   claim is then still there: no runner runs it again, and one that finds
 *   it more than STRAY_AFTER seconds after it was claimed takes it off the
 *   schedule (and schedules a recurring one's next run again, which the
 *   older copy lost).
 *
 * WordPress's own `wp-cron.php` guards with a transient two nodes can both pass.
 */
final class CronRunner {

	/** What run-event.php prints once a job returned (then the job's number). */
	public const DONE = '@@TRESEN_CRON_DONE ';

	/** Seconds an occurrence's claim is kept after it was taken (the cleanup deletes it after that). */
	public const CLAIM_TTL = HOUR_IN_SECONDS;

	/** Seconds after its claim from which an occurrence found on the schedule again is a stray copy. */
	public const STRAY_AFTER = 60;

	/** Seconds the schedule lock is held at most (a runner that died lets go of it after that). */
	private const SCHEDULE_TTL = 30;

	/**
	 * Runs what is due now. Returns the hooks that ran here.
	 *
	 * @param int|null $now      Time (tests).
	 * @param string[] $only     Only these hooks (tests; empty for all).
	 * @param bool     $isolated Run the jobs in PHP processes of their own
	 *                           (in_own_processes(), `wp tresen-cron run`) instead
	 *                           of this one.
	 * @return string[]
	 */
	public static function run_due( ?int $now = null, array $only = array(), bool $isolated = false ): array {
		$now  = $now ?? time();
		$ran  = array();
		$jobs = array();
		// Every read of the cron array here comes from the database: another node's
		// process can write its older copy of the autoloaded options back into the
		// shared object cache, and an occurrence read from that copy after its runner
		// let go of the lock would run a second time.
		add_filter( 'pre_option_cron', array( self::class, 'from_database' ), PHP_INT_MAX );
		try {
			self::claim_and_run( $now, $only, $isolated, $ran, $jobs );
		} finally {
			remove_filter( 'pre_option_cron', array( self::class, 'from_database' ), PHP_INT_MAX );
		}
		if ( $jobs ) {
			self::in_own_processes( $jobs );
			$ran = array_merge( $ran, array_column( $jobs, 0 ) );
		}
		return $ran;
	}

	/**
	 * The stored cron array, read from the database past every cache (a
	 * `pre_option_cron` filter while the runner works).
	 *
	 * @param mixed $pre The value so far (false).
	 * @return array<int|string, mixed>
	 */
	public static function from_database( $pre ): array {
		unset( $pre );
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- past the caches on purpose.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", 'cron' ) );
		$crons = null === $value ? array() : maybe_unserialize( (string) $value );
		return is_array( $crons ) ? $crons : array();
	}

	/**
	 * Claims each due occurrence, takes it off the schedule and runs it
	 * (or queues it for a process of its own).
	 *
	 * @param int                                           $now      Time.
	 * @param string[]                                      $only     Only these hooks (empty for all).
	 * @param bool                                          $isolated Queue the jobs instead of running them here.
	 * @param string[]                                      $ran      The hooks that ran (filled).
	 * @param array<int, array{0: string, 1: array<mixed>}> $jobs     The queued jobs (filled).
	 */
	private static function claim_and_run( int $now, array $only, bool $isolated, array &$ran, array &$jobs ): void {
		foreach ( self::fresh() as $timestamp => $hooks ) {
			if ( $timestamp > $now ) {
				break;
			}
			foreach ( (array) $hooks as $hook => $events ) {
				if ( $only && ! in_array( $hook, $only, true ) ) {
					continue;
				}
				foreach ( (array) $events as $signature => $event ) {
					$args = self::take( $now, (int) $timestamp, (string) $hook, (string) $signature );
					if ( null === $args ) {
						continue;
					}
					if ( $isolated ) {
						$jobs[] = array( (string) $hook, $args );
						continue;
					}
					// A job that ends with wp_die() (under WP-CLI: exit) must not stop the jobs after it.
					$die = static function () {
						return static function ( $message ) {
							throw new \RuntimeException( is_string( $message ) ? $message : 'wp_die' );
						};
					};
					add_filter( 'wp_die_handler', $die, PHP_INT_MAX );
					try {
						do_action_ref_array( (string) $hook, $args ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the scheduled event's own hook.
					} catch ( \Throwable $e ) {
						error_log( sprintf( 'Tresen cron runner: %s failed: %s', $hook, $e->getMessage() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's message.
					}
					remove_filter( 'wp_die_handler', $die, PHP_INT_MAX );
					$ran[] = (string) $hook;
				}
			}
		}
	}

	/**
	 * Takes one occurrence for this runner: claims it, and under the schedule
	 * lock checks that it is still on the schedule, then reschedules or
	 * removes it. A stray copy of an occurrence that ran (claimed long ago,
	 * put back by an older copy of the schedule) is removed instead.
	 *
	 * @param int    $now       Time.
	 * @param int    $timestamp The occurrence's time.
	 * @param string $hook      Its hook.
	 * @param string $signature Its arguments' key in the cron array.
	 * @return array<mixed>|null Its arguments when this runner is to run it.
	 */
	private static function take( int $now, int $timestamp, string $hook, string $signature ): ?array {
		$claim   = \Tresen\Common\V5\Claim::lock_name( 'cron', md5( $hook . '|' . $timestamp . '|' . $signature ) );
		$claimed = self::claim_occurrence( $claim, $now );
		if ( ! $claimed ) {
			$held  = (string) \Tresen\Common\V5\Claim::read( $claim );
			$since = preg_match( '/^\d+:(\d+)-/', $held, $m ) ? (int) $m[1] : 0;
			if ( 0 === $since || $now - $since < self::STRAY_AFTER ) {
				return null; // Another runner has it (and may be taking it off the schedule right now).
			}
		}
		if ( ! self::lock_schedule() ) {
			if ( $claimed ) {
				// Not taken off the schedule: the next run may take it.
				\Tresen\Common\V5\Claim::remove( $claim, $claimed );
			}
			return null;
		}
		try {
			$current = self::fresh();
			if ( ! isset( $current[ $timestamp ][ $hook ][ $signature ] ) ) {
				return null; // Another runner ran it already.
			}
			$event = $current[ $timestamp ][ $hook ][ $signature ];
			$args  = (array) ( $event['args'] ?? array() );
			if ( ! empty( $event['schedule'] ) ) {
				// For a stray copy: its next run is where the first runner put it, and the older copy lost it.
				wp_reschedule_event( $timestamp, (string) $event['schedule'], $hook, $args );
			}
			wp_unschedule_event( $timestamp, $hook, $args );
		} finally {
			\Tresen\Common\V5\Claim::unlock( 'cron', 'schedule' );
		}
		if ( ! $claimed ) {
			error_log( sprintf( 'Tresen cron runner: %s (due %s) was on the schedule again after it ran; taken off without running it again', $hook, gmdate( 'c', $timestamp ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's message.
			return null;
		}
		return $args;
	}

	/**
	 * Claims an occurrence for CLAIM_TTL: the row `<expiry>:<claimed at>-<nonce>`
	 * (an expired one, left by a runner that died before it took the
	 * occurrence off the schedule, is taken over).
	 *
	 * @param string $name The claim's option name.
	 * @param int    $now  Time.
	 * @return string The value written when this runner has it now, '' otherwise.
	 */
	private static function claim_occurrence( string $name, int $now ): string {
		$value = ( $now + self::CLAIM_TTL ) . ':' . $now . '-' . wp_generate_password( 12, false );
		if ( \Tresen\Common\V5\Claim::insert( $name, $value ) ) {
			return $value;
		}
		$current = \Tresen\Common\V5\Claim::read( $name );
		if ( null === $current ) {
			return \Tresen\Common\V5\Claim::insert( $name, $value ) ? $value : '';
		}
		if ( \Tresen\Common\V5\Claim::expiry( $current ) > $now ) {
			return '';
		}
		return \Tresen\Common\V5\Claim::swap( $name, $current, $value ) ? $value : '';
	}

	/**
	 * Takes the schedule lock, waiting while another runner holds it (its
	 * changes take milliseconds).
	 *
	 * @return bool Whether this runner holds it now.
	 */
	private static function lock_schedule(): bool {
		/**
		 * Seconds a runner waits for the schedule lock before it leaves the
		 * occurrence to its next run.
		 *
		 * @param float $seconds 5.
		 */
		$until = microtime( true ) + (float) apply_filters( 'tresen_cron_runner_wait', 5.0 );
		do {
			if ( \Tresen\Common\V5\Claim::lock( 'cron', 'schedule', self::SCHEDULE_TTL ) ) {
				return true;
			}
			usleep( 20000 );
		} while ( microtime( true ) < $until );
		return false;
	}

	/**
	 * Runs jobs in PHP processes of their own (run-event.php), so that a job
	 * which ends its process cannot end the runner: WooCommerce's background
	 * processes (image regeneration, the updater …) `exit` at the end of their
	 * cron healthcheck, and a fatal error or a redirect ends a process too.
	 * One process runs the jobs one after the other and reports each that
	 * returned; when it ends early, the job it was in is logged and a new
	 * process goes on with the next one.
	 *
	 * @param array<int, array{0: string, 1: array<mixed>}> $jobs Hook and arguments, in order.
	 * @return string[] The hooks whose job ended its process.
	 */
	public static function in_own_processes( array $jobs ): array {
		$home  = wp_parse_url( home_url() );
		$host  = (string) ( $home['host'] ?? 'localhost' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$ended = array();
		while ( $jobs ) {
			$pipes = array();
			$proc  = proc_open(
				array( PHP_BINARY, __DIR__ . '/run-event.php', ABSPATH, $host ),
				array(
					0 => array( 'pipe', 'r' ),
					1 => array( 'pipe', 'w' ),
					2 => array( 'redirect', 1 ),
				),
				$pipes
			);
			if ( ! is_resource( $proc ) ) {
				error_log( 'Tresen cron runner: could not start a process for ' . implode( ', ', array_column( $jobs, 0 ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's message.
				return $ended;
			}
			fwrite( $pipes[0], base64_encode( serialize( $jobs ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite, WordPress.PHP.DiscouragedPHPFunctions -- the child's stdin.
			fclose( $pipes[0] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the child's stdin.
			$out = (string) stream_get_contents( $pipes[1] );
			fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the child's stdout.
			$code = proc_close( $proc );
			$done = preg_match_all( '/' . preg_quote( self::DONE, '/' ) . '(\d+)@@/', $out, $m ) ? max( array_map( 'intval', $m[1] ) ) : -1;
			if ( $done >= count( $jobs ) - 1 ) {
				break;
			}
			$hook    = $jobs[ $done + 1 ][0];
			$ended[] = $hook;
			error_log( sprintf( 'Tresen cron runner: %s ended its process before returning (exit %d): %s', $hook, $code, trim( substr( (string) preg_replace( '/\s*' . preg_quote( self::DONE, '/' ) . '\d+@@\s*/', ' ', $out ), -500 ) ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's message.
			$jobs = array_slice( $jobs, $done + 2 );
		}
		return $ended;
	}

	/**
	 * The cron array as the database holds it now (another node may have changed it).
	 *
	 * @return array<int, array<string, array<string, array<string, mixed>>>>
	 */
	private static function fresh(): array {
		if ( wp_using_ext_object_cache() && function_exists( 'wp_cache_flush_runtime' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		} else {
			wp_cache_delete( 'alloptions', 'options' );
			wp_cache_delete( 'cron', 'options' );
		}
		$crons = _get_cron_array();
		ksort( $crons );
		return $crons;
	}
}

if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
	\WP_CLI::add_command(
		'tresen-cron run',
		static function () {
			if ( ! defined( 'DOING_CRON' ) ) {
				define( 'DOING_CRON', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's constant, as wp-cron.php sets it.
			}
			// Each job in its own PHP process: one that exits or dies cannot stop the next.
			$ran = CronRunner::run_due( null, array(), true );
			\WP_CLI::log( sprintf( 'ran %d event(s)%s', count( $ran ), $ran ? ': ' . implode( ', ', $ran ) : '' ) );
		},
		array( 'shortdesc' => 'Runs the due WP-Cron events once across every node.' )
	);
}

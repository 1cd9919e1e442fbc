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
 * on each) never run the same occurrence twice: each occurrence is locked
 * (`Claim::lock`, an INSERT IGNORE row every node sees), read again past the
 * caches, rescheduled or removed under the lock, then run. WordPress's own
 * `wp-cron.php` guards with a transient that two nodes can both pass.
 */
final class CronRunner {

	/**
	 * Runs what is due now. Returns the hooks that ran here.
	 *
	 * @param int|null $now  Time (tests).
	 * @param string[] $only Only these hooks (tests; empty for all).
	 * @return string[]
	 */
	public static function run_due( ?int $now = null, array $only = array() ): array {
		$now = $now ?? time();
		$ran = array();
		foreach ( self::fresh() as $timestamp => $hooks ) {
			if ( $timestamp > $now ) {
				break;
			}
			foreach ( (array) $hooks as $hook => $events ) {
				if ( $only && ! in_array( $hook, $only, true ) ) {
					continue;
				}
				foreach ( (array) $events as $signature => $event ) {
					$key = md5( $hook . '|' . $timestamp . '|' . $signature );
					if ( ! \Tresen\Common\V5\Claim::lock( 'cron', $key, 600 ) ) {
						continue; // Another runner has it.
					}
					$current = self::fresh();
					if ( ! isset( $current[ $timestamp ][ $hook ][ $signature ] ) ) {
						\Tresen\Common\V5\Claim::unlock( 'cron', $key );
						continue; // Another runner ran it already.
					}
					$args = (array) ( $event['args'] ?? array() );
					if ( ! empty( $event['schedule'] ) ) {
						wp_reschedule_event( (int) $timestamp, (string) $event['schedule'], (string) $hook, $args );
					}
					wp_unschedule_event( (int) $timestamp, (string) $hook, $args );
					\Tresen\Common\V5\Claim::unlock( 'cron', $key );
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
		return $ran;
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
			$ran = CronRunner::run_due();
			\WP_CLI::log( sprintf( 'ran %d event(s)%s', count( $ran ), $ran ? ': ' . implode( ', ', $ran ) : '' ) );
		},
		array( 'shortdesc' => 'Runs the due WP-Cron events once across every node.' )
	);
}

<?php
/**
 * `wp tresen-cron run` (dev/cluster/tresen-cluster.php): with a runner on each
 * node, every due occurrence of a job runs once.
 *
 * @package Tresen
 */

namespace Tresen\Cluster\Tests;

use Tresen\Cluster\CronRunner;
use Tresen\Tests\TestCase;

require_once dirname( __DIR__ ) . '/tresen-cluster.php';

/**
 * Due events run once, recurring ones are scheduled again.
 */
final class CronRunnerTest extends TestCase {

	public function test_a_due_job_runs_once_with_two_runners_and_comes_back_on_its_schedule(): void {
		$runs = array();
		add_action(
			'tresen_test_daily',
			static function () use ( &$runs ) {
				$runs[] = 'daily';
			}
		);
		add_action(
			'tresen_test_once',
			static function ( $order ) use ( &$runs ) {
				$runs[] = 'once ' . $order;
			}
		);
		$due = time() - 60;
		wp_schedule_event( $due, 'daily', 'tresen_test_daily' );
		wp_schedule_single_event( $due, 'tresen_test_once', array( 17 ) );
		wp_schedule_single_event( time() + HOUR_IN_SECONDS, 'tresen_test_once', array( 18 ) );

		// Only this test's jobs (the site's own, such as WooCommerce's, are not this test's to run).
		$mine   = array( 'tresen_test_daily', 'tresen_test_once' );
		$first  = CronRunner::run_due( null, $mine );
		$second = CronRunner::run_due( null, $mine ); // The other node's runner, a moment later.

		$this->assertContains( 'tresen_test_daily', $first );
		$this->assertContains( 'tresen_test_once', $first );
		$this->assertNotContains( 'tresen_test_daily', $second );
		$this->assertNotContains( 'tresen_test_once', $second );
		$this->assertSame( array( 'daily', 'once 17' ), array_values( array_intersect( $runs, array( 'daily', 'once 17', 'once 18' ) ) ) );
		$this->assertSame( $due + DAY_IN_SECONDS, wp_next_scheduled( 'tresen_test_daily' ) );
		$this->assertFalse( wp_next_scheduled( 'tresen_test_once', array( 17 ) ) );
		$this->assertNotFalse( wp_next_scheduled( 'tresen_test_once', array( 18 ) ) );
	}

	public function test_an_occurrence_another_runner_holds_is_left_to_it(): void {
		$runs = 0;
		add_action(
			'tresen_test_held',
			static function () use ( &$runs ) {
				++$runs;
			}
		);
		$due = time() - 30;
		wp_schedule_single_event( $due, 'tresen_test_held' );
		$crons     = _get_cron_array();
		$signature = (string) array_key_first( $crons[ $due ]['tresen_test_held'] );
		$key       = md5( 'tresen_test_held|' . $due . '|' . $signature );
		// The other node took the lock and has not finished yet.
		\Tresen\Common\V5\Claim::insert( \Tresen\Common\V5\Claim::lock_name( 'cron', $key ), ( time() + 600 ) . ':othernode' );

		$this->assertNotContains( 'tresen_test_held', CronRunner::run_due( null, array( 'tresen_test_held' ) ) );
		$this->assertSame( 0, $runs );
		$this->assertSame( $due, wp_next_scheduled( 'tresen_test_held' ) );
	}

	public function test_an_occurrence_run_elsewhere_is_not_run_again_from_a_stale_cache(): void {
		$runs = 0;
		add_action(
			'tresen_test_stale',
			static function () use ( &$runs ) {
				++$runs;
			}
		);
		wp_schedule_single_event( time() - 30, 'tresen_test_stale' );
		$stale = get_option( 'cron' );
		$this->assertContains( 'tresen_test_stale', CronRunner::run_due( null, array( 'tresen_test_stale' ) ) );
		// Another node's process wrote its older copy of the options back into the
		// shared object cache: what the options API reads still has the event.
		$from_cache = static fn() => $stale;
		add_filter( 'option_cron', $from_cache );
		$second = CronRunner::run_due( null, array( 'tresen_test_stale' ) );
		remove_filter( 'option_cron', $from_cache );

		$this->assertNotContains( 'tresen_test_stale', $second );
		$this->assertSame( 1, $runs );
		$this->assertFalse( wp_next_scheduled( 'tresen_test_stale' ) );
	}

	public function test_an_occurrence_an_older_copy_put_back_after_it_ran_is_not_run_again_and_is_taken_off(): void {
		$runs = 0;
		add_action(
			'tresen_test_back',
			static function () use ( &$runs ) {
				++$runs;
			}
		);
		wp_schedule_single_event( time() - 30, 'tresen_test_back' );
		$older = _get_cron_array();
		$this->assertContains( 'tresen_test_back', CronRunner::run_due( null, array( 'tresen_test_back' ) ) );
		// A page load that read the schedule before the run schedules something
		// of its own: its older copy, with the job, is what the database holds now.
		_set_cron_array( $older );

		$this->assertNotContains( 'tresen_test_back', CronRunner::run_due( null, array( 'tresen_test_back' ) ) );
		$this->assertNotFalse( wp_next_scheduled( 'tresen_test_back' ), 'just claimed: left to the runner that has it' );
		$this->assertNotContains( 'tresen_test_back', CronRunner::run_due( time() + CronRunner::STRAY_AFTER + 5, array( 'tresen_test_back' ) ) );
		$this->assertSame( 1, $runs );
		$this->assertFalse( wp_next_scheduled( 'tresen_test_back' ), 'the stray copy is taken off' );
	}

	public function test_a_recurring_job_put_back_by_an_older_copy_keeps_its_next_run(): void {
		$runs = 0;
		add_action(
			'tresen_test_back_daily',
			static function () use ( &$runs ) {
				++$runs;
			}
		);
		$due = time() - 60;
		wp_schedule_event( $due, 'daily', 'tresen_test_back_daily' );
		$older = _get_cron_array();
		CronRunner::run_due( null, array( 'tresen_test_back_daily' ) );
		$this->assertSame( $due + DAY_IN_SECONDS, wp_next_scheduled( 'tresen_test_back_daily' ) );
		// The older copy has the run that is done, and not the next one.
		_set_cron_array( $older );
		$this->assertSame( $due, wp_next_scheduled( 'tresen_test_back_daily' ) );

		$this->assertNotContains( 'tresen_test_back_daily', CronRunner::run_due( time() + CronRunner::STRAY_AFTER + 5, array( 'tresen_test_back_daily' ) ) );
		$this->assertSame( 1, $runs );
		$this->assertSame( $due + DAY_IN_SECONDS, wp_next_scheduled( 'tresen_test_back_daily' ) );
	}

	public function test_while_another_runner_changes_the_schedule_a_job_waits_for_the_next_run(): void {
		$runs = 0;
		add_action(
			'tresen_test_wait',
			static function () use ( &$runs ) {
				++$runs;
			}
		);
		wp_schedule_single_event( time() - 30, 'tresen_test_wait' );
		// The other node's runner is taking its job off the schedule.
		$lock = \Tresen\Common\V5\Claim::lock_name( 'cron', 'schedule' );
		\Tresen\Common\V5\Claim::insert( $lock, ( time() + 30 ) . ':othernode' );
		$short = static fn() => 0.2;
		add_filter( 'tresen_cron_runner_wait', $short );
		$waited = CronRunner::run_due( null, array( 'tresen_test_wait' ) );
		remove_filter( 'tresen_cron_runner_wait', $short );

		$this->assertNotContains( 'tresen_test_wait', $waited );
		$this->assertSame( 0, $runs );
		$this->assertNotFalse( wp_next_scheduled( 'tresen_test_wait' ) );
		// Once the other runner is done, the job runs (its claim was let go).
		\Tresen\Common\V5\Claim::remove( $lock, \Tresen\Common\V5\Claim::read( $lock ) ?? '' );
		$this->assertContains( 'tresen_test_wait', CronRunner::run_due( null, array( 'tresen_test_wait' ) ) );
		$this->assertSame( 1, $runs );
	}

	public function test_a_job_that_dies_does_not_stop_the_next(): void {
		$ran = array();
		add_action(
			'tresen_test_dies',
			static function () {
				wp_die( 'kaputt' );
			}
		);
		add_action(
			'tresen_test_after',
			static function () use ( &$ran ) {
				$ran[] = 'after';
			}
		);
		wp_schedule_single_event( time() - 20, 'tresen_test_dies' );
		wp_schedule_single_event( time() - 10, 'tresen_test_after' );

		$this->assertSame( array( 'tresen_test_dies', 'tresen_test_after' ), CronRunner::run_due( null, array( 'tresen_test_dies', 'tresen_test_after' ) ) );
		$this->assertSame( array( 'after' ), $ran );
		$this->assertFalse( wp_next_scheduled( 'tresen_test_dies' ) );
	}
}

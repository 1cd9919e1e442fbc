<?php
/**
 * `wp tresen-cron run` with everything the site has due: a job due after
 * WooCommerce's own jobs still runs, whatever those jobs do on their way out
 * (on real WooCommerce the image regeneration's cron healthcheck ends its
 * process with `exit`), and so does one due after a job that exits or dies
 * with a fatal error. Runs the runner as the command does, in its own PHP
 * process on the test site, outside PHPUnit's process and its per-test
 * transaction; the jobs come from a mu-plugin written for the test, so the
 * runner's job processes see them as well.
 *
 * @package Tresen
 */

namespace Tresen\Cluster\Tests;

use PHPUnit\Framework\TestCase;

/**
 * The runner reaches the last due job.
 */
final class CronRunnerProcessTest extends TestCase {

	/** The test's jobs, as a mu-plugin of the test site. */
	private const JOBS = <<<'PHP'
<?php
// Written by CronRunnerProcessTest; removed after it.
add_action( 'tresen_test_exits', static function () { exit; } );
add_action( 'tresen_test_fatal', static function () { tresen_test_no_such_function(); } );
add_action( 'tresen_test_probe', static function () { update_option( 'tresen_test_probe_ran', 'yes', false ); } );
// WordPress's own due jobs (version and checksum checks) must not reach the network in a test.
add_filter( 'pre_http_request', static function ( $pre, $args, $url ) { return in_array( wp_parse_url( (string) $url, PHP_URL_HOST ), array( 'localhost', '127.0.0.1' ), true ) ? $pre : new WP_Error( 'tresen_test_offline', 'No network in tests.' ); }, 1, 3 );
PHP;

	/**
	 * The mu-plugin file of the test's jobs.
	 */
	private static function jobs_file(): string {
		return (string) getenv( 'TRESEN_TEST_SITE' ) . '/wp-content/mu-plugins/tresen-test-cron-jobs.php';
	}

	protected function setUp(): void {
		parent::setUp();
		file_put_contents( self::jobs_file(), self::JOBS ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- the test site's mu-plugin.
	}

	protected function tearDown(): void {
		unlink( self::jobs_file() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the test's own file.
		parent::tearDown();
	}

	/**
	 * Runs the runner in a fresh PHP process of the test site, as `wp
	 * tresen-cron run` does (DOING_CRON, each job in its own process), two days
	 * from now, so that every job the site has scheduled until then is due, then
	 * one that exits, one that dies and the probe.
	 *
	 * @param string $how 'isolated' (the command's way) or 'in-process'.
	 * @return array{text: string, status: int, result: mixed}
	 */
	private static function run_everything_due( string $how ): array {
		$site   = (string) getenv( 'TRESEN_TEST_SITE' );
		$runner = dirname( __DIR__ ) . '/tresen-cluster.php';
		$call   = 'isolated' === $how ? '\Tresen\Cluster\CronRunner::run_due( $now, array(), true )' : '\Tresen\Cluster\CronRunner::run_due( $now )';
		$script = '$_SERVER["HTTP_HOST"] = "example.test"; $_SERVER["REQUEST_URI"] = "/"; $_SERVER["SERVER_PROTOCOL"] = "HTTP/1.1"; $_SERVER["REQUEST_METHOD"] = "GET";'
			. ' error_reporting( E_ALL & ~E_DEPRECATED ); define( "DOING_CRON", true );'
			. ' require ' . var_export( $site . '/wp-load.php', true ) . ';'
			. ' require_once ' . var_export( $runner, true ) . ';'
			// The site's own schedule is put back when the process ends (also after a job's exit): the
			// jobs run here against the shared test database, outside the test's transaction.
			// The runner keeps each occurrence's claim for an hour: the site's own jobs, put back, would stay
			// claimed for the next process, and the claims go with the schedule.
			. ' $saved_cron = _get_cron_array(); register_shutdown_function( static function () use ( $saved_cron ) { _set_cron_array( $saved_cron ); global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE \'_tresen_cron_lock_%\'" ); } );'
			. ' delete_option( "tresen_test_probe_ran" );'
			. ' $now = time() + 2 * DAY_IN_SECONDS;'
			// Each process's jobs are its own occurrences, also when two processes start within one second.
			. ' $run = uniqid( "", true );'
			. ' wp_schedule_single_event( $now - 3, "tresen_test_exits", array( $run ) );'
			. ' wp_schedule_single_event( $now - 2, "tresen_test_fatal", array( $run ) );'
			. ' wp_schedule_single_event( $now - 1, "tresen_test_probe", array( $run ) );'
			. ' register_shutdown_function( static function () { echo "\n@@SHUTDOWN@@ in " . implode( " > ", (array) ( $GLOBALS["wp_current_filter"] ?? array() ) ) . ", last error: " . wp_json_encode( error_get_last() ); } );'
			. ' $ran = ' . $call . ';'
			. ' wp_cache_delete( "alloptions", "options" ); wp_cache_delete( "tresen_test_probe_ran", "options" );'
			. ' $probe = "yes" === get_option( "tresen_test_probe_ran" ); delete_option( "tresen_test_probe_ran" );'
			. ' echo "\n@@RESULT@@" . wp_json_encode( array( "ran" => $ran, "probe" => $probe ) ) . "\n";';
		$out    = array();
		$status = 0;
		exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( $script ) . ' 2>&1', $out, $status );
		$text = implode( "\n", $out );
		$at   = strrpos( $text, '@@RESULT@@' );
		$json = false === $at ? null : json_decode( (string) strtok( substr( $text, $at + strlen( '@@RESULT@@' ) ), "\n" ), true );
		return array(
			'text'   => $text,
			'status' => $status,
			'result' => $json,
		);
	}

	public function test_jobs_due_after_woocommerces_own_and_after_one_that_exits_or_dies_still_run(): void {
		$run = self::run_everything_due( 'isolated' );
		$this->assertIsArray( $run['result'], "The runner process ended before its last job (exit {$run['status']}):\n" . substr( $run['text'], -4000 ) );
		$this->assertContains( 'tresen_test_exits', $run['result']['ran'] );
		$this->assertContains( 'tresen_test_fatal', $run['result']['ran'] );
		$this->assertContains( 'tresen_test_probe', $run['result']['ran'] );
		$this->assertTrue( $run['result']['probe'], 'the probe job ran' );
		$this->assertSame( 0, $run['status'] );

		// Each occurrence once: a second runner finds nothing of them left.
		$again = self::run_everything_due( 'isolated' );
		$this->assertIsArray( $again['result'], $again['text'] );
		$this->assertSame( 1, count( array_keys( $again['result']['ran'], 'tresen_test_probe', true ) ), 'only the newly scheduled probe' );
	}

	public function test_in_one_process_a_job_that_exits_ends_the_runner(): void {
		// Why the command runs each job in a process of its own: in one process
		// the first exit ends everything after it.
		$run = self::run_everything_due( 'in-process' );
		$this->assertNull( $run['result'], $run['text'] );
		$this->assertStringContainsString( '@@SHUTDOWN@@', $run['text'] );
	}
}

<?php
/**
 * Runs WP-Cron events in a PHP process of their own, for `wp tresen-cron
 * run` (CronRunner::in_own_processes()): a job that ends its process (exit,
 * as WooCommerce's background processes do in their cron healthcheck, a
 * fatal error, a redirect) then ends only this process, and the runner goes
 * on with the next job in a new one. Reads the jobs (hook and arguments, in
 * order) from stdin (base64 of PHP's serialize(), written by the runner) and
 * prints `@@TRESEN_CRON_DONE <n>@@` once job n returned.
 *
 * Usage: php run-event.php <ABSPATH> <host>
 *
 * @package Tresen
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.PHP.DiscouragedPHPFunctions, WordPress.NamingConventions.PrefixAllGlobals -- a CLI entry point run by the runner only.

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	exit( 2 );
}
$tresen_jobs = unserialize( (string) base64_decode( (string) stream_get_contents( STDIN ), true ) ); // The runner's own data, from the site's cron array.
if ( ! is_array( $tresen_jobs ) ) {
	fwrite( STDERR, "no jobs on stdin\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']       = $argv[2];
$_SERVER['SERVER_NAME']     = (string) preg_replace( '/:\d+$/', '', $argv[2] );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
define( 'DOING_CRON', true );
require rtrim( $argv[1], '/' ) . '/wp-load.php';

// wp_die() (a JSON reply, a redirect's end) throws here instead of ending the process.
add_filter(
	'wp_die_handler',
	static function () {
		return static function ( $message ) {
			throw new \RuntimeException( is_string( $message ) ? $message : 'wp_die' );
		};
	},
	PHP_INT_MAX
);
foreach ( array_values( $tresen_jobs ) as $tresen_n => $tresen_job ) {
	if ( is_array( $tresen_job ) && isset( $tresen_job[0] ) && is_string( $tresen_job[0] ) ) {
		try {
			do_action_ref_array( $tresen_job[0], (array) ( $tresen_job[1] ?? array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the scheduled event's own hook.
		} catch ( \Throwable $e ) {
			error_log( sprintf( 'Tresen cron runner: %s failed: %s', $tresen_job[0], $e->getMessage() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's message.
		}
		// A job may leave output buffers open: the marker goes out past them.
		while ( ob_get_level() > 0 ) {
			ob_end_flush();
		}
	}
	echo "\n@@TRESEN_CRON_DONE {$tresen_n}@@\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a number, to the runner.
	flush();
}

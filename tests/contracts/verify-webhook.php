<?php
/**
 * For tests/contracts/webhook.test.mjs: runs the Stripe plugin's webhook
 * signature check (Tresen\Stripe\Webhook::verify) on the cases given as JSON
 * on stdin ([{ payload, header, secret, now }]) and prints the answers as a
 * JSON list of booleans. Webhook.php is loaded alone: verify() needs no
 * WordPress.
 *
 * @package Tresen\Stripe
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__, 2 ) . '/plugins/tresen-stripe/src/Webhook.php';

$tresen_cases = json_decode( (string) file_get_contents( 'php://stdin' ), true );
$tresen_out   = array();
foreach ( (array) $tresen_cases as $tresen_case ) {
	$tresen_out[] = \Tresen\Stripe\Webhook::verify( (string) $tresen_case['payload'], (string) $tresen_case['header'], (string) $tresen_case['secret'], (int) $tresen_case['now'] );
}
echo json_encode( $tresen_out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- No WordPress here.

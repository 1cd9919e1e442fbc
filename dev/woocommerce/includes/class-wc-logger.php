<?php
/**
 * Logger.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's logger API writing to the PHP error log (WooCommerce writes files in wc-logs/).
 */
class WC_Logger {

	/**
	 * Logs a message.
	 *
	 * @param string $level   Level.
	 * @param string $message Message.
	 * @param array  $context source, ...
	 */
	public function log( $level, $message, $context = array() ) {
		$source = isset( $context['source'] ) ? $context['source'] : 'log';
		error_log( sprintf( '[woocommerce-double] %s %s: %s', strtoupper( (string) $level ), $source, is_string( $message ) ? $message : wp_json_encode( $message ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}

	/**
	 * Level shortcuts: emergency, alert, critical, error, warning, notice, info, debug.
	 *
	 * @param string $name Level.
	 * @param array  $args message, context.
	 */
	public function __call( $name, $args ) {
		if ( in_array( $name, array( 'emergency', 'alert', 'critical', 'error', 'warning', 'notice', 'info', 'debug' ), true ) ) {
			$this->log( $name, $args[0] ?? '', $args[1] ?? array() );
		}
	}
}

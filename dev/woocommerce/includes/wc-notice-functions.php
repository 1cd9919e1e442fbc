<?php
/**
 * Notices kept in the session until printed.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Number of notices (of one type, or all).
 *
 * @param string $notice_type success, error, notice or '' for all.
 */
function wc_notice_count( $notice_type = '' ) {
	if ( ! did_action( 'woocommerce_init' ) || ! isset( WC()->session ) ) {
		return 0;
	}
	$all = (array) WC()->session->get( 'wc_notices', array() );
	if ( '' !== $notice_type ) {
		return isset( $all[ $notice_type ] ) ? count( (array) $all[ $notice_type ] ) : 0;
	}
	$count = 0;
	foreach ( $all as $notices ) {
		$count += count( (array) $notices );
	}
	return $count;
}

/**
 * Whether a notice is already queued.
 *
 * @param string $message     Message.
 * @param string $notice_type Type.
 */
function wc_has_notice( $message, $notice_type = 'success' ) {
	if ( ! isset( WC()->session ) ) {
		return false;
	}
	$notices = (array) WC()->session->get( 'wc_notices', array() );
	return in_array( $message, wp_list_pluck( $notices[ $notice_type ] ?? array(), 'notice' ), true );
}

/**
 * Queues a notice.
 *
 * @param string $message     Message (may hold links).
 * @param string $notice_type success, error or notice.
 * @param array  $data        Extra data (data-* attributes).
 */
function wc_add_notice( $message, $notice_type = 'success', $data = array() ) {
	if ( ! did_action( 'woocommerce_init' ) || ! isset( WC()->session ) ) {
		wc_doing_it_wrong( __FUNCTION__, 'This function should not be called before woocommerce_init.', '2.3' );
		return;
	}
	$notices = (array) WC()->session->get( 'wc_notices', array() );
	if ( 'success' === $notice_type ) {
		$message = apply_filters( 'woocommerce_add_message', $message );
	}
	$message = apply_filters( 'woocommerce_add_' . $notice_type, $message );
	if ( ! empty( $message ) ) {
		$notices[ $notice_type ][] = array(
			'notice' => $message,
			'data'   => $data,
		);
	}
	WC()->session->set( 'wc_notices', $notices );
}

/**
 * Replaces all notices.
 *
 * @param array $notices Notices by type.
 */
function wc_set_notices( $notices ) {
	if ( isset( WC()->session ) ) {
		WC()->session->set( 'wc_notices', $notices );
	}
}

/**
 * Removes all notices.
 */
function wc_clear_notices() {
	if ( isset( WC()->session ) ) {
		WC()->session->set( 'wc_notices', null );
	}
}

/**
 * Notices (of one type or all), as arrays with notice and data.
 *
 * @param string $notice_type Type or ''.
 * @return array
 */
function wc_get_notices( $notice_type = '' ) {
	if ( ! did_action( 'woocommerce_init' ) || ! isset( WC()->session ) ) {
		return array();
	}
	$all = (array) WC()->session->get( 'wc_notices', array() );
	if ( '' === $notice_type ) {
		return $all;
	}
	return $all[ $notice_type ] ?? array();
}

/**
 * Prints (or returns) queued notices with WooCommerce's templates, then clears them.
 *
 * @param bool $return Return instead of print.
 * @return string|void
 */
function wc_print_notices( $return = false ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
	if ( ! did_action( 'woocommerce_init' ) || ! isset( WC()->session ) ) {
		return $return ? '' : null;
	}
	$all   = (array) WC()->session->get( 'wc_notices', array() );
	$types = apply_filters( 'woocommerce_notice_types', array( 'error', 'success', 'notice' ) );
	ob_start();
	foreach ( $types as $type ) {
		if ( wc_notice_count( $type ) > 0 ) {
			wc_get_template(
				"notices/{$type}.php",
				array(
					'notices' => array_filter( $all[ $type ] ),
				)
			);
		}
	}
	wc_clear_notices();
	$html = wc_kses_notice( ob_get_clean() );
	if ( $return ) {
		return $html;
	}
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- filtered by wc_kses_notice.
}

/**
 * Prints one notice immediately (not queued).
 *
 * @param string $message     Message.
 * @param string $notice_type Type.
 * @param array  $data        Extra data.
 * @param bool   $return      Return instead of print.
 * @return string|void
 */
function wc_print_notice( $message, $notice_type = 'success', $data = array(), $return = false ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames
	if ( 'success' === $notice_type ) {
		$message = apply_filters( 'woocommerce_add_message', $message );
	}
	$message = apply_filters( 'woocommerce_add_' . $notice_type, $message );
	$html    = wc_get_template_html(
		"notices/{$notice_type}.php",
		array(
			'notices' => array(
				array(
					'notice' => $message,
					'data'   => $data,
				),
			),
		)
	);
	$html = wc_kses_notice( $html );
	if ( $return ) {
		return $html;
	}
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- filtered by wc_kses_notice.
}

/**
 * data-* attributes of a notice.
 *
 * @param array $notice Notice with data.
 */
function wc_get_notice_data_attr( $notice ) {
	if ( empty( $notice['data'] ) ) {
		return '';
	}
	$attr = '';
	foreach ( $notice['data'] as $key => $value ) {
		$attr .= sprintf( ' data-%1$s="%2$s"', sanitize_title( $key ), esc_attr( $value ) );
	}
	return $attr;
}

/**
 * Adds the notices of a WP_Error.
 *
 * @param WP_Error $errors Errors.
 */
function wc_add_wp_error_notices( $errors ) {
	if ( is_wp_error( $errors ) && $errors->get_error_messages() ) {
		foreach ( $errors->get_error_messages() as $message ) {
			wc_add_notice( $message, 'error' );
		}
	}
}

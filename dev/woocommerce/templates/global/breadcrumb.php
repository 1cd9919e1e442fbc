<?php
/**
 * Breadcrumb.
 *
 * @package WooCommerceDouble
 * @version 2.3.0
 */

defined( 'ABSPATH' ) || exit;

if ( empty( $breadcrumb ) ) {
	return;
}
echo $wrap_before; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
foreach ( $breadcrumb as $tresen_key => $tresen_crumb ) {
	echo $before; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	if ( ! empty( $tresen_crumb[1] ) && count( $breadcrumb ) !== $tresen_key + 1 ) {
		echo '<a href="' . esc_url( $tresen_crumb[1] ) . '">' . esc_html( $tresen_crumb[0] ) . '</a>';
	} else {
		echo '<span aria-current="page">' . esc_html( $tresen_crumb[0] ) . '</span>';
	}
	echo $after; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	if ( count( $breadcrumb ) !== $tresen_key + 1 ) {
		echo $delimiter; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}
echo $wrap_after; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped

<?php
/**
 * DateTime with WooCommerce's helpers.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * DateTime that prints in the site's time zone.
 */
class WC_DateTime extends DateTime {

	/**
	 * ISO 8601 string.
	 */
	public function __toString() {
		return $this->format( DATE_ATOM );
	}

	/**
	 * Unix timestamp.
	 */
	#[\ReturnTypeWillChange]
	public function getTimestamp() {
		return parent::getTimestamp();
	}

	/**
	 * Timestamp shifted by the time zone offset (local wall-clock time as a timestamp).
	 */
	public function getOffsetTimestamp() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
		return $this->getTimestamp() + $this->getOffset();
	}

	/**
	 * Date formatted with date_i18n (translated month names).
	 *
	 * @param string $format Format.
	 */
	public function date_i18n( $format = 'Y-m-d' ) {
		return date_i18n( $format, $this->getTimestamp() + $this->getOffset() );
	}

	/**
	 * Date in the site's time zone.
	 *
	 * @param string $format Format.
	 */
	public function date( $format ) {
		return gmdate( $format, $this->getTimestamp() + $this->getOffset() );
	}
}

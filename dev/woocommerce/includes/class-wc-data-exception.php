<?php
/**
 * Exception of CRUD setters.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Exception with an error code, as thrown by WooCommerce's setters.
 */
class WC_Data_Exception extends Exception {

	/**
	 * Error code.
	 *
	 * @var string
	 */
	protected $error_code;

	/**
	 * Error data.
	 *
	 * @var array
	 */
	protected $error_data;

	/**
	 * Constructor.
	 *
	 * @param string $code             Code.
	 * @param string $message          Message.
	 * @param int    $http_status_code HTTP status.
	 * @param array  $data             Extra data.
	 */
	public function __construct( $code, $message, $http_status_code = 400, $data = array() ) {
		$this->error_code = $code;
		$this->error_data = array_merge( array( 'status' => $http_status_code ), $data );
		parent::__construct( $message, $http_status_code );
	}

	/**
	 * Error code.
	 */
	public function getErrorCode() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
		return $this->error_code;
	}

	/**
	 * Error data.
	 */
	public function getErrorData() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
		return $this->error_data;
	}
}

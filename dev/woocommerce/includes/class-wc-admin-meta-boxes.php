<?php
/**
 * The error list of WooCommerce's product screen (the part of 10.5's
 * WC_Admin_Meta_Boxes the suite uses): errors added while a product or its
 * variations are saved, shown on the next admin screen. The variations'
 * Ajax save of real WooCommerce prints them at once in the variations panel;
 * the double has no product screen of its own.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * WC_Admin_Meta_Boxes (errors only).
 */
class WC_Admin_Meta_Boxes {

	/**
	 * Option that keeps the errors until an admin screen shows them.
	 */
	public const ERROR_STORE = 'woocommerce_meta_box_errors';

	/**
	 * Errors added in this request.
	 *
	 * @var array
	 */
	public static $meta_box_errors = array();

	/**
	 * Hooks: the kept errors on the next admin screen, this request's kept at its end.
	 */
	public function __construct() {
		add_action( 'admin_notices', array( $this, 'output_errors' ) );
		add_action( 'shutdown', array( $this, 'append_to_error_store' ) );
	}

	/**
	 * Adds an error of this request.
	 *
	 * @param string $text Error (HTML allowed in posts).
	 */
	public static function add_error( $text ) {
		self::$meta_box_errors[] = $text;
	}

	/**
	 * Replaces the kept errors with this request's.
	 */
	public function save_errors() {
		update_option( self::ERROR_STORE, self::$meta_box_errors );
	}

	/**
	 * Adds this request's errors to those kept (each once).
	 */
	public function append_to_error_store() {
		if ( ! self::$meta_box_errors ) {
			return;
		}
		$kept = get_option( self::ERROR_STORE, array() );
		update_option( self::ERROR_STORE, array_unique( array_merge( (array) $kept, self::$meta_box_errors ) ) );
	}

	/**
	 * Prints and forgets the kept errors.
	 */
	public function output_errors() {
		$errors = array_filter( (array) get_option( self::ERROR_STORE ) );
		if ( ! $errors ) {
			return;
		}
		echo '<div id="woocommerce_errors" class="error notice is-dismissible">';
		foreach ( $errors as $error ) {
			echo '<p>' . wp_kses_post( $error ) . '</p>';
		}
		echo '</div>';
		delete_option( self::ERROR_STORE );
	}
}

<?php
/**
 * What every set of product fields in wp-admin's product screen shares: the
 * hooks of a tab with its panel and of the variation blocks, reading the
 * posted values of a product or a variation, and keeping the German notices
 * of a save for the next admin screen (the product screen redirects after
 * saving; errors of variations saved by Ajax go to WooCommerce's own error
 * list, which its answer shows at once). The fields, their checks and their words stay with each plugin.
 *
 * @package Tresen
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

/**
 * Product screen fields: hooks, posted values and notices.
 */
final class ProductFields {

	/**
	 * Hooks a fields class into the product screen (wp-admin only). The class
	 * has the static methods `tab( $tabs )`, `panel()`,
	 * `variation_fields( $loop, $data, $variation )`, `save_product( $product )`,
	 * `save_variation( $variation, $index )` and `print_notices()`.
	 *
	 * @param class-string $fields Fields class.
	 */
	public static function register( string $fields ): void {
		if ( ! is_admin() ) {
			return;
		}
		add_filter( 'woocommerce_product_data_tabs', array( $fields, 'tab' ) );
		add_action( 'woocommerce_product_data_panels', array( $fields, 'panel' ) );
		add_action( 'woocommerce_product_after_variable_attributes', array( $fields, 'variation_fields' ), 10, 3 );
		add_action( 'woocommerce_admin_process_product_object', array( $fields, 'save_product' ) );
		add_action( 'woocommerce_admin_process_variation_object', array( $fields, 'save_variation' ), 10, 2 );
		add_action( 'admin_notices', array( $fields, 'print_notices' ) );
	}

	/**
	 * The posted values of the product's fields (`$name[field]`), or null
	 * when the form sent none. WooCommerce has checked its own nonce and the
	 * user's right to edit before its process actions.
	 *
	 * @param string $name Form field name.
	 * @return array<mixed>|null
	 */
	public static function posted( string $name ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified woocommerce_meta_nonce before this action.
		$posted = isset( $_POST[ $name ] ) && is_array( $_POST[ $name ] ) ? wp_unslash( $_POST[ $name ] ) : null;
		return is_array( $posted ) ? $posted : null;
	}

	/**
	 * The posted values of variation number `$index` (`$name[index][field]`),
	 * or null when the form sent none.
	 *
	 * @param string $name  Form field name.
	 * @param mixed  $index The variation's index in the posted form.
	 * @return array<mixed>|null
	 */
	public static function posted_variation( string $name, $index ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified the save-variations nonce before this action.
		$all = isset( $_POST[ $name ] ) && is_array( $_POST[ $name ] ) ? wp_unslash( $_POST[ $name ] ) : array();
		return is_array( $all ) && is_scalar( $index ) && isset( $all[ $index ] ) && is_array( $all[ $index ] ) ? $all[ $index ] : null;
	}

	/**
	 * Saves a product's or variation's posted fields: `$apply( $product,
	 * $posted, $context )` checks them, sets the valid ones as meta
	 * (WooCommerce saves the product after its process action) and returns
	 * its notices, which are kept for the next admin screen.
	 *
	 * @param mixed             $product  Product or variation (anything else is left alone).
	 * @param array<mixed>|null $posted   Posted values (posted() or posted_variation()); null: none sent.
	 * @param string            $context  Prefix of every message (a variation's name).
	 * @param callable          $apply    The plugin's check and set.
	 * @param string            $meta_key User meta key of the kept notices.
	 */
	public static function save( $product, ?array $posted, string $context, callable $apply, string $meta_key ): void {
		if ( ! $product instanceof \WC_Product || null === $posted ) {
			return;
		}
		$notices = $apply( $product, $posted, $context );
		if ( ! is_array( $notices ) ) {
			return;
		}
		$errors = array_values( array_filter( (array) ( $notices['errors'] ?? array() ), 'is_string' ) );
		if ( $errors && self::report_at_once( $errors ) ) {
			$errors = array();
		}
		self::store_notices(
			$meta_key,
			array(
				'errors'   => $errors,
				'warnings' => array_values( array_filter( (array) ( $notices['warnings'] ?? array() ), 'is_string' ) ),
			)
		);
	}

	/**
	 * Variations are saved by Ajax, without a new admin screen: their errors go
	 * to WooCommerce's own list, which its Ajax answer prints at once in the
	 * variations panel (and WooCommerce keeps for its next screen). Whether
	 * that happened; false outside Ajax or without that list.
	 *
	 * @param string[] $errors Errors (plain text).
	 */
	private static function report_at_once( array $errors ): bool {
		if ( ! wp_doing_ajax() || ! class_exists( 'WC_Admin_Meta_Boxes' ) ) {
			return false;
		}
		foreach ( $errors as $error ) {
			\WC_Admin_Meta_Boxes::add_error( esc_html( $error ) );
		}
		return true;
	}

	/**
	 * A check's notices, each prefixed with the context (a variation's name).
	 *
	 * @param string[] $errors   Values not saved.
	 * @param string[] $warnings Data saved but incomplete.
	 * @param string   $context  Prefix.
	 * @return array{errors: string[], warnings: string[]}
	 */
	public static function notices( array $errors, array $warnings, string $context ): array {
		$prefix = static fn( string $message ): string => $context . $message;
		return array(
			'errors'   => array_map( $prefix, $errors ),
			'warnings' => array_map( $prefix, $warnings ),
		);
	}

	/**
	 * Keeps notices in the user's meta until the next admin screen shows them
	 * (added to those kept already, each once).
	 *
	 * @param string                                      $meta_key User meta key.
	 * @param array{errors: string[], warnings: string[]} $notices  Notices.
	 */
	public static function store_notices( string $meta_key, array $notices ): void {
		if ( ! $notices['errors'] && ! $notices['warnings'] ) {
			return;
		}
		$user = get_current_user_id();
		$kept = get_user_meta( $user, $meta_key, true );
		$kept = is_array( $kept ) ? $kept : array();
		update_user_meta(
			$user,
			$meta_key,
			array(
				'errors'   => array_values( array_unique( array_merge( (array) ( $kept['errors'] ?? array() ), $notices['errors'] ) ) ),
				'warnings' => array_values( array_unique( array_merge( (array) ( $kept['warnings'] ?? array() ), $notices['warnings'] ) ) ),
			)
		);
	}

	/**
	 * Prints and forgets the kept notices: errors, then warnings, each under
	 * its heading.
	 *
	 * @param string $meta_key User meta key.
	 * @param string $errors   Heading of the errors (values not saved).
	 * @param string $warnings Heading of the warnings (data incomplete).
	 */
	public static function print_notices( string $meta_key, string $errors, string $warnings ): void {
		$user = get_current_user_id();
		$kept = get_user_meta( $user, $meta_key, true );
		if ( ! is_array( $kept ) ) {
			return;
		}
		delete_user_meta( $user, $meta_key );
		foreach ( array(
			'errors'   => array( 'error', $errors ),
			'warnings' => array( 'warning', $warnings ),
		) as $group => list( $class, $heading ) ) {
			if ( empty( $kept[ $group ] ) ) {
				continue;
			}
			echo '<div class="notice notice-' . esc_attr( $class ) . '"><p><strong>' . esc_html( $heading ) . '</strong></p><ul>';
			foreach ( (array) $kept[ $group ] as $message ) {
				echo '<li>' . esc_html( is_scalar( $message ) ? (string) $message : '' ) . '</li>';
			}
			echo '</ul></div>';
		}
	}
}

<?php
/**
 * WooCommerce's user data on the WordPress users REST API: the field
 * `woocommerce_meta` of `wp/v2/users/<id>` reads and writes the fields named
 * by `woocommerce_admin_get_user_data_fields`, stored as user meta
 * `woocommerce_admin_<field>` (as WooCommerce 10.5; older `wc_admin_<field>`
 * values are moved on read).
 *
 * @package WooCommerceDouble
 */

namespace Automattic\WooCommerce\Internal\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `woocommerce_meta` on the users endpoint.
 */
class WCAdminUser {

	/**
	 * The instance.
	 *
	 * @var WCAdminUser|null
	 */
	protected static $instance = null;

	/**
	 * Hooks in on rest_api_init.
	 */
	public function __construct() {
		add_action( 'rest_api_init', array( $this, 'register_user_data' ) );
	}

	/**
	 * The instance (created on first call).
	 *
	 * @return WCAdminUser
	 */
	public static function get_instance() {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Adds `is_super_admin` and `woocommerce_meta` to the user resource.
	 */
	public function register_user_data() {
		register_rest_field(
			'user',
			'is_super_admin',
			array(
				'get_callback' => static function ( $user ) {
					return ! empty( $user['id'] ) && is_super_admin( (int) $user['id'] );
				},
				'schema'       => null,
			)
		);
		register_rest_field(
			'user',
			'woocommerce_meta',
			array(
				'get_callback'    => array( $this, 'get_user_data_values' ),
				'update_callback' => array( $this, 'update_user_data_values' ),
				'schema'          => null,
			)
		);
	}

	/**
	 * Values of every registered field for the REST reply.
	 *
	 * @param array<string, mixed> $user Prepared user.
	 * @return array<string, mixed>
	 */
	public function get_user_data_values( $user ) {
		$values = array();
		foreach ( $this->get_user_data_fields() as $field ) {
			$values[ $field ] = self::get_user_data_field( (int) $user['id'], $field );
		}
		return $values;
	}

	/**
	 * Stores the registered fields of a REST update; others are ignored.
	 *
	 * @param mixed    $values   Sent values.
	 * @param \WP_User $user     User.
	 * @param string   $field_id REST field.
	 * @return array<string, mixed>|null
	 */
	public function update_user_data_values( $values, $user, $field_id ) {
		if ( empty( $values ) || ! is_array( $values ) || 'woocommerce_meta' !== $field_id ) {
			return null;
		}
		$fields  = $this->get_user_data_fields();
		$updates = array();
		foreach ( $values as $field => $value ) {
			if ( in_array( $field, $fields, true ) ) {
				$updates[ $field ] = $value;
				self::update_user_data_field( $user->ID, $field, $value );
			}
		}
		return $updates;
	}

	/**
	 * Fields exposed on the users endpoint.
	 *
	 * @return string[]
	 */
	public function get_user_data_fields() {
		/**
		 * Filters the user data fields exposed over the WordPress users endpoint.
		 *
		 * @param string[] $fields Field names.
		 */
		return apply_filters( 'woocommerce_admin_get_user_data_fields', array( 'variable_product_tour_shown' ) );
	}

	/**
	 * Stores one field.
	 *
	 * @param int    $user_id User id.
	 * @param string $field   Field.
	 * @param mixed  $value   Value.
	 */
	public static function update_user_data_field( $user_id, $field, $value ) {
		update_user_meta( $user_id, 'woocommerce_admin_' . $field, $value );
	}

	/**
	 * Reads one field (moving a value stored under the old prefix).
	 *
	 * @param int    $user_id User id.
	 * @param string $field   Field.
	 * @return mixed
	 */
	public static function get_user_data_field( $user_id, $field ) {
		$value = get_user_meta( $user_id, 'woocommerce_admin_' . $field, true );
		if ( '' === $value ) {
			$old = get_user_meta( $user_id, 'wc_admin_' . $field, true );
			if ( '' !== $old ) {
				self::update_user_data_field( $user_id, $field, $old );
				delete_user_meta( $user_id, 'wc_admin_' . $field );
				$value = $old;
			}
		}
		return $value;
	}
}

<?php
/**
 * Settings of gateways and integrations.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Settings stored in option woocommerce_{id}_settings, defaults from form_fields.
 */
abstract class WC_Settings_API {

	/**
	 * Plugin id prefix.
	 *
	 * @var string
	 */
	public $plugin_id = 'woocommerce_';

	/**
	 * Id.
	 *
	 * @var string
	 */
	public $id = '';

	/**
	 * Validation errors.
	 *
	 * @var string[]
	 */
	public $errors = array();

	/**
	 * Settings values.
	 *
	 * @var array
	 */
	public $settings = array();

	/**
	 * Form fields.
	 *
	 * @var array
	 */
	public $form_fields = array();

	/**
	 * Posted data.
	 *
	 * @var array
	 */
	protected $data = array();

	/**
	 * Form fields (filtered).
	 *
	 * @return array
	 */
	public function get_form_fields() {
		return apply_filters( 'woocommerce_settings_api_form_fields_' . $this->id, array_map( array( $this, 'set_defaults' ), $this->form_fields ) );
	}

	/**
	 * Field defaults.
	 *
	 * @param array $field Field.
	 * @return array
	 */
	protected function set_defaults( $field ) {
		if ( ! isset( $field['default'] ) ) {
			$field['default'] = '';
		}
		return $field;
	}

	/** Defines form_fields (override). */
	public function init_form_fields() {}

	/** Option name. */
	public function get_option_key() {
		return $this->plugin_id . $this->id . '_settings';
	}

	/**
	 * Loads settings with defaults.
	 */
	public function init_settings() {
		$this->settings = get_option( $this->get_option_key(), null );
		if ( ! is_array( $this->settings ) ) {
			$form_fields    = $this->get_form_fields();
			$this->settings = array_merge( array_fill_keys( array_keys( $form_fields ), '' ), wp_list_pluck( $form_fields, 'default' ) );
		}
	}

	/**
	 * A setting (default from the form field).
	 *
	 * @param string $key         Key.
	 * @param mixed  $empty_value Value when unset.
	 * @return mixed
	 */
	public function get_option( $key, $empty_value = null ) {
		if ( empty( $this->settings ) ) {
			$this->init_settings();
		}
		if ( ! isset( $this->settings[ $key ] ) ) {
			$fields                 = $this->get_form_fields();
			$this->settings[ $key ] = isset( $fields[ $key ] ) ? $fields[ $key ]['default'] : '';
		}
		if ( ! is_null( $empty_value ) && '' === $this->settings[ $key ] ) {
			$this->settings[ $key ] = $empty_value;
		}
		return $this->settings[ $key ];
	}

	/**
	 * Stores a setting.
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function update_option( $key, $value = '' ) {
		if ( empty( $this->settings ) ) {
			$this->init_settings();
		}
		$this->settings[ $key ] = $value;
		return update_option( $this->get_option_key(), apply_filters( 'woocommerce_settings_api_sanitized_fields_' . $this->id, $this->settings ), 'yes' );
	}

	/**
	 * Field key in posted data.
	 *
	 * @param string $key Key.
	 */
	public function get_field_key( $key ) {
		return $this->plugin_id . $this->id . '_' . $key;
	}
}

<?php
/**
 * One meta entry of a WC_Data object.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Meta entry with id, key and value (WooCommerce reads them as properties).
 */
class WC_Meta_Data implements JsonSerializable {

	/**
	 * Current data.
	 *
	 * @var array{id: int|null, key: string, value: mixed}
	 */
	protected $current_data;

	/**
	 * Data as read from the database.
	 *
	 * @var array
	 */
	protected $data;

	/**
	 * Constructor.
	 *
	 * @param array $meta id, key, value.
	 */
	public function __construct( $meta = array() ) {
		$this->current_data = array(
			'id'    => $meta['id'] ?? null,
			'key'   => (string) ( $meta['key'] ?? '' ),
			'value' => $meta['value'] ?? null,
		);
		$this->apply_changes();
	}

	/**
	 * Marks the current data as saved.
	 */
	public function apply_changes(): void {
		$this->data = $this->current_data;
	}

	/**
	 * Changed keys since the last save.
	 *
	 * @return array
	 */
	public function get_changes(): array {
		$changes = array();
		foreach ( $this->current_data as $key => $value ) {
			if ( ! array_key_exists( $key, $this->data ) || $value !== $this->data[ $key ] ) {
				$changes[ $key ] = $value;
			}
		}
		return $changes;
	}

	/**
	 * Magic setter.
	 *
	 * @param string $key  id, key or value.
	 * @param mixed  $value Value.
	 */
	public function __set( $key, $value ) {
		$this->current_data[ $key ] = $value;
	}

	/**
	 * Magic isset.
	 *
	 * @param string $key Key.
	 */
	public function __isset( $key ) {
		return array_key_exists( $key, $this->current_data );
	}

	/**
	 * Magic getter.
	 *
	 * @param string $key Key.
	 * @return mixed
	 */
	public function __get( $key ) {
		return $this->current_data[ $key ] ?? null;
	}

	/**
	 * id, key and value.
	 *
	 * @return array
	 */
	public function get_data(): array {
		return $this->current_data;
	}

	/**
	 * JSON form.
	 *
	 * @return array
	 */
	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return $this->get_data();
	}
}

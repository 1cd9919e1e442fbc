<?php
/**
 * WordPress's personal-data tools cover the stored messages: the export
 * lists every message one of whose fields is the address, the erasure
 * deletes them (with their uploads).
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Exporter and eraser of contact messages.
 */
final class Privacy {

	/** Key of the exporter and the eraser. */
	public const KEY = 'tresen-contact-messages';

	/**
	 * Adds the exporter and the eraser.
	 */
	public static function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( self::class, 'exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( self::class, 'erasers' ) );
	}

	/**
	 * Adds the exporter.
	 *
	 * @param array<string, mixed> $exporters Exporters.
	 * @return array<string, mixed>
	 */
	public static function exporters( $exporters ): array {
		$exporters              = (array) $exporters;
		$exporters[ self::KEY ] = array(
			'exporter_friendly_name' => __( 'Contact form messages', 'tresen-contact-form' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser.
	 *
	 * @param array<string, mixed> $erasers Erasers.
	 * @return array<string, mixed>
	 */
	public static function erasers( $erasers ): array {
		$erasers              = (array) $erasers;
		$erasers[ self::KEY ] = array(
			'eraser_friendly_name' => __( 'Contact form messages', 'tresen-contact-form' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * Messages with a field that is the address (case-insensitive).
	 *
	 * @param string $email Address.
	 * @return \WP_Post[]
	 */
	public static function messages( string $email ): array {
		$email = trim( $email );
		if ( ! is_email( $email ) ) {
			return array();
		}
		$posts = get_posts(
			array(
				'post_type'        => Store::POST_TYPE,
				'post_status'      => 'any',
				'numberposts'      => -1,
				'suppress_filters' => true,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- privacy requests only; the exact field is checked below.
				'meta_query'       => array(
					array(
						'key'     => '_tresen_fields',
						'value'   => $email,
						'compare' => 'LIKE',
					),
				),
			)
		);
		return array_values(
			array_filter(
				$posts,
				static function ( \WP_Post $post ) use ( $email ): bool {
					foreach ( (array) get_post_meta( $post->ID, '_tresen_fields', true ) as $value ) {
						if ( is_string( $value ) && 0 === strcasecmp( trim( $value ), $email ) ) {
							return true;
						}
					}
					return false;
				}
			)
		);
	}

	/**
	 * The messages of an address, field by field.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page (all on the first).
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$data = array();
		if ( 1 === (int) $page ) {
			foreach ( self::messages( (string) $email ) as $post ) {
				$fields = array(
					array(
						'name'  => __( 'Sent on', 'tresen-contact-form' ),
						'value' => (string) get_post_time( 'Y-m-d H:i:s', true, $post ) . ' UTC',
					),
				);
				foreach ( (array) get_post_meta( $post->ID, '_tresen_fields', true ) as $name => $value ) {
					$fields[] = array(
						'name'  => (string) $name,
						'value' => is_scalar( $value ) ? (string) $value : '',
					);
				}
				$data[] = array(
					'group_id'    => self::KEY,
					'group_label' => __( 'Contact form messages', 'tresen-contact-form' ),
					'item_id'     => 'tresen-cf-message-' . $post->ID,
					'data'        => $fields,
				);
			}
		}
		return array(
			'data' => $data,
			'done' => true,
		);
	}

	/**
	 * Deletes the messages of an address (their uploads go with them).
	 *
	 * @param string $email Address.
	 * @param int    $page  Page.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$removed = false;
		foreach ( self::messages( (string) $email ) as $post ) {
			$removed = (bool) wp_delete_post( $post->ID, true ) || $removed;
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}

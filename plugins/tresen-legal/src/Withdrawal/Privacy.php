<?php
/**
 * WordPress's personal-data tools (Werkzeuge → Personenbezogene Daten
 * exportieren / löschen) cover received withdrawals: the export lists every
 * withdrawal sent with the address, the erasure deletes them.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

defined( 'ABSPATH' ) || exit;

/**
 * Exporter and eraser of withdrawals.
 */
final class Privacy {

	/** Key of the exporter and the eraser. */
	public const KEY = 'tresen-withdrawals';

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
			'exporter_friendly_name' => __( 'Withdrawals', 'tresen-legal' ),
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
			'eraser_friendly_name' => __( 'Withdrawals', 'tresen-legal' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * The withdrawals sent with an address.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page (all on the first).
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$data = array();
		if ( 1 === (int) $page ) {
			foreach ( Store::by_email( (string) $email ) as $post ) {
				$declaration = Store::declaration( $post->ID );
				$data[]      = array(
					'group_id'    => self::KEY,
					'group_label' => __( 'Withdrawals', 'tresen-legal' ),
					'item_id'     => 'tresen-withdrawal-' . $post->ID,
					'data'        => array(
						array(
							'name'  => __( 'Received on', 'tresen-legal' ),
							'value' => Mailer::format_time( Store::received( $post->ID ) ),
						),
						array(
							'name'  => __( 'Declaration', 'tresen-legal' ),
							'value' => $declaration->statement(),
						),
						array(
							'name'  => __( 'Order number', 'tresen-legal' ),
							'value' => $declaration->order,
						),
						array(
							'name'  => __( 'Name', 'tresen-legal' ),
							'value' => $declaration->name,
						),
						array(
							'name'  => __( 'Email address', 'tresen-legal' ),
							'value' => $declaration->email,
						),
						array(
							'name'  => __( 'Items', 'tresen-legal' ),
							'value' => $declaration->items_label(),
						),
					),
				);
			}
		}
		return array(
			'data' => $data,
			'done' => true,
		);
	}

	/**
	 * Deletes the withdrawals sent with an address.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$removed = false;
		foreach ( Store::by_email( (string) $email ) as $post ) {
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

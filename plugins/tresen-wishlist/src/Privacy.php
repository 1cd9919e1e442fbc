<?php
/**
 * WordPress's personal-data tools cover a customer's wishlists: the export
 * lists every list with its products, the erasure deletes the lists. A
 * guest's lists are tied to a browser, not to an address, and expire by
 * themselves after Visitor::GUEST_DAYS days.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Exporter and eraser of wishlists.
 */
final class Privacy {

	/** Key of the exporter and the eraser. */
	public const KEY = 'tresen-wishlists';

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
			'exporter_friendly_name' => __( 'Wishlists', 'tresen-wishlist' ),
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
			'eraser_friendly_name' => __( 'Wishlists', 'tresen-wishlist' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * The account with this address as a wishlist owner, or null.
	 *
	 * @param string $email Address.
	 */
	private static function owner( string $email ): ?Visitor {
		$user = get_user_by( 'email', trim( $email ) );
		return $user instanceof \WP_User ? new Visitor( (int) $user->ID, '' ) : null;
	}

	/**
	 * The customer's lists with their products.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page (all on the first).
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$data  = array();
		$owner = self::owner( (string) $email );
		if ( null !== $owner && 1 === (int) $page ) {
			$labels = Render::privacy_labels();
			foreach ( Store::lists_of( $owner ) as $list ) {
				$products = array();
				foreach ( Store::items( $list['id'] ) as $item ) {
					$product    = wc_get_product( $item['product_id'] );
					$products[] = $item['quantity'] . ' × ' . ( $product instanceof \WC_Product ? $product->get_name() : '#' . $item['product_id'] );
				}
				$data[] = array(
					'group_id'    => self::KEY,
					'group_label' => __( 'Wishlists', 'tresen-wishlist' ),
					'item_id'     => 'tresen-wishlist-' . $list['id'],
					'data'        => array(
						array(
							'name'  => __( 'Name', 'tresen-wishlist' ),
							'value' => $list['name'],
						),
						array(
							'name'  => __( 'Visibility', 'tresen-wishlist' ),
							'value' => $labels[ $list['privacy'] ] ?? '',
						),
						array(
							'name'  => __( 'Products', 'tresen-wishlist' ),
							'value' => implode( "\n", $products ),
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
	 * Deletes the customer's lists.
	 *
	 * @param string $email Address.
	 * @param int    $page  Page.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$removed = false;
		$owner   = self::owner( (string) $email );
		foreach ( null !== $owner ? Store::lists_of( $owner ) : array() as $list ) {
			$removed = Store::delete_list( $list['id'] ) || $removed;
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}

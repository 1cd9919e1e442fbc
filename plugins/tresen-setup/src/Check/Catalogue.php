<?php
/**
 * Duties the catalogue shows before any page does: which products still
 * lack a decision on their deposit, and which of the suite's plugins are off.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

use Tresen\Setup\Plugin;
use Tresen\Setup\Rules\CategoryRules;

defined( 'ABSPATH' ) || exit;

/**
 * Catalogue detectors.
 */
final class Catalogue {

	/** How many product names a result lists. */
	private const LIST_MAX = 20;

	/**
	 * The suite's plugins the duties need: folder => name.
	 *
	 * @return array<string, string>
	 */
	public static function needed_plugins(): array {
		return array(
			'tresen-legal'          => __( 'Tresen Recht & Getränkedaten (price notes, deposit, age check, order button, withdrawal button)', 'tresen-setup' ),
			'tresen-unit-price'     => __( 'Tresen Grundpreis (unit price)', 'tresen-setup' ),
			'tresen-cookie-consent' => __( 'Tresen Cookie-Einwilligung (consent banner)', 'tresen-setup' ),
		);
	}

	/**
	 * Whether the suite's plugins for the duties are active.
	 */
	public static function suite(): Result {
		$title   = __( 'The suite’s plugins for the duties are active', 'tresen-setup' );
		$missing = array();
		foreach ( self::needed_plugins() as $slug => $name ) {
			if ( ! Plugin::suite_active( $slug ) ) {
				$missing[] = $name;
			}
		}
		if ( $missing ) {
			return new Result( 'suite', $title, false, __( 'Not active, so their duties stay unmet:', 'tresen-setup' ), admin_url( 'plugins.php' ), $missing );
		}
		return new Result( 'suite', $title, true, __( 'Legal data, unit price and consent banner are active.', 'tresen-setup' ) );
	}

	/**
	 * Products whose deposit was never decided: no deposit data on the product
	 * (not even "no deposit", which saving the product screen stores) and no
	 * rule for one of its categories.
	 */
	public static function deposit_data(): Result {
		$title = __( 'Deposit decided for every product', 'tresen-setup' );
		$ids   = self::undecided_deposit_ids();
		if ( $ids ) {
			$names = array();
			foreach ( array_slice( $ids, 0, self::LIST_MAX ) as $id ) {
				$names[] = get_the_title( $id );
			}
			if ( count( $ids ) > self::LIST_MAX ) {
				/* translators: %d: number of further products. */
				$names[] = sprintf( __( 'and %d more', 'tresen-setup' ), count( $ids ) - self::LIST_MAX );
			}
			return new Result(
				'deposit-data',
				$title,
				false,
				/* translators: %d: number of products. */
				sprintf( _n( '%d product has no deposit data (EINWEG, MEHRWEG or none). Set it per category in “Drinks by category”:', '%d products have no deposit data (EINWEG, MEHRWEG or none). Set it per category in “Drinks by category”:', count( $ids ), 'tresen-setup' ), count( $ids ) ),
				admin_url( 'admin.php?page=' . \Tresen\Setup\Admin\CategoryRulesPage::SLUG ),
				$names
			);
		}
		return new Result( 'deposit-data', $title, true, __( 'Every product has its deposit data (EINWEG, MEHRWEG or none).', 'tresen-setup' ) );
	}

	/**
	 * Ids of published products without a deposit decision.
	 *
	 * @return list<int>
	 */
	public static function undecided_deposit_ids(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one read over all products; a meta_query NOT EXISTS is the same SQL.
		$ids   = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p
				LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s
				WHERE p.post_type = 'product' AND p.post_status = 'publish' AND m.meta_id IS NULL
				ORDER BY p.post_title ASC",
				CategoryRules::META['deposit_type']
			)
		);
		$ruled = CategoryRules::categories_with( 'deposit_type' );
		$out   = array();
		foreach ( array_map( 'intval', $ids ) as $id ) {
			if ( $ruled && array_intersect( wp_get_post_terms( $id, 'product_cat', array( 'fields' => 'ids' ) ), $ruled ) ) {
				continue;
			}
			$out[] = $id;
		}
		return $out;
	}
}

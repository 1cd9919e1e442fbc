<?php
/**
 * Drink data by category: minimum age, deposit and unit price base set once
 * per product category and written to the category's products under the
 * meta keys the legal and unit price plugins own (see their docs), with a
 * preview count and one undo per category. New products of a category get
 * what they lack when they are created or put into it.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Rules;

defined( 'ABSPATH' ) || exit;

/**
 * Category rules.
 */
final class CategoryRules {

	/** Term meta of a category's rule. */
	public const TERM_META = 'tresen_setup_rule';

	/** Option with the undo state per category. */
	public const UNDO_OPTION = 'tresen_setup_rule_undo';

	/**
	 * Product meta keys written (owned by tresen-legal and tresen-unit-price, see docs/legal.md, docs/unit-price.md).
	 */
	public const META = array(
		'min_age'        => '_tresen_min_age',
		'deposit_type'   => '_tresen_deposit_type',
		'deposit_amount' => '_tresen_deposit_amount',
		'deposit_units'  => '_tresen_deposit_units',
		'unit'           => '_tresen_unit',
		'unit_base'      => '_tresen_unit_base',
		'unit_amount'    => '_tresen_unit_amount',
		'volume_ml'      => '_tresen_volume_ml',
	);

	/** The statutory single-use deposit per container (§ 31 VerpackG). */
	public const EINWEG_AMOUNT = 0.25;

	/** Usual returnable deposits per container. */
	public const MEHRWEG_AMOUNTS = array( 0.08, 0.15 );

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'tresen_legal_category_ages', array( self::class, 'category_ages' ) );
		add_action( 'woocommerce_new_product', array( self::class, 'fill_new_product' ) );
		add_action( 'set_object_terms', array( self::class, 'on_terms_set' ), 10, 4 );
		add_action( 'rest_api_init', array( Rest::class, 'routes' ) );
	}

	/**
	 * A rule as stored, or the empty rule.
	 *
	 * @param int $term_id Product category.
	 * @return array{min_age: string, deposit_type: string, deposit_amount: string, deposit_units: int, unit: string}
	 */
	public static function get( int $term_id ): array {
		$rule = get_term_meta( $term_id, self::TERM_META, true );
		return self::normalize( is_array( $rule ) ? $rule : array() );
	}

	/**
	 * A rule with every field, as strings the meta keys hold.
	 *
	 * @param array<string, mixed> $rule Raw rule.
	 * @return array{min_age: string, deposit_type: string, deposit_amount: string, deposit_units: int, unit: string}
	 */
	public static function normalize( array $rule ): array {
		$amount = isset( $rule['deposit_amount'] ) ? str_replace( ',', '.', trim( (string) $rule['deposit_amount'] ) ) : '';
		return array(
			'min_age'        => isset( $rule['min_age'] ) && '' !== (string) $rule['min_age'] ? (string) (int) $rule['min_age'] : '',
			'deposit_type'   => isset( $rule['deposit_type'] ) ? (string) $rule['deposit_type'] : '',
			'deposit_amount' => '' === $amount ? '' : (string) (float) $amount,
			'deposit_units'  => max( 1, (int) ( $rule['deposit_units'] ?? 1 ) ),
			'unit'           => isset( $rule['unit'] ) ? (string) $rule['unit'] : '',
		);
	}

	/**
	 * What is wrong with a rule, in German; empty when it is valid.
	 *
	 * @param array<string, mixed> $raw Rule as entered.
	 * @return list<string>
	 */
	public static function validate( array $raw ): array {
		$rule   = self::normalize( $raw );
		$errors = array();
		if ( '' !== $rule['min_age'] && ! in_array( (int) $rule['min_age'], array( 0, 16, 18 ), true ) ) {
			$errors[] = __( 'Minimum age: choose 0, 16 or 18 years.', 'tresen-setup' );
		}
		if ( ! in_array( $rule['deposit_type'], array( '', 'none', 'einweg', 'mehrweg' ), true ) ) {
			$errors[] = __( 'Deposit: choose none, EINWEG or MEHRWEG.', 'tresen-setup' );
		}
		if ( isset( $raw['deposit_amount'] ) && '' !== trim( (string) $raw['deposit_amount'] ) && ! preg_match( '/^\d{1,2}([.,]\d{1,2})?$/', trim( (string) $raw['deposit_amount'] ) ) ) {
			$errors[] = __( 'Deposit amount: enter an amount such as 0,08.', 'tresen-setup' );
		}
		if ( 'einweg' === $rule['deposit_type'] && '' !== $rule['deposit_amount'] && abs( (float) $rule['deposit_amount'] - self::EINWEG_AMOUNT ) > 0.001 ) {
			$errors[] = __( 'Deposit amount: the single-use deposit (EINWEG) is always 0,25 € per container by law.', 'tresen-setup' );
		}
		if ( 'mehrweg' === $rule['deposit_type'] && ( '' === $rule['deposit_amount'] || (float) $rule['deposit_amount'] <= 0 ) ) {
			$errors[] = __( 'Deposit amount: a returnable deposit (MEHRWEG) needs its amount per container, usually 0,08 € or 0,15 €.', 'tresen-setup' );
		}
		if ( ! in_array( $rule['unit'], array( '', 'l', 'kg' ), true ) ) {
			$errors[] = __( 'Unit price: choose per 1 l or per 1 kg.', 'tresen-setup' );
		}
		return $errors;
	}

	/**
	 * The product meta a rule writes: key => value ('' = delete nothing, null = not set by the rule).
	 *
	 * @param array{min_age: string, deposit_type: string, deposit_amount: string, deposit_units: int, unit: string} $rule Rule.
	 * @param int                                                                                              $product_id Product (for the unit content from its volume).
	 * @return array<string, string>
	 */
	private static function values( array $rule, int $product_id ): array {
		$out = array();
		if ( '' !== $rule['min_age'] ) {
			$out[ self::META['min_age'] ] = $rule['min_age'];
		}
		if ( 'none' === $rule['deposit_type'] ) {
			$out[ self::META['deposit_type'] ]   = '';
			$out[ self::META['deposit_amount'] ] = '';
		} elseif ( '' !== $rule['deposit_type'] ) {
			$out[ self::META['deposit_type'] ]   = $rule['deposit_type'];
			$out[ self::META['deposit_amount'] ] = 'einweg' === $rule['deposit_type'] ? (string) self::EINWEG_AMOUNT : $rule['deposit_amount'];
			$out[ self::META['deposit_units'] ]  = (string) $rule['deposit_units'];
		}
		if ( '' !== $rule['unit'] ) {
			$out[ self::META['unit'] ]      = $rule['unit'];
			$out[ self::META['unit_base'] ] = '1';
			$ml                             = (float) get_post_meta( $product_id, self::META['volume_ml'], true );
			if ( 'l' === $rule['unit'] && $ml > 0 && '' === (string) get_post_meta( $product_id, self::META['unit_amount'], true ) ) {
				$out[ self::META['unit_amount'] ] = (string) round( $ml / 1000, 3 );
			}
		}
		return $out;
	}

	/**
	 * Ids of the published and draft products of a category and its subcategories.
	 *
	 * @param int $term_id Product category.
	 * @return list<int>
	 */
	public static function product_ids( int $term_id ): array {
		$ids = get_posts(
			array(
				'post_type'      => 'product',
				'post_status'    => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'no_found_rows'  => true,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one query for the owner's action.
				'tax_query'      => array(
					array(
						'taxonomy'         => 'product_cat',
						'terms'            => array( $term_id ),
						'include_children' => true,
					),
				),
			)
		);
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * Products a rule would change, before it is applied.
	 *
	 * @param int                  $term_id Product category.
	 * @param array<string, mixed> $raw     Rule.
	 * @return list<int>
	 */
	public static function preview( int $term_id, array $raw ): array {
		$rule = self::normalize( $raw );
		$out  = array();
		foreach ( self::product_ids( $term_id ) as $id ) {
			foreach ( self::values( $rule, $id ) as $key => $value ) {
				if ( ! metadata_exists( 'post', $id, $key ) || (string) get_post_meta( $id, $key, true ) !== $value ) {
					$out[] = $id;
					break;
				}
			}
		}
		return $out;
	}

	/**
	 * Stores a rule and writes it to the category's products, keeping what it replaced for undo().
	 *
	 * @param int                  $term_id Product category.
	 * @param array<string, mixed> $raw     Rule.
	 * @return int|\WP_Error Number of products changed, or the German errors.
	 */
	public static function apply( int $term_id, array $raw ) {
		$term = get_term( $term_id, 'product_cat' );
		if ( ! $term instanceof \WP_Term ) {
			return new \WP_Error( 'tresen_setup_no_category', __( 'This product category does not exist (any more).', 'tresen-setup' ), array( 'status' => 404 ) );
		}
		$errors = self::validate( $raw );
		if ( $errors ) {
			return new \WP_Error( 'tresen_setup_invalid_rule', implode( ' ', $errors ), array( 'status' => 400 ) );
		}
		$rule     = self::normalize( $raw );
		$previous = get_term_meta( $term_id, self::TERM_META, true );
		$undo     = array(
			'rule'     => is_array( $previous ) ? $previous : null,
			'products' => array(),
		);
		$changed  = 0;
		foreach ( self::product_ids( $term_id ) as $id ) {
			$before = array();
			$did    = false;
			foreach ( self::values( $rule, $id ) as $key => $value ) {
				$exists = metadata_exists( 'post', $id, $key );
				$old    = $exists ? (string) get_post_meta( $id, $key, true ) : null;
				if ( $old === $value ) {
					continue;
				}
				$before[ $key ] = $old;
				update_post_meta( $id, $key, $value );
				$did = true;
			}
			if ( $did ) {
				$undo['products'][ $id ] = $before;
				++$changed;
				self::flush( $id );
			}
		}
		update_term_meta( $term_id, self::TERM_META, $rule );
		$all             = (array) get_option( self::UNDO_OPTION, array() );
		$all[ $term_id ] = $undo;
		update_option( self::UNDO_OPTION, $all, false );
		return $changed;
	}

	/**
	 * Whether a category's last apply() can be undone.
	 *
	 * @param int $term_id Product category.
	 */
	public static function can_undo( int $term_id ): bool {
		$all = (array) get_option( self::UNDO_OPTION, array() );
		return isset( $all[ $term_id ] );
	}

	/**
	 * Restores what the last apply() of a category replaced, and its previous rule.
	 *
	 * @param int $term_id Product category.
	 * @return int|\WP_Error Number of products restored.
	 */
	public static function undo( int $term_id ) {
		$all = (array) get_option( self::UNDO_OPTION, array() );
		if ( ! isset( $all[ $term_id ] ) || ! is_array( $all[ $term_id ] ) ) {
			return new \WP_Error( 'tresen_setup_nothing_to_undo', __( 'There is nothing to undo for this category.', 'tresen-setup' ), array( 'status' => 409 ) );
		}
		$undo     = $all[ $term_id ];
		$restored = 0;
		foreach ( (array) ( $undo['products'] ?? array() ) as $id => $before ) {
			foreach ( (array) $before as $key => $old ) {
				if ( null === $old ) {
					delete_post_meta( (int) $id, (string) $key );
				} else {
					update_post_meta( (int) $id, (string) $key, $old );
				}
			}
			self::flush( (int) $id );
			++$restored;
		}
		if ( is_array( $undo['rule'] ?? null ) ) {
			update_term_meta( $term_id, self::TERM_META, $undo['rule'] );
		} else {
			delete_term_meta( $term_id, self::TERM_META );
		}
		unset( $all[ $term_id ] );
		update_option( self::UNDO_OPTION, $all, false );
		return $restored;
	}

	/**
	 * Category ids whose rule decides a field (e.g. deposit_type).
	 *
	 * @param string $field Rule field.
	 * @return list<int>
	 */
	public static function categories_with( string $field ): array {
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => false,
				'fields'     => 'ids',
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- few categories.
				'meta_key'   => self::TERM_META,
			)
		);
		$out   = array();
		foreach ( is_array( $terms ) ? $terms : array() as $id ) {
			if ( '' !== self::get( (int) $id )[ $field ] ) {
				$out[] = (int) $id;
				// Subcategories follow their parent's rule.
				foreach ( (array) get_term_children( (int) $id, 'product_cat' ) as $child ) {
					$out[] = (int) $child;
				}
			}
		}
		return array_values( array_unique( $out ) );
	}

	/**
	 * The legal plugin's ages by category slug, with the rules' ages on top.
	 *
	 * @param mixed $ages Slug => age.
	 * @return mixed
	 */
	public static function category_ages( $ages ) {
		if ( ! is_array( $ages ) ) {
			return $ages;
		}
		foreach ( self::categories_with( 'min_age' ) as $id ) {
			$term = get_term( $id, 'product_cat' );
			$rule = self::get( $id );
			if ( $term instanceof \WP_Term && '' !== $rule['min_age'] ) {
				$ages[ $term->slug ] = (int) $rule['min_age'];
			}
		}
		return $ages;
	}

	/**
	 * Gives a new product what its categories' rules set and it lacks.
	 *
	 * @param int $product_id Product.
	 */
	public static function fill_new_product( $product_id ): void {
		$product_id = (int) $product_id;
		if ( 'product' !== get_post_type( $product_id ) ) {
			return;
		}
		$terms = wp_get_post_terms( $product_id, 'product_cat', array( 'fields' => 'ids' ) );
		$did   = false;
		foreach ( is_array( $terms ) ? $terms : array() as $term_id ) {
			foreach ( array_merge( array( (int) $term_id ), get_ancestors( (int) $term_id, 'product_cat', 'taxonomy' ) ) as $ruled ) {
				foreach ( self::values( self::get( (int) $ruled ), $product_id ) as $key => $value ) {
					if ( ! metadata_exists( 'post', $product_id, $key ) ) {
						update_post_meta( $product_id, $key, $value );
						$did = true;
					}
				}
			}
		}
		if ( $did ) {
			self::flush( $product_id );
		}
	}

	/**
	 * A product put into a category later gets the rule's data it lacks.
	 *
	 * @param int    $object_id Object.
	 * @param mixed  $terms     Terms.
	 * @param mixed  $tt_ids    Term taxonomy ids.
	 * @param string $taxonomy  Taxonomy.
	 */
	public static function on_terms_set( $object_id, $terms, $tt_ids, $taxonomy ): void {
		unset( $terms, $tt_ids );
		if ( 'product_cat' === $taxonomy ) {
			self::fill_new_product( (int) $object_id );
		}
	}

	/**
	 * Drops WooCommerce's caches of a product after its meta changed.
	 *
	 * @param int $product_id Product.
	 */
	private static function flush( int $product_id ): void {
		if ( function_exists( 'wc_delete_product_transients' ) ) {
			wc_delete_product_transients( $product_id );
		}
		clean_post_cache( $product_id );
	}
}

<?php
/**
 * The legal and drink data of one product or variation, read through one
 * typed accessor: `DrinkData::of( $product )`.
 *
 * Owner of these product meta keys (a variation's empty value inherits the
 * parent's; see docs/legal.md):
 * `_tresen_min_age` ('' = from the category), `_tresen_deposit_type`
 * ('', 'einweg', 'mehrweg'), `_tresen_deposit_amount` (per container, gross),
 * `_tresen_deposit_units` (containers per sales unit), `_tresen_legal_name`,
 * `_tresen_volume_ml`, `_tresen_alcohol_percent`, `_tresen_allergens`,
 * `_tresen_operator`, `_tresen_origin`, `_tresen_ingredients`,
 * `_tresen_nutrition`, `_tresen_delivery_time`.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Value object; build it with DrinkData::of().
 */
final class DrinkData {

	/** Field => meta key. */
	public const META = array(
		'min_age'        => '_tresen_min_age',
		'deposit_type'   => '_tresen_deposit_type',
		'deposit_amount' => '_tresen_deposit_amount',
		'deposit_units'  => '_tresen_deposit_units',
		'legal_name'     => '_tresen_legal_name',
		'volume_ml'      => '_tresen_volume_ml',
		'abv'            => '_tresen_alcohol_percent',
		'allergens'      => '_tresen_allergens',
		'operator'       => '_tresen_operator',
		'origin'         => '_tresen_origin',
		'ingredients'    => '_tresen_ingredients',
		'nutrition'      => '_tresen_nutrition',
		'delivery_time'  => '_tresen_delivery_time',
	);

	/** Allowed minimum ages. */
	public const AGES = array( 0, 16, 18 );

	/** Deposit types. */
	public const EINWEG  = 'einweg';
	public const MEHRWEG = 'mehrweg';

	/** The statutory single-use deposit (§ 31 VerpackG), per container. */
	public const EINWEG_AMOUNT = 0.25;

	/** Usual returnable deposits per container: beer bottles, other bottles. */
	public const MEHRWEG_AMOUNTS = array( 0.08, 0.15 );

	/**
	 * Minimum age by category slug (the highest of a product's categories wins).
	 * Store owners change it with the `tresen_legal_category_ages` filter or per product.
	 */
	public const CATEGORY_AGES = array(
		'bier'         => 16,
		'wein'         => 16,
		'sekt'         => 16,
		'schaumwein'   => 16,
		'gin'          => 18,
		'whisky'       => 18,
		'rum'          => 18,
		'obstbrand'    => 18,
		'likoer'       => 18,
		'spirituosen'  => 18,
		'mixgetraenke' => 18,
		'alkoholfrei'  => 0,
	);

	/**
	 * Builds the value object.
	 *
	 * @param int        $min_age        Minimum age (0, 16 or 18), already resolved.
	 * @param bool       $age_from_category Whether the age came from the category, not the product.
	 * @param string     $deposit_type   '', 'einweg' or 'mehrweg'.
	 * @param float      $deposit_amount Deposit per container, gross (0 without deposit).
	 * @param int        $deposit_units  Containers per sales unit (a six-pack: 6).
	 * @param string     $legal_name     Legal name (Bezeichnung des Lebensmittels).
	 * @param int        $volume_ml      Net volume in ml (0 = unknown).
	 * @param float|null $abv            Alcohol by volume in percent, null when not given.
	 * @param string     $allergens      Allergens, e.g. "Enthält Sulfite".
	 * @param string     $operator       Food business operator's name and address.
	 * @param string     $origin         Country or place of origin.
	 * @param string     $ingredients    List of ingredients.
	 * @param string     $nutrition      Nutrition declaration per 100 ml.
	 * @param string     $delivery_time  Delivery time, e.g. "1–3 Werktage".
	 */
	public function __construct(
		public readonly int $min_age,
		public readonly bool $age_from_category,
		public readonly string $deposit_type,
		public readonly float $deposit_amount,
		public readonly int $deposit_units,
		public readonly string $legal_name,
		public readonly int $volume_ml,
		public readonly ?float $abv,
		public readonly string $allergens,
		public readonly string $operator,
		public readonly string $origin,
		public readonly string $ingredients,
		public readonly string $nutrition,
		public readonly string $delivery_time
	) {}

	/**
	 * The data of a product or variation. A variation's empty field inherits
	 * its parent's value.
	 *
	 * @param \WC_Product $product Product or variation.
	 */
	public static function of( \WC_Product $product ): self {
		$parent = null;
		if ( $product->get_parent_id() ) {
			$maybe  = wc_get_product( $product->get_parent_id() );
			$parent = $maybe instanceof \WC_Product ? $maybe : null;
		}
		$raw = static function ( string $field ) use ( $product, $parent ): string {
			$value = $product->get_meta( self::META[ $field ] );
			if ( ( '' === $value || null === $value || false === $value ) && $parent ) {
				$value = $parent->get_meta( self::META[ $field ] );
			}
			return is_scalar( $value ) ? trim( (string) $value ) : '';
		};

		$abv = '' === $raw( 'abv' ) ? null : (float) str_replace( ',', '.', $raw( 'abv' ) );

		$age_raw       = $raw( 'min_age' );
		$from_category = '' === $age_raw;
		$age           = $from_category ? self::default_age( $parent ? $parent : $product, $abv ) : (int) $age_raw;
		$age           = in_array( $age, self::AGES, true ) ? $age : 18;

		$type   = $raw( 'deposit_type' );
		$type   = in_array( $type, array( self::EINWEG, self::MEHRWEG ), true ) ? $type : '';
		$amount = 0.0;
		$units  = 0;
		if ( '' !== $type ) {
			$amount = self::EINWEG === $type ? self::EINWEG_AMOUNT : (float) str_replace( ',', '.', $raw( 'deposit_amount' ) );
			$units  = max( 1, (int) $raw( 'deposit_units' ) );
			if ( $amount <= 0 ) {
				$type   = '';
				$amount = 0.0;
				$units  = 0;
			}
		}

		$data = new self(
			$age,
			$from_category,
			$type,
			$amount,
			$units,
			$raw( 'legal_name' ),
			max( 0, (int) $raw( 'volume_ml' ) ),
			$abv,
			$raw( 'allergens' ),
			$raw( 'operator' ),
			$raw( 'origin' ),
			$raw( 'ingredients' ),
			$raw( 'nutrition' ),
			$raw( 'delivery_time' )
		);

		/**
		 * Filters the drink data of a product (e.g. to take it from another source).
		 *
		 * @param DrinkData   $data    Data.
		 * @param \WC_Product $product Product or variation.
		 */
		$filtered = apply_filters( 'tresen_legal_drink_data', $data, $product );
		return $filtered instanceof self ? $filtered : $data;
	}

	/**
	 * Minimum age when the product sets none: 0 for a stated alcohol content of
	 * at most 0,5 % vol; otherwise the highest age of its categories; otherwise
	 * from the alcohol content (18 from 15 % vol, else 16); 0 without any data.
	 *
	 * @param \WC_Product $product Product (the parent for a variation).
	 * @param float|null  $abv     Alcohol by volume, null when not given.
	 */
	public static function default_age( \WC_Product $product, ?float $abv ): int {
		if ( null !== $abv && $abv <= 0.5 ) {
			return 0;
		}
		/**
		 * Filters the minimum age per product category slug.
		 *
		 * @param array<string, int> $ages Category slug => 0, 16 or 18.
		 */
		$ages  = (array) apply_filters( 'tresen_legal_category_ages', self::CATEGORY_AGES );
		$slugs = wp_get_post_terms( $product->get_id(), 'product_cat', array( 'fields' => 'slugs' ) );
		$found = null;
		foreach ( is_array( $slugs ) ? $slugs : array() as $slug ) {
			if ( isset( $ages[ $slug ] ) ) {
				$found = max( (int) $found, (int) $ages[ $slug ] );
			}
		}
		if ( null !== $found ) {
			return $found;
		}
		if ( null === $abv ) {
			return 0;
		}
		return $abv >= 15 ? 18 : 16;
	}

	/**
	 * Deposit per sales unit (all its containers), gross; 0 without deposit.
	 */
	public function deposit(): float {
		return round( $this->deposit_amount * $this->deposit_units, 2 );
	}

	/**
	 * The packaging marker VerpackG § 32 asks for: "EINWEG", "MEHRWEG" or ''.
	 */
	public function marker(): string {
		return strtoupper( $this->deposit_type );
	}

	/**
	 * Whether the product carries food information worth a block.
	 */
	public function has_food_information(): bool {
		return '' !== $this->legal_name || '' !== $this->allergens || '' !== $this->operator || '' !== $this->ingredients || '' !== $this->nutrition;
	}

	/**
	 * The data scripts read (window settings or variation data), see
	 * `client/settings.d.ts`.
	 *
	 * @return array{minAge: int, deposit: float, depositType: string, marker: string, deliveryTime: string}
	 */
	public function to_script(): array {
		return array(
			'minAge'       => $this->min_age,
			'deposit'      => $this->deposit(),
			'depositType'  => $this->deposit_type,
			'marker'       => $this->marker(),
			'deliveryTime' => $this->delivery_time,
		);
	}
}

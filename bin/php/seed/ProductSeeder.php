<?php
/**
 * Categories, the "Größe" attribute and the catalogue's products, created
 * with WooCommerce's CRUD API only (runs on real WooCommerce as well).
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

/**
 * Creates the catalogue.
 */
final class ProductSeeder {

	public const SIZE_TAXONOMY = 'pa_groesse';

	/**
	 * Image maker.
	 *
	 * @var ImageFactory
	 */
	private $images;

	/**
	 * Category slug => term id.
	 *
	 * @var array<string, int>
	 */
	public $category_ids = array();

	/**
	 * SKU => product id (parents and simple products).
	 *
	 * @var array<string, int>
	 */
	public $product_ids = array();

	/**
	 * Number of variations created.
	 *
	 * @var int
	 */
	public $variations = 0;

	/**
	 * Constructor.
	 *
	 * @param ImageFactory $images Image maker.
	 */
	public function __construct( ImageFactory $images ) {
		$this->images = $images;
	}

	/**
	 * Product categories (existing ones are reused).
	 */
	public function categories(): void {
		$order = 0;
		foreach ( Catalogue::categories() as $slug => $cat ) {
			$term = get_term_by( 'slug', $slug, 'product_cat' );
			if ( $term instanceof \WP_Term ) {
				$this->category_ids[ $slug ] = (int) $term->term_id;
				continue;
			}
			$made = wp_insert_term(
				$cat['name'],
				'product_cat',
				array(
					'slug'        => $slug,
					'description' => $cat['description'],
				)
			);
			if ( is_wp_error( $made ) ) {
				throw new \RuntimeException( 'category ' . $slug . ': ' . $made->get_error_message() );
			}
			$this->category_ids[ $slug ] = (int) $made['term_id'];
			update_term_meta( (int) $made['term_id'], 'order', $order++ );
		}
	}

	/**
	 * The global attribute "Größe" (pa_groesse) with its terms.
	 *
	 * @param string[] $sizes Size labels, e.g. "0,35 l".
	 * @return array<string, string> Label => term slug.
	 */
	public function size_attribute( array $sizes ): array {
		if ( ! wc_attribute_taxonomy_id_by_name( self::SIZE_TAXONOMY ) ) {
			$id = wc_create_attribute(
				array(
					'name'         => 'Größe',
					'slug'         => 'groesse',
					'type'         => 'select',
					'order_by'     => 'menu_order',
					'has_archives' => false,
				)
			);
			if ( is_wp_error( $id ) ) {
				throw new \RuntimeException( 'attribute: ' . $id->get_error_message() );
			}
		}
		// WooCommerce registers attribute taxonomies on init; one created in this request needs registering now.
		if ( ! taxonomy_exists( self::SIZE_TAXONOMY ) ) {
			register_taxonomy(
				self::SIZE_TAXONOMY,
				array( 'product' ),
				array(
					'hierarchical' => false,
					'label'        => 'Größe',
					'public'       => false,
					'query_var'    => false,
					'rewrite'      => false,
				)
			);
		}
		$slugs = array();
		foreach ( $sizes as $position => $size ) {
			$slug = sanitize_title( str_replace( ',', '-', $size ) );
			$term = get_term_by( 'slug', $slug, self::SIZE_TAXONOMY );
			if ( ! $term instanceof \WP_Term ) {
				$made = wp_insert_term( $size, self::SIZE_TAXONOMY, array( 'slug' => $slug ) );
				if ( is_wp_error( $made ) ) {
					throw new \RuntimeException( 'size term ' . $size . ': ' . $made->get_error_message() );
				}
				update_term_meta( (int) $made['term_id'], 'order', $position );
			}
			$slugs[ $size ] = $slug;
		}
		return $slugs;
	}

	/**
	 * Every product of the catalogue.
	 */
	public function products(): void {
		$sizes = array();
		foreach ( Catalogue::products() as $p ) {
			foreach ( $p['variations'] ?? array() as $v ) {
				$sizes[ $v['size'] ] = true;
			}
		}
		$size_slugs = $this->size_attribute( array_keys( $sizes ) );
		foreach ( Catalogue::products() as $p ) {
			$id                             = isset( $p['variations'] ) ? $this->variable( $p, $size_slugs ) : $this->simple( $p );
			$this->product_ids[ $p['sku'] ] = $id;
		}
	}

	/**
	 * A simple product.
	 *
	 * @param array<string, mixed> $p Catalogue entry.
	 */
	private function simple( array $p ): int {
		$product = new \WC_Product_Simple();
		$this->common( $product, $p, $p['volume_label'] ?? self::volume( (int) $p['ml'] ) );
		$product->set_sku( $p['sku'] );
		$product->set_regular_price( $p['price'] );
		if ( ! empty( $p['sale'] ) ) {
			$product->set_sale_price( $p['sale'] );
		}
		self::stock( $product, $p['stock'] ?? 20 );
		self::unit_meta( $product, (int) $p['ml'], (float) $p['abv'] );
		self::drink_meta( $product, $p );
		$product->set_attributes( self::info_attributes( $p ) );
		$product->save();
		$this->attach_images( $product, $p );
		return $product->get_id();
	}

	/**
	 * A variable product with one variation per size.
	 *
	 * @param array<string, mixed>  $p          Catalogue entry.
	 * @param array<string, string> $size_slugs Size label => term slug.
	 */
	private function variable( array $p, array $size_slugs ): int {
		$product = new \WC_Product_Variable();
		$labels  = array_column( $p['variations'], 'size' );
		$this->common( $product, $p, implode( ' oder ', $labels ) . ' (je nach Auswahl)' );
		$product->set_sku( $p['sku'] );
		$size = new \WC_Product_Attribute();
		$size->set_id( (int) wc_attribute_taxonomy_id_by_name( self::SIZE_TAXONOMY ) );
		$size->set_name( self::SIZE_TAXONOMY );
		$term_ids = array();
		foreach ( $labels as $label ) {
			$term = get_term_by( 'slug', $size_slugs[ $label ], self::SIZE_TAXONOMY );
			if ( $term instanceof \WP_Term ) {
				$term_ids[] = (int) $term->term_id;
			}
		}
		$size->set_options( $term_ids );
		$size->set_position( 0 );
		$size->set_visible( true );
		$size->set_variation( true );
		$product->set_attributes( array_merge( array( $size ), self::info_attributes( $p, 1 ) ) );
		$first = $p['variations'][0];
		// The parent carries the first (smallest) size's values; each variation has its own.
		self::unit_meta( $product, (int) $first['ml'], (float) $p['abv'] );
		self::drink_meta( $product, $p );
		$product->set_default_attributes( array( self::SIZE_TAXONOMY => $size_slugs[ $first['size'] ] ) );
		$product->save();

		foreach ( $p['variations'] as $i => $v ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( array( self::SIZE_TAXONOMY => $size_slugs[ $v['size'] ] ) );
			$variation->set_sku( $v['sku'] );
			$variation->set_regular_price( $v['price'] );
			if ( ! empty( $v['sale'] ) ) {
				$variation->set_sale_price( $v['sale'] );
			}
			$variation->set_status( 'publish' );
			$variation->set_menu_order( $i );
			$variation->set_manage_stock( true );
			$variation->set_stock_quantity( 10 + 5 * $i );
			$variation->set_stock_status( 'instock' );
			self::unit_meta( $variation, (int) $v['ml'], (float) $p['abv'] );
			$variation->save();
			++$this->variations;
		}
		\WC_Product_Variable::sync( $product->get_id() );
		$product = wc_get_product( $product->get_id() );
		$this->attach_images( $product, $p );
		return $product->get_id();
	}

	/**
	 * Name, status, texts, category and featured flag.
	 *
	 * @param \WC_Product          $product Product.
	 * @param array<string, mixed> $p       Catalogue entry.
	 * @param string               $volume  Volume text ("0,35 l").
	 */
	private function common( \WC_Product $product, array $p, string $volume ): void {
		$product->set_name( $p['name'] );
		$product->set_status( 'publish' );
		$product->set_catalog_visibility( 'visible' );
		$product->set_short_description( self::short_description( $p, $volume ) );
		$product->set_description( self::description( $p, $volume ) );
		$product->set_category_ids( array( $this->category_ids[ $p['cat'] ] ) );
		$product->set_featured( ! empty( $p['featured'] ) );
		$product->set_reviews_allowed( true );
	}

	/**
	 * Main image and gallery images, drawn for this product.
	 *
	 * @param \WC_Product          $product Saved product.
	 * @param array<string, mixed> $p       Catalogue entry.
	 */
	private function attach_images( \WC_Product $product, array $p ): void {
		$cat      = Catalogue::categories()[ $p['cat'] ];
		$colour   = $p['colour'] ?? $cat['colour'];
		$volume   = isset( $p['ml'] ) ? ( $p['volume_label'] ?? self::volume( (int) $p['ml'] ) ) : implode( ' / ', array_column( $p['variations'], 'size' ) );
		$subtitle = $volume . ' · ' . self::abv( (float) $p['abv'] );
		$main     = $this->images->create( $p['name'], $colour, $cat['shape'], 'main', sprintf( 'Flasche %s', $p['name'] ), $product->get_id(), $subtitle );
		$gallery  = array();
		$variants = array(
			'label' => 'Etikett von %s in Nahaufnahme',
			'glass' => '%s mit eingeschenktem Glas',
		);
		foreach ( array_slice( $variants, 0, (int) ( $p['gallery'] ?? 0 ), true ) as $variant => $alt ) {
			$id = $this->images->create( $p['name'], $colour, $cat['shape'], $variant, sprintf( $alt, $p['name'] ), $product->get_id(), $subtitle );
			if ( $id ) {
				$gallery[] = $id;
			}
		}
		if ( $main ) {
			$product->set_image_id( $main );
		}
		$product->set_gallery_image_ids( $gallery );
		$product->save();
	}

	/**
	 * Stock: a quantity, or "outofstock".
	 *
	 * @param \WC_Product $product Product.
	 * @param int|string  $stock   Quantity or "outofstock".
	 */
	public static function stock( \WC_Product $product, $stock ): void {
		if ( 'outofstock' === $stock ) {
			$product->set_manage_stock( false );
			$product->set_stock_status( 'outofstock' );
			return;
		}
		$product->set_manage_stock( true );
		$product->set_stock_quantity( (int) $stock );
		$product->set_stock_status( 'instock' );
	}

	/**
	 * The unit-price meta every product carries (the unit price plugin reads it).
	 *
	 * @param \WC_Product $product Product or variation.
	 * @param int         $ml      Nominal volume in ml.
	 * @param float       $abv     Alcohol by volume in percent.
	 */
	public static function unit_meta( \WC_Product $product, int $ml, float $abv ): void {
		$product->update_meta_data( '_tresen_volume_ml', $ml );
		$product->update_meta_data( '_tresen_alcohol_percent', $abv );
		$product->update_meta_data( '_tresen_unit', 'l' );
		$product->update_meta_data( '_tresen_unit_base', 1 );
		$product->update_meta_data( '_tresen_unit_amount', round( $ml / 1000, 3 ) );
	}

	/**
	 * The drink data the tresen-legal plugin owns (its DrinkData meta keys):
	 * legal name, food business operator, allergens, origin, ingredients,
	 * nutrition, delivery time and, for bottles with a deposit, its type,
	 * amount per container and number of containers.
	 *
	 * @param \WC_Product          $product Product (variations inherit it).
	 * @param array<string, mixed> $p       Catalogue entry.
	 */
	public static function drink_meta( \WC_Product $product, array $p ): void {
		$meta = array(
			'_tresen_legal_name'    => $p['legal'] ?? '',
			'_tresen_operator'      => $p['producer'] ?? '',
			'_tresen_allergens'     => $p['allergens'] ?? '',
			'_tresen_origin'        => $p['origin'] ?? '',
			'_tresen_ingredients'   => $p['ingredients'] ?? '',
			'_tresen_nutrition'     => $p['nutrition'] ?? '',
			'_tresen_delivery_time' => '1–3 Werktage',
		);
		if ( ! empty( $p['deposit'] ) ) {
			list( $type, $amount, $units )  = $p['deposit'];
			$meta['_tresen_deposit_type']   = $type;
			$meta['_tresen_deposit_amount'] = $amount;
			$meta['_tresen_deposit_units']  = $units;
		}
		foreach ( $meta as $key => $value ) {
			if ( '' !== $value ) {
				$product->update_meta_data( $key, $value );
			}
		}
	}

	/**
	 * Local attributes shown in "Additional information": origin and alcohol.
	 *
	 * @param array<string, mixed> $p     Catalogue entry.
	 * @param int                  $first Position of the first one.
	 * @return \WC_Product_Attribute[]
	 */
	private static function info_attributes( array $p, int $first = 0 ): array {
		$out = array();
		foreach ( array(
			'Herkunft'      => $p['origin'],
			'Alkoholgehalt' => self::abv( (float) $p['abv'] ),
		) as $name => $value ) {
			$attribute = new \WC_Product_Attribute();
			$attribute->set_id( 0 );
			$attribute->set_name( $name );
			$attribute->set_options( array( $value ) );
			$attribute->set_position( $first++ );
			$attribute->set_visible( true );
			$attribute->set_variation( false );
			$out[] = $attribute;
		}
		return $out;
	}

	/**
	 * "0,35 l" from 350 ml.
	 *
	 * @param int $ml Millilitres.
	 */
	public static function volume( int $ml ): string {
		return rtrim( rtrim( number_format( $ml / 1000, 3, ',', '.' ), '0' ), ',' ) . ' l';
	}

	/**
	 * "40 % vol", "37,5 % vol", "alkoholfrei".
	 *
	 * @param float $abv Percent.
	 */
	public static function abv( float $abv ): string {
		if ( $abv <= 0.0 ) {
			return 'alkoholfrei (0,0 % vol)';
		}
		return rtrim( rtrim( number_format( $abv, 1, ',', '.' ), '0' ), ',' ) . ' % vol';
	}

	/**
	 * Short description: a sentence and the key facts.
	 *
	 * @param array<string, mixed> $p      Catalogue entry.
	 * @param string               $volume Volume text.
	 */
	public static function short_description( array $p, string $volume ): string {
		$facts = array(
			'Inhalt'        => $volume,
			'Alkoholgehalt' => self::abv( (float) $p['abv'] ),
			'Allergene'     => $p['allergens'],
			'Hersteller'    => $p['producer'],
		);
		return '<p>' . esc_html( $p['short'] ) . '</p>' . "\n" . self::fact_list( $facts );
	}

	/**
	 * Description: the text. The food information (LMIV) is the tresen-legal
	 * plugin's block, from the drink data drink_meta() stores.
	 *
	 * @param array<string, mixed> $p      Catalogue entry.
	 * @param string               $volume Volume text (unused: kept for callers).
	 */
	public static function description( array $p, string $volume ): string {
		unset( $volume );
		return '<p>' . esc_html( $p['text'] ) . '</p>';
	}

	/**
	 * A list of "Label: value" lines.
	 *
	 * @param array<string, string> $facts Label => value.
	 */
	private static function fact_list( array $facts ): string {
		$items = '';
		foreach ( $facts as $label => $value ) {
			$items .= '<li><strong>' . esc_html( $label ) . ':</strong> ' . esc_html( $value ) . "</li>\n";
		}
		return "<ul class=\"product-facts\">\n" . $items . '</ul>';
	}
}

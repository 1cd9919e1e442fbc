<?php
/**
 * Many generated products for benchmarks (SEED_PRODUCTS=N).
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

/**
 * Creates N simple products with generated names, reusing a small image pool.
 */
final class BulkSeeder {

	private const BATCH = 250;

	/**
	 * Number of products created.
	 *
	 * @var int
	 */
	public $count = 0;

	/**
	 * Creates $total products.
	 *
	 * @param int                $total        How many.
	 * @param array<string, int> $category_ids Category slug => term id.
	 * @param ImageFactory       $images       Image maker (for the pool).
	 */
	public function run( int $total, array $category_ids, ImageFactory $images ): void {
		global $wpdb;
		$categories = Catalogue::categories();
		$pool       = array();
		foreach ( $categories as $slug => $cat ) {
			$pool[ $slug ] = $images->create( $cat['name'] . ' Auswahl', $cat['colour'], $cat['shape'], 'main', 'Flasche aus der Kategorie ' . $cat['name'] );
		}
		$slugs   = array_keys( $categories );
		$words   = array( 'Alte', 'Edle', 'Feine', 'Kleine', 'Große', 'Nordische', 'Berliner', 'Bayerische', 'Rheinische', 'Sächsische', 'Wilde', 'Stille' );
		$nouns   = array( 'Reserve', 'Auslese', 'Edition', 'Selektion', 'Abfüllung', 'Cuvée', 'Tradition', 'Ernte', 'Komposition', 'Sonderedition' );
		$volumes = array( 350, 500, 700, 750, 330 );

		wp_defer_term_counting( true );
		wp_defer_comment_counting( true );
		wp_suspend_cache_addition( true );
		$in_batch = 0;
		$wpdb->query( 'START TRANSACTION' );
		for ( $i = 1; $i <= $total; $i++ ) {
			$slug = $slugs[ $i % count( $slugs ) ];
			$ml   = $volumes[ $i % count( $volumes ) ];
			$abv  = in_array( $slug, array( 'bier', 'alkoholfrei', 'wein' ), true ) ? ( 'alkoholfrei' === $slug ? 0 : ( 'wein' === $slug ? 12.5 : 5 ) ) : 40;
			$name = sprintf( '%s %s %s Nr. %d %s', $words[ $i % count( $words ) ], $categories[ $slug ]['name'], $nouns[ intdiv( $i, 3 ) % count( $nouns ) ], $i, ProductSeeder::volume( $ml ) );

			$product = new \WC_Product_Simple();
			$product->set_name( $name );
			$product->set_status( 'publish' );
			$product->set_sku( sprintf( 'TR-BULK-%06d', $i ) );
			$price = number_format( 5 + ( $i * 7 % 600 ) / 10, 2, '.', '' );
			$product->set_regular_price( $price );
			if ( 0 === $i % 7 ) {
				$product->set_sale_price( number_format( (float) $price * 0.85, 2, '.', '' ) );
			}
			ProductSeeder::stock( $product, 0 === $i % 50 ? 'outofstock' : 10 + $i % 90 );
			$product->set_category_ids( array( $category_ids[ $slug ] ) );
			$product->set_short_description( '<p>Generiertes Testprodukt für Lasttests. Inhalt: ' . esc_html( ProductSeeder::volume( $ml ) ) . ', Alkoholgehalt: ' . esc_html( ProductSeeder::abv( $abv ) ) . '.</p>' );
			$product->set_description( '<p>Dieses Produkt wurde automatisch für Lasttests erzeugt.</p>' );
			if ( ! empty( $pool[ $slug ] ) ) {
				$product->set_image_id( $pool[ $slug ] );
			}
			ProductSeeder::unit_meta( $product, $ml, (float) $abv );
			$product->save();
			++$this->count;
			if ( ++$in_batch >= self::BATCH ) {
				$wpdb->query( 'COMMIT' );
				$wpdb->query( 'START TRANSACTION' );
				$in_batch = 0;
				wp_cache_flush();
				if ( 0 === $i % 1000 ) {
					fwrite( STDERR, "  {$i} / {$total} products\n" );
				}
			}
		}
		$wpdb->query( 'COMMIT' );
		wp_suspend_cache_addition( false );
		wp_defer_term_counting( false );
		wp_defer_comment_counting( false );
	}
}

<?php
/**
 * Star-rated customer reviews (German) on the best-known products.
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

/**
 * Adds approved reviews and refreshes the products' rating figures.
 */
final class ReviewSeeder {

	/**
	 * Number of reviews created.
	 *
	 * @var int
	 */
	public $count = 0;

	/**
	 * Reviews per SKU: [author, rating, text, verified owner].
	 *
	 * @return array<string, array<int, array{0: string, 1: int, 2: string, 3: bool}>>
	 */
	private static function reviews(): array {
		return array(
			'TR-GIN-001' => array(
				array( 'Katrin M.', 5, 'Mein neuer Lieblings-Gin! Schön wacholderbetont, aber nicht zu scharf. Mit einem trockenen Tonic einfach perfekt.', true ),
				array( 'Jonas W.', 4, 'Sehr sauber und frisch, die Zitrusnote kommt toll raus. Die kleine Flasche ist ideal zum Probieren.', true ),
				array( 'Sabine K.', 5, 'Schnelle Lieferung, super verpackt, und der Gin schmeckt hervorragend. Gerne wieder.', false ),
				array( 'Mehmet A.', 4, 'Guter Dry Gin zum fairen Preis. Für meinen Geschmack dürfte er etwas würziger sein.', true ),
			),
			'TR-GIN-002' => array(
				array( 'Lena B.', 5, 'Die Gurkennote ist genial! Im Sommer mit Gurkenscheibe und Tonic unschlagbar.', true ),
				array( 'Frank H.', 4, 'Interessanter Gin mit regionalem Charakter. Der Meerrettich ist nur ganz dezent.', false ),
				array( 'Aylin S.', 5, 'Habe erst die kleine Flasche gekauft und jetzt direkt die große nachbestellt.', true ),
			),
			'TR-WHI-001' => array(
				array( 'Thomas R.', 5, 'Wunderbar ausgewogen: Honig, Rosinen und ein Hauch Sherry. Für den Preis ein echter Tipp.', true ),
				array( 'Claudia P.', 4, 'Mild und rund, auch für Whisky-Einsteiger gut geeignet.', true ),
				array( 'Stefan G.', 3, 'Solider Malt, mir persönlich etwas zu süß. Die Lieferung war aber top.', false ),
			),
			'TR-RUM-001' => array(
				array( 'Marco D.', 5, 'Perfekt für Mai Tai. Schöne Bananen- und Gewürznoten.', true ),
				array( 'Julia F.', 4, 'Kräftiger dunkler Rum, pur auf Eis auch sehr lecker.', false ),
			),
			'TR-WEI-001' => array(
				array( 'Heike L.', 5, 'Herrlich frischer Riesling mit toller Mineralität. Passte wunderbar zum Spargel.', true ),
				array( 'Peter N.', 4, 'Trocken, knackig, gutes Preis-Leistungs-Verhältnis.', true ),
				array( 'Anna V.', 5, 'Unser Hauswein für den Sommer. Bestellen wir immer wieder.', false ),
			),
			'TR-BIE-002' => array(
				array( 'Dennis K.', 4, 'Schönes herbes Pils, genau wie ich es mag.', true ),
				array( 'Miriam T.', 5, 'Spritzig und frisch, der Sixpack ist praktisch für den Grillabend.', false ),
			),
			'TR-LIK-003' => array(
				array( 'Gisela E.', 5, 'Schmeckt wie bei Oma! Cremig und nicht zu süß.', true ),
			),
		);
	}

	/**
	 * Creates the reviews.
	 *
	 * @param array<string, int> $product_ids SKU => product id.
	 */
	public function run( array $product_ids ): void {
		$day = 0;
		foreach ( self::reviews() as $sku => $reviews ) {
			if ( empty( $product_ids[ $sku ] ) ) {
				continue;
			}
			$product_id = $product_ids[ $sku ];
			foreach ( $reviews as $review ) {
				list( $author, $rating, $text, $verified ) = $review;
				$day                                    += 3;
				$date                                    = gmdate( 'Y-m-d H:i:s', time() - $day * DAY_IN_SECONDS );
				$comment_id                              = wp_insert_comment(
					array(
						'comment_post_ID'      => $product_id,
						'comment_author'       => $author,
						'comment_author_email' => sanitize_title( $author ) . '@example.test',
						'comment_content'      => $text,
						'comment_type'         => 'review',
						'comment_approved'     => 1,
						'comment_date'         => get_date_from_gmt( $date ),
						'comment_date_gmt'     => $date,
						'comment_meta'         => array(
							'rating'   => $rating,
							'verified' => $verified ? 1 : 0,
						),
					)
				);
				if ( $comment_id ) {
					++$this->count;
				}
			}
			self::refresh_rating( $product_id );
		}
	}

	/**
	 * Recomputes average rating, rating counts and review count of a product
	 * from its approved reviews (what WooCommerce does on comment changes).
	 *
	 * @param int $product_id Product id.
	 */
	public static function refresh_rating( int $product_id ): void {
		$product = wc_get_product( $product_id );
		if ( ! $product ) {
			return;
		}
		$comments = get_comments(
			array(
				'post_id' => $product_id,
				'status'  => 'approve',
				'type'    => 'review',
				'parent'  => 0,
			)
		);
		$counts   = array();
		$sum      = 0;
		foreach ( $comments as $comment ) {
			$rating = (int) get_comment_meta( (int) $comment->comment_ID, 'rating', true );
			if ( $rating >= 1 && $rating <= 5 ) {
				$counts[ $rating ] = ( $counts[ $rating ] ?? 0 ) + 1;
				$sum              += $rating;
			}
		}
		ksort( $counts );
		$rated = array_sum( $counts );
		$product->set_rating_counts( $counts );
		$product->set_average_rating( $rated > 0 ? round( $sum / $rated, 2 ) : 0 );
		$product->set_review_count( count( $comments ) );
		$product->save();
	}
}

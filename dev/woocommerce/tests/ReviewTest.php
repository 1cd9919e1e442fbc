<?php
/**
 * Reviews: ratings keep the product's average and counts.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Review contract.
 */
class ReviewTest extends TestCase {

	/**
	 * Posts a review as the comment form does.
	 *
	 * @param int $product_id Product.
	 * @param int $rating     Rating.
	 */
	private function review( int $product_id, int $rating ): int {
		$_POST = array(
			'comment_post_ID' => (string) $product_id,
			'rating'          => (string) $rating,
		);
		$comment = wp_handle_comment_submission(
			array(
				'comment_post_ID' => $product_id,
				'author'          => 'Max',
				'email'           => 'max' . wp_rand() . '@example.test',
				'comment'         => 'Sehr lecker, würde ich wieder kaufen ' . wp_rand(),
			)
		);
		$this->assertInstanceOf( \WP_Comment::class, $comment );
		wp_set_comment_status( $comment->comment_ID, 'approve' );
		return (int) $comment->comment_ID;
	}

	public function test_ratings_update_average_and_counts(): void {
		add_filter( 'wp_is_comment_flood', '__return_false', 99 );
		update_option( 'comment_moderation', 0 );
		update_option( 'comment_previously_approved', 0 );
		$product = $this->factory()->product();
		$first   = $this->review( $product->get_id(), 5 );
		$this->review( $product->get_id(), 4 );
		$this->review( $product->get_id(), 4 );
		$this->assertSame( 'review', get_comment_type( $first ) );
		$this->assertSame( '5', get_comment_meta( $first, 'rating', true ) );

		$read = wc_get_product( $product->get_id() );
		$this->assertSame( '4.33', (string) $read->get_average_rating() );
		$this->assertSame( 3, $read->get_review_count() );
		$this->assertSame( 3, $read->get_rating_count() );
		$this->assertSame( 2, $read->get_rating_count( 4 ) );
		$this->assertSame( '4.33', get_post_meta( $product->get_id(), '_wc_average_rating', true ) );
		$this->assertSame( '3', (string) get_post_meta( $product->get_id(), '_wc_review_count', true ) );

		wp_set_comment_status( $first, 'hold' );
		$this->assertSame( '4.00', (string) wc_get_product( $product->get_id() )->get_average_rating() );
		remove_filter( 'wp_is_comment_flood', '__return_false', 99 );
	}

	public function test_rating_html(): void {
		$html = wc_get_rating_html( 4.5, 2 );
		$this->assertStringContainsString( 'class="star-rating" role="img"', $html );
		$this->assertStringContainsString( 'width:90%', $html );
		$this->assertSame( '', wc_get_rating_html( 0 ) );
	}
}

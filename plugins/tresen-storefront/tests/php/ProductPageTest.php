<?php
/**
 * The product page's markup owned by the storefront plugin: the review form's star
 * rating as radios, the sticky add-to-cart bar, the editor's edit link.
 *
 * @package Tresen\Storefront
 */

namespace Tresen\Storefront\Tests;

use Tresen\Tests\TestCase;
use Tresen\Storefront\Product\ProductPage;

/**
 * ProductPage.
 */
class ProductPageTest extends TestCase {

	/**
	 * Renders the product page's footer for a product.
	 *
	 * @param \WC_Product $product Product.
	 */
	private function footer_of( \WC_Product $product ): string {
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		return $this->render( array( new ProductPage(), 'sticky_bar' ) );
	}

	public function test_the_review_form_asks_for_stars_with_five_named_radios(): void {
		update_option( 'woocommerce_review_rating_required', 'yes' );
		$args = ProductPage::rating_radios(
			array(
				'comment_field' => '<div class="comment-form-rating"><label for="rating">Deine Bewertung</label><select name="rating" id="rating" required><option value="">Bewerten …</option><option value="5">Perfekt</option></select></div><p class="comment-form-comment"><textarea id="comment" name="comment"></textarea></p>',
			)
		);
		$html = $args['comment_field'];
		$this->assertStringNotContainsString( '<select', $html );
		$this->assertSame( 5, preg_match_all( '/<input type="radio" name="rating" value="\d" id="rating-\d" required>/', $html ) );
		foreach ( array( 1, 2, 3, 4, 5 ) as $i ) {
			$this->assertStringContainsString( "<span class=\"screen-reader-text\">$i von 5 Sternen</span>", $html );
		}
		$this->assertStringContainsString( '<legend>Deine Sternebewertung', $html );
		$this->assertStringContainsString( '<textarea id="comment"', $html, 'the review field stays' );

		update_option( 'woocommerce_review_rating_required', 'no' );
		$this->assertStringNotContainsString( ' required>', ProductPage::rating_html( false ) );
	}

	/**
	 * Sends a review through WordPress's comment handling, as wp-comments-post.php
	 * does; returns where the shopper was sent, or null.
	 *
	 * @param array<string, string> $post The form's fields.
	 */
	private function post_review( array $post ): ?string {
		$_POST = $post;
		$stop  = static function ( $location ): void {
			throw new \RuntimeException( (string) $location );
		};
		add_filter( 'wp_redirect', $stop );
		try {
			wp_handle_comment_submission( wp_unslash( $post ) );
		} catch ( \RuntimeException $redirect ) {
			return $redirect->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $stop );
			$_POST = array();
		}
		return null;
	}

	public function test_a_review_without_stars_goes_back_to_the_form_with_the_german_message(): void {
		update_option( 'woocommerce_enable_review_rating', 'yes' );
		update_option( 'woocommerce_review_rating_required', 'yes' );
		$product = $this->factory()->product( array( 'name' => 'Gin' ) );
		wp_update_post(
			array(
				'ID'             => $product->get_id(),
				'comment_status' => 'open',
			)
		);
		$review = array(
			'comment_post_ID' => (string) $product->get_id(),
			'comment'         => 'Schmeckt nach Gurke.',
			'author'          => 'Erika',
			'email'           => 'erika@example.test',
		);
		// Unchecked radios send no "rating" at all.
		$location = $this->post_review( $review );
		$this->assertNotNull( $location, 'not saved without a rating, and no wp_die page' );
		$this->assertStringStartsWith( get_permalink( $product->get_id() ), (string) $location );
		$this->assertStringContainsString( 'tresen_rating=missing', (string) $location );
		$this->assertStringEndsWith( '#reviews', (string) $location );
		$this->assertSame( 0, (int) get_comments( array( 'post_id' => $product->get_id(), 'count' => true ) ) );
		// An empty value (WooCommerce's select) is refused the same way.
		$this->assertNotNull( $this->post_review( $review + array( 'rating' => '' ) ) );

		// Back on the form: the message at the stars, as the script shows it.
		$_GET['tresen_rating'] = 'missing';
		$args                  = ProductPage::rating_radios( array( 'comment_field' => '<div class="comment-form-rating"><select name="rating"><option value="">Bewerten …</option></select></div>' ) );
		unset( $_GET['tresen_rating'] );
		$this->assertFalse( $args['novalidate'], 'the browser checks the stars without JavaScript' );
		$this->assertStringContainsString( '<p class="tresen-rating__error" id="tresen-rating-error" role="alert">Bitte wähle eine Bewertung</p>', $args['comment_field'] );
		$this->assertSame( 5, substr_count( $args['comment_field'], 'aria-invalid="true"' ) );
		$this->assertStringNotContainsString( 'tresen-rating__error', ProductPage::rating_html( true ) );

		// With stars the review is saved.
		$this->assertNull( $this->post_review( $review + array( 'rating' => '4' ) ) );
		$this->assertSame( 1, (int) get_comments( array( 'post_id' => $product->get_id(), 'count' => true ) ) );
	}

	public function test_a_theme_s_support_for_woocommerce_s_jquery_gallery_is_withdrawn_so_its_scripts_stay_off(): void {
		$supported = array();
		foreach ( ProductPage::GALLERY_SUPPORTS as $feature ) {
			$supported[ $feature ] = current_theme_supports( $feature );
			add_theme_support( $feature ); // As Twenty Twenty-One's WooCommerce support declares them.
		}
		try {
			$this->assertSame( 100, has_action( 'after_setup_theme', array( ProductPage::class, 'own_gallery' ) ), 'after the theme and WooCommerce declared theirs' );
			ProductPage::own_gallery();
			foreach ( ProductPage::GALLERY_SUPPORTS as $feature ) {
				$this->assertFalse( current_theme_supports( $feature ), "$feature is withdrawn" );
			}
			$product = $this->factory()->product( array( 'name' => 'Galerie-Gin' ) );
			$this->go_to( '/?post_type=product&p=' . $product->get_id() );
			$GLOBALS['wp_scripts'] = new \WP_Scripts();
			do_action( 'wp_enqueue_scripts' );
			foreach ( array( 'wc-zoom', 'wc-flexslider', 'wc-photoswipe-ui-default', 'zoom', 'flexslider', 'photoswipe-ui-default' ) as $handle ) {
				$this->assertFalse( wp_script_is( $handle, 'enqueued' ), "$handle stays off the product page" );
			}
			$this->assertTrue( wp_script_is( 'tresen-storefront-product', 'enqueued' ), 'the plugin’s gallery and lightbox' );
		} finally {
			$GLOBALS['wp_scripts'] = new \WP_Scripts();
			foreach ( $supported as $feature => $was ) {
				if ( $was ) {
					add_theme_support( $feature );
				} else {
					remove_theme_support( $feature );
				}
			}
		}
	}

	public function test_the_sticky_bar_is_printed_hidden_for_a_product_that_can_be_bought(): void {
		$product = $this->factory()->product( array( 'name' => 'Gin 0,35 l', 'regular_price' => '25.90' ) );
		$html    = $this->footer_of( $product );
		$this->assertMatchesRegularExpression( '#<aside class="tresen-sticky-cart" data-product_id="' . $product->get_id() . '" aria-label="Schnellkauf" hidden>#', $html );
		$this->assertStringContainsString( '/ 1 l', $html, 'the unit price as on the page' );
		$this->assertStringContainsString( 'Gin 0,35 l', $html );
		$this->assertStringContainsString( '25,90', $html );
		$this->assertStringContainsString( 'tresen-sticky-cart__add', $html );

		$product->set_stock_status( 'outofstock' );
		$product->save();
		$this->assertSame( '', $this->footer_of( $product ), 'nothing to buy, no bar' );
	}

	public function test_the_sticky_bar_of_a_variable_product_has_a_unit_price_block_for_the_chosen_variation(): void {
		$parent = $this->factory()->variable_product( array( '0,7 l' => '34.90' ) );
		$parent->update_meta_data( '_tresen_unit', 'l' );
		$parent->save();
		$html = $this->footer_of( wc_get_product( $parent->get_id() ) );
		$this->assertMatchesRegularExpression( '#<span class="price">.*</span><p class="price-unit" hidden></p></div>#s', $html, 'an empty hidden block the refresh fills' );
		$this->assertTrue( wp_script_is( 'tresen-unit-price-unit-price', 'enqueued' ), 'the refresh script is on the page' );
	}

	public function test_the_unit_price_observer_refreshes_the_sticky_bar_for_the_product_forms_quantity(): void {
		$settings = ProductPage::observe_sticky_bar(
			array(
				'wrapper'       => '.product',
				'priceSelector' => array(),
			)
		);
		$this->assertSame( '.product, .tresen-sticky-cart', $settings['wrapper'] );
		// The same flags as the observer's Jest test of the sticky bar (observer.test.ts).
		$this->assertSame(
			array(
				'is_total_price'      => false,
				'is_primary_selector' => false,
				'quantity_selector'   => 'form.cart input.qty',
			),
			$settings['priceSelector']['.tresen-sticky-cart .price']
		);
	}
}

<?php
/**
 * The theme's style for WooCommerce's Cart and Checkout blocks loads on pages
 * with those blocks only (both lanes: it reads the page content).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;

/**
 * Enqueue: blocks-style.
 */
class BlockCheckoutStyleTest extends TestCase {

	/**
	 * The style handles queued on a page.
	 *
	 * @param string $content Page content.
	 * @return string[]
	 */
	private function styles_on( string $content ): array {
		$page = $this->factory()->page( 'Kasse', $content );
		$this->go_to( (string) get_permalink( $page ) );
		$GLOBALS['wp_styles'] = new \WP_Styles();
		do_action( 'wp_enqueue_scripts' );
		return wp_styles()->queue;
	}

	public function test_only_block_cart_and_checkout_pages_get_the_block_style(): void {
		$this->assertContains( 'tresen-blocks-style', $this->styles_on( '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->' ) );
		$this->assertContains( 'tresen-blocks-style', $this->styles_on( '<!-- wp:woocommerce/cart --><div class="wp-block-woocommerce-cart"></div><!-- /wp:woocommerce/cart -->' ) );
		$this->assertNotContains( 'tresen-blocks-style', $this->styles_on( '<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->' ) );
		$this->assertNotContains( 'tresen-blocks-style', $this->styles_on( '<p>Impressum</p>' ) );
	}
}

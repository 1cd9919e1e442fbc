<?php
/**
 * Template lookup: theme woocommerce/ folder first, then the double's templates.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Template contract.
 */
class TemplateTest extends TestCase {

	/**
	 * Temporary theme folder.
	 *
	 * @var string
	 */
	private $dir = '';

	/**
	 * WordPress's cached theme paths before the test.
	 *
	 * @var array{0: mixed, 1: mixed}
	 */
	private $paths = array( null, null );

	/**
	 * Points the theme paths at a folder.
	 *
	 * @param string|null $dir Folder, or null to restore.
	 */
	private function use_theme_dir( ?string $dir ): void {
		if ( null === $dir ) {
			$GLOBALS['wp_stylesheet_path'] = $this->paths[0];
			$GLOBALS['wp_template_path']   = $this->paths[1];
			return;
		}
		$GLOBALS['wp_stylesheet_path'] = $dir;
		$GLOBALS['wp_template_path']   = $dir;
	}

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/wcd-theme-' . wp_generate_password( 6, false );
		wp_mkdir_p( $this->dir . '/woocommerce/cart' );
		file_put_contents( $this->dir . '/woocommerce/cart/mini-cart.php', '<?php echo "THEME MINI CART " . count( WC()->cart->get_cart() );' ); // phpcs:ignore
		$this->paths = array( $GLOBALS['wp_stylesheet_path'] ?? null, $GLOBALS['wp_template_path'] ?? null );
		$this->use_theme_dir( $this->dir );
	}

	protected function tearDown(): void {
		$this->use_theme_dir( null );
		unlink( $this->dir . '/woocommerce/cart/mini-cart.php' );
		rmdir( $this->dir . '/woocommerce/cart' );
		rmdir( $this->dir . '/woocommerce' );
		rmdir( $this->dir );
		parent::tearDown();
	}

	public function test_theme_override_wins_over_the_plugin_template(): void {
		$this->assertSame( $this->dir . '/woocommerce/cart/mini-cart.php', wc_locate_template( 'cart/mini-cart.php' ) );
		$this->assertSame( 'THEME MINI CART 0', wc_get_template_html( 'cart/mini-cart.php' ) );
		$this->assertSame( WC()->plugin_path() . '/templates/cart/cart.php', wc_locate_template( 'cart/cart.php' ) );
	}

	public function test_fragments_use_the_theme_mini_cart(): void {
		WC()->cart->add_to_cart( $this->factory()->product()->get_id() );
		$data = $this->ajax_json( 'wc_ajax_get_refreshed_fragments' );
		$this->assertSame( '<div class="widget_shopping_cart_content">THEME MINI CART 1</div>', $data['fragments']['div.widget_shopping_cart_content'] );
	}

	public function test_loop_button_markup(): void {
		$this->use_theme_dir( sys_get_temp_dir() . '/wcd-no-theme' );
		$product            = $this->factory()->product( array( 'sku' => 'BTN-1' ) );
		$GLOBALS['product'] = $product;
		$html               = $this->render( 'woocommerce_template_loop_add_to_cart' );
		// What the theme's add-to-cart script reads from the button (attribute order is WooCommerce's business).
		$dom = new \DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		$link = ( new \DOMXPath( $dom ) )->query( '//a[contains(concat(" ", @class, " "), " add_to_cart_button ")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $link );
		$this->assertStringContainsString( 'add-to-cart=' . $product->get_id(), $link->getAttribute( 'href' ) );
		$this->assertSame( '1', $link->getAttribute( 'data-quantity' ) );
		$this->assertSame( array( 'button', 'product_type_simple', 'add_to_cart_button', 'ajax_add_to_cart' ), array_values( array_intersect( explode( ' ', $link->getAttribute( 'class' ) ), array( 'button', 'product_type_simple', 'add_to_cart_button', 'ajax_add_to_cart' ) ) ) );
		$this->assertSame( (string) $product->get_id(), $link->getAttribute( 'data-product_id' ) );
		$this->assertSame( 'BTN-1', $link->getAttribute( 'data-product_sku' ) );
		$this->assertNotSame( '', $link->getAttribute( 'aria-label' ) );
		unset( $GLOBALS['product'] );
	}
}

<?php
/**
 * Simple product.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * A product without options: added to the cart directly (also by ajax from loops).
 */
class WC_Product_Simple extends WC_Product {

	/**
	 * Type.
	 *
	 * @var string
	 */
	protected $product_type = 'simple';

	/**
	 * Add-to-cart URL: ?add-to-cart=ID on the current page when buyable, else the product page.
	 */
	public function add_to_cart_url() {
		$url = $this->is_purchasable() && $this->is_in_stock()
			? remove_query_arg( 'added-to-cart', add_query_arg( array( 'add-to-cart' => $this->get_id() ), ( is_feed() || is_404() ) ? $this->get_permalink() : '' ) )
			: $this->get_permalink();
		return apply_filters( 'woocommerce_product_add_to_cart_url', $url, $this );
	}

	/** Button text. */
	public function add_to_cart_text() {
		$text = $this->is_purchasable() && $this->is_in_stock() ? __( 'Add to cart', 'woocommerce' ) : __( 'Read more', 'woocommerce' );
		return apply_filters( 'woocommerce_product_add_to_cart_text', $text, $this );
	}

	/** Button aria-label. */
	public function add_to_cart_description() {
		/* translators: %s: Product title */
		$text = $this->is_purchasable() && $this->is_in_stock() ? __( 'Add to cart: &ldquo;%s&rdquo;', 'woocommerce' ) : __( 'Read more about &ldquo;%s&rdquo;', 'woocommerce' );
		return apply_filters( 'woocommerce_product_add_to_cart_description', sprintf( $text, $this->get_name() ), $this );
	}
}

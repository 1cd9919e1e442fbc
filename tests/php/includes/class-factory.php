<?php
/**
 * Small factories for tests, built on WooCommerce's CRUD API so they work
 * with real WooCommerce and with the double alike.
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

/**
 * Creates products, users, orders and pages.
 */
class Factory {

	/**
	 * Sequence for unique names.
	 *
	 * @var int
	 */
	private static $seq = 0;

	/**
	 * A simple product. Defaults: 25,90 €, in stock, 0,35 l, 40 % vol.
	 *
	 * @param array<string, mixed> $args name, regular_price, sale_price, sku, stock_status, stock_quantity, virtual, category_ids, meta.
	 */
	public function product( array $args = array() ): \WC_Product_Simple {
		++self::$seq;
		$product = new \WC_Product_Simple();
		$product->set_name( $args['name'] ?? 'Testprodukt ' . self::$seq );
		$product->set_status( 'publish' );
		$product->set_regular_price( (string) ( $args['regular_price'] ?? '25.90' ) );
		if ( isset( $args['sale_price'] ) ) {
			$product->set_sale_price( (string) $args['sale_price'] );
		}
		$product->set_sku( $args['sku'] ?? 'TEST-' . self::$seq . '-' . wp_generate_password( 4, false ) );
		if ( isset( $args['stock_quantity'] ) ) {
			$product->set_manage_stock( true );
			$product->set_stock_quantity( (int) $args['stock_quantity'] );
		}
		$product->set_stock_status( $args['stock_status'] ?? 'instock' );
		if ( ! empty( $args['virtual'] ) ) {
			$product->set_virtual( true );
		}
		if ( isset( $args['category_ids'] ) ) {
			$product->set_category_ids( $args['category_ids'] );
		}
		$meta = $args['meta'] ?? array(
			'_tresen_volume_ml'       => 350,
			'_tresen_alcohol_percent' => 40,
			'_tresen_unit'            => 'l',
			'_tresen_unit_base'       => 1,
			'_tresen_unit_amount'     => 0.35,
		);
		foreach ( $meta as $key => $value ) {
			$product->update_meta_data( $key, $value );
		}
		$product->save();
		return $product;
	}

	/**
	 * A variable product with one attribute "Größe" and a variation per size.
	 *
	 * @param array<string, string> $prices Size label => regular price, e.g. [ '0,35 l' => '19.90', '0,7 l' => '34.90' ].
	 * @param string                $name   Product name.
	 * @return \WC_Product_Variable The parent product (reloaded).
	 */
	public function variable_product( array $prices = array( '0,35 l' => '19.90', '0,7 l' => '34.90' ), string $name = '' ): \WC_Product_Variable {
		++self::$seq;
		$parent = new \WC_Product_Variable();
		$parent->set_name( '' !== $name ? $name : 'Variables Testprodukt ' . self::$seq );
		$parent->set_status( 'publish' );
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Größe' );
		$attribute->set_options( array_keys( $prices ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$parent->set_attributes( array( $attribute ) );
		$parent->save();
		foreach ( $prices as $size => $price ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent->get_id() );
			$variation->set_attributes( array( sanitize_title( 'Größe' ) => $size ) );
			$variation->set_regular_price( (string) $price );
			$variation->set_stock_status( 'instock' );
			$variation->save();
		}
		// As WooCommerce's product screen does: the parent's price range from its variations.
		\WC_Product_Variable::sync( $parent->get_id() );
		return wc_get_product( $parent->get_id() );
	}

	/**
	 * A user.
	 *
	 * @param string $role Role.
	 */
	public function user( string $role = 'customer' ): \WP_User {
		++self::$seq;
		$id = wp_insert_user(
			array(
				'user_login' => 'user' . self::$seq . wp_generate_password( 4, false, false ),
				'user_email' => 'user' . self::$seq . '@example.test',
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		return get_user_by( 'id', $id );
	}

	/**
	 * An order with the given products (id => quantity).
	 *
	 * @param array<int, int> $items Product id => quantity.
	 * @param array<string, string> $billing Billing fields.
	 */
	public function order( array $items = array(), array $billing = array() ): \WC_Order {
		$order = wc_create_order();
		foreach ( $items as $product_id => $qty ) {
			$order->add_product( wc_get_product( $product_id ), $qty );
		}
		$billing += array(
			'first_name' => 'Erika',
			'last_name'  => 'Mustermann',
			'email'      => 'erika@example.test',
			'country'    => 'DE',
		);
		foreach ( $billing as $key => $value ) {
			$order->{"set_billing_$key"}( $value );
		}
		$order->calculate_totals();
		$order->save();
		return $order;
	}

	/**
	 * A published page.
	 *
	 * @param string $title   Title.
	 * @param string $content Content.
	 */
	public function page( string $title = 'Seite', string $content = '' ): \WP_Post {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
		return get_post( $id );
	}
}

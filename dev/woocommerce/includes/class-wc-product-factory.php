<?php
/**
 * Product factory.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

/**
 * Creates the right WC_Product subclass for an id.
 */
class WC_Product_Factory {

	/**
	 * Product object for an id, post or product, or false.
	 *
	 * @param mixed $product_id Id, WP_Post, WC_Product or false for the global post.
	 * @return WC_Product|false
	 */
	public function get_product( $product_id = false ) {
		$product_id = $this->get_product_id( $product_id );
		if ( ! $product_id ) {
			return false;
		}
		$type      = self::get_product_type( $product_id );
		$classname = self::get_product_classname( $product_id, $type );
		if ( ! $classname || ! class_exists( $classname ) ) {
			return false;
		}
		try {
			return new $classname( $product_id );
		} catch ( Exception $e ) {
			return false;
		}
	}

	/**
	 * Class of a product type, filtered by woocommerce_product_class.
	 *
	 * @param int    $product_id   Id.
	 * @param string $product_type Type.
	 */
	public static function get_product_classname( $product_id, $product_type ) {
		$classname = apply_filters( 'woocommerce_product_class', self::get_classname_from_product_type( $product_type ), $product_type, 'variation' === $product_type ? 'product_variation' : 'product', $product_id );
		return $classname && class_exists( $classname ) ? $classname : 'WC_Product_Simple';
	}

	/**
	 * Product type of an id.
	 *
	 * @param int $product_id Id.
	 * @return string|false
	 */
	public static function get_product_type( $product_id ) {
		return WC_Data_Store::load( 'product' )->get_product_type( $product_id );
	}

	/**
	 * WC_Product_<Type> from a type slug.
	 *
	 * @param string $product_type Type.
	 */
	public static function get_classname_from_product_type( $product_type ) {
		return $product_type ? 'WC_Product_' . implode( '_', array_map( 'ucfirst', explode( '-', (string) $product_type ) ) ) : false;
	}

	/**
	 * Id from the argument.
	 *
	 * @param mixed $product Product argument.
	 * @return int|false
	 */
	private function get_product_id( $product ) {
		global $post;
		if ( false === $product && isset( $post, $post->ID ) && in_array( get_post_type( $post->ID ), array( 'product', 'product_variation' ), true ) ) {
			return absint( $post->ID );
		}
		if ( is_numeric( $product ) ) {
			return absint( $product );
		}
		if ( $product instanceof WC_Product ) {
			return $product->get_id();
		}
		if ( ! empty( $product->ID ) ) {
			return absint( $product->ID );
		}
		return false;
	}
}

<?php
/**
 * REST routes of the setup (namespace tresen-setup/v1, cookie auth with the
 * wp_rest nonce, `manage_woocommerce`): category rules with preview and
 * undo, and the shop check.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Rules;

use Tresen\Setup\Check\ShopCheck;

defined( 'ABSPATH' ) || exit;

/**
 * Routes.
 */
final class Rest {

	public const NS = 'tresen-setup/v1';

	/**
	 * Registers the routes.
	 */
	public static function routes(): void {
		$can  = array( self::class, 'can' );
		$rule = array(
			'min_age'        => array( 'type' => array( 'string', 'integer' ) ),
			'deposit_type'   => array( 'type' => 'string' ),
			'deposit_amount' => array( 'type' => array( 'string', 'number' ) ),
			'deposit_units'  => array( 'type' => 'integer' ),
			'unit'           => array( 'type' => 'string' ),
		);
		register_rest_route(
			self::NS,
			'/categories',
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'categories' ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::NS,
			'/categories/(?P<id>\d+)/preview',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'preview' ),
				'permission_callback' => $can,
				'args'                => $rule,
			)
		);
		register_rest_route(
			self::NS,
			'/categories/(?P<id>\d+)',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'apply' ),
				'permission_callback' => $can,
				'args'                => $rule,
			)
		);
		register_rest_route(
			self::NS,
			'/categories/(?P<id>\d+)/undo',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'undo' ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::NS,
			'/payments/stripe',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'stripe' ),
				'permission_callback' => $can,
				'args'                => array(
					'secret_key'     => array(
						'type'     => 'string',
						'required' => true,
					),
					'webhook_secret' => array(
						'type'    => 'string',
						'default' => '',
					),
				),
			)
		);
		register_rest_route(
			self::NS,
			'/check',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => static fn() => rest_ensure_response( ShopCheck::last() ),
					'permission_callback' => $can,
				),
				array(
					'methods'             => 'POST',
					'callback'            => static fn() => rest_ensure_response( ShopCheck::run() ),
					'permission_callback' => $can,
				),
			)
		);
	}

	/**
	 * Tests Stripe keys (nothing is stored).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function stripe( \WP_REST_Request $request ): \WP_REST_Response {
		$results = \Tresen\Setup\Payments\ConnectionTest::stripe( (string) $request['secret_key'], (string) $request['webhook_secret'] );
		return new \WP_REST_Response(
			array_map(
				static function ( $r ) {
					return $r->to_array();
				},
				$results
			)
		);
	}

	/**
	 * Only shop managers.
	 */
	public static function can(): bool {
		return current_user_can( 'manage_woocommerce' );
	}

	/**
	 * The rule fields of a request.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function rule( \WP_REST_Request $request ): array {
		$out = array();
		foreach ( array( 'min_age', 'deposit_type', 'deposit_amount', 'deposit_units', 'unit' ) as $key ) {
			if ( null !== $request->get_param( $key ) ) {
				$out[ $key ] = $request->get_param( $key );
			}
		}
		return $out;
	}

	/**
	 * Every product category with its rule and product count.
	 */
	public static function categories(): \WP_REST_Response {
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => false,
			)
		);
		$out   = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( ! $term instanceof \WP_Term ) {
				continue;
			}
			$out[] = array(
				'id'       => $term->term_id,
				'name'     => $term->name,
				'slug'     => $term->slug,
				'parent'   => $term->parent,
				'products' => count( CategoryRules::product_ids( $term->term_id ) ),
				'rule'     => CategoryRules::get( $term->term_id ),
				'can_undo' => CategoryRules::can_undo( $term->term_id ),
			);
		}
		return new \WP_REST_Response( $out );
	}

	/**
	 * How many products a rule would change.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function preview( \WP_REST_Request $request ) {
		$rule   = self::rule( $request );
		$errors = CategoryRules::validate( $rule );
		if ( $errors ) {
			return new \WP_Error( 'tresen_setup_invalid_rule', implode( ' ', $errors ), array( 'status' => 400 ) );
		}
		return new \WP_REST_Response( array( 'changes' => count( CategoryRules::preview( (int) $request['id'], $rule ) ) ) );
	}

	/**
	 * Applies a rule.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function apply( \WP_REST_Request $request ) {
		$changed = CategoryRules::apply( (int) $request['id'], self::rule( $request ) );
		return is_wp_error( $changed ) ? $changed : new \WP_REST_Response( array( 'changed' => $changed ) );
	}

	/**
	 * Undoes a category's last rule.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function undo( \WP_REST_Request $request ) {
		$restored = CategoryRules::undo( (int) $request['id'] );
		return is_wp_error( $restored ) ? $restored : new \WP_REST_Response( array( 'restored' => $restored ) );
	}
}

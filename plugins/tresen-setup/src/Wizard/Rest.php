<?php
/**
 * REST routes of the Einrichtung (tresen-setup/v1/wizard…, `manage_woocommerce`,
 * WordPress's cookie authentication with the wp_rest nonce that
 * `@wordpress/api-fetch`'s nonce middleware sends).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

defined( 'ABSPATH' ) || exit;

/**
 * Routes.
 */
final class Rest {

	public const NS = 'tresen-setup/v1';

	/** Steps with an undo through Undo (the drinks step undoes per category). */
	private const UNDOABLE = array( Company::STEP, LegalPages::STEP, TaxesShipping::STEP, Payments::STEP, Consent::STEP );

	/**
	 * Registers the routes.
	 */
	public static function routes(): void {
		$can = array( \Tresen\Setup\Rules\Rest::class, 'can' );
		register_rest_route(
			self::NS,
			'/wizard',
			array(
				'methods'             => 'GET',
				'callback'            => static fn() => new \WP_REST_Response( self::state() ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::NS,
			'/wizard/progress',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'progress' ),
				'permission_callback' => $can,
				'args'                => array(
					'current' => array( 'type' => 'string' ),
					'step'    => array( 'type' => 'string' ),
					'status'  => array( 'type' => 'string' ),
				),
			)
		);
		register_rest_route(
			self::NS,
			'/wizard/company',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'company' ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::NS,
			'/wizard/pages',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'pages' ),
				'permission_callback' => $can,
				'args'                => array(
					'pages' => array(
						'type'     => 'object',
						'required' => true,
					),
				),
			)
		);
		register_rest_route(
			self::NS,
			'/wizard/taxes',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'taxes' ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::NS,
			'/wizard/payments',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'payments' ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::NS,
			'/wizard/consent',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'consent' ),
				'permission_callback' => $can,
			)
		);
		register_rest_route(
			self::NS,
			'/wizard/(?P<step>company|pages|taxes|payments|consent)/undo',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'undo' ),
				'permission_callback' => $can,
			)
		);
	}

	/**
	 * Everything the wizard shows.
	 *
	 * @return array<string, mixed>
	 */
	public static function state(): array {
		$can_undo = array();
		foreach ( self::UNDOABLE as $step ) {
			$can_undo[ $step ] = Undo::can_undo( $step );
		}
		return array(
			'progress' => Progress::get(),
			'company'  => Company::get(),
			'pages'    => LegalPages::state(),
			'taxes'    => TaxesShipping::state(),
			'payments' => Payments::state(),
			'consent'  => Consent::state(),
			'can_undo' => $can_undo,
		);
	}

	/**
	 * Moves to a step and/or sets a step's status.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function progress( \WP_REST_Request $request ) {
		$current = $request->get_param( 'current' );
		$step    = $request->get_param( 'step' );
		$status  = $request->get_param( 'status' );
		$result  = Progress::update(
			is_string( $current ) ? $current : null,
			is_string( $step ) ? $step : null,
			is_string( $status ) ? $status : null
		);
		return is_wp_error( $result ) ? $result : new \WP_REST_Response( $result );
	}

	/**
	 * Saves the company data; marks the step done.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function company( \WP_REST_Request $request ) {
		$params = $request->get_json_params();
		$params = is_array( $params ) && $params ? $params : $request->get_body_params();
		$result = Company::save( is_array( $params ) ? $params : array() );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		Progress::update( null, Company::STEP, 'done' );
		return new \WP_REST_Response( self::state() );
	}

	/**
	 * Creates or picks the legal pages; marks the step done.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function pages( \WP_REST_Request $request ) {
		$pages  = $request->get_param( 'pages' );
		$result = LegalPages::apply( is_array( $pages ) ? $pages : array() );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		Progress::update( null, LegalPages::STEP, 'done' );
		return new \WP_REST_Response( self::state() );
	}

	/**
	 * Taxes and shipping; marks the step done. The answer names what was
	 * added and what existed and was kept (`result`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function taxes( \WP_REST_Request $request ) {
		$params = $request->get_json_params();
		$params = is_array( $params ) && $params ? $params : $request->get_body_params();
		$result = TaxesShipping::apply( is_array( $params ) ? $params : array() );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		Progress::update( null, TaxesShipping::STEP, 'done' );
		return new \WP_REST_Response( array( 'result' => $result ) + self::state() );
	}

	/**
	 * The JSON (or form) body as an array.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function body( \WP_REST_Request $request ): array {
		$params = $request->get_json_params();
		$params = is_array( $params ) && $params ? $params : $request->get_body_params();
		return is_array( $params ) ? $params : array();
	}

	/**
	 * Payments: tests and saves the Stripe keys, the PayPal credentials and
	 * the bank details; marks the step done. The answer names what was
	 * saved and the tests' German results (`result`); secrets only masked.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function payments( \WP_REST_Request $request ) {
		$result = Payments::apply( self::body( $request ) );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		Progress::update( null, Payments::STEP, 'done' );
		return new \WP_REST_Response( array( 'result' => $result ) + self::state() );
	}

	/**
	 * Consent banner and marketing pixels; marks the step done.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function consent( \WP_REST_Request $request ) {
		$result = Consent::apply( self::body( $request ) );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		Progress::update( null, Consent::STEP, 'done' );
		return new \WP_REST_Response( array( 'result' => $result ) + self::state() );
	}

	/**
	 * Undoes a step: restores what it overwrote; the step is open again.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function undo( \WP_REST_Request $request ) {
		$step = (string) $request['step'];
		if ( ! Undo::can_undo( $step ) ) {
			return new \WP_Error( 'tresen_setup_nothing_to_undo', __( 'There is nothing to undo in this step.', 'tresen-setup' ), array( 'status' => 409 ) );
		}
		$restored = Undo::undo( $step );
		Progress::update( null, $step, 'open' );
		return new \WP_REST_Response( array( 'restored' => $restored ) + self::state() );
	}
}

<?php
/**
 * The Contact Form 7 REST API (namespace contact-form-7/v1): feedback,
 * schema and refill. Public routes without a nonce: they must work on pages
 * served from a cache.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

use Tresen\ContactForm\Spam\Captcha;
use Tresen\ContactForm\Spam\Quiz;

defined( 'ABSPATH' ) || exit;

/**
 * REST routes.
 */
final class Rest {

	public const NAMESPACE = 'contact-form-7/v1';

	/**
	 * Registers the routes (rest_api_init).
	 */
	public static function register(): void {
		$id = array(
			'id' => array(
				'validate_callback' => static fn( $v ) => is_numeric( $v ),
			),
		);
		register_rest_route(
			self::NAMESPACE,
			'/contact-forms/(?P<id>\d+)/feedback',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'feedback' ),
				'permission_callback' => '__return_true',
				'args'                => $id,
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/contact-forms/(?P<id>\d+)/feedback/schema',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'schema' ),
				'permission_callback' => '__return_true',
				'args'                => $id,
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/contact-forms/(?P<id>\d+)/refill',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'refill' ),
				'permission_callback' => '__return_true',
				'args'                => $id,
			)
		);
	}

	/**
	 * WordPress's own errors on this namespace (wrong method, unreadable JSON,
	 * an invalid id) come with English texts, and in German only where the
	 * site has WordPress's full language pack. A shopper gets them in German
	 * here; the codes stay WordPress's.
	 *
	 * @param mixed $result  Response.
	 * @param mixed $server  Server.
	 * @param mixed $request Request.
	 * @return mixed
	 */
	public static function german_core_errors( $result, $server, $request ) {
		if ( ! $result instanceof \WP_REST_Response || $result->get_status() < 400 || ! $request instanceof \WP_REST_Request ) {
			return $result;
		}
		if ( ! str_starts_with( $request->get_route(), '/' . self::NAMESPACE . '/' ) ) {
			return $result;
		}
		$data = $result->get_data();
		if ( ! is_array( $data ) || ! isset( $data['code'] ) || ! is_string( $data['code'] ) || str_starts_with( $data['code'], 'wpcf7_' ) ) {
			return $result;
		}
		$messages        = array(
			'rest_no_route'               => __( 'This address does not take this kind of request.', 'tresen-contact-form' ),
			'rest_invalid_param'          => __( 'The request contains an invalid value.', 'tresen-contact-form' ),
			'rest_missing_callback_param' => __( 'The request is missing a value.', 'tresen-contact-form' ),
			'rest_invalid_json'           => __( 'The request could not be read.', 'tresen-contact-form' ),
		);
		$data['message'] = $messages[ $data['code'] ] ?? __( 'The request could not be processed. Please reload the page and try again.', 'tresen-contact-form' );
		if ( isset( $data['data']['params'] ) && is_array( $data['data']['params'] ) ) {
			$data['data']['params'] = array_fill_keys( array_keys( $data['data']['params'] ), $data['message'] );
		}
		unset( $data['data']['details'] );
		$result->set_data( $data );
		return $result;
	}

	/**
	 * 404 for an unknown (or unpublished) form.
	 */
	private static function not_found(): \WP_Error {
		return new \WP_Error( 'wpcf7_not_found', __( 'The requested contact form was not found.', 'tresen-contact-form' ), array( 'status' => 404 ) );
	}

	/**
	 * POST contact-forms/{id}/feedback.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function feedback( \WP_REST_Request $request ) {
		$content_type = $request->get_header( 'Content-Type' );
		if ( ! is_string( $content_type ) || ! str_starts_with( strtolower( trim( $content_type ) ), 'multipart/form-data' ) ) {
			return new \WP_Error( 'wpcf7_unsupported_media_type', __( 'The request payload format is not supported.', 'tresen-contact-form' ), array( 'status' => 415 ) );
		}
		$form = ContactForm::find( (int) $request['id'] );
		if ( null === $form ) {
			return self::not_found();
		}
		$params   = wp_unslash( (array) $request->get_body_params() );
		$unit_tag = self::unit_tag( $params['_wpcf7_unit_tag'] ?? '' );
		if ( '' === $unit_tag ) {
			return new \WP_Error( 'wpcf7_unit_tag_not_found', __( 'There is no valid unit tag.', 'tresen-contact-form' ), array( 'status' => 400 ) );
		}
		$submission = new Submission( $form, $params, (array) $request->get_file_params() );
		$result     = $submission->process( self::ip(), self::container_post( $params ) );
		$invalid    = array();
		foreach ( $result['invalid_fields'] as $field => $message ) {
			$invalid[] = array(
				'field'    => $field,
				'message'  => $message,
				'idref'    => null,
				'error_id' => $unit_tag . '-ve-' . $field,
			);
		}
		$reply    = array(
			'contact_form_id'  => $form->id,
			'status'           => $result['status'],
			'message'          => $result['message'],
			'posted_data_hash' => $result['posted_data_hash'],
			'into'             => '#' . $unit_tag,
			'invalid_fields'   => $invalid,
		);
		$reply    = array_merge( $reply, self::refill_data( $form ) );
		$response = new \WP_REST_Response( $reply, 200 );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * GET contact-forms/{id}/feedback/schema: only rules, never mail settings.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function schema( \WP_REST_Request $request ) {
		$form = ContactForm::find( (int) $request['id'] );
		if ( null === $form ) {
			return self::not_found();
		}
		return new \WP_REST_Response( Schema::for_form( $form ), 200 );
	}

	/**
	 * GET contact-forms/{id}/refill: fresh captcha and quiz data.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function refill( \WP_REST_Request $request ) {
		$form = ContactForm::find( (int) $request['id'] );
		if ( null === $form ) {
			return self::not_found();
		}
		$data     = self::refill_data( $form );
		$response = new \WP_REST_Response( (object) $data, 200 );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * Captcha ({name: image URL}) and quiz ({name: [question, hash]}) maps.
	 *
	 * @param ContactForm $form Form.
	 * @return array<string, array<string, mixed>>
	 */
	public static function refill_data( ContactForm $form ): array {
		$data = array();
		foreach ( $form->tags_of( 'captcha' ) as $tag ) {
			$challenge = Captcha::create();
			if ( null !== $challenge ) {
				$data['captcha'][ $tag->name ] = $challenge[1];
			}
		}
		foreach ( $form->tags_of( 'quiz' ) as $tag ) {
			$pick = Quiz::pick( $tag );
			if ( null !== $pick ) {
				$data['quiz'][ $tag->name ] = $pick;
			}
		}
		return $data;
	}

	/**
	 * A unit tag reduced to [A-Za-z0-9_-] (it is echoed into a selector).
	 *
	 * @param mixed $raw Posted value.
	 */
	public static function unit_tag( $raw ): string {
		return is_string( $raw ) ? (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $raw ) : '';
	}

	/**
	 * The page the form was posted from (_wpcf7_container_post), 0 when none.
	 *
	 * @param array<string, mixed> $params Posted body parameters.
	 */
	public static function container_post( array $params ): int {
		return isset( $params['_wpcf7_container_post'] ) && is_numeric( $params['_wpcf7_container_post'] ) ? absint( $params['_wpcf7_container_post'] ) : 0;
	}

	/**
	 * The visitor's address: as the server saw it, or as the owner's trusted
	 * proxies forwarded it (common/php RateLimit::client_ip(), TRESEN_TRUSTED_PROXIES).
	 */
	public static function ip(): string {
		$ip = \Tresen\Common\V5\RateLimit::client_ip();
		return (string) apply_filters( 'tresen_contact_form_remote_ip', $ip );
	}
}

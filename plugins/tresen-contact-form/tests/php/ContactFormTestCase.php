<?php
/**
 * Shared helpers for the contact form tests.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\ContactForm;
use Tresen\ContactForm\Store;
use Tresen\Tests\TestCase;

/**
 * Base class: a form, a valid submission and a REST helper.
 */
abstract class ContactFormTestCase extends TestCase {

	/**
	 * Form under test.
	 *
	 * @var ContactForm
	 */
	protected $form;

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		$this->form             = ContactForm::make_default();
		$this->form->save();
	}

	protected function tearDown(): void {
		remove_all_filters( 'tresen_contact_form_is_uploaded_file' );
		remove_all_filters( 'tresen_contact_form_abort' );
		parent::tearDown();
	}

	/**
	 * A valid submission of the default form.
	 *
	 * @param array<string, mixed> $overrides Changed fields.
	 * @return array<string, mixed>
	 */
	protected function valid( array $overrides = array() ): array {
		return array_merge(
			array(
				'_wpcf7'                => (string) $this->form->id,
				'_wpcf7_version'        => '6.0.6',
				'_wpcf7_locale'         => 'de_DE',
				'_wpcf7_unit_tag'       => 'wpcf7-f' . $this->form->id . '-o1',
				'_wpcf7_container_post' => '0',
				'_tresen_fill_ms'       => '8000',
				'your-name'             => 'Jana Beispiel',
				'your-email'            => 'jana@example.de',
				'your-subject'          => 'Frage zum Riesling',
				'your-message'          => "Hallo,\nist der Riesling 2021 wieder lieferbar?",
				'privacy-consent'       => '1',
				'tresen-website'        => '',
			),
			$overrides
		);
	}

	/**
	 * POSTs to the feedback route as multipart form data.
	 *
	 * @param array<string, mixed> $params Body.
	 * @param array<string, mixed> $files  Files.
	 * @param int|null             $id     Form id.
	 */
	protected function feedback( array $params, array $files = array(), ?int $id = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms/' . ( $id ?? $this->form->id ) . '/feedback' );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=----tresen' );
		$request->set_body_params( wp_slash( $params ) );
		$request->set_file_params( $files );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * Stored submissions, newest first.
	 *
	 * @return \WP_Post[]
	 */
	protected function stored(): array {
		return get_posts(
			array(
				'post_type'   => Store::POST_TYPE,
				'post_status' => 'any',
				'numberposts' => -1,
				'orderby'     => 'ID',
				'order'       => 'DESC',
			)
		);
	}
}

<?php
/**
 * REST routes of contact-form-7/v1: every status and every HTTP error,
 * storage before mail, mail failure and resend, spam checks.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\Admin\Submissions;
use Tresen\ContactForm\ContactForm;
use Tresen\ContactForm\Store;

require_once __DIR__ . '/ContactFormTestCase.php';

/**
 * REST behaviour.
 */
final class ContactFormRestTest extends ContactFormTestCase {

	public function test_valid_message_is_stored_then_mailed(): void {
		$stored_before_mail = null;
		add_filter(
			'pre_wp_mail',
			function ( $short ) use ( &$stored_before_mail ) {
				$posts              = $this->stored();
				$stored_before_mail = $posts ? Store::status( $posts[0]->ID ) : 'nothing stored';
				return $short;
			},
			1
		);
		$response = $this->feedback( $this->valid() );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertSame( $this->form->message( 'mail_sent_ok' ), $data['message'] );
		$this->assertSame( '#wpcf7-f' . $this->form->id . '-o1', $data['into'] );
		$this->assertSame( array(), $data['invalid_fields'] );
		$this->assertNotSame( '', $data['posted_data_hash'] );
		$this->assertSame( 'pending', $stored_before_mail, 'the message is stored before the mail is tried' );

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( get_option( 'admin_email' ), $mail['to'] );
		$this->assertStringContainsString( 'Frage zum Riesling', $mail['subject'] );
		$this->assertStringContainsString( 'ist der Riesling 2021 wieder lieferbar?', $mail['message'] );
		$this->assertContains( 'Reply-To: jana@example.de', $mail['headers'] );

		$posts = $this->stored();
		$this->assertCount( 1, $posts );
		$this->assertSame( 'sent', Store::status( $posts[0]->ID ) );
		$this->assertSame( 'jana@example.de', get_post_meta( $posts[0]->ID, '_tresen_fields', true )['your-email'] );
	}

	public function test_broken_mail_server_loses_nothing_and_resend_delivers(): void {
		update_option( 'tresen_local_mail_fail', 1 );
		$fail = static fn() => false;
		add_filter( 'pre_wp_mail', $fail, 1 );
		$data = $this->feedback( $this->valid() )->get_data();
		remove_filter( 'pre_wp_mail', $fail, 1 );
		delete_option( 'tresen_local_mail_fail' );

		$this->assertSame( 'mail_failed', $data['status'] );
		$this->assertSame( $this->form->message( 'mail_sent_ng' ), $data['message'] );
		$this->assertSame( array(), $this->mails );
		$posts = $this->stored();
		$this->assertCount( 1, $posts, 'the message is kept although no mail went out' );
		$this->assertSame( 'failed', Store::status( $posts[0]->ID ) );

		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$this->assertTrue( Submissions::resend( $posts[0]->ID ) );
		$this->assertSame( 'sent', Store::status( $posts[0]->ID ) );
		$this->assertCount( 1, $this->mails );
		$this->assertStringContainsString( 'Frage zum Riesling', $this->mails[0]['subject'] );
	}

	public function test_validation_failed_lists_german_field_errors(): void {
		$data = $this->feedback(
			$this->valid(
				array(
					'your-name'  => '   ',
					'your-email' => 'jana@example',
				)
			)
		)->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( '', $data['posted_data_hash'] );
		$by_field = array_column( $data['invalid_fields'], null, 'field' );
		$this->assertSame( array( 'your-name', 'your-email' ), array_keys( $by_field ) );
		$this->assertSame( $this->form->message( 'invalid_required' ), $by_field['your-name']['message'] );
		$this->assertSame( $this->form->message( 'invalid_email' ), $by_field['your-email']['message'] );
		$this->assertSame( 'wpcf7-f' . $this->form->id . '-o1-ve-your-email', $by_field['your-email']['error_id'] );
		$this->assertSame( array(), $this->stored() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_acceptance_missing(): void {
		$params = $this->valid();
		unset( $params['privacy-consent'] );
		$data = $this->feedback( $params )->get_data();
		$this->assertSame( 'acceptance_missing', $data['status'] );
		$this->assertSame( $this->form->message( 'accept_terms' ), $data['message'] );
		$this->assertSame( '', $data['posted_data_hash'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_inverted_and_optional_acceptance(): void {
		$this->form->form = '[text* your-name][acceptance no-ads invert]No newsletter[/acceptance][acceptance maybe optional]Maybe[/acceptance][submit]';
		$this->form->save();
		$ok = $this->feedback( $this->valid( array( 'privacy-consent' => '' ) ) )->get_data();
		$this->assertSame( 'mail_sent', $ok['status'], 'inverted box unticked and optional box unticked pass' );
		$bad = $this->feedback( $this->valid( array( 'no-ads' => '1' ) ) )->get_data();
		$this->assertSame( 'acceptance_missing', $bad['status'] );
	}

	public function test_spam_honeypot_fill_time_and_rate_limit(): void {
		$honeypot = $this->feedback( $this->valid( array( 'tresen-website' => 'http://spam.example' ) ) )->get_data();
		$this->assertSame( 'spam', $honeypot['status'] );
		$this->assertSame( '', $honeypot['posted_data_hash'] );

		$fast = $this->feedback( $this->valid( array( '_tresen_fill_ms' => '400' ) ) )->get_data();
		$this->assertSame( 'spam', $fast['status'] );
		$this->assertSame( $this->form->message( 'too_fast' ), $fast['message'] );

		update_option( 'tresen_contact_form_rate_limit', 2 );
		$statuses = array();
		for ( $i = 0; $i < 3; $i++ ) {
			// Different messages (the same one twice is a duplicate: ContactFormDuplicateTest).
			$statuses[] = $this->feedback( $this->valid( array( 'your-message' => "Frage Nummer $i" ) ) )->get_data()['status'];
		}
		$this->assertSame( array( 'mail_sent', 'mail_sent', 'spam' ), $statuses );
		$limited = $this->feedback( $this->valid() )->get_data();
		$this->assertSame( $this->form->message( 'rate_limited' ), $limited['message'] );
		$this->assertCount( 2, $this->mails );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->assertSame( 'mail_sent', $this->feedback( $this->valid( array( 'your-message' => 'Von woanders' ) ) )->get_data()['status'], 'another address is not limited' );
		$this->assertCount( 3, $this->mails );
	}

	public function test_aborted_and_payment_required_from_the_abort_hook(): void {
		add_filter( 'tresen_contact_form_abort', static fn() => 'aborted' );
		$this->assertSame( 'aborted', $this->feedback( $this->valid() )->get_data()['status'] );
		remove_all_filters( 'tresen_contact_form_abort' );
		add_filter( 'tresen_contact_form_abort', static fn() => 'payment_required' );
		$data = $this->feedback( $this->valid() )->get_data();
		$this->assertSame( 'payment_required', $data['status'] );
		$this->assertSame( $this->form->message( 'payment_required' ), $data['message'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_quiz_when_enabled(): void {
		$this->form->quiz_enabled = true;
		$this->form->save();
		$data = $this->feedback( $this->valid() )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'spam-quiz', $data['invalid_fields'][0]['field'] );
		$this->assertSame( $this->form->message( 'quiz_answer_not_correct' ), $data['invalid_fields'][0]['message'] );
		$this->assertArrayHasKey( 'spam-quiz', $data['quiz'], 'the reply carries a fresh question' );

		$hash = \Tresen\ContactForm\Spam\Quiz::hash( '7' );
		$ok   = $this->feedback( $this->valid( array( 'spam-quiz' => ' 7 ', '_wpcf7_quiz_answer_spam-quiz' => $hash ) ) )->get_data();
		$this->assertSame( 'mail_sent', $ok['status'] );
		$wrong = $this->feedback( $this->valid( array( 'spam-quiz' => '8', '_wpcf7_quiz_answer_spam-quiz' => $hash ) ) )->get_data();
		$this->assertSame( 'validation_failed', $wrong['status'] );
	}

	public function test_http_errors(): void {
		$request = new \WP_REST_Request( 'POST', '/contact-form-7/v1/contact-forms/' . $this->form->id . '/feedback' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $this->valid() ) );
		$response = rest_ensure_response( rest_do_request( $request ) );
		$this->assertSame( 415, $response->get_status() );
		$this->assertSame( 'wpcf7_unsupported_media_type', $response->get_data()['code'] );

		$response = $this->feedback( $this->valid(), array(), 999999 );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'wpcf7_not_found', $response->get_data()['code'] );

		$params = $this->valid();
		unset( $params['_wpcf7_unit_tag'] );
		$response = $this->feedback( $params );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'wpcf7_unit_tag_not_found', $response->get_data()['code'] );

		$response = $this->feedback( $this->valid( array( '_wpcf7_unit_tag' => '"><svg onload=alert(1)>' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertMatchesRegularExpression( '/^#[A-Za-z0-9_-]+$/', $response->get_data()['into'] );

		$draft = wp_insert_post(
			array(
				'post_type'   => ContactForm::POST_TYPE,
				'post_status' => 'draft',
				'post_title'  => 'Entwurf',
			)
		);
		$this->assertSame( 404, $this->rest( 'GET', '/contact-form-7/v1/contact-forms/' . $draft . '/feedback/schema' )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/contact-form-7/v1/contact-forms/' . $draft . '/refill' )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/contact-form-7/v1/contact-forms/abc/refill' )->get_status() );
	}

	public function test_wordpress_errors_on_the_contact_routes_are_german(): void {
		$server = rest_get_server();
		$cases  = array(
			array( 'GET', '/contact-form-7/v1/contact-forms/' . $this->form->id . '/feedback', 'rest_no_route', 'Diese Adresse nimmt diese Art von Anfrage nicht an.' ),
			array( 'DELETE', '/contact-form-7/v1/contact-forms/' . $this->form->id . '/refill', 'rest_no_route', 'Diese Adresse nimmt diese Art von Anfrage nicht an.' ),
		);
		foreach ( $cases as list( $method, $route, $code, $german ) ) {
			$request  = new \WP_REST_Request( $method, $route );
			$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );
			$this->assertSame( $code, $response->get_data()['code'], $route );
			$this->assertSame( $german, $response->get_data()['message'], $route );
		}
		// Other namespaces keep WordPress's texts.
		$request  = new \WP_REST_Request( 'GET', '/wp/v2/no-such-route' );
		$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );
		$this->assertNotSame( 'Diese Adresse nimmt diese Art von Anfrage nicht an.', $response->get_data()['message'] );
	}

	public function test_schema_has_rules_but_no_mail_settings(): void {
		$response = $this->rest( 'GET', '/contact-form-7/v1/contact-forms/' . $this->form->id . '/feedback/schema' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'Contact Form 7 SWV Schema 2024-10', $data['version'] );
		$this->assertContains(
			array(
				'rule'  => 'email',
				'field' => 'your-email',
				'error' => $this->form->message( 'invalid_email' ),
			),
			$data['rules']
		);
		$json = (string) wp_json_encode( $data );
		$this->assertStringNotContainsString( 'admin_email', $json );
		$this->assertStringNotContainsString( 'Reply-To', $json );
	}

	public function test_refill_is_empty_without_quiz_and_has_quiz_when_enabled(): void {
		$route = '/contact-form-7/v1/contact-forms/' . $this->form->id . '/refill';
		$this->assertEquals( new \stdClass(), $this->rest( 'GET', $route )->get_data() );
		$this->form->quiz_enabled = true;
		$this->form->save();
		$data = (array) $this->rest( 'GET', $route )->get_data();
		$this->assertCount( 2, $data['quiz']['spam-quiz'] );
	}

	public function test_mail_header_injection_is_refused(): void {
		$data = $this->feedback( $this->valid( array( 'your-email' => "jana@example.de\r\nBcc: victim@example.org" ) ) )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->feedback( $this->valid( array( 'your-subject' => "Hallo\r\nBcc: victim@example.org" ) ) );
		$this->assertStringNotContainsString( "\n", $this->mails[0]['subject'] );
	}
}

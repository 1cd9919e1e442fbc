<?php
/**
 * The form as a browser without JavaScript, or Contact Form 7's own script,
 * posts it: the hidden fields as printed (the fill time empty) and the
 * signed, time-stamped token. A person's message goes out in one post; a
 * bot that posts a fresh form at once is still stopped, whatever fill time
 * it claims.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\NoScript;
use Tresen\ContactForm\Renderer;
use Tresen\ContactForm\Spam\Guard;

/**
 * Posting without the suite's script.
 */
class ContactFormNoScriptTest extends ContactFormTestCase {

	/**
	 * The hidden fields of the rendered form, as a browser posts them.
	 *
	 * @return array<string, string>
	 */
	private function printed_fields(): array {
		$page = $this->factory()->page( 'Kontakt', '[contact-form-7 id="' . $this->form->id . '"]' );
		$this->go_to( (string) get_permalink( $page ) );
		$html = do_shortcode( '[contact-form-7 id="' . $this->form->id . '"]' );
		preg_match_all( '/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/', $html, $m, PREG_SET_ORDER );
		$fields = array();
		foreach ( $m as $input ) {
			$fields[ html_entity_decode( $input[1] ) ] = html_entity_decode( $input[2] );
		}
		$this->assertArrayHasKey( Guard::TOKEN, $fields, 'the form carries its token' );
		$this->assertSame( '', $fields[ Guard::FILL_TIME ], 'nobody filled the fill time' );
		return $fields;
	}

	/**
	 * What the visitor typed, with the printed hidden fields; the form was printed `$seconds_ago`.
	 *
	 * @param int                  $seconds_ago When the page was printed.
	 * @param array<string, mixed> $overrides   Changed fields.
	 * @return array<string, mixed>
	 */
	private function typed( int $seconds_ago, array $overrides = array() ): array {
		$fields = $this->printed_fields();
		// The page printed earlier (the visitor typing, or a page cache): the same token, signed then.
		$fields[ Guard::TOKEN ] = Guard::token( $this->form->id, time() - $seconds_ago );
		$valid                  = $this->valid();
		unset( $valid[ Guard::FILL_TIME ] );
		return array_merge( $valid, $fields, $overrides );
	}

	/**
	 * Posts the form to its page as a browser without JavaScript does.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed> The result shown in the form.
	 */
	private function post_without_javascript( array $fields ): array {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash( $fields );
		Renderer::$results         = array();
		NoScript::maybe_process();
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$this->assertNotEmpty( Renderer::$results );
		return (array) reset( Renderer::$results );
	}

	public function test_a_message_sent_without_javascript_goes_out_in_one_post(): void {
		$result = $this->post_without_javascript( $this->typed( 20 ) );
		$this->assertSame( 'mail_sent', $result['status'], (string) $result['message'] );
		$this->assertCount( 1, $this->mails );
		$this->assertStringContainsString( 'ist der Riesling 2021 wieder lieferbar?', (string) $this->mails[0]['message'] );
	}

	public function test_contact_form_7s_own_script_posting_the_form_as_it_is_succeeds(): void {
		$reply = $this->feedback( $this->typed( 12 ) )->get_data();
		$this->assertSame( 'mail_sent', $reply['status'], (string) $reply['message'] );
		// From a page a cache kept for two days.
		$later = $this->feedback( $this->typed( 2 * DAY_IN_SECONDS, array( 'your-message' => 'Und der Grauburgunder?' ) ) )->get_data();
		$this->assertSame( 'mail_sent', $later['status'] );
		$this->assertCount( 2, $this->mails );
	}

	public function test_a_bot_posting_a_fresh_form_at_once_is_stopped(): void {
		$too_fast = $this->form->message( 'too_fast' );
		$at_once  = $this->typed( 0 );
		$this->assertSame( $too_fast, $this->post_without_javascript( $at_once )['message'] );
		$this->assertSame( $too_fast, $this->feedback( $at_once )->get_data()['message'] );
		// Claiming a fill time does not make a fresh form older.
		$this->assertSame( $too_fast, $this->feedback( array( Guard::FILL_TIME => '8000' ) + $at_once )->get_data()['message'] );
		// A forged, another form's or a missing token counts as no time at all.
		$old                            = $this->typed( 60 );
		list( $issued )                 = explode( '.', (string) $old[ Guard::TOKEN ] );
		$forged                         = $old;
		$forged[ Guard::TOKEN ]         = $issued . '.' . str_repeat( 'a', 24 );
		$other                          = $old;
		$other[ Guard::TOKEN ]          = Guard::token( $this->form->id + 1, time() - 60 );
		$missing                        = $old;
		unset( $missing[ Guard::TOKEN ] );
		foreach ( array( $forged, $other, $missing ) as $fields ) {
			$this->assertSame( $too_fast, $this->feedback( $fields )->get_data()['message'] );
		}
		$this->assertSame( array(), $this->mails );
		$this->assertStringStartsWith( 'Das ging sehr schnell.', $too_fast );
	}
}

<?php
/**
 * A huge field in a no-JavaScript post: a German error at the field, the
 * page whole, the length limit kept when the form is shown again.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\NoScript;
use Tresen\ContactForm\Renderer;

/**
 * Oversized input.
 */
class ContactFormHugeInputTest extends ContactFormTestCase {

	public function test_a_million_characters_without_javascript_give_a_german_error_and_a_whole_page(): void {
		$huge                      = str_repeat( 'Riesling ', 111112 ); // 1,000,008 characters.
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash( $this->valid( array( 'your-message' => $huge, 'your-name' => $huge ) ) );
		NoScript::maybe_process();
		$shortcode = '[contact-form-7 id="' . $this->form->id . '"]';
		$html      = $this->render( static fn() => print( do_shortcode( $shortcode ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput
		$this->assertStringContainsString( '</form>', $html, 'the form is shown whole' );
		$this->assertLessThan( 50000, strlen( $html ), 'the page does not carry the million characters back' );
		$this->assertStringContainsString( '<li id="wpcf7-f' . $this->form->id . '-o1-ve-your-message">Die Eingabe in diesem Feld ist zu lang.</li>', $html );
		$this->assertSame( array(), $this->mails, 'nothing sent' );
		$this->assertSame( 1, preg_match( '#<textarea[^>]*name="your-message"[^>]*>(.*?)</textarea>#s', $html, $m ) );
		$this->assertLessThanOrEqual( 2000, mb_strlen( html_entity_decode( $m[1], ENT_QUOTES ) ), 'the limit holds when shown again' );
		$this->assertSame( 1, preg_match( '#<input[^>]*value="([^"]*)"[^>]*name="your-name"#', $html, $name ) );
		$this->assertLessThanOrEqual( 400, mb_strlen( html_entity_decode( $name[1], ENT_QUOTES ) ) );
		Renderer::$results = array();
	}
}

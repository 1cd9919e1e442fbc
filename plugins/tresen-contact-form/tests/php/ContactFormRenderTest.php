<?php
/**
 * Markup, embeds and the default form.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\ContactForm;
use Tresen\ContactForm\Plugin;
use Tresen\ContactForm\TagParser;

require_once __DIR__ . '/ContactFormTestCase.php';

/**
 * Rendering.
 */
final class ContactFormRenderTest extends ContactFormTestCase {

	public function test_shortcodes_render_cf7_markup_without_per_visitor_data(): void {
		$page = $this->factory()->page( 'Kontakt', '[contact-form-7 id="' . $this->form->id . '"]' );
		$this->go_to( get_permalink( $page ) );
		$html = do_shortcode( '[contact-form-7 id="' . $this->form->id . '"]' );
		foreach ( array( '_wpcf7', '_wpcf7_version', '_wpcf7_locale', '_wpcf7_unit_tag', '_wpcf7_container_post', '_wpcf7_posted_data_hash' ) as $hidden ) {
			$this->assertStringContainsString( 'name="' . $hidden . '"', $html );
		}
		$this->assertMatchesRegularExpression( '/<div class="wpcf7 no-js" id="wpcf7-f\d+-p\d+-o\d+"/', $html );
		$this->assertStringContainsString( 'class="wpcf7-form init"', $html );
		$this->assertStringContainsString( 'data-status="init"', $html );
		$this->assertStringContainsString( '<span class="wpcf7-form-control-wrap" data-name="your-email">', $html );
		$this->assertStringContainsString( 'aria-required="true"', $html );
		$this->assertStringContainsString( 'wpcf7-acceptance', $html );
		$this->assertStringNotContainsString( 'spam-quiz', $html, 'the quiz is off by default' );
		$this->assertStringNotContainsString( '_wpnonce', $html, 'no nonce in cached HTML' );

		$user = $this->factory()->user( 'administrator' );
		wp_set_current_user( $user->ID );
		$again = do_shortcode( '[tresen_contact_form id="' . $this->form->id . '"]' );
		// The form's token names the second it was printed.
		$same = static fn( string $h ): string => (string) preg_replace( array( '/-o\d+/', '/name="_tresen_form_token" value="[^"]*"/' ), array( '', '' ), $h );
		$this->assertSame(
			$same( $html ),
			$same( $again ),
			'a logged-in admin gets the same form HTML as a guest'
		);
		$this->assertTrue( wp_script_is( 'tresen-contact-form-contact-form', 'enqueued' ) );
	}

	public function test_assets_only_on_pages_with_a_form(): void {
		wp_dequeue_script( 'tresen-contact-form-contact-form' );
		$plain = $this->factory()->page( 'Über uns', 'Nur Text.' );
		$this->go_to( get_permalink( $plain ) );
		Plugin::enqueue_if_needed();
		$this->assertFalse( wp_script_is( 'tresen-contact-form-contact-form', 'enqueued' ) );

		$with = $this->factory()->page( 'Kontakt 2', '<!-- wp:tresen/contact-form {"id":' . $this->form->id . '} /-->' );
		$this->go_to( get_permalink( $with ) );
		Plugin::enqueue_if_needed();
		$this->assertTrue( wp_script_is( 'tresen-contact-form-contact-form', 'enqueued' ) );
		$this->assertStringContainsString( 'wpcf7-form', do_blocks( get_post( $with )->post_content ) );
	}

	public function test_default_form_and_seeded_contact_page(): void {
		$id   = Plugin::ensure_default_form();
		$form = ContactForm::find( $id );
		$this->assertNotNull( $form );
		$names = array_map( static fn( $t ) => $t->basetype . ':' . $t->name, TagParser::parse( $form->form ) );
		foreach ( array( 'text:your-name', 'email:your-email', 'text:your-subject', 'textarea:your-message', 'acceptance:privacy-consent', 'quiz:spam-quiz' ) as $expected ) {
			$this->assertContains( $expected, $names );
		}
		$this->assertFalse( $form->quiz_enabled );
		$content = apply_filters( 'tresen_seed_contact_page_content', '<p>Schreib uns.</p>' );
		$this->assertStringContainsString( '<p>Schreib uns.</p>', $content );
		$this->assertStringContainsString( '[tresen_contact_form id="' . $id . '"', $content );
	}

	public function test_tag_parser_reads_options_values_and_enclosed_content(): void {
		$tags = TagParser::parse( '[checkbox* sorte exclusive free_text "Bier" "Wein" "Andere"] [acceptance ok optional]Ich <a href="/x">stimme</a> zu[/acceptance] [submit "Los"]' );
		$this->assertSame( 'checkbox*', $tags[0]->type );
		$this->assertSame( 'sorte', $tags[0]->name );
		$this->assertSame( array( 'exclusive', 'free_text' ), $tags[0]->options );
		$this->assertSame( array( 'Bier', 'Wein', 'Andere' ), $tags[0]->values );
		$this->assertSame( 'Ich <a href="/x">stimme</a> zu', $tags[1]->content );
		$this->assertTrue( $tags[1]->has_option( 'optional' ) );
		$this->assertSame( array( 'Los' ), $tags[2]->values );
	}
}

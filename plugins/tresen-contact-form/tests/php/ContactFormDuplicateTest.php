<?php
/**
 * The same message posted twice (a double click, a resent no-JavaScript
 * form) is mailed once; both paths answer as for the first post.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\NoScript;
use Tresen\ContactForm\Renderer;

/**
 * Duplicate posts.
 */
class ContactFormDuplicateTest extends ContactFormTestCase {

	public function test_a_repeated_post_sends_one_mail_on_rest_and_without_javascript(): void {
		$first  = $this->feedback( $this->valid() )->get_data();
		$second = $this->feedback( $this->valid() )->get_data();
		$this->assertSame( 'mail_sent', $first['status'] );
		$this->assertSame( 'mail_sent', $second['status'], 'the shopper is told it was sent' );
		$this->assertSame( $first['posted_data_hash'], $second['posted_data_hash'] );
		$this->assertCount( 1, $this->mails );

		// The same post without JavaScript.
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash( $this->valid() );
		NoScript::maybe_process();
		$unit = 'wpcf7-f' . $this->form->id . '-o1';
		$this->assertSame( 'mail_sent', Renderer::$results[ $unit ]['status'] );
		$this->assertCount( 1, $this->mails );
		Renderer::$results = array();

		// Another message goes out.
		$this->feedback( $this->valid( array( 'your-message' => 'Und der Grauburgunder?' ) ) );
		$this->assertCount( 2, $this->mails );
	}

	public function test_after_a_failed_send_the_shopper_can_try_again_at_once(): void {
		add_filter( 'pre_wp_mail', '__return_false', 1 );
		$failed = $this->feedback( $this->valid() )->get_data();
		remove_filter( 'pre_wp_mail', '__return_false', 1 );
		$this->assertSame( 'mail_failed', $failed['status'] );
		$retry = $this->feedback( $this->valid() )->get_data();
		$this->assertSame( 'mail_sent', $retry['status'] );
		$this->assertCount( 1, $this->mails );
	}
}

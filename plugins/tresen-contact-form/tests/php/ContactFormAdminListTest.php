<?php
/**
 * The store owner's list of received messages in wp-admin.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\Admin\Submissions;
use Tresen\ContactForm\Store;

require_once __DIR__ . '/ContactFormTestCase.php';

/**
 * The columns of the "Nachrichten" list for a sent message.
 */
final class ContactFormAdminListTest extends ContactFormTestCase {

	public function test_a_sent_message_is_listed_with_sender_form_and_german_status(): void {
		$this->assertSame( 200, $this->feedback( $this->valid() )->get_status() );
		$posts = $this->stored();
		$this->assertCount( 1, $posts );
		$id = $posts[0]->ID;

		$columns = Submissions::columns( array( 'cb' => '<input type="checkbox" />' ) );
		$this->assertSame( array( 'cb', 'title', 'tresen_from', 'tresen_form', 'tresen_status', 'date' ), array_keys( $columns ) );
		$this->assertSame( 'Betreff', $columns['title'] );

		$cell = static function ( string $column ) use ( $id ): string {
			ob_start();
			Submissions::column( $column, $id );
			return (string) ob_get_clean();
		};
		$this->assertSame( 'Jana Beispiel &lt;jana@example.de&gt;', $cell( 'tresen_from' ) );
		$this->assertSame( esc_html( $this->form->title ), $cell( 'tresen_form' ) );
		$this->assertStringContainsString( '>Gesendet<', $cell( 'tresen_status' ) );
		$this->assertSame( 'sent', Store::status( $id ) );
	}
}

<?php
/**
 * WordPress's personal-data tools (Werkzeuge → Personenbezogene Daten
 * exportieren / löschen) reach what the suite stores about a customer: the
 * withdrawals (legal plugin), the wishlists and the contact-form messages.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

use Tresen\ContactForm\ContactForm;
use Tresen\ContactForm\Store as Messages;
use Tresen\Legal\Withdrawal\Declaration;
use Tresen\Legal\Withdrawal\Store as Withdrawals;
use Tresen\Tests\TestCase;
use Tresen\Wishlist\Store as Wishlists;
use Tresen\Wishlist\Visitor;

/**
 * Personal-data export and erasure.
 */
class PersonalDataTest extends TestCase {

	/**
	 * A customer with a withdrawal, a wishlist and a contact message; another customer with the same.
	 *
	 * @return array{user: \WP_User, other: \WP_User, withdrawal: int, wishlist: int, message: int, others: array<string, int>}
	 */
	private function customers(): array {
		$user  = $this->factory()->user( 'customer' );
		$other = $this->factory()->user( 'customer' );
		$gin   = $this->factory()->product( array( 'name' => 'Tresen Dry Gin' ) );
		$form  = ContactForm::make_default();
		$form->save();
		$made = array();
		foreach ( array( $user, $other ) as $customer ) {
			$email      = strtoupper( $customer->user_email[0] ) . substr( $customer->user_email, 1 );
			$withdrawal = Withdrawals::insert( new Declaration( '4711', $email, 'Erika Mustermann', '2 × Gin' ), time() );
			$list       = Wishlists::create( new Visitor( $customer->ID, '' ), 'Geburtstag', Wishlists::PRIVATE, true );
			Wishlists::add_item( $list['id'], $gin->get_id(), $gin->get_id(), 2 );
			$message = Messages::add(
				$form,
				array(
					'your-name'    => 'Erika',
					'your-email'   => $email,
					'your-message' => 'Ist der Gin wieder da?',
				),
				array(
					'to'      => 'shop@example.test',
					'subject' => 'Frage',
					'body'    => 'Ist der Gin wieder da?',
					'headers' => array(),
				),
				array(),
				0
			);
			$made[] = array(
				'withdrawal' => $withdrawal,
				'wishlist'   => $list['id'],
				'message'    => $message,
			);
		}
		return array(
			'user'       => $user,
			'other'      => $other,
			'withdrawal' => $made[0]['withdrawal'],
			'wishlist'   => $made[0]['wishlist'],
			'message'    => $made[0]['message'],
			'others'     => $made[1],
		);
	}

	public function test_the_export_lists_withdrawals_wishlists_and_messages(): void {
		$data      = $this->customers();
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$groups    = array();
		foreach ( array( 'tresen-withdrawals', 'tresen-wishlists', 'tresen-contact-messages' ) as $key ) {
			$this->assertArrayHasKey( $key, $exporters );
			$reply = call_user_func( $exporters[ $key ]['callback'], $data['user']->user_email, 1 );
			$this->assertTrue( $reply['done'] );
			$this->assertCount( 1, $reply['data'], $key . ': only this customer’s' );
			$groups[ $reply['data'][0]['group_label'] ] = wp_list_pluck( $reply['data'][0]['data'], 'value', 'name' );
		}
		$this->assertSame( array( 'Widerrufe', 'Wunschlisten', 'Nachrichten aus dem Kontaktformular' ), array_keys( $groups ) );
		$this->assertSame( '2 × Gin', $groups['Widerrufe']['Artikel'] );
		$this->assertSame( '2 × Tresen Dry Gin', $groups['Wunschlisten']['Produkte'] );
		$this->assertSame( 'Ist der Gin wieder da?', $groups['Nachrichten aus dem Kontaktformular']['your-message'] );
	}

	public function test_an_erasure_request_removes_the_customers_withdrawals_wishlists_and_messages(): void {
		$data    = $this->customers();
		$request = wp_create_user_request( $data['user']->user_email, 'remove_personal_data' );
		$this->assertIsInt( $request );
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		foreach ( array( 'tresen-withdrawals', 'tresen-wishlists', 'tresen-contact-messages' ) as $key ) {
			$this->assertArrayHasKey( $key, $erasers );
			// As wp-admin's eraser runs them: by the request's address, page by page until done.
			$reply = call_user_func( $erasers[ $key ]['callback'], wp_get_user_request( $request )->email, 1 );
			$this->assertTrue( $reply['items_removed'], $key );
			$this->assertTrue( $reply['done'] );
		}
		$this->assertNull( get_post( $data['withdrawal'] ) );
		$this->assertNull( Wishlists::by_id( $data['wishlist'] ) );
		$this->assertSame( array(), Wishlists::items( $data['wishlist'] ) );
		$this->assertNull( get_post( $data['message'] ) );

		// The other customer keeps everything.
		$this->assertNotNull( get_post( $data['others']['withdrawal'] ) );
		$this->assertNotNull( Wishlists::by_id( $data['others']['wishlist'] ) );
		$this->assertNotNull( get_post( $data['others']['message'] ) );

		// Asked again: nothing left.
		$this->assertFalse( call_user_func( $erasers['tresen-withdrawals']['callback'], $data['user']->user_email, 1 )['items_removed'] );
	}
}

<?php
/**
 * Payment tokens (saved payment methods) as gateways use them. Runs on the
 * double and on real WooCommerce.
 *
 * @package WooCommerceDouble
 */

namespace Tresen\Tests\WooCommerceDouble;

use Tresen\Tests\TestCase;

/**
 * Payment token contract.
 */
class PaymentTokenTest extends TestCase {

	/**
	 * A saved card of a user.
	 *
	 * @param int    $user_id User.
	 * @param string $last4   Last digits.
	 */
	private function card( int $user_id, string $last4 ): \WC_Payment_Token_CC {
		$token = new \WC_Payment_Token_CC();
		$token->set_token( 'tok_' . $last4 );
		$token->set_gateway_id( 'bacs' );
		$token->set_user_id( $user_id );
		$token->set_card_type( 'visa' );
		$token->set_last4( $last4 );
		$token->set_expiry_month( '7' );
		$token->set_expiry_year( '2031' );
		$token->save();
		return $token;
	}

	public function test_a_card_token_is_stored_read_back_and_the_first_one_is_the_default(): void {
		$user  = $this->factory()->user()->ID;
		$first = $this->card( $user, '4242' );
		$this->assertGreaterThan( 0, $first->get_id() );
		$second = $this->card( $user, '1881' );

		$read = \WC_Payment_Tokens::get( $first->get_id() );
		$this->assertInstanceOf( \WC_Payment_Token_CC::class, $read );
		$this->assertSame( 'tok_4242', $read->get_token() );
		$this->assertSame( '4242', $read->get_last4() );
		$this->assertSame( '07', $read->get_expiry_month() );
		$this->assertSame( '2031', $read->get_expiry_year() );
		$this->assertSame( 'visa', $read->get_card_type() );
		$this->assertSame( $user, (int) $read->get_user_id() );
		$this->assertTrue( $read->is_default() );
		$this->assertFalse( \WC_Payment_Tokens::get( $second->get_id() )->is_default() );
		$this->assertSame( 'CC', \WC_Payment_Tokens::get_token_type_by_id( $first->get_id() ) );
		$this->assertSame( $first->get_id(), \WC_Payment_Tokens::get_customer_default_token( $user )->get_id() );

		$ids = array_keys( \WC_Payment_Tokens::get_customer_tokens( $user, 'bacs' ) );
		sort( $ids );
		$this->assertSame( array( $first->get_id(), $second->get_id() ), $ids );
		$this->assertSame( array(), \WC_Payment_Tokens::get_customer_tokens( $this->factory()->user()->ID, 'bacs' ) );

		\WC_Payment_Tokens::set_users_default( $user, $second->get_id() );
		$this->assertTrue( \WC_Payment_Tokens::get( $second->get_id() )->is_default() );
		$this->assertFalse( \WC_Payment_Tokens::get( $first->get_id() )->is_default() );

		\WC_Payment_Tokens::delete( $first->get_id() );
		$this->assertNull( \WC_Payment_Tokens::get( $first->get_id() ) );
		$this->assertCount( 1, \WC_Payment_Tokens::get_customer_tokens( $user, 'bacs' ) );
	}

	public function test_an_incomplete_card_is_not_valid(): void {
		$token = new \WC_Payment_Token_CC();
		$token->set_token( 'tok_x' );
		$token->set_last4( '4242' );
		$this->assertFalse( $token->validate() );
		$token->set_card_type( 'visa' );
		$token->set_expiry_month( '12' );
		$token->set_expiry_year( '31' );
		$this->assertFalse( $token->validate() ); // a two-digit year
		$token->set_expiry_year( '2031' );
		$this->assertTrue( $token->validate() );
	}
}

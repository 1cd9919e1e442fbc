<?php
/**
 * A PayPal order's claim lives as long as its WooCommerce order: kept while
 * the order exists (also in the trash), released when it is deleted for good.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal\Tests;

use Tresen\PayPal\Claim;
use Tresen\Tests\TestCase;

/**
 * Claim lifetime.
 */
class ClaimTest extends TestCase {

	public function test_one_paypal_order_is_held_by_the_first_order_until_that_order_is_deleted(): void {
		$first  = $this->factory()->order();
		$second = $this->factory()->order();
		$this->assertSame( $first->get_id(), Claim::claim( 'PAYPALCLAIM1', $first->get_id() ) );
		$this->assertSame( $first->get_id(), Claim::claim( 'PAYPALCLAIM1', $second->get_id() ), 'the second order is refused' );

		$id = $first->get_id();
		$first->delete( false );
		$this->assertSame( $id, Claim::holder( 'PAYPALCLAIM1' ), 'a trashed order can be restored: its claim stays' );

		$first = wc_get_order( $id );
		$this->assertInstanceOf( \WC_Order::class, $first );
		$first->delete( true );
		$this->assertSame( 0, Claim::holder( 'PAYPALCLAIM1' ), 'deleted for good: the claim row is gone' );
		$this->assertSame( $second->get_id(), Claim::claim( 'PAYPALCLAIM1', $second->get_id() ) );
	}

	public function test_deleting_an_order_keeps_the_claims_of_other_orders(): void {
		$kept    = $this->factory()->order();
		$deleted = $this->factory()->order();
		Claim::claim( 'PAYPALCLAIM2', $kept->get_id() );
		Claim::claim( 'PAYPALCLAIM3', $deleted->get_id() );
		Claim::claim( 'PAYPALCLAIM4', $deleted->get_id() );
		$deleted->delete( true );
		$this->assertSame( $kept->get_id(), Claim::holder( 'PAYPALCLAIM2' ) );
		$this->assertSame( 0, Claim::holder( 'PAYPALCLAIM3' ) );
		$this->assertSame( 0, Claim::holder( 'PAYPALCLAIM4' ) );
	}

	public function test_a_paypal_lock_expires_and_is_released_by_its_holder_only(): void {
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => '_tresen_paypal_lock_PAYPALLOCK1',
				'option_value' => ( time() + 60 ) . ':elsewhere',
				'autoload'     => 'off',
			)
		);
		$this->assertTrue( Claim::busy( 'PAYPALLOCK1' ) );
		$this->assertFalse( Claim::lock( 'PAYPALLOCK1' ) );
		Claim::unlock( 'PAYPALLOCK1' );
		$this->assertTrue( Claim::busy( 'PAYPALLOCK1' ), 'another request\'s lock stays' );

		$wpdb->update( $wpdb->options, array( 'option_value' => ( time() - 1 ) . ':elsewhere' ), array( 'option_name' => '_tresen_paypal_lock_PAYPALLOCK1' ) );
		$this->assertTrue( Claim::lock( 'PAYPALLOCK1' ), 'an expired lock is taken over' );
		$this->assertFalse( Claim::busy( 'PAYPALLOCK1' ), 'not busy for the request that holds it' );
		Claim::release_all();
		$this->assertNull( $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = '_tresen_paypal_lock_PAYPALLOCK1'" ) );
	}
}

<?php
/**
 * One claim or lock, one winner: the rows behind "one payment, one order"
 * (PayPal) and "one submit at a time" (Stripe), and their daily cleanup.
 *
 * "Another request" is simulated by what it would write to the database at
 * the worst moment: the `query` filter runs it right before this request's
 * own statement, so the race is the same on every run and on both lanes.
 *
 * @package Tresen
 */

namespace Tresen\Common\Tests;

use Tresen\Common\V5\Claim;
use Tresen\Tests\TestCase;

/**
 * Claim.
 */
class ClaimTest extends TestCase {

	protected function tearDown(): void {
		Claim::unlock_all();
		parent::tearDown();
	}

	/**
	 * Runs `$other` once, right before the first query of this request that
	 * contains `$marker` (between this request's read and its write).
	 *
	 * @param string   $marker Part of the SQL.
	 * @param callable $other  What the other request does.
	 */
	private function meanwhile( string $marker, callable $other ): void {
		$done = false;
		add_filter(
			'query',
			static function ( $query ) use ( $marker, $other, &$done ) {
				if ( ! $done && is_string( $query ) && false !== strpos( $query, $marker ) ) {
					$done = true;
					$other();
				}
				return $query;
			}
		);
	}

	/**
	 * Rows whose name starts with a prefix.
	 *
	 * @param string $prefix Name prefix.
	 * @return array<string, string> name => value
	 */
	private function rows( string $prefix ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ), ARRAY_A );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ $row['option_name'] ] = $row['option_value'];
		}
		return $out;
	}

	/**
	 * A row another request wrote.
	 *
	 * @param string $name  Option name.
	 * @param string $value Value.
	 */
	private function row( string $name, string $value ): void {
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => $name,
				'option_value' => $value,
				'autoload'     => 'off',
			)
		);
	}

	public function test_two_claims_of_one_key_at_the_same_moment_exactly_one_wins(): void {
		// Order 8 claims the PayPal order just before order 7's insert reaches the database.
		$this->meanwhile(
			'INSERT IGNORE',
			static function () {
				Claim::claim( 'test', 'PAYPAL1', '8' );
			}
		);
		$this->assertSame( '8', Claim::claim( 'test', 'PAYPAL1', '7' ), 'the later request is told who holds it' );
		$this->assertSame( '8', Claim::holder( 'test', 'PAYPAL1' ) );
		$this->assertSame( array( '_tresen_test_claim_PAYPAL1' => '8' ), $this->rows( '_tresen_test_claim_' ), 'one row, the winner\'s' );

		$this->assertSame( '8', Claim::claim( 'test', 'PAYPAL1', '8' ), 'the holder may claim again' );
		$this->assertSame( '8', Claim::claim( 'test', 'PAYPAL1', '9' ), 'a third order is refused too' );
		$this->assertSame( '', Claim::holder( 'test', 'PAYPAL2' ), 'nobody holds an unclaimed key' );
	}

	public function test_an_owner_releases_only_its_own_claims(): void {
		Claim::claim( 'test', 'A', '7' );
		Claim::claim( 'test', 'B', '7' );
		Claim::claim( 'test', 'C', '8' );
		Claim::claim( 'other', 'D', '7' );
		$this->assertSame( 2, Claim::release_owner( 'test', '7' ) );
		$this->assertSame( '', Claim::holder( 'test', 'A' ) );
		$this->assertSame( '8', Claim::holder( 'test', 'C' ) );
		$this->assertSame( '7', Claim::holder( 'other', 'D' ), 'another package\'s claims stay' );
		$this->assertSame( '9', Claim::claim( 'test', 'A', '9' ), 'a released key can be claimed anew' );
	}

	public function test_two_locks_of_one_key_at_the_same_moment_exactly_one_wins(): void {
		$other = Claim::lock_name( 'test', 'session-1' );
		$until = time() + 60;
		$this->meanwhile(
			'INSERT IGNORE',
			function () use ( $other, $until ) {
				$this->row( $other, $until . ':otherrequest' );
			}
		);
		$this->assertFalse( Claim::lock( 'test', 'session-1', 60 ), 'the other request was first' );
		$this->assertTrue( Claim::busy( 'test', 'session-1' ) );
		Claim::unlock( 'test', 'session-1' );
		$this->assertSame( $until . ':otherrequest', $this->rows( $other )[ $other ] ?? null, 'unlock never frees another request\'s lock' );
	}

	public function test_an_expired_lock_is_taken_over_by_exactly_one_request(): void {
		$name = Claim::lock_name( 'test', 'order-12' );
		$this->row( $name, ( time() - 5 ) . ':deadrequest' );
		$this->assertFalse( Claim::busy( 'test', 'order-12' ), 'an expired lock keeps nobody out' );

		// A second request takes it over right before this one's compare-and-swap.
		$until = time() + 60;
		$this->meanwhile(
			'UPDATE',
			function () use ( $name, $until ) {
				global $wpdb;
				$wpdb->update( $wpdb->options, array( 'option_value' => $until . ':quicker' ), array( 'option_name' => $name ) );
			}
		);
		$this->assertFalse( Claim::lock( 'test', 'order-12', 60 ), 'the quicker request has it' );
		$this->assertSame( $until . ':quicker', $this->rows( $name )[ $name ] );

		// Once that one has expired as well, this request takes it over.
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => ( time() - 1 ) . ':quicker' ), array( 'option_name' => $name ) );
		$this->assertTrue( Claim::lock( 'test', 'order-12', 60 ) );
		$this->assertTrue( Claim::holds( 'test', 'order-12' ) );
		$this->assertTrue( Claim::lock( 'test', 'order-12', 60 ), 'the holder may lock again' );
		Claim::unlock( 'test', 'order-12' );
		$this->assertSame( array(), $this->rows( $name ), 'released: the row is gone' );
		$this->assertTrue( Claim::lock( 'test', 'order-12', 60 ), 'and the key is free' );
	}

	public function test_unlock_all_of_one_scope_keeps_the_other_scopes_locks(): void {
		$this->assertTrue( Claim::lock( 'stripe', 'session-9', 60 ) );
		$this->assertTrue( Claim::lock( 'paypal', 'TOKEN9', 60 ) );
		Claim::unlock_all( 'stripe' );
		$this->assertFalse( Claim::holds( 'stripe', 'session-9' ) );
		$this->assertSame( array(), $this->rows( Claim::lock_name( 'stripe', 'session-9' ) ) );
		$this->assertTrue( Claim::holds( 'paypal', 'TOKEN9' ) );
	}

	public function test_the_daily_cleanup_deletes_expired_locks_and_counters_only(): void {
		$now  = time();
		$keep = array(
			Claim::lock_name( 'test', 'valid' )     => ( $now + 60 ) . ':someone',
			Claim::claim_name( 'test', 'PAYPAL3' )  => '12',
			Claim::RATE_PREFIX . 'tresen_x_' . md5( 'valid' ) => ( $now + 60 ) . ':3',
			'_tresen_test_lock_notes'               => 'not a lock of ours',
		);
		$gone = array(
			Claim::lock_name( 'test', 'expired' )   => ( $now - 1 ) . ':dead',
			Claim::lock_name( 'paypal', 'OLD' )     => ( $now - 100 ) . '.older-format',
			Claim::RATE_PREFIX . 'tresen_x_' . md5( 'expired' ) => ( $now - 1 ) . ':5',
		);
		foreach ( $keep + $gone as $name => $value ) {
			$this->row( $name, $value );
		}
		$this->assertNotFalse( wp_next_scheduled( Claim::PURGE_HOOK ), 'the daily event is scheduled while the packages are active' );

		do_action( Claim::PURGE_HOOK );

		foreach ( $keep as $name => $value ) {
			$this->assertSame( array( $name => $value ), $this->rows( $name ), "$name stays" );
		}
		foreach ( array_keys( $gone ) as $name ) {
			$this->assertSame( array(), $this->rows( $name ), "$name is deleted" );
		}
	}

	public function test_the_cleanup_event_is_removed_on_deactivation_and_added_again_when_missing(): void {
		Claim::unschedule();
		$this->assertFalse( wp_next_scheduled( Claim::PURGE_HOOK ) );
		Claim::schedule();
		$next = wp_next_scheduled( Claim::PURGE_HOOK );
		$this->assertIsInt( $next );
		$this->assertSame( 'daily', wp_get_schedule( Claim::PURGE_HOOK ) );
		Claim::schedule();
		$this->assertSame( $next, wp_next_scheduled( Claim::PURGE_HOOK ), 'scheduled once, however many packages ask' );
	}
}

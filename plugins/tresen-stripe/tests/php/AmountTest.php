<?php
/**
 * Order totals as Stripe amounts.
 *
 * @package Tresen\Stripe
 */

namespace Tresen\Stripe\Tests;

use Tresen\Stripe\Amount;
use Tresen\Tests\TestCase;

/**
 * Minor units per currency.
 */
class AmountTest extends TestCase {

	public function test_euros_become_cents_without_float_drift(): void {
		$this->assertSame( 1990, Amount::to_minor( '19.90', 'EUR' ) );
		$this->assertSame( 1990, Amount::to_minor( 19.9, 'eur' ) );
		$this->assertSame( 30, Amount::to_minor( 0.1 + 0.2, 'EUR' ) );
		$this->assertSame( 2590, Amount::to_minor( '25.9', 'EUR' ) );
		$this->assertSame( 10000000, Amount::to_minor( '100000.00', 'EUR' ) );
		$this->assertSame( 19.9, Amount::from_minor( 1990, 'EUR' ) );
	}

	public function test_zero_decimal_currencies_stay_whole(): void {
		$this->assertSame( 1500, Amount::to_minor( '1500', 'JPY' ) );
		$this->assertSame( 1500, Amount::to_minor( '1500.00', 'jpy' ) );
		$this->assertSame( 50000, Amount::to_minor( '50000', 'KRW' ) );
		$this->assertSame( 1500.0, Amount::from_minor( 1500, 'JPY' ) );
	}

	public function test_three_decimal_currencies_end_in_zero_as_stripe_requires(): void {
		$this->assertSame( 12350, Amount::to_minor( '12.345', 'BHD' ) );
		$this->assertSame( 5000, Amount::to_minor( '5', 'KWD' ) );
		$this->assertSame( 12.35, Amount::from_minor( 12350, 'BHD' ) );
	}
}

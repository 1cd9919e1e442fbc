<?php
/**
 * Age control at checkout: the cart's age, the date of birth, parcel lockers,
 * age-checked shipping and what the order keeps.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Legal\AgeCheck;
use Tresen\Tests\Checkout;
use Tresen\Tests\TestCase;

/**
 * AgeCheck.
 */
class AgeCheckTest extends TestCase {

	use Checkout;
	use LegalTestHelpers;

	/**
	 * Posts the checkout and returns the reply.
	 *
	 * @param array<string, string> $override Changed fields.
	 * @return array<string, mixed>
	 */
	private function checkout( array $override = array() ): array {
		return $this->ajax_json( 'wc_ajax_checkout', $this->checkout_post( array_merge( array( 'payment_method' => 'bacs' ), $override ) ) );
	}

	/**
	 * A date of birth for someone who turns $years today (or tomorrow).
	 *
	 * @param int  $years    Age.
	 * @param bool $tomorrow Whether the birthday is tomorrow (one day short).
	 */
	private function born( int $years, bool $tomorrow = false ): string {
		$day = new \DateTimeImmutable( 'today', wp_timezone() );
		$day = $day->modify( '-' . $years . ' years' );
		return ( $tomorrow ? $day->modify( '+1 day' ) : $day )->format( 'Y-m-d' );
	}

	public function test_the_carts_age_is_the_highest_of_its_drinks(): void {
		$soft = $this->drink( 'alkoholfrei', array( '_tresen_alcohol_percent' => 0 ) );
		$this->cart_with( array( $soft->get_id() => 2 ) );
		$this->assertSame( 0, AgeCheck::cart_min_age() );
		$this->assertArrayNotHasKey( AgeCheck::FIELD, WC()->checkout()->get_checkout_fields( 'billing' ) );

		$this->cart_with( array( $soft->get_id() => 1, $this->beer()->get_id() => 1 ) );
		$this->assertSame( 16, AgeCheck::cart_min_age() );
		$this->cart_with( array( $this->beer()->get_id() => 1, $this->gin()->get_id() => 1 ) );
		$this->assertSame( 18, AgeCheck::cart_min_age() );
	}

	public function test_a_restricted_cart_asks_for_the_date_of_birth(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$fields = apply_filters( 'woocommerce_checkout_fields', array( 'billing' => array() ) );
		$this->assertArrayHasKey( AgeCheck::FIELD, $fields['billing'] );
		$field = $fields['billing'][ AgeCheck::FIELD ];
		$this->assertSame( 'Geburtsdatum', $field['label'] );
		$this->assertTrue( $field['required'] );
		$this->assertSame( 'date', $field['type'] );
		$this->assertStringContainsString( 'ab 18 Jahren', $field['description'] );

		$reply = $this->checkout( array( AgeCheck::FIELD => '' ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'Geburtsdatum', wp_strip_all_tags( $reply['messages'] ) );
	}

	public function test_under_age_shoppers_are_refused_in_german_and_no_order_is_made(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$reply = $this->checkout( array( AgeCheck::FIELD => $this->born( 18, true ) ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'ab 18 Jahren verkaufen', html_entity_decode( wp_strip_all_tags( $reply['messages'] ) ) );
		$this->assertArrayNotHasKey( 'order_id', $reply );

		// 16 is enough for beer, not for a cart that also holds the gin.
		$this->cart_with( array( $this->beer()->get_id() => 1 ) );
		$this->assertSame( 'success', $this->checkout( array( AgeCheck::FIELD => $this->born( 16 ) ) )['result'] );
	}

	public function test_dates_of_birth_are_read_as_browsers_and_germans_write_them(): void {
		$this->assertSame( '1990-05-17', AgeCheck::parse_birth_date( '1990-05-17' )->format( 'Y-m-d' ) );
		$this->assertSame( '1990-05-17', AgeCheck::parse_birth_date( '17.05.1990' )->format( 'Y-m-d' ) );
		$this->assertSame( '1990-05-07', AgeCheck::parse_birth_date( '7.5.1990' )->format( 'Y-m-d' ) );
		foreach ( array( '31.02.1990', '1990-13-01', 'gestern', '', '01.01.1850', ( new \DateTimeImmutable( '+2 days' ) )->format( 'Y-m-d' ) ) as $bad ) {
			$this->assertNull( AgeCheck::parse_birth_date( $bad ), $bad );
		}
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$reply = $this->checkout( array( AgeCheck::FIELD => '31.02.1990' ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'TT.MM.JJJJ', wp_strip_all_tags( $reply['messages'] ) );
	}

	public function test_parcel_lockers_and_post_offices_are_refused_for_restricted_carts_only(): void {
		foreach ( array( 'Packstation 123', 'Postfiliale 502', 'DHL Paketshop Kiosk', 'Pack-Station 101' ) as $line ) {
			$this->assertTrue( AgeCheck::is_locker_address( $line ), $line );
		}
		$this->assertFalse( AgeCheck::is_locker_address( 'Packhofstraße 3' ) );
		$this->assertFalse( AgeCheck::is_locker_address( 'Poststraße 12' ) );

		$this->cart_with( array( $this->beer()->get_id() => 1 ) );
		$reply = $this->checkout( array( 'billing_address_1' => 'Packstation 123', 'billing_address_2' => '12345678' ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'Packstation', html_entity_decode( wp_strip_all_tags( $reply['messages'] ) ) );
		$this->assertStringContainsString( 'Alter', html_entity_decode( wp_strip_all_tags( $reply['messages'] ) ) );

		$soft = $this->drink( 'alkoholfrei', array( '_tresen_alcohol_percent' => 0 ) );
		$this->cart_with( array( $soft->get_id() => 1 ) );
		$reply = $this->checkout( array( 'billing_address_1' => 'Packstation 123', AgeCheck::FIELD => '' ) );
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
	}

	public function test_only_age_checked_shipping_is_offered_to_restricted_carts(): void {
		$zones = \WC_Shipping_Zones::get_zones();
		$germany = null;
		foreach ( $zones as $zone ) {
			if ( 'Deutschland' === $zone['zone_name'] ) {
				$germany = new \WC_Shipping_Zone( (int) $zone['id'] );
			}
		}
		$this->assertNotNull( $germany, 'the seed has a German zone' );
		$instance = $germany->add_shipping_method( 'flat_rate' );
		update_option(
			'woocommerce_flat_rate_' . $instance . '_settings',
			array(
				'title'      => 'Hermes (ohne Altersprüfung)',
				'tax_status' => 'taxable',
				'cost'       => '3',
			)
		);
		$titles = function (): array {
			WC()->session->set( 'shipping_for_package_0', null );
			WC()->cart->calculate_totals();
			$rates = WC()->shipping()->get_packages()[0]['rates'] ?? array();
			return array_values( array_map( static fn( $rate ) => $rate->get_label(), $rates ) );
		};

		$soft = $this->drink( 'alkoholfrei', array( '_tresen_alcohol_percent' => 0 ) );
		$this->cart_with( array( $soft->get_id() => 1 ) );
		$this->assertContains( 'Hermes (ohne Altersprüfung)', $titles() );

		$this->cart_with( array( $this->beer()->get_id() => 1 ) );
		$this->assertSame( array( 'Standardversand (DHL, mit Altersprüfung)' ), $titles() );
	}

	public function test_the_order_keeps_the_minimum_and_the_verified_age_but_not_the_birth_date(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1, $this->beer()->get_id() => 2 ) );
		$reply = $this->checkout( array( AgeCheck::FIELD => $this->born( 34 ) ) );
		$this->assertSame( 'success', $reply['result'], wp_strip_all_tags( (string) ( $reply['messages'] ?? '' ) ) );
		$order = wc_get_order( $reply['order_id'] );
		$this->assertSame( '18', (string) $order->get_meta( AgeCheck::ORDER_MIN_AGE ) );
		$this->assertSame( '34', (string) $order->get_meta( AgeCheck::ORDER_VERIFIED ) );
		foreach ( $order->get_meta_data() as $meta ) {
			$this->assertStringNotContainsString( $this->born( 34 ), (string) wp_json_encode( $meta->get_data() ), 'no date of birth on the order' );
		}
		$admin = $this->render( array( AgeCheck::class, 'admin_order_info' ), $order );
		$this->assertStringContainsString( 'ab 18 Jahren', $admin );
	}

	public function test_checkout_and_cart_name_the_age_rule_before_the_shopper_fills_anything_in(): void {
		$this->cart_with( array( $this->gin()->get_id() => 1 ) );
		$notice = $this->render( array( AgeCheck::class, 'print_notice' ) );
		$this->assertStringContainsString( 'ab 18', $notice );
		$this->assertStringContainsString( 'Packstation', $notice );
	}
}

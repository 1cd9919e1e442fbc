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

	/**
	 * Spellings of parcel lockers and post offices a shopper types, with the line they are in.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function refused_lines(): array {
		$lines = array(
			array( 'address_1', 'Packstation 123' ),
			array( 'address_1', 'Packstation123' ),
			array( 'address_1', 'Pack-Station 123' ),
			array( 'address_1', 'Pack Station 123' ),
			array( 'address_1', 'PACKSTATION 123' ),
			array( 'address_1', 'packstation' ),
			array( 'address_1', 'DHL Packstation 101' ),
			array( 'address_1', 'DHL-Packstation Nr. 101' ),
			array( 'address_1', 'Pack - Station 7' ),
			array( 'address_1', 'Pack.Station 7' ),
			array( 'address_1', "Pack\u{00AD}station 7" ),
			array( 'address_1', "Pack\u{00A0}Station 7" ),
			array( 'address_1', 'Ｐａｃｋｓｔａｔｉｏｎ 5' ),
			array( 'address_1', 'Paketstation 12' ),
			array( 'address_1', 'Paket-Station 12' ),
			array( 'address_1', 'Postfach 1234' ),
			array( 'address_1', 'Post fach 1234' ),
			array( 'address_1', 'POSTFACH 10 20 30' ),
			array( 'address_1', 'Postfiliale 512' ),
			array( 'address_1', 'Post-Filiale 512' ),
			array( 'address_1', 'Postfiliale512' ),
			array( 'address_1', 'Paketshop' ),
			array( 'address_1', 'Paketshop?' ),
			array( 'address_1', 'DHL Paketshop Kiosk am Markt' ),
			array( 'address_1', 'Hermes Paket-Shop Lotto Müller' ),
			array( 'address_1', 'Parcelshop GLS 44' ),
			array( 'address_1', 'Paketbox 3' ),
			array( 'address_1', 'Poststation 4' ),
			array( 'address_1', 'Abholstation Bahnhof' ),
			array( 'address_1', 'Postlagernd' ),
			array( 'address_1', 'P.O. Box 55' ),
			array( 'address_1', 'Amazon Locker Hauptbahnhof' ),
			array( 'address_2', 'Packstation 123' ),
			array( 'address_2', '12345678' ),
			array( 'address_2', '123 456 789' ),
			array( 'address_2', 'Postnummer 12345678' ),
			array( 'address_2', 'Postnr. 1234567' ),
			array( 'company', '87654321' ),
			array( 'company', 'Postnummer: 87654321' ),
			array( 'company', 'DHL Packstation' ),
		);
		$out = array();
		foreach ( $lines as $line ) {
			$out[ $line[0] . ': ' . $line[1] ] = $line;
		}
		return $out;
	}

	/**
	 * Ordinary addresses that merely look alike.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function ordinary_lines(): array {
		$lines = array(
			array( 'address_1', 'Packhofstraße 3' ),
			array( 'address_1', 'Am Packhof 3' ),
			array( 'address_1', 'Poststraße 5' ),
			array( 'address_1', 'Poststr. 5' ),
			array( 'address_1', 'Postweg 2' ),
			array( 'address_1', 'Am Postplatz 1' ),
			array( 'address_1', 'Alte Post 4' ),
			array( 'address_1', 'Postgasse 7' ),
			array( 'address_1', 'Posthalterweg 9' ),
			array( 'address_1', 'Postamtstraße 1' ),
			array( 'address_1', 'Stationsstraße 12' ),
			array( 'address_1', 'Bahnhofstraße 1' ),
			array( 'address_1', 'Boxhagener Straße 12' ),
			array( 'address_1', 'Paketweg 8' ),
			array( 'address_1', 'Fachstraße 2' ),
			array( 'address_1', 'Filialweg 3' ),
			array( 'address_1', 'Kompostweg 6' ),
			array( 'address_1', 'Am Posthorn 2' ),
			array( 'address_1', 'Shopstraße 10' ),
			array( 'address_1', 'Lockweg 4' ),
			array( 'address_1', 'Große Packhofstraße 27' ),
			array( 'address_1', 'Müllerstraße 1a' ),
			array( 'address_1', 'Straße des 17. Juni 135' ),
			array( 'address_1', 'Pfarrer-Post-Weg 3' ),
			array( 'address_2', 'Hinterhaus, 3. OG' ),
			array( 'address_2', 'c/o Müller' ),
			array( 'address_2', 'Wohnung 12' ),
			array( 'address_2', 'Zimmer 512' ),
			array( 'address_2', 'App. 1234' ),
			array( 'address_2', '12345' ),
			array( 'company', 'Deutsche Post AG' ),
			array( 'company', 'Stationäre Pflege GmbH' ),
			array( 'company', 'Café an der Post' ),
			array( 'company', 'Tresen GmbH & Co. KG' ),
		);
		$out = array();
		foreach ( $lines as $line ) {
			$out[ $line[0] . ': ' . $line[1] ] = $line;
		}
		return $out;
	}

	/**
	 * @dataProvider refused_lines
	 *
	 * @param string $part Line.
	 * @param string $text What the shopper typed.
	 */
	public function test_parcel_locker_spellings_are_refused( string $part, string $text ): void {
		$this->assertTrue( AgeCheck::refuses_line( $part, $text ), $part . ': ' . $text . ' → ' . AgeCheck::normalize( $text ) );
	}

	/**
	 * @dataProvider ordinary_lines
	 *
	 * @param string $part Line.
	 * @param string $text What the shopper typed.
	 */
	public function test_ordinary_addresses_pass( string $part, string $text ): void {
		$this->assertFalse( AgeCheck::refuses_line( $part, $text ), $part . ': ' . $text . ' → ' . AgeCheck::normalize( $text ) );
	}

	public function test_one_normalisation_reads_case_spaces_hyphens_digits_and_umlauts_alike(): void {
		$this->assertSame( 'packstation', AgeCheck::normalize( 'Pack-Station 123' ) );
		$this->assertSame( 'packstation', AgeCheck::normalize( "PACK\u{00AD} STATION123" ) );
		$this->assertSame( 'muellerstrasse', AgeCheck::normalize( 'Müller-Straße 1' ) );
		$this->assertSame( 'grossepackhofstrasse', AgeCheck::normalize( 'GROẞE Packhofstraße' ) );
	}

	public function test_a_postnummer_in_the_company_line_is_refused_at_the_checkout(): void {
		$this->cart_with( array( $this->beer()->get_id() => 1 ) );
		$reply = $this->checkout( array( 'billing_address_1' => 'Hauptstraße 1', 'billing_company' => '12345678' ) );
		$this->assertSame( 'failure', $reply['result'] );
		$this->assertStringContainsString( 'Packstation', html_entity_decode( wp_strip_all_tags( $reply['messages'] ) ) );
		$reply = $this->checkout( array( 'billing_address_1' => 'DHL Pack-Station 123' ) );
		$this->assertSame( 'failure', $reply['result'] );
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

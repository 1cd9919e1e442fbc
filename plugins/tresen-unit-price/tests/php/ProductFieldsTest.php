<?php
/**
 * The "Grundpreis" fields in wp-admin's product screen: shown with the
 * stored values, saved when valid, refused with a German message when not.
 *
 * @package Tresen\UnitPrice
 */

namespace Tresen\UnitPrice\Tests;

use Tresen\Tests\TestCase;
use Tresen\UnitPrice\Admin\ProductFields;
use Tresen\UnitPrice\UnitPrice;

/**
 * Admin\ProductFields.
 */
class ProductFieldsTest extends TestCase {

	public function test_the_tab_and_panel_show_labelled_fields_with_the_stored_values(): void {
		$tabs = ProductFields::tab( array() );
		$this->assertSame( 'Grundpreis', $tabs['tresen_unit_price']['label'] );

		$gin = $this->factory()->product();
		$html = ProductFields::fields_html( $gin, ProductFields::NAME, 'tresen_unit_price_', false );
		$this->assertStringContainsString( '<label for="tresen_unit_price_unit">Einheit</label>', $html );
		$this->assertStringContainsString( '<label for="tresen_unit_price_base">Bezugsmenge</label>', $html );
		$this->assertStringContainsString( '<label for="tresen_unit_price_amount">Inhalt</label>', $html );
		$this->assertMatchesRegularExpression( '/<option value="l" selected=\'selected\'>Liter \(l\)<\/option>/u', $html );
		$this->assertStringContainsString( 'name="tresen_unit_price[amount]" value="0,35"', $html, 'decimals in German notation' );
		$this->assertStringContainsString( 'aria-describedby="tresen_unit_price_amount-help"', $html );

		$parent    = $this->factory()->variable_product();
		$variation = wc_get_product( $parent->get_children()[0] );
		$html      = ProductFields::fields_html( $variation, ProductFields::VAR_NAME . '[0]', 'tresen_unit_price_0_', true );
		$this->assertStringContainsString( 'name="tresen_unit_price_var[0][amount]"', $html );
		$this->assertStringContainsString( '<option value="">Wie das Produkt</option>', $html );
	}

	public function test_valid_values_are_stored_and_change_the_unit_price(): void {
		$product = $this->factory()->product( array( 'regular_price' => '11.88', 'meta' => array() ) );
		$result  = ProductFields::apply(
			$product,
			array(
				'unit'   => 'l',
				'base'   => '1',
				'amount' => '1,98',
			),
			''
		);
		$this->assertSame( array( 'errors' => array(), 'warnings' => array() ), $result );
		$product->save();
		$saved = wc_get_product( $product->get_id() );
		$this->assertSame( '1.98', (string) $saved->get_meta( UnitPrice::META_AMOUNT ) );
		// Six cans of 0,33 l at 11,88 €: 6,00 € per litre.
		$this->assertSame( 6.0, UnitPrice::of( $saved )['price'] );

		// Emptied fields remove the data: no unit price any more.
		ProductFields::apply( $saved, array( 'unit' => '', 'base' => '', 'amount' => '' ), '' );
		$saved->save();
		$this->assertNull( UnitPrice::of( wc_get_product( $product->get_id() ) ) );
	}

	public function test_invalid_values_are_refused_in_german_and_not_stored(): void {
		$gin    = $this->factory()->product();
		$result = ProductFields::apply(
			$gin,
			array(
				'unit'   => 'ml',
				'base'   => array( '1' ),
				'amount' => '-0,35',
			),
			''
		);
		$this->assertSame(
			array(
				'Einheit: wähle Liter, Kilogramm, Meter, Quadratmeter oder Kubikmeter.',
				'Bezugsmenge: Der Wert wurde nicht verstanden und nicht gespeichert.',
				'Inhalt: gib eine Zahl größer als 0 mit höchstens drei Nachkommastellen an, z. B. 0,35.',
			),
			$result['errors']
		);
		foreach ( array( '0', 'abc', '0,3555', '1000000' ) as $bad ) {
			$result = ProductFields::apply( $gin, array( 'amount' => $bad ), '' );
			$this->assertCount( 1, $result['errors'], $bad );
		}
		$gin->save();
		$saved = wc_get_product( $gin->get_id() );
		$this->assertSame( 'l', $saved->get_meta( UnitPrice::META_UNIT ), 'the old values stay' );
		$this->assertEqualsWithDelta( 0.35, (float) $saved->get_meta( UnitPrice::META_AMOUNT ), 0.0001 );
	}

	public function test_missing_data_and_another_reference_than_1_l_are_named_as_warnings(): void {
		$product = $this->factory()->product( array( 'meta' => array() ) );
		$result  = ProductFields::apply( $product, array( 'unit' => 'l' ), '' );
		$this->assertSame( array( 'Der Inhalt fehlt: Bis er eingetragen ist, wird kein Grundpreis angezeigt.' ), $result['warnings'] );

		$result = ProductFields::apply( $product, array( 'amount' => '0,5', 'base' => '100' ), '' );
		$this->assertCount( 1, $result['warnings'] );
		$this->assertStringContainsString( 'je 1 l oder 1 kg', $result['warnings'][0] );
		$this->assertSame( array(), $result['errors'] );
	}

	public function test_a_variation_is_named_in_its_messages_and_takes_the_products_unit(): void {
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$parent = $this->factory()->variable_product( array( '0,35 l' => '19.90', '0,7 l' => '34.90' ) );
		$parent->update_meta_data( UnitPrice::META_UNIT, 'l' );
		$parent->save();
		$variation = wc_get_product( $parent->get_children()[1] );

		$_POST[ ProductFields::VAR_NAME ] = array(
			1 => array(
				'unit'   => '',
				'base'   => '',
				'amount' => '0,7',
			),
		);
		ProductFields::save_variation( $variation, 1 );
		$variation->save();
		$this->assertSame( "49,86\u{a0}€ / 1 l", html_entity_decode( wp_strip_all_tags( UnitPrice::html( wc_get_product( $variation->get_id() ) ) ), ENT_QUOTES, 'UTF-8' ) );
		$this->assertSame( '', $this->render( array( ProductFields::class, 'print_notices' ) ), 'no message for valid data' );

		$_POST[ ProductFields::VAR_NAME ] = array( 1 => array( 'amount' => 'sieben' ) );
		ProductFields::save_variation( $variation, 1 );
		$notice = $this->render( array( ProductFields::class, 'print_notices' ) );
		$this->assertStringContainsString( 'Grundpreisangaben nicht gespeichert', $notice );
		$this->assertStringContainsString( 'Variante „' . esc_html( $variation->get_name() ) . '“: Inhalt: gib eine Zahl', $notice );
		$this->assertSame( '', $this->render( array( ProductFields::class, 'print_notices' ) ), 'shown once' );
		unset( $_POST[ ProductFields::VAR_NAME ] );
	}
}

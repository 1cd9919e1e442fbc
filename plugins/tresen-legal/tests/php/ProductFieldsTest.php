<?php
/**
 * The drink data fields in wp-admin's product screen: shown with the stored
 * values, saved when valid, refused with a German message when not.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Legal\Admin\ProductFields;
use Tresen\Legal\DrinkData;
use Tresen\Tests\TestCase;

/**
 * ProductFields.
 */
class ProductFieldsTest extends TestCase {

	use LegalTestHelpers;

	public function test_the_panel_shows_labelled_fields_with_the_stored_values(): void {
		$beer = $this->beer();
		$html = ProductFields::fields_html( $beer, ProductFields::NAME, 'tresen_legal_' );
		$this->assertStringContainsString( '<label for="tresen_legal_min_age">Mindestalter</label>', $html );
		$this->assertMatchesRegularExpression( '/<option value="mehrweg" selected=\'selected\'>Mehrweg \(MEHRWEG\)<\/option>/u', $html );
		$this->assertStringContainsString( 'name="tresen_legal[deposit_amount]" value="0,08"', $html, 'decimals in German notation' );
		foreach ( array_keys( ProductFields::fields() ) as $key ) {
			$this->assertStringContainsString( 'id="tresen_legal_' . $key . '"', $html );
		}
	}

	public function test_valid_values_are_stored_and_read_back(): void {
		$product = $this->drink( 'wein', array() );
		$result  = ProductFields::apply(
			$product,
			array(
				'min_age'        => '',
				'deposit_type'   => 'mehrweg',
				'deposit_amount' => '0,15',
				'deposit_units'  => '1',
				'legal_name'     => 'Qualitätswein Rheinhessen',
				'abv'            => '12,5',
				'allergens'      => 'Enthält Sulfite',
				'operator'       => 'Weingut Beispiel, Weinstraße 1, 55276 Oppenheim',
				'delivery_time'  => '1–3 Werktage',
			),
			''
		);
		$this->assertSame( array( 'errors' => array(), 'warnings' => array() ), $result );
		$product->save();
		$data = DrinkData::of( wc_get_product( $product->get_id() ) );
		$this->assertSame( 16, $data->min_age );
		$this->assertEqualsWithDelta( 0.15, $data->deposit(), 0.0001 );
		$this->assertEqualsWithDelta( 12.5, (float) $data->abv, 0.001 );
		$this->assertSame( 'Enthält Sulfite', $data->allergens );
	}

	public function test_invalid_values_are_refused_in_german_and_not_stored(): void {
		$product = $this->beer();
		$result  = ProductFields::apply(
			$product,
			array(
				'min_age'        => '21',
				'deposit_amount' => '-1',
				'deposit_units'  => 'sechs',
				'abv'            => '140',
				'legal_name'     => str_repeat( 'x', 300 ),
				'origin'         => array( 'x' ),
			),
			''
		);
		$this->assertSame(
			array(
				'Mindestalter: wähle „keine Begrenzung“, 16 oder 18.',
				'Mehrwegpfand je Behälter (€): gib eine Zahl wie 0,08 oder 40,5 an.',
				'Behälter je Verkaufseinheit: gib eine ganze Zahl von 1 bis 100 an.',
				'Rechtliche Bezeichnung: höchstens 200 Zeichen.',
				'Alkoholgehalt (% vol): gib einen Wert von 0 bis 100 an.',
				'Herkunft: Der Wert wurde nicht verstanden und nicht gespeichert.',
			),
			$result['errors']
		);
		$product->save();
		$data = DrinkData::of( wc_get_product( $product->get_id() ) );
		$this->assertSame( 16, $data->min_age, 'the old values stay' );
		$this->assertEqualsWithDelta( 0.08, $data->deposit(), 0.0001 );
	}

	public function test_spirits_cannot_be_set_below_18_and_soft_drinks_are_reminded_of_their_labels(): void {
		$gin    = $this->gin();
		$result = ProductFields::apply( $gin, array( 'min_age' => '16' ), '' );
		$this->assertCount( 1, $result['errors'] );
		$this->assertStringContainsString( '§ 9 JuSchG', $result['errors'][0] );
		$gin->save();
		$this->assertSame( 18, DrinkData::of( wc_get_product( $gin->get_id() ) )->min_age );

		$soft   = $this->drink( 'alkoholfrei' );
		$result = ProductFields::apply( $soft, array( 'abv' => '0' ), '' );
		$this->assertSame( array(), $result['errors'] );
		$this->assertSame(
			array(
				'Zutaten sind für alkoholfreie Getränke gesetzlich vorgeschrieben und fehlen noch.',
				'Nährwerte je 100 ml sind für alkoholfreie Getränke gesetzlich vorgeschrieben und fehlen noch.',
			),
			$result['warnings']
		);
	}

	public function test_a_saved_product_screen_shows_the_messages_once(): void {
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$product              = $this->beer();
		$_POST['tresen_legal'] = array( 'deposit_units' => '0' );
		ProductFields::save_product( $product );
		$notice = $this->render( array( ProductFields::class, 'print_notices' ) );
		$this->assertStringContainsString( 'Getränkedaten nicht gespeichert', $notice );
		$this->assertStringContainsString( 'Behälter je Verkaufseinheit', $notice );
		$this->assertSame( '', $this->render( array( ProductFields::class, 'print_notices' ) ) );
		unset( $_POST['tresen_legal'] );
	}
}

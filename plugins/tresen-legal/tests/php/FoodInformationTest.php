<?php
/**
 * Food information before purchase: the block and the product page tab.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Legal\FoodInformation;
use Tresen\Tests\TestCase;

/**
 * FoodInformation.
 */
class FoodInformationTest extends TestCase {

	use LegalTestHelpers;

	public function test_a_wine_shows_legal_name_volume_alcohol_allergens_and_operator(): void {
		$wine = $this->drink(
			'wein',
			array(
				'_tresen_volume_ml'       => 750,
				'_tresen_alcohol_percent' => '12.5',
				'_tresen_legal_name'      => 'Qualitätswein Rheinhessen',
				'_tresen_allergens'       => 'Enthält Sulfite',
				'_tresen_operator'        => 'Weingut Beispiel, Weinstraße 1, 55276 Oppenheim',
				'_tresen_origin'          => 'Deutschland',
			)
		);
		$this->assertSame(
			array(
				'Rechtliche Bezeichnung'   => 'Qualitätswein Rheinhessen',
				'Nennfüllmenge'            => '0,75 l',
				'Alkoholgehalt'            => '12,5 % vol',
				'Allergene'                => 'Enthält Sulfite',
				'Herkunft'                 => 'Deutschland',
				'Lebensmittelunternehmer'  => 'Weingut Beispiel, Weinstraße 1, 55276 Oppenheim',
			),
			FoodInformation::rows( $wine )
		);
		$html = FoodInformation::html( $wine );
		$this->assertStringContainsString( '<h2 id="tresen-food-' . $wine->get_id() . '">Lebensmittelinformationen</h2>', $html );
		$this->assertStringContainsString( '<dt>Allergene</dt><dd>Enthält Sulfite</dd>', $html );
	}

	public function test_alcohol_free_drinks_show_ingredients_and_nutrition_but_no_alcohol_line(): void {
		$soft = $this->drink(
			'alkoholfrei',
			array(
				'_tresen_alcohol_percent' => '0',
				'_tresen_legal_name'      => 'Erfrischungsgetränk mit Ingwer',
				'_tresen_ingredients'     => 'Wasser, Rohrzucker, Ingwersaft',
				'_tresen_nutrition'       => 'Brennwert 134 kJ / 32 kcal',
			)
		);
		$rows = FoodInformation::rows( $soft );
		$this->assertArrayNotHasKey( 'Alkoholgehalt', $rows );
		$this->assertSame( 'Wasser, Rohrzucker, Ingwersaft', $rows['Zutaten'] );
		$this->assertSame( 'Brennwert 134 kJ / 32 kcal', $rows['Nährwerte je 100 ml'] );
	}

	public function test_the_product_page_has_the_tab_and_themes_can_print_the_block(): void {
		$GLOBALS['product'] = $this->drink( 'bier', array( '_tresen_legal_name' => 'Bier (Vollbier, hell)' ) );
		$GLOBALS['post']    = get_post( $GLOBALS['product']->get_id() );
		$tabs               = apply_filters( 'woocommerce_product_tabs', array() );
		$this->assertSame( 'Lebensmittelinformationen', $tabs['tresen_food']['title'] );
		$this->assertStringContainsString( 'Bier (Vollbier, hell)', $this->render( 'do_action', 'tresen_legal_food_information', $GLOBALS['product'] ) );

		$GLOBALS['product'] = $this->factory()->product( array( 'meta' => array() ) );
		$GLOBALS['post']    = get_post( $GLOBALS['product']->get_id() );
		$this->assertArrayNotHasKey( 'tresen_food', apply_filters( 'woocommerce_product_tabs', array() ) );
	}
}

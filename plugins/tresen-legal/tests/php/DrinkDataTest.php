<?php
/**
 * The drink data accessor: minimum ages from categories, deposits, inheritance.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

require_once __DIR__ . '/LegalTestHelpers.php';

use Tresen\Legal\AgeNotice;
use Tresen\Legal\DrinkData;
use Tresen\Tests\TestCase;

/**
 * DrinkData::of().
 */
class DrinkDataTest extends TestCase {

	use LegalTestHelpers;

	public function test_minimum_age_comes_from_the_category_unless_the_product_sets_one(): void {
		$this->assertSame( 18, DrinkData::of( $this->gin() )->min_age );
		$this->assertTrue( DrinkData::of( $this->gin() )->age_from_category );
		$this->assertSame( 16, DrinkData::of( $this->beer() )->min_age );
		$this->assertSame( 16, DrinkData::of( $this->drink( 'wein', array( '_tresen_alcohol_percent' => 12.5 ) ) )->min_age );
		$this->assertSame( 18, DrinkData::of( $this->drink( 'likoer', array( '_tresen_alcohol_percent' => 17 ) ) )->min_age );
		$this->assertSame( 0, DrinkData::of( $this->drink( 'alkoholfrei', array( '_tresen_alcohol_percent' => 0 ) ) )->min_age );
		// Alcohol-free beer (0,4 % vol) in the beer category is no alcoholic drink.
		$this->assertSame( 0, DrinkData::of( $this->drink( 'bier', array( '_tresen_alcohol_percent' => 0.4 ) ) )->min_age );
		// A spirit mix outside the known categories: 18 from 15 % vol, else 16.
		$this->assertSame( 18, DrinkData::of( $this->drink( 'sonstiges', array( '_tresen_alcohol_percent' => 20 ) ) )->min_age );
		$this->assertSame( 16, DrinkData::of( $this->drink( 'sonstiges', array( '_tresen_alcohol_percent' => 8 ) ) )->min_age );
		// Set on the product: wins over the category.
		$set = DrinkData::of( $this->drink( 'bier', array( '_tresen_min_age' => '18' ) ) );
		$this->assertSame( 18, $set->min_age );
		$this->assertFalse( $set->age_from_category );
		$this->assertSame( 18, AgeNotice::min_age( $this->gin() ) );
	}

	public function test_deposit_per_sales_unit_and_marker(): void {
		$six = DrinkData::of( $this->beer( 6 ) );
		$this->assertSame( 'mehrweg', $six->deposit_type );
		$this->assertSame( 'MEHRWEG', $six->marker() );
		$this->assertEqualsWithDelta( 0.48, $six->deposit(), 0.0001 );

		// Single-use is always 0,25 € per container, whatever amount was stored.
		$can = DrinkData::of( $this->drink( 'bier', array( '_tresen_deposit_type' => 'einweg', '_tresen_deposit_amount' => '0.10' ) ) );
		$this->assertSame( 'EINWEG', $can->marker() );
		$this->assertEqualsWithDelta( 0.25, $can->deposit(), 0.0001 );

		// Returnable without an amount, or an unknown type: no deposit at all.
		$this->assertSame( 0.0, DrinkData::of( $this->drink( 'bier', array( '_tresen_deposit_type' => 'mehrweg' ) ) )->deposit() );
		$this->assertSame( '', DrinkData::of( $this->drink( 'bier', array( '_tresen_deposit_type' => 'kiste' ) ) )->marker() );
		$this->assertSame( 0.0, DrinkData::of( $this->gin() )->deposit() );
	}

	public function test_a_variation_inherits_what_it_does_not_set(): void {
		$parent = $this->factory()->variable_product( array( '0,33 l' => '1.49', '0,5 l' => '1.99' ), 'Testbier' );
		$term   = wp_insert_term( 'Bier Var', 'product_cat', array( 'slug' => 'bier' ) );
		$term   = is_wp_error( $term ) ? term_exists( 'bier', 'product_cat' ) : $term;
		$parent->set_category_ids( array( (int) $term['term_id'] ) );
		$parent->update_meta_data( '_tresen_deposit_type', 'mehrweg' );
		$parent->update_meta_data( '_tresen_deposit_amount', '0.08' );
		$parent->update_meta_data( '_tresen_legal_name', 'Bier (Vollbier, hell)' );
		$parent->update_meta_data( '_tresen_alcohol_percent', '4,9' );
		$parent->save();
		list( $small, $large ) = array_map( 'wc_get_product', $parent->get_children() );
		$large->update_meta_data( '_tresen_deposit_amount', '0.15' );
		$large->save();

		$small_data = DrinkData::of( $small );
		$this->assertSame( 16, $small_data->min_age, 'the parent’s category decides' );
		$this->assertSame( 'Bier (Vollbier, hell)', $small_data->legal_name );
		$this->assertEqualsWithDelta( 4.9, (float) $small_data->abv, 0.001, 'a German decimal comma is read' );
		$this->assertEqualsWithDelta( 0.08, $small_data->deposit(), 0.0001 );
		$this->assertEqualsWithDelta( 0.15, DrinkData::of( wc_get_product( $large->get_id() ) )->deposit(), 0.0001 );
		$this->assertSame(
			array(
				'minAge'       => 16,
				'deposit'      => 0.15,
				'depositType'  => 'mehrweg',
				'marker'       => 'MEHRWEG',
				'deliveryTime' => '',
			),
			DrinkData::of( wc_get_product( $large->get_id() ) )->to_script()
		);
	}
}

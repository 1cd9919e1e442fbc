<?php
/**
 * Drink data by category: the preview counts, apply writes what the shopper
 * then sees (deposit beside the price, age rule, unit price), undo restores,
 * new products of the category get it, and wrong rules are refused in German.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\Setup\Rules\CategoryRules;
use Tresen\Tests\TestCase;

/**
 * Category rules.
 */
class CategoryRulesTest extends TestCase {

	/**
	 * A product category.
	 *
	 * @param string $name Name.
	 * @param int    $parent Parent term.
	 */
	private function category( string $name, int $parent = 0 ): int {
		$term = wp_insert_term( $name . ' ' . wp_generate_password( 4, false ), 'product_cat', array( 'parent' => $parent ) );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * A beer in a category, without any deposit data.
	 *
	 * @param int $category Category.
	 */
	private function beer( int $category ): \WC_Product {
		return $this->factory()->product(
			array(
				'regular_price' => '1.29',
				'category_ids'  => array( $category ),
				'meta'          => array(
					'_tresen_volume_ml'       => 500,
					'_tresen_alcohol_percent' => 4.9,
				),
			)
		);
	}

	/**
	 * The price HTML a shopper sees.
	 *
	 * @param int $id Product.
	 */
	private function price_html( int $id ): string {
		$product = wc_get_product( $id );
		$this->assertInstanceOf( \WC_Product::class, $product );
		return html_entity_decode( wp_strip_all_tags( $product->get_price_html() ), ENT_QUOTES, 'UTF-8' );
	}

	public function test_the_preview_counts_the_products_that_would_change_and_changes_nothing(): void {
		$cat = $this->category( 'Bier' );
		$a   = $this->beer( $cat );
		$this->beer( $cat );
		update_post_meta( $a->get_id(), '_tresen_deposit_type', 'mehrweg' );
		update_post_meta( $a->get_id(), '_tresen_deposit_amount', '0.08' );
		update_post_meta( $a->get_id(), '_tresen_deposit_units', '1' );
		$other = $this->beer( $this->category( 'Wein' ) );

		$rule = array( 'deposit_type' => 'mehrweg', 'deposit_amount' => '0,08' );
		$this->assertSame( 1, count( CategoryRules::preview( $cat, $rule ) ), 'the beer that already has it is not counted' );
		$this->assertFalse( metadata_exists( 'post', $other->get_id(), '_tresen_deposit_type' ) );
		$this->assertSame( '', CategoryRules::get( $cat )['deposit_type'], 'nothing stored by a preview' );
	}

	public function test_apply_puts_the_deposit_beside_the_price_of_every_beer_of_the_category(): void {
		$cat   = $this->category( 'Bier' );
		$sub   = $this->category( 'Craft Beer', $cat );
		$beer  = $this->beer( $cat );
		$craft = $this->beer( $sub );
		$this->assertStringNotContainsString( 'Pfand', $this->price_html( $beer->get_id() ) );

		$changed = CategoryRules::apply( $cat, array( 'deposit_type' => 'mehrweg', 'deposit_amount' => '0,08', 'min_age' => '16', 'unit' => 'l' ) );
		$this->assertSame( 2, $changed );
		foreach ( array( $beer, $craft ) as $p ) {
			$html = $this->price_html( $p->get_id() );
			$this->assertStringContainsString( 'MEHRWEG', $html );
			$this->assertMatchesRegularExpression( '/zzgl\. 0,08\s€ Pfand/u', $html );
			$this->assertSame( '0.5', (string) get_post_meta( $p->get_id(), '_tresen_unit_amount', true ), 'unit content from the volume' );
			$this->assertSame( '16', (string) get_post_meta( $p->get_id(), '_tresen_min_age', true ) );
		}
		$this->assertTrue( CategoryRules::can_undo( $cat ) );
	}

	public function test_undo_restores_what_apply_replaced(): void {
		$cat  = $this->category( 'Bier' );
		$beer = $this->beer( $cat );
		update_post_meta( $beer->get_id(), '_tresen_deposit_type', 'mehrweg' );
		update_post_meta( $beer->get_id(), '_tresen_deposit_amount', '0.15' );
		$fresh = $this->beer( $cat );

		CategoryRules::apply( $cat, array( 'deposit_type' => 'einweg' ) );
		$this->assertStringContainsString( 'EINWEG', $this->price_html( $beer->get_id() ) );
		$this->assertSame( '0.25', (string) get_post_meta( $beer->get_id(), '_tresen_deposit_amount', true ), 'EINWEG is 0,25 € by law' );

		$this->assertSame( 2, CategoryRules::undo( $cat ) );
		$this->assertSame( 'mehrweg', get_post_meta( $beer->get_id(), '_tresen_deposit_type', true ) );
		$this->assertSame( '0.15', get_post_meta( $beer->get_id(), '_tresen_deposit_amount', true ) );
		$this->assertMatchesRegularExpression( '/MEHRWEG zzgl\. 0,15\s€ Pfand/u', $this->price_html( $beer->get_id() ) );
		$this->assertFalse( metadata_exists( 'post', $fresh->get_id(), '_tresen_deposit_type' ), 'a product without data has none again' );
		$this->assertSame( '', CategoryRules::get( $cat )['deposit_type'], 'the rule is gone' );
		$this->assertFalse( CategoryRules::can_undo( $cat ) );
		$this->assertInstanceOf( \WP_Error::class, CategoryRules::undo( $cat ), 'nothing left to undo' );
	}

	public function test_a_product_added_to_the_category_later_gets_the_rule(): void {
		$cat = $this->category( 'Bier' );
		CategoryRules::apply( $cat, array( 'deposit_type' => 'mehrweg', 'deposit_amount' => '0.08', 'min_age' => '16' ) );

		$new = $this->beer( $cat );
		$this->assertSame( 'mehrweg', get_post_meta( $new->get_id(), '_tresen_deposit_type', true ) );
		$this->assertStringContainsString( 'MEHRWEG', $this->price_html( $new->get_id() ) );

		$moved = $this->beer( $this->category( 'Sonstiges' ) );
		wp_set_object_terms( $moved->get_id(), array( $cat ), 'product_cat' );
		$this->assertSame( '0.08', get_post_meta( $moved->get_id(), '_tresen_deposit_amount', true ) );
	}

	public function test_a_product_with_its_own_data_keeps_it_when_it_joins_a_category(): void {
		$cat = $this->category( 'Bier' );
		CategoryRules::apply( $cat, array( 'deposit_type' => 'mehrweg', 'deposit_amount' => '0.08' ) );
		$keg = $this->factory()->product( array( 'meta' => array( '_tresen_deposit_type' => 'mehrweg', '_tresen_deposit_amount' => '0.15' ) ) );
		wp_set_object_terms( $keg->get_id(), array( $cat ), 'product_cat' );
		$this->assertSame( '0.15', get_post_meta( $keg->get_id(), '_tresen_deposit_amount', true ) );
	}

	public function test_the_rule_age_reaches_the_legal_plugin_through_its_category_filter(): void {
		$cat  = $this->category( 'Craft Spirits' );
		CategoryRules::apply( $cat, array( 'min_age' => '18' ) );
		$term = get_term( $cat, 'product_cat' );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$ages = apply_filters( 'tresen_legal_category_ages', array( 'bier' => 16 ) );
		$this->assertSame( 18, $ages[ $term->slug ] );
		$this->assertSame( 16, $ages['bier'] );

		$product = $this->factory()->product( array( 'category_ids' => array( $cat ), 'meta' => array() ) );
		delete_post_meta( $product->get_id(), '_tresen_min_age' );
		$this->go_to( '/?post_type=product&p=' . $product->get_id() );
		$html = $this->render( 'do_action', 'woocommerce_single_product_summary' );
		$this->assertStringContainsString( 'Abgabe nur an Personen ab 18 Jahren', html_entity_decode( wp_strip_all_tags( $html ) ) );
	}

	public function test_wrong_rules_are_refused_in_german(): void {
		$cat = $this->category( 'Bier' );
		$this->beer( $cat );
		$cases = array(
			'Das Einwegpfand (EINWEG) beträgt gesetzlich immer 0,25 €' => array( 'deposit_type' => 'einweg', 'deposit_amount' => '0,10' ),
			'Mehrwegpfand (MEHRWEG) braucht seinen Betrag'             => array( 'deposit_type' => 'mehrweg' ),
			'wähle 0, 16 oder 18 Jahre'                                => array( 'min_age' => '12' ),
			'gib einen Betrag wie 0,08 ein'                            => array( 'deposit_type' => 'mehrweg', 'deposit_amount' => 'acht Cent' ),
			'je 1 l oder je 1 kg'                                      => array( 'unit' => '100ml' ),
		);
		foreach ( $cases as $german => $rule ) {
			$result = CategoryRules::apply( $cat, $rule );
			$this->assertInstanceOf( \WP_Error::class, $result );
			$this->assertStringContainsString( $german, $result->get_error_message() );
		}
		$this->assertFalse( CategoryRules::can_undo( $cat ), 'nothing was applied' );
	}

	public function test_rest_routes_preview_apply_and_undo_for_shop_managers_only(): void {
		$cat  = $this->category( 'Bier' );
		$beer = $this->beer( $cat );
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( 403, $this->rest( 'POST', '/tresen-setup/v1/categories/' . $cat, array( 'deposit_type' => 'einweg' ) )->get_status() );

		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$preview = $this->rest( 'POST', '/tresen-setup/v1/categories/' . $cat . '/preview', array( 'deposit_type' => 'einweg' ) );
		$this->assertSame( array( 'changes' => 1 ), $preview->get_data() );
		$this->assertSame( array( 'changed' => 1 ), $this->rest( 'POST', '/tresen-setup/v1/categories/' . $cat, array( 'deposit_type' => 'einweg' ) )->get_data() );
		$this->assertSame( 'einweg', get_post_meta( $beer->get_id(), '_tresen_deposit_type', true ) );
		$list = wp_list_pluck( $this->rest( 'GET', '/tresen-setup/v1/categories' )->get_data(), 'can_undo', 'id' );
		$this->assertTrue( $list[ $cat ] );
		$this->assertSame( array( 'restored' => 1 ), $this->rest( 'POST', '/tresen-setup/v1/categories/' . $cat . '/undo' )->get_data() );
		$bad = $this->rest( 'POST', '/tresen-setup/v1/categories/' . $cat . '/preview', array( 'deposit_type' => 'mehrweg' ) );
		$this->assertSame( 400, $bad->get_status() );
	}
}

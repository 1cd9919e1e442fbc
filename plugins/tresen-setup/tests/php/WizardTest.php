<?php
/**
 * The Einrichtung's REST routes: company data validated in German and kept
 * where the legal page templates read it, legal pages created from the
 * templates and set in the options the theme and WooCommerce read, undo
 * restoring what a step overwrote, resumable progress, and only shop
 * managers with WordPress's REST nonce may change anything.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\Tests\TestCase;

/**
 * Setup wizard.
 */
class WizardTest extends TestCase {

	private const COMPANY = array(
		'name'            => 'Kiezbrause GmbH',
		'representative'  => 'Geschäftsführer: Ali Beispiel',
		'street'          => 'Hauptstraße 5',
		'postcode'        => '10827',
		'city'            => 'Berlin',
		'country'         => 'DE',
		'email'           => 'hallo@kiezbrause.test',
		'phone'           => '030 555 66 77',
		'register_court'  => 'Amtsgericht Charlottenburg',
		'register_number' => 'HRB 123456 B',
		'vat_id'          => 'DE 123 456 789',
	);

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		delete_option( 'tresen_company' );
		delete_option( 'tresen_setup_wizard' );
		delete_option( 'tresen_setup_wizard_undo' );
	}

	public function test_company_data_is_validated_in_german(): void {
		$bad = $this->rest(
			'POST',
			'/tresen-setup/v1/wizard/company',
			array_merge(
				self::COMPANY,
				array(
					'postcode' => '1082',
					'vat_id'   => 'DE12345678',
					'email'    => 'kein-at',
					'name'     => '',
				)
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$fields = $bad->get_data()['data']['fields'];
		$this->assertSame( 'Eine deutsche Postleitzahl hat genau 5 Ziffern, z. B. 10115.', $fields['postcode'] );
		$this->assertSame( 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.', $fields['vat_id'] );
		$this->assertSame( 'Das ist keine E-Mail-Adresse.', $fields['email'] );
		$this->assertSame( 'Bitte gib Firmenname ein.', $fields['name'] );
		$this->assertFalse( get_option( 'tresen_company' ), 'nothing stored' );

		$at = $this->rest( 'POST', '/tresen-setup/v1/wizard/company', array_merge( self::COMPANY, array( 'country' => 'AT', 'postcode' => '1010', 'vat_id' => 'ATU12345678' ) ) );
		$this->assertSame( 200, $at->get_status(), 'Austrian postcode and VAT id' );
	}

	public function test_company_data_is_saved_and_undo_restores_the_previous_data(): void {
		update_option( 'tresen_company', array( 'name' => 'Alte Firma' ) );
		$ok = $this->rest( 'POST', '/tresen-setup/v1/wizard/company', self::COMPANY );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( 'DE123456789', get_option( 'tresen_company' )['vat_id'], 'VAT id without spaces' );
		$this->assertSame( 'done', $ok->get_data()['progress']['steps']['company'] );
		$this->assertTrue( $ok->get_data()['can_undo']['company'] );

		$this->rest( 'POST', '/tresen-setup/v1/wizard/company', array_merge( self::COMPANY, array( 'name' => 'Zweite GmbH' ) ) );
		$undo = $this->rest( 'POST', '/tresen-setup/v1/wizard/company/undo' );
		$this->assertSame( 200, $undo->get_status() );
		$this->assertSame( array( 'name' => 'Alte Firma' ), get_option( 'tresen_company' ), 'the data from before the wizard' );
		$this->assertSame( 'open', $undo->get_data()['progress']['steps']['company'] );
		$this->assertSame( 409, $this->rest( 'POST', '/tresen-setup/v1/wizard/company/undo' )->get_status(), 'nothing left to undo' );
	}

	public function test_a_new_woocommerce_shop_gets_the_company_address_and_euro_and_undo_puts_its_settings_back(): void {
		// What WooCommerce gives a new shop.
		update_option( 'woocommerce_default_country', 'US:CA' );
		update_option( 'woocommerce_currency', 'USD' );
		update_option( 'woocommerce_currency_pos', 'left' );
		update_option( 'woocommerce_price_decimal_sep', '.' );
		update_option( 'woocommerce_price_thousand_sep', ',' );
		update_option( 'woocommerce_store_city', '' );
		$this->assertSame( 200, $this->rest( 'POST', '/tresen-setup/v1/wizard/company', self::COMPANY )->get_status() );
		$this->assertSame( 'DE', get_option( 'woocommerce_default_country' ) );
		$this->assertSame( 'Hauptstraße 5', get_option( 'woocommerce_store_address' ) );
		$this->assertSame( '10827', get_option( 'woocommerce_store_postcode' ) );
		$this->assertSame( 'Berlin', get_option( 'woocommerce_store_city' ) );
		$this->assertSame( 'EUR', get_woocommerce_currency() );
		$this->assertSame( "1.234,50\u{a0}€", html_entity_decode( wp_strip_all_tags( wc_price( 1234.5 ) ) ), 'the price as a German shopper reads it' );

		$this->assertSame( 200, $this->rest( 'POST', '/tresen-setup/v1/wizard/company/undo' )->get_status() );
		$this->assertSame( 'US:CA', get_option( 'woocommerce_default_country' ) );
		$this->assertSame( 'USD', get_option( 'woocommerce_currency' ) );
		$this->assertSame( '.', get_option( 'woocommerce_price_decimal_sep' ) );
		$this->assertSame( '', get_option( 'woocommerce_store_city' ) );
	}

	public function test_legal_pages_are_created_from_the_company_data_and_undo_removes_them(): void {
		$this->rest( 'POST', '/tresen-setup/v1/wizard/company', self::COMPANY );
		$own = get_post(
			wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_title'  => 'Meine AGB',
					'post_status' => 'publish',
				)
			)
		);
		$this->assertInstanceOf( \WP_Post::class, $own );
		update_option( 'woocommerce_terms_page_id', 4711 );
		delete_option( 'tresen_imprint_page_id' );
		$choice = array(
			'imprint'       => 'create',
			'terms'         => (string) $own->ID,
			'withdrawal'    => 'create',
			'privacy'       => 'create',
			'shipping'      => 'create',
			'accessibility' => 'create',
		);
		$res = $this->rest( 'POST', '/tresen-setup/v1/wizard/pages', array( 'pages' => $choice ) );
		$this->assertSame( 200, $res->get_status() );
		$this->assertSame( $own->ID, (int) get_option( 'woocommerce_terms_page_id' ), 'the picked page is WooCommerce\'s terms page' );
		$imprint = get_post( (int) get_option( 'tresen_imprint_page_id' ) );
		$this->assertInstanceOf( \WP_Post::class, $imprint );
		$this->assertSame( 'publish', $imprint->post_status );
		$this->assertSame( 'Impressum', $imprint->post_title );
		foreach ( array( 'Kiezbrause GmbH', 'Hauptstraße 5', '10827 Berlin', 'HRB 123456 B', 'DE123456789', 'Geschäftsführer: Ali Beispiel', 'hallo@kiezbrause.test' ) as $text ) {
			$this->assertStringContainsString( $text, $imprint->post_content );
		}
		$withdrawal = get_post( (int) get_option( 'tresen_withdrawal_page_id' ) );
		$this->assertStringContainsString( 'Muster-Widerrufsformular', $withdrawal->post_content );
		$this->assertStringContainsString( 'An Kiezbrause GmbH, Hauptstraße 5, 10827 Berlin', $withdrawal->post_content );
		$this->assertStringContainsString( 'Marktüberwachung', get_post( (int) get_option( 'tresen_accessibility_page_id' ) )->post_content );
		$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
		$this->assertSame( 'Datenschutzerklärung', get_the_title( $privacy ) );
		$pages = wp_list_pluck( $res->get_data()['pages']['pages'], 'template', 'key' );
		$this->assertTrue( $pages['imprint'], 'created pages are marked as templates' );
		$this->assertFalse( $pages['terms'], 'the owner\'s own page is not a template' );
		$states = apply_filters( 'display_post_states', array(), $imprint );
		$this->assertSame( 'Vorlage – bitte prüfen', $states['tresen_template'] );

		$undo = $this->rest( 'POST', '/tresen-setup/v1/wizard/pages/undo' );
		$this->assertSame( 200, $undo->get_status() );
		$this->assertSame( 4711, (int) get_option( 'woocommerce_terms_page_id' ), 'WooCommerce\'s previous terms page' );
		$this->assertFalse( get_option( 'tresen_imprint_page_id' ), 'an option that was absent is absent again' );
		$this->assertSame( 'trash', get_post_status( $imprint->ID ), 'the created page is in the trash' );
		$this->assertSame( 'publish', get_post_status( $own->ID ), 'the owner\'s page stays' );
	}

	public function test_wrong_page_choices_are_refused_in_german(): void {
		$before = get_option( 'tresen_imprint_page_id' );
		$res = $this->rest( 'POST', '/tresen-setup/v1/wizard/pages', array( 'pages' => array( 'imprint' => '999999' ) ) );
		$this->assertSame( 400, $res->get_status() );
		$this->assertStringContainsString( 'Wähle für „Impressum“ eine bestehende Seite', $res->get_data()['message'] );
		$this->assertSame( $before, get_option( 'tresen_imprint_page_id' ), 'nothing changed' );
	}

	public function test_the_progress_is_stored_so_the_wizard_resumes(): void {
		$this->assertSame( 'company', $this->rest( 'GET', '/tresen-setup/v1/wizard' )->get_data()['progress']['current'] );
		$this->rest( 'POST', '/tresen-setup/v1/wizard/progress', array( 'step' => 'company', 'status' => 'skipped', 'current' => 'pages' ) );
		$progress = $this->rest( 'GET', '/tresen-setup/v1/wizard' )->get_data()['progress'];
		$this->assertSame( 'pages', $progress['current'] );
		$this->assertSame( 'skipped', $progress['steps']['company'] );
		$this->assertSame( 400, $this->rest( 'POST', '/tresen-setup/v1/wizard/progress', array( 'current' => 'nirgendwo' ) )->get_status() );
	}

	public function test_only_shop_managers_with_the_rest_nonce_may_change_anything(): void {
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( 403, $this->rest( 'POST', '/tresen-setup/v1/wizard/company', self::COMPANY )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/tresen-setup/v1/wizard' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/tresen-setup/v1/wizard/pages/undo' )->get_status() );
		$this->assertFalse( get_option( 'tresen_company' ) );

		// A logged-in manager's cookie without the wp_rest nonce: WordPress
		// treats the request as a guest's, and the route refuses it.
		$admin = $this->factory()->user( 'administrator' )->ID;
		wp_set_current_user( $admin );
		global $wp_rest_auth_cookie;
		$wp_rest_auth_cookie = true;
		unset( $_REQUEST['_wpnonce'], $_SERVER['HTTP_X_WP_NONCE'] );
		$this->assertTrue( rest_cookie_check_errors( null ) );
		$this->assertSame( 401, $this->rest( 'POST', '/tresen-setup/v1/wizard/company', self::COMPANY )->get_status() );
		$this->assertFalse( get_option( 'tresen_company' ) );

		wp_set_current_user( $admin );
		$_SERVER['HTTP_X_WP_NONCE'] = wp_create_nonce( 'wp_rest' );
		$this->assertTrue( rest_cookie_check_errors( null ) );
		$this->assertSame( 200, $this->rest( 'POST', '/tresen-setup/v1/wizard/company', self::COMPANY )->get_status() );
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		$wp_rest_auth_cookie = null;
	}

	public function test_taxes_and_shipping_through_woocommerce_apis_and_undo_removes_them(): void {
		global $wpdb;
		// Through WooCommerce's API, which also clears its cache of rates per class.
		foreach ( $wpdb->get_col( "SELECT tax_rate_id FROM {$wpdb->prefix}woocommerce_tax_rates WHERE tax_rate_country IN ('DE','AT')" ) as $rate_id ) {
			\WC_Tax::_delete_tax_rate( (int) $rate_id );
		}
		foreach ( \WC_Shipping_Zones::get_zones() as $zone ) {
			\WC_Shipping_Zones::delete_zone( (int) $zone['id'] );
		}
		update_option( 'woocommerce_prices_include_tax', 'no' );

		$bad = $this->rest( 'POST', '/tresen-setup/v1/wizard/taxes', array( 'cost' => 'vier', 'free_from' => '50' ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'Versandkosten Deutschland: Gib einen Betrag in Euro ein, z. B. 4,90.', $bad->get_data()['data']['fields']['cost'] );

		$res = $this->rest( 'POST', '/tresen-setup/v1/wizard/taxes', array( 'cost' => '4,90', 'free_from' => '50', 'austria' => true, 'cost_at' => '9,90' ) );
		$this->assertSame( 200, $res->get_status() );
		$this->assertSame( array( 'DE 19 %', 'DE 7 %', 'Deutschland', 'AT 20 %', 'AT 10 %', 'Österreich' ), $res->get_data()['result']['created'] );
		$this->assertSame( 'yes', get_option( 'woocommerce_prices_include_tax' ) );
		$this->assertSame( 'yes', get_option( 'woocommerce_calc_taxes' ) );

		// What a shopper in Berlin pays: 19 % in 11,90 €, 7 % on the reduced rate.
		$de = \WC_Tax::find_rates( array( 'country' => 'DE', 'tax_class' => '' ) );
		$this->assertSame( 1.9, round( array_sum( \WC_Tax::calc_tax( 11.90, $de, true ) ), 2 ) );
		// WooCommerce's own reduced class (its slug is "ermaessigter-satz" when WooCommerce was installed in German).
		$reduced = \WC_Tax::find_rates( array( 'country' => 'DE', 'tax_class' => \Tresen\Setup\Wizard\TaxesShipping::reduced_class() ) );
		$this->assertSame( 0.7, round( array_sum( \WC_Tax::calc_tax( 10.70, $reduced, true ) ), 2 ) );
		$this->assertSame( 1, count( $de ), 'the 7 % rate is not a second standard rate' );

		// The zone for a German address, its methods age-checked, free shipping from 50 €.
		$zone    = \WC_Shipping_Zones::get_zone_matching_package( array( 'destination' => array( 'country' => 'DE', 'state' => '', 'postcode' => '10115' ) ) );
		$this->assertSame( 'Deutschland', $zone->get_zone_name() );
		$methods = array();
		foreach ( $zone->get_shipping_methods() as $method ) {
			$methods[ $method->id ] = $method;
		}
		$this->assertSame( array( 'flat_rate', 'free_shipping' ), array_keys( $methods ) );
		$this->assertSame( 'DHL mit Alterssichtprüfung', $methods['flat_rate']->get_title() );
		// Stored net of the 19 %, as WooCommerce's taxable flat rate expects: the shopper pays the 4,90 € the owner typed.
		$cost = (float) $methods['flat_rate']->get_option( 'cost' );
		$this->assertSame( 4.90, round( $cost + array_sum( \WC_Tax::calc_shipping_tax( $cost, $de ) ), 2 ) );
		$this->assertEqualsWithDelta( 4.117647, $cost, 0.000001 );
		$this->assertSame( '50.00', $methods['free_shipping']->get_option( 'min_amount' ) );
		foreach ( $methods as $method ) {
			$this->assertSame( 'yes', $method->get_option( 'tresen_age_check' ), $method->id . ' checks the age' );
		}

		// Again: what exists is kept.
		$again = $this->rest( 'POST', '/tresen-setup/v1/wizard/taxes', array( 'cost' => '5', 'free_from' => '60' ) );
		$this->assertSame( array(), $again->get_data()['result']['created'] );
		$this->assertContains( 'Deutschland', $again->get_data()['result']['kept'] );

		$undo = $this->rest( 'POST', '/tresen-setup/v1/wizard/taxes/undo' );
		$this->assertSame( 200, $undo->get_status() );
		$this->assertSame( 'no', get_option( 'woocommerce_prices_include_tax' ) );
		$this->assertSame( array(), \WC_Tax::find_rates( array( 'country' => 'DE', 'tax_class' => '' ) ) );
		$this->assertSame( array(), \WC_Shipping_Zones::get_zones() );
	}
}

<?php
/**
 * Einrichtung steps 5 and 6 over their REST routes: Stripe keys and PayPal
 * credentials saved into their gateways only after a read-only test against
 * the loopback stand-ins (German results, secrets never sent back), the bank
 * details with the IBAN's mod-97 check, the consent banner and categories
 * through the consent plugin's settings, the pixel ids in the order
 * attribution plugin's formats; undo puts back exactly what was there. And
 * the taxes step's undo removes the tax class it created, nothing else.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Tests;

use Tresen\PayPal\Tests\Standin as PayPalStandin;
use Tresen\Stripe\Tests\Standin as StripeStandin;
use Tresen\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/tresen-stripe/tests/php/includes/class-standin.php';
require_once dirname( __DIR__, 3 ) . '/tresen-paypal/tests/php/includes/class-standin.php';

/**
 * Payments and consent steps.
 */
class WizardPaymentsTest extends TestCase {

	private const STRIPE_OPTION = 'woocommerce_stripe_settings';
	private const PAYPAL_OPTION = 'woocommerce_ppcp-gateway_settings';

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		delete_option( 'tresen_setup_wizard' );
		delete_option( 'tresen_setup_wizard_undo' );
		StripeStandin::url();
		PayPalStandin::url();
	}

	/**
	 * POSTs to the payments route.
	 *
	 * @param array<string, mixed> $body Body.
	 */
	private function payments( array $body ): \WP_REST_Response {
		return $this->rest( 'POST', '/tresen-setup/v1/wizard/payments', $body );
	}

	public function test_stripe_keys_are_tested_in_german_and_saved_into_the_gateway_never_echoed(): void {
		$before = array(
			'enabled'  => 'no',
			'title'    => 'Kreditkarte',
			'testmode' => 'yes',
		);
		update_option( self::STRIPE_OPTION, $before );

		$wrong = $this->payments(
			array(
				'stripe' => array(
					'publishable_key' => StripeStandin::PUBLISHABLE_KEY,
					'secret_key'      => 'sk_test_falsch',
					'webhook_secret'  => StripeStandin::WEBHOOK_SECRET,
				),
			)
		);
		$this->assertSame( 400, $wrong->get_status() );
		$this->assertStringContainsString( 'Stripe hat diesen geheimen Schlüssel abgelehnt', $wrong->get_data()['data']['fields']['stripe_secret_key'] );
		$this->assertSame( $before, get_option( self::STRIPE_OPTION ), 'nothing saved after a refused key' );

		$swapped = $this->payments(
			array(
				'stripe' => array(
					'publishable_key' => StripeStandin::SECRET_KEY,
					'secret_key'      => StripeStandin::PUBLISHABLE_KEY,
					'webhook_secret'  => 'geheim',
				),
			)
		);
		$fields  = $swapped->get_data()['data']['fields'];
		$this->assertStringContainsString( 'veröffentlichbare Schlüssel (pk_…)', $fields['stripe_secret_key'] );
		$this->assertStringContainsString( 'Das ist ein geheimer Schlüssel', $fields['stripe_publishable_key'] );
		$this->assertStringContainsString( 'beginnt mit „whsec_“', $fields['stripe_webhook_secret'] );
		$this->assertStringNotContainsString( StripeStandin::SECRET_KEY, (string) wp_json_encode( $swapped->get_data() ), 'a refusal does not repeat the key' );

		$ok = $this->payments(
			array(
				'stripe' => array(
					'publishable_key' => StripeStandin::PUBLISHABLE_KEY,
					'secret_key'      => StripeStandin::SECRET_KEY,
					'webhook_secret'  => StripeStandin::WEBHOOK_SECRET,
				),
			)
		);
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( array( 'Stripe akzeptiert den geheimen Schlüssel (Testmodus: keine echten Zahlungen).' ), $ok->get_data()['result']['messages'] );
		$saved = get_option( self::STRIPE_OPTION );
		$this->assertSame( 'yes', $saved['enabled'] );
		$this->assertSame( 'Kreditkarte', $saved['title'], 'other settings stay' );
		$this->assertSame( StripeStandin::SECRET_KEY, $saved['test_secret_key'] );
		$this->assertSame( StripeStandin::PUBLISHABLE_KEY, $saved['test_publishable_key'] );
		$this->assertSame( StripeStandin::WEBHOOK_SECRET, $saved['test_webhook_secret'] );
		$json = (string) wp_json_encode( $ok->get_data() );
		$this->assertStringNotContainsString( StripeStandin::SECRET_KEY, $json );
		$this->assertStringNotContainsString( StripeStandin::WEBHOOK_SECRET, $json );
		$this->assertSame( 'sk_test_…0001', $ok->get_data()['payments']['stripe']['secret_key'] );
		$this->assertSame( 'done', $ok->get_data()['progress']['steps']['payments'] );

		$this->assertSame( 200, $this->rest( 'POST', '/tresen-setup/v1/wizard/payments/undo' )->get_status() );
		$this->assertSame( $before, get_option( self::STRIPE_OPTION ), 'undo restores the settings exactly' );
	}

	public function test_paypal_credentials_are_tested_with_an_oauth_token_and_saved(): void {
		delete_option( self::PAYPAL_OPTION );
		$wrong = $this->payments(
			array(
				'paypal' => array(
					'sandbox'   => true,
					'client_id' => PayPalStandin::CLIENT_ID,
					'secret'    => 'falsches-secret',
				),
			)
		);
		$this->assertSame( 400, $wrong->get_status() );
		$this->assertStringContainsString( 'PayPal hat diese Client-ID oder dieses Secret für die Sandbox abgelehnt', $wrong->get_data()['data']['fields']['paypal_secret'] );
		$this->assertFalse( get_option( self::PAYPAL_OPTION ) );

		$ok = $this->payments(
			array(
				'paypal' => array(
					'sandbox'   => true,
					'client_id' => PayPalStandin::CLIENT_ID,
					'secret'    => PayPalStandin::SECRET,
				),
			)
		);
		$this->assertSame( 200, $ok->get_status() );
		$this->assertSame( array( 'PayPal akzeptiert Client-ID und Secret (Sandbox: keine echten Zahlungen).' ), $ok->get_data()['result']['messages'] );
		$saved = get_option( self::PAYPAL_OPTION );
		$this->assertSame( array( 'yes', 'yes', PayPalStandin::CLIENT_ID, PayPalStandin::SECRET ), array( $saved['enabled'], $saved['sandbox'], $saved['sandbox_client_id'], $saved['sandbox_client_secret'] ) );
		$this->assertStringNotContainsString( PayPalStandin::SECRET, (string) wp_json_encode( $ok->get_data() ) );
		$this->assertSame( PayPalStandin::CLIENT_ID, $ok->get_data()['payments']['paypal']['client_id'] );

		$this->rest( 'POST', '/tresen-setup/v1/wizard/payments/undo' );
		$this->assertFalse( get_option( self::PAYPAL_OPTION ), 'undo removes the settings that were not there' );
	}

	public function test_a_paypal_webhook_id_is_read_at_paypal_before_it_is_saved(): void {
		try {
			delete_option( self::PAYPAL_OPTION );
			PayPalStandin::call( 'POST', '/_standin/config', array( 'webhookUrl' => rest_url( 'tresen-paypal/v1/webhook' ) ) );
			$app = array(
				'sandbox'   => true,
				'client_id' => PayPalStandin::CLIENT_ID,
				'secret'    => PayPalStandin::SECRET,
			);

			$unknown = $this->payments( array( 'paypal' => $app + array( 'webhook_id' => '5XY12345AB678901C' ) ) );
			$this->assertSame( 400, $unknown->get_status() );
			$this->assertSame( 'PayPal kennt diese Webhook-ID in dieser Sandbox-App nicht. Kopiere sie aus der Liste „Webhooks“ der App im PayPal-Entwickler-Dashboard (Sandbox).', $unknown->get_data()['data']['fields']['paypal_webhook_id'] );
			$this->assertFalse( get_option( self::PAYPAL_OPTION ), 'nothing of PayPal is saved while the webhook is wrong' );

			PayPalStandin::call( 'POST', '/_standin/config', array( 'webhookUrl' => 'https://alter-shop.example/wp-json/tresen-paypal/v1/webhook' ) );
			$elsewhere = $this->payments( array( 'paypal' => $app + array( 'webhook_id' => PayPalStandin::WEBHOOK_ID ) ) );
			$this->assertSame( 400, $elsewhere->get_status() );
			$this->assertStringContainsString( 'Dieser Webhook sendet an https://alter-shop.example/wp-json/tresen-paypal/v1/webhook, nicht an deinen Shop. Stelle seine URL im PayPal-Entwickler-Dashboard auf ' . rest_url( 'tresen-paypal/v1/webhook' ), $elsewhere->get_data()['data']['fields']['paypal_webhook_id'] );

			PayPalStandin::call(
				'POST',
				'/_standin/config',
				array(
					'webhookUrl'    => rest_url( 'tresen-paypal/v1/webhook' ),
					'webhookEvents' => array( 'PAYMENT.CAPTURE.COMPLETED' ),
				)
			);
			$few = $this->payments( array( 'paypal' => $app + array( 'webhook_id' => PayPalStandin::WEBHOOK_ID ) ) );
			$this->assertSame( 400, $few->get_status() );
			$this->assertStringContainsString( 'PAYMENT.CAPTURE.REFUNDED, PAYMENT.CAPTURE.REVERSED', $few->get_data()['data']['fields']['paypal_webhook_id'] );

			PayPalStandin::call( 'POST', '/_standin/config', array( 'webhookEvents' => array( '*' ) ) );
			$ok = $this->payments( array( 'paypal' => $app + array( 'webhook_id' => PayPalStandin::WEBHOOK_ID ) ) );
			$this->assertSame( 200, $ok->get_status(), (string) wp_json_encode( $ok->get_data() ) );
			$this->assertContains( 'PayPal kennt diesen Webhook: Er sendet die Zahlungsereignisse an deinen Shop.', $ok->get_data()['result']['messages'] );
			$this->assertSame( PayPalStandin::WEBHOOK_ID, get_option( self::PAYPAL_OPTION )['sandbox_webhook_id'] );
			$this->assertSame( PayPalStandin::WEBHOOK_ID, $ok->get_data()['payments']['paypal']['webhook_id'] );
			$this->assertSame( rest_url( 'tresen-paypal/v1/webhook' ), $ok->get_data()['payments']['paypal']['webhook_url'], 'the step shows the address to register' );

			// Later, the webhook alone: asked with the saved app's credentials.
			$settings = get_option( self::PAYPAL_OPTION );
			unset( $settings['sandbox_webhook_id'] );
			update_option( self::PAYPAL_OPTION, $settings );
			$alone = $this->payments(
				array(
					'paypal' => array(
						'sandbox'    => true,
						'client_id'  => PayPalStandin::CLIENT_ID,
						'webhook_id' => PayPalStandin::WEBHOOK_ID,
					),
				)
			);
			$this->assertSame( 200, $alone->get_status(), (string) wp_json_encode( $alone->get_data() ) );
			$this->assertSame( PayPalStandin::WEBHOOK_ID, get_option( self::PAYPAL_OPTION )['sandbox_webhook_id'] );
		} finally {
			PayPalStandin::call(
				'POST',
				'/_standin/config',
				array(
					'webhookUrl'    => '',
					'webhookEvents' => array( 'CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED' ),
				)
			);
		}
	}

	public function test_bank_details_need_a_valid_iban_and_reach_woocommerces_bacs_gateway(): void {
		update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'no' ) );
		$accounts = array(
			array(
				'account_name' => 'Alt GmbH',
				'iban'         => 'DE02 1203 0000 0000 2020 51',
			),
			array(
				'account_name' => 'Zweitkonto',
				'iban'         => 'DE02 5001 0517 0137 0750 30',
			),
		);
		update_option( 'woocommerce_bacs_accounts', $accounts );
		$bad = $this->payments(
			array(
				'bacs' => array(
					'account_name' => 'Kiezbrause GmbH',
					'iban'         => 'DE89 3704 0044 0532 0130 01',
					'bic'          => 'COBA',
				),
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$this->assertStringContainsString( 'Diese IBAN ist ungültig', $bad->get_data()['data']['fields']['bacs_iban'] );
		$this->assertStringContainsString( '8 oder 11', $bad->get_data()['data']['fields']['bacs_bic'] );
		$this->assertSame( $accounts, get_option( 'woocommerce_bacs_accounts' ) );

		$ok = $this->payments(
			array(
				'bacs' => array(
					'account_name' => 'Kiezbrause GmbH',
					'iban'         => 'de89370400440532013000',
					'bic'          => 'cobadeffxxx',
					'bank_name'    => 'Commerzbank',
				),
			)
		);
		$this->assertSame( 200, $ok->get_status() );
		$stored = get_option( 'woocommerce_bacs_accounts' );
		$this->assertSame( 'DE89 3704 0044 0532 0130 00', $stored[0]['iban'] );
		$this->assertSame( 'COBADEFFXXX', $stored[0]['bic'] );
		$this->assertSame( 'Zweitkonto', $stored[1]['account_name'], 'a second account stays' );
		// What a shopper gets: bank transfer offered at the checkout.
		$gateway = WC()->payment_gateways()->payment_gateways()['bacs'];
		$gateway->init_settings();
		$this->assertSame( 'yes', $gateway->get_option( 'enabled' ) );

		$this->rest( 'POST', '/tresen-setup/v1/wizard/payments/undo' );
		$this->assertSame( $accounts, get_option( 'woocommerce_bacs_accounts' ) );
		$this->assertSame( array( 'enabled' => 'no' ), get_option( 'woocommerce_bacs_settings' ) );
	}

	public function test_the_iban_check_is_iso_mod_97(): void {
		$this->assertTrue( \Tresen\Setup\Wizard\Payments::iban_valid( 'DE89370400440532013000' ) );
		$this->assertTrue( \Tresen\Setup\Wizard\Payments::iban_valid( 'AT611904300234573201' ) );
		$this->assertFalse( \Tresen\Setup\Wizard\Payments::iban_valid( 'DE89370400440532013001' ), 'one digit wrong' );
		$this->assertFalse( \Tresen\Setup\Wizard\Payments::iban_valid( 'DE8937040044053201300' ), 'too short for Germany' );
	}

	public function test_consent_texts_and_categories_and_pixel_ids_are_validated_saved_and_undone(): void {
		delete_option( 'tresen_cookie_consent' );
		update_option( 'tresen_marketing_pixels', array( 'meta_pixel_id' => '1111111111' ) );
		$bad = $this->rest(
			'POST',
			'/tresen-setup/v1/wizard/consent',
			array(
				'banner_text' => '',
				'categories'  => array( 'analytics' => array( 'name' => '' ) ),
				'pixels'      => array(
					'meta_pixel_id'    => 'fb-123',
					'pinterest_tag_id' => '12',
					'paypal_tag_id'    => 'abc',
				),
			)
		);
		$this->assertSame( 400, $bad->get_status() );
		$fields = $bad->get_data()['data']['fields'];
		$this->assertStringContainsString( 'Gib den Bannertext ein', $fields['banner_text'] );
		$this->assertStringContainsString( 'Gib einen Namen', $fields['category_analytics'] );
		$this->assertStringContainsString( '10 bis 20 Ziffern', $fields['pixel_meta_pixel_id'] );
		$this->assertStringContainsString( '10 bis 20 Ziffern', $fields['pixel_pinterest_tag_id'] );
		$this->assertStringContainsString( '72c78d11-9fef-11e7-8e06-e965c75268e8', $fields['pixel_paypal_tag_id'] );
		$this->assertFalse( get_option( 'tresen_cookie_consent' ) );

		$version = \Tresen\CookieConsent\Options::version();
		$ok      = $this->rest(
			'POST',
			'/tresen-setup/v1/wizard/consent',
			array(
				'banner_text' => 'Wir nutzen Cookies – mit deiner Einwilligung auch für Statistik.',
				'categories'  => array(
					'analytics' => array(
						'enabled'     => true,
						'name'        => 'Statistik',
						'description' => 'Anonyme Zahlen.',
					),
					'others'    => array( 'enabled' => false ),
					'necessary' => array( 'enabled' => false ),
				),
				'pixels'      => array(
					'meta_pixel_id'    => '1234567890123456',
					'pinterest_tag_id' => '',
					'paypal_tag_id'    => '72C78D11-9FEF-11E7-8E06-E965C75268E8',
				),
			)
		);
		$this->assertSame( 200, $ok->get_status() );
		$settings = \Tresen\CookieConsent\Options::get();
		$this->assertSame( 'Wir nutzen Cookies – mit deiner Einwilligung auch für Statistik.', $settings['banner_text'] );
		$this->assertSame( 'Statistik', $settings['categories']['analytics']['name'] );
		$this->assertSame( array( '_ga', '_ga_*', '_gid' ), $settings['categories']['analytics']['cookies'], 'the cookie lists stay' );
		$this->assertFalse( $settings['categories']['others']['enabled'] );
		$this->assertTrue( $settings['categories']['necessary']['enabled'], 'necessary cannot be switched off' );
		$this->assertSame( $version + 1, \Tresen\CookieConsent\Options::version(), 'visitors are asked again' );
		// The ids as the pixels plugin reads them (the pixels wait for marketing consent).
		$this->assertSame(
			array(
				'meta_pixel_id'    => '1234567890123456',
				'pinterest_tag_id' => '',
				'paypal_tag_id'    => '72c78d11-9fef-11e7-8e06-e965c75268e8',
			),
			\Tresen\OrderAttribution\Pixels::ids()
		);

		$this->assertSame( 200, $this->rest( 'POST', '/tresen-setup/v1/wizard/consent/undo' )->get_status() );
		$this->assertFalse( get_option( 'tresen_cookie_consent' ) );
		$this->assertSame( array( 'meta_pixel_id' => '1111111111' ), get_option( 'tresen_marketing_pixels' ) );
	}

	public function test_a_step_whose_plugin_is_inactive_says_so_and_changes_nothing_of_it(): void {
		$filter = static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( 'tresen-stripe/tresen-stripe.php', 'tresen-cookie-consent/tresen-cookie-consent.php' ) ) );
		add_filter( 'option_active_plugins', $filter );
		update_option( self::STRIPE_OPTION, array( 'enabled' => 'no' ) );
		$state = $this->rest( 'GET', '/tresen-setup/v1/wizard' )->get_data();
		$this->assertFalse( $state['payments']['stripe']['active'] );
		$this->assertTrue( $state['payments']['paypal']['active'] );
		$this->assertFalse( $state['consent']['consent']['active'] );
		$res = $this->payments(
			array(
				'stripe' => array(
					'publishable_key' => StripeStandin::PUBLISHABLE_KEY,
					'secret_key'      => StripeStandin::SECRET_KEY,
				),
			)
		);
		$this->assertSame( array(), $res->get_data()['result']['saved'] );
		$this->assertSame( array( 'enabled' => 'no' ), get_option( self::STRIPE_OPTION ) );
		remove_filter( 'option_active_plugins', $filter );
	}

	public function test_only_shop_managers_with_the_rest_nonce_may_save_payments_or_consent(): void {
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( 403, $this->payments( array( 'bacs' => array( 'account_name' => 'X', 'iban' => 'DE89370400440532013000' ) ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/tresen-setup/v1/wizard/consent', array( 'banner_text' => 'x' ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/tresen-setup/v1/wizard/payments/undo' )->get_status() );

		// A logged-in manager's cookie without the wp_rest nonce counts as a guest's.
		update_option( 'woocommerce_bacs_accounts', array() );
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		global $wp_rest_auth_cookie;
		$wp_rest_auth_cookie = true;
		unset( $_REQUEST['_wpnonce'], $_SERVER['HTTP_X_WP_NONCE'] );
		$this->assertTrue( rest_cookie_check_errors( null ) );
		$this->assertSame( 401, $this->payments( array( 'bacs' => array( 'account_name' => 'X', 'iban' => 'DE89370400440532013000' ) ) )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/tresen-setup/v1/wizard/consent', array( 'banner_text' => 'x' ) )->get_status() );
		$wp_rest_auth_cookie = null;
		$this->assertSame( array(), get_option( 'woocommerce_bacs_accounts' ) );
	}

	public function test_undoing_taxes_removes_the_tax_class_it_created_and_no_other(): void {
		foreach ( \WC_Tax::get_tax_rate_classes() as $class ) {
			if ( in_array( (string) $class->slug, array( 'reduced-rate', 'ermaessigter-satz' ), true ) ) {
				\WC_Tax::delete_tax_class_by( 'slug', (string) $class->slug );
			}
		}
		\WC_Tax::create_tax_class( 'Nullsatz', 'nullsatz' );
		$this->assertNotContains( 'reduced-rate', \WC_Tax::get_tax_class_slugs() );
		$res = $this->rest( 'POST', '/tresen-setup/v1/wizard/taxes', array( 'cost' => '4,90', 'free_from' => '50' ) );
		$this->assertSame( 200, $res->get_status() );
		$this->assertContains( 'reduced-rate', \WC_Tax::get_tax_class_slugs() );
		$this->assertContains( 'DE 7 %', $res->get_data()['result']['created'] );

		$this->rest( 'POST', '/tresen-setup/v1/wizard/taxes/undo' );
		$this->assertNotContains( 'reduced-rate', \WC_Tax::get_tax_class_slugs() );
		$this->assertContains( 'nullsatz', \WC_Tax::get_tax_class_slugs(), 'the owner’s class stays' );
	}
}

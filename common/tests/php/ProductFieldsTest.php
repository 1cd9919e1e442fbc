<?php
/**
 * The product screen fields' shared part: the hooks, the posted values and
 * the German notices kept for the next admin screen.
 *
 * @package Tresen
 */

namespace Tresen\Common\Tests;

use Tresen\Common\V4\ProductFields;
use Tresen\Tests\TestCase;

/**
 * ProductFields.
 */
class ProductFieldsTest extends TestCase {

	private const META = '_tresen_common_test_notices';

	public function test_posted_values_of_the_product_and_of_one_variation(): void {
		$_POST = array(
			'tresen_test'     => array( 'unit' => 'l\\\'' ),
			'tresen_test_var' => array(
				3 => array( 'amount' => '0,7' ),
				4 => 'kaputt',
			),
		);
		$this->assertSame( array( 'unit' => "l'" ), ProductFields::posted( 'tresen_test' ), 'unslashed' );
		$this->assertNull( ProductFields::posted( 'tresen_other' ) );
		$this->assertSame( array( 'amount' => '0,7' ), ProductFields::posted_variation( 'tresen_test_var', 3 ) );
		$this->assertNull( ProductFields::posted_variation( 'tresen_test_var', 4 ), 'not a list of fields' );
		$this->assertNull( ProductFields::posted_variation( 'tresen_test_var', 5 ) );
		$this->assertNull( ProductFields::posted_variation( 'tresen_test_var', array( 3 ) ) );
	}

	public function test_notices_are_kept_once_shown_once_and_escaped(): void {
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		ProductFields::store_notices(
			self::META,
			array(
				'errors'   => array(),
				'warnings' => array(),
			)
		);
		$this->assertSame( '', get_user_meta( get_current_user_id(), self::META, true ), 'nothing to say: nothing kept' );
		ProductFields::store_notices(
			self::META,
			array(
				'errors'   => array( 'Inhalt: <b>keine Zahl</b>' ),
				'warnings' => array( 'Die Einheit fehlt.' ),
			)
		);
		// A variation saved in the same request says the same again, and something new.
		ProductFields::store_notices(
			self::META,
			array(
				'errors'   => array( 'Inhalt: <b>keine Zahl</b>', 'Bezugsmenge: zu groß' ),
				'warnings' => array(),
			)
		);
		$html = $this->render( array( ProductFields::class, 'print_notices' ), self::META, 'Nicht gespeichert:', 'Unvollständig:' );
		$this->assertSame( 1, substr_count( $html, 'keine Zahl' ) );
		$this->assertStringContainsString( '&lt;b&gt;keine Zahl&lt;/b&gt;', $html );
		$this->assertStringContainsString( 'Bezugsmenge: zu groß', $html );
		$this->assertLessThan( strpos( $html, 'Unvollständig:' ), strpos( $html, 'Nicht gespeichert:' ) );
		$this->assertStringContainsString( 'notice-error', $html );
		$this->assertStringContainsString( 'notice-warning', $html );
		$this->assertSame( '', $this->render( array( ProductFields::class, 'print_notices' ), self::META, 'Nicht gespeichert:', 'Unvollständig:' ), 'shown once' );
	}

	public function test_errors_of_variations_saved_by_ajax_show_at_once_in_woocommerces_answer(): void {
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$variation = wc_get_product( $this->factory()->variable_product()->get_children()[0] );
		$apply     = static fn(): array => array(
			'errors'   => array( '0,7 l: Inhalt: <b>keine Zahl</b>' ),
			'warnings' => array( '0,7 l: Die Einheit fehlt.' ),
		);
		$ajax = static fn(): bool => true;
		add_filter( 'wp_doing_ajax', $ajax );
		\WC_Admin_Meta_Boxes::$meta_box_errors = array();
		try {
			ProductFields::save( $variation, array( 'amount' => 'x' ), '0,7 l: ', $apply, self::META );
			$errors = \WC_Admin_Meta_Boxes::$meta_box_errors;
		} finally {
			remove_filter( 'wp_doing_ajax', $ajax );
			\WC_Admin_Meta_Boxes::$meta_box_errors = array();
		}
		// WooCommerce prints its list with wp_kses_post(): the message is escaped first.
		$this->assertSame( array( '0,7 l: Inhalt: &lt;b&gt;keine Zahl&lt;/b&gt;' ), $errors );
		$kept = get_user_meta( get_current_user_id(), self::META, true );
		$this->assertSame( array(), $kept['errors'], 'not said a second time on the next screen' );
		$this->assertSame( array( '0,7 l: Die Einheit fehlt.' ), $kept['warnings'] );

		// The product form is posted, not sent by Ajax: its errors wait for the next screen.
		delete_user_meta( get_current_user_id(), self::META );
		ProductFields::save( $variation, array( 'amount' => 'x' ), '0,7 l: ', $apply, self::META );
		$this->assertSame( array(), \WC_Admin_Meta_Boxes::$meta_box_errors );
		$this->assertSame( array( '0,7 l: Inhalt: <b>keine Zahl</b>' ), get_user_meta( get_current_user_id(), self::META, true )['errors'] );
	}

	public function test_the_hooks_are_added_in_wp_admin_only(): void {
		ProductFields::register( self::class );
		$this->assertFalse( has_action( 'woocommerce_product_data_panels', array( self::class, 'panel' ) ), 'not on the storefront' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'product' );
		try {
			ProductFields::register( self::class );
			$this->assertSame( 10, has_filter( 'woocommerce_product_data_tabs', array( self::class, 'tab' ) ) );
			$this->assertSame( 10, has_action( 'woocommerce_admin_process_variation_object', array( self::class, 'save_variation' ) ) );
			$this->assertSame( 10, has_action( 'admin_notices', array( self::class, 'print_notices' ) ) );
		} finally {
			unset( $GLOBALS['current_screen'] );
		}
	}
}

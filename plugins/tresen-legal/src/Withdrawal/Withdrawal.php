<?php
/**
 * The withdrawal button (§ 356a BGB, in force since 19 June 2026; §0 #11):
 * "Vertrag widerrufen" reachable from every page without login, a form
 * that identifies the customer and the contract, a second step with
 * "Widerruf bestätigen", an immediate confirmation of receipt by e-mail with
 * the declaration's content and its date and time, a notice to the shop
 * owner, a list of received withdrawals in wp-admin (export, delete) and
 * WordPress's personal-data export and erasure.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the withdrawal button's parts.
 */
final class Withdrawal {

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( Store::class, 'register_type' ), 5 );
		add_action( 'init', array( FormPage::class, 'ensure' ), 20 );
		add_shortcode( Form::SHORTCODE, array( Form::class, 'shortcode' ) );
		add_action( 'wp', array( Form::class, 'handle' ) );
		add_filter( 'wp_nav_menu_objects', array( FormPage::class, 'menu_items' ) );
		add_filter( 'tresen_legal_withdrawal_form_url', array( FormPage::class, 'url' ) );
		AdminList::register();
		Privacy::register();
	}
}

<?php
/**
 * What the shopper reads when PayPal refuses something.
 *
 * @package Tresen\PayPal
 */

namespace Tresen\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * German (through translations) messages for PayPal's error issues.
 */
final class Messages {

	/** The spec's generic message for anything else. */
	public static function generic(): string {
		return __( 'An error occurred while processing your PayPal payment. Please contact the store owner for assistance.', 'tresen-paypal' );
	}

	/** A PayPal order another order holds (a second order, another order's pay page). */
	public static function other_order(): string {
		return __( 'This PayPal payment already belongs to another order. Please click the PayPal button again.', 'tresen-paypal' );
	}

	/** A request from another website (the start or the product button's cart). */
	public static function cross_site(): string {
		return __( 'This request came from another website and was refused. Please reload the page and try again.', 'tresen-paypal' );
	}

	/** A second submit while the first one is still at work. */
	public static function busy(): string {
		return __( 'Your payment is already being processed. Please wait a moment and do not place the order again.', 'tresen-paypal' );
	}

	/** The total changed after the approval in a way that is not patched in. */
	public static function amount_changed(): string {
		return __( 'Your order total has changed since you confirmed the payment in PayPal. Please click the PayPal button again.', 'tresen-paypal' );
	}

	/**
	 * A message for one of PayPal's issues.
	 *
	 * @param string $issue PayPal's details[0].issue, e.g. INSTRUMENT_DECLINED.
	 * @param string $name  PayPal's error name, e.g. UNPROCESSABLE_ENTITY.
	 */
	public static function for_issue( string $issue, string $name = '' ): string {
		switch ( $issue ) {
			case 'INSTRUMENT_DECLINED':
			case 'PAYER_ACTION_REQUIRED':
				return __( 'PayPal declined the payment method you chose. Please choose another one in PayPal or another payment method here.', 'tresen-paypal' );
			case 'ORDER_NOT_APPROVED':
				return __( 'You have not confirmed the payment in PayPal yet. Please click the PayPal button again.', 'tresen-paypal' );
			case 'ORDER_ALREADY_CAPTURED':
			case 'DUPLICATE_INVOICE_ID':
				return __( 'This PayPal payment has already been used. Please click the PayPal button again.', 'tresen-paypal' );
			case 'PAYER_CANNOT_PAY':
			case 'PAYEE_ACCOUNT_RESTRICTED':
				return __( 'PayPal cannot process this payment. Please choose another payment method.', 'tresen-paypal' );
		}
		if ( 'RESOURCE_NOT_FOUND' === $name ) {
			return __( 'Your PayPal payment has expired. Please click the PayPal button again.', 'tresen-paypal' );
		}
		return self::generic();
	}
}

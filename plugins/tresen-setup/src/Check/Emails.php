<?php
/**
 * The order confirmation e-mails (§ 312f BGB; §0 #10): the customer's
 * e-mails that confirm an order are switched on and carry the AGB and the
 * cancellation policy with the model withdrawal form. Read by rendering
 * WooCommerce's own e-mails for a sample order that is never saved nor
 * sent.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * E-mail detector.
 */
final class Emails {

	/** WooCommerce's e-mails that confirm an order to the customer (the legal plugin's default list). */
	private const CONFIRMATIONS = array( 'customer_on_hold_order', 'customer_processing_order' );

	/**
	 * The result.
	 *
	 * @param (callable(\WC_Email, \WC_Order): string)|null $render Renders an e-mail's HTML (tests pass their own).
	 */
	public static function confirmation( ?callable $render = null ): Result {
		$title = __( 'Order confirmation e-mail with AGB and cancellation policy', 'tresen-setup' );
		$fix   = admin_url( 'admin.php?page=wc-settings&tab=email' );
		if ( ! function_exists( 'WC' ) || ! class_exists( '\WC_Order' ) ) {
			return new Result( 'order-emails', $title, false, __( 'WooCommerce is not active.', 'tresen-setup' ), admin_url( 'plugins.php' ) );
		}
		$render = $render ?? array( self::class, 'render' );
		// The e-mails the legal plugin puts its texts in, as a shop may have changed them.
		$ids    = array_values( array_filter( (array) apply_filters( 'tresen_legal_confirmation_emails', self::CONFIRMATIONS ), 'is_string' ) );
		$emails = array();
		foreach ( WC()->mailer()->get_emails() as $email ) {
			if ( $email instanceof \WC_Email && in_array( $email->id, $ids, true ) ) {
				$emails[ $email->id ] = $email;
			}
		}
		$found = array();
		foreach ( $ids as $id ) {
			$email = $emails[ $id ] ?? null;
			if ( ! $email ) {
				continue;
			}
			$name = wp_strip_all_tags( $email->get_title() );
			if ( ! $email->is_enabled() ) {
				/* translators: %s: e-mail title, e.g. "Bestellung in Wartestellung". */
				$found[] = sprintf( __( '“%s” is switched off, so customers get no confirmation', 'tresen-setup' ), $name );
				continue;
			}
			try {
				$text = self::text( (string) $render( $email, self::sample_order() ) );
			} catch ( \Throwable $e ) {
				/* translators: 1: e-mail title, 2: error message. */
				$found[] = sprintf( __( '“%1$s” could not be rendered: %2$s', 'tresen-setup' ), $name, $e->getMessage() );
				continue;
			}
			$lacks = array();
			if ( ! preg_match( '/\bAGB\b|Allgemeine\s+Gesch(ä|ae)ftsbedingungen/iu', $text ) ) {
				$lacks[] = __( 'the AGB', 'tresen-setup' );
			}
			if ( ! preg_match( '/Widerrufsbelehrung|Widerrufsrecht/iu', $text ) ) {
				$lacks[] = __( 'the cancellation policy', 'tresen-setup' );
			}
			if ( ! preg_match( '/Widerrufsformular/iu', $text ) ) {
				$lacks[] = __( 'the model withdrawal form', 'tresen-setup' );
			}
			if ( $lacks ) {
				/* translators: 1: e-mail title, 2: what is missing. */
				$found[] = sprintf( __( '“%1$s” lacks: %2$s', 'tresen-setup' ), $name, implode( ', ', $lacks ) );
			}
		}
		if ( ! $emails ) {
			return new Result( 'order-emails', $title, false, __( 'WooCommerce’s order e-mails to the customer are not registered.', 'tresen-setup' ), $fix );
		}
		if ( $found ) {
			$legal = \Tresen\Setup\Plugin::suite_active( 'tresen-legal' );
			return new Result(
				'order-emails',
				$title,
				false,
				$legal
					? __( 'The order confirmation must carry the AGB and the cancellation policy with the model withdrawal form (the legal plugin adds the pages set as AGB and Widerrufsbelehrung):', 'tresen-setup' )
					: __( 'The order confirmation must carry the AGB and the cancellation policy with the model withdrawal form; the legal plugin that adds them is not active:', 'tresen-setup' ),
				$legal ? $fix : admin_url( 'plugins.php' ),
				$found
			);
		}
		return new Result( 'order-emails', $title, true, __( 'The confirmations of orders on hold and in processing are switched on and carry the AGB and the cancellation policy with the model withdrawal form.', 'tresen-setup' ) );
	}

	/**
	 * Renders an e-mail for an order, as WooCommerce does before sending.
	 *
	 * @param \WC_Email $email E-mail.
	 * @param \WC_Order $order Order.
	 */
	public static function render( \WC_Email $email, \WC_Order $order ): string {
		$previous      = $email->object;
		$email->object = $order;
		try {
			return (string) $email->get_content_html();
		} finally {
			$email->object = $previous;
		}
	}

	/**
	 * An order as a guest places it, only in memory.
	 */
	public static function sample_order(): \WC_Order {
		$order = new \WC_Order();
		$order->set_billing_first_name( 'Erika' );
		$order->set_billing_last_name( 'Mustermann' );
		$order->set_billing_email( 'erika@example.com' );
		$order->set_billing_country( 'DE' );
		$order->set_currency( function_exists( 'get_woocommerce_currency' ) ? get_woocommerce_currency() : 'EUR' );
		$order->set_date_created( time() );
		return $order;
	}

	/**
	 * The text of an e-mail's HTML.
	 *
	 * @param string $html HTML.
	 */
	private static function text( string $html ): string {
		$html = (string) preg_replace( '#<(style|script)\b[^>]*>.*?</\1>#is', ' ', $html );
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) ) );
	}
}

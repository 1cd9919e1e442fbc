<?php
/**
 * The e-mails of a received withdrawal: the confirmation of receipt to the
 * customer on a durable medium (§ 356a BGB: content of the declaration,
 * date and time of receipt) and a notice to the shop owner.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

defined( 'ABSPATH' ) || exit;

/**
 * Writes and sends both e-mails as plain text.
 */
final class Mailer {

	/** Time zone of every date and time a person reads. */
	public const TIMEZONE = 'Europe/Berlin';

	/**
	 * Date and time for people, e.g. "25.11.2026, 14:03 Uhr".
	 *
	 * @param int $timestamp Unix time.
	 */
	public static function format_time( int $timestamp ): string {
		/* translators: date and time format for PHP's date(), e.g. "d.m.Y, H:i \U\h\r". */
		$format = __( 'F j, Y, g:i a', 'tresen-legal' );
		return (string) wp_date( $format, $timestamp, new \DateTimeZone( self::TIMEZONE ) );
	}

	/**
	 * The declaration as lines of "label: value".
	 *
	 * @param Declaration $declaration Declaration.
	 * @param int         $received    Time of receipt.
	 */
	private static function details( Declaration $declaration, int $received ): string {
		$lines = array(
			__( 'Declaration', 'tresen-legal' )   => $declaration->statement(),
			__( 'Order number', 'tresen-legal' )  => $declaration->order,
			__( 'Name', 'tresen-legal' )          => $declaration->name,
			__( 'Email address', 'tresen-legal' ) => $declaration->email,
			__( 'Items', 'tresen-legal' )         => $declaration->items_label(),
			__( 'Received on', 'tresen-legal' )   => self::format_time( $received ),
		);
		$out   = '';
		foreach ( $lines as $label => $value ) {
			$out .= $label . ': ' . $value . "\n";
		}
		return $out;
	}

	/**
	 * Headers of both mails: plain text, the shop's sender when WooCommerce has one.
	 *
	 * @param string $reply_to Reply-To address ('' for none).
	 * @return string[]
	 */
	private static function headers( string $reply_to = '' ): array {
		$headers = array( 'Content-Type: text/plain; charset=UTF-8' );
		$from    = (string) get_option( 'woocommerce_email_from_address', '' );
		if ( is_email( $from ) ) {
			$name      = trim( str_replace( array( '"', "\r", "\n" ), '', wp_specialchars_decode( (string) get_option( 'woocommerce_email_from_name', get_bloginfo( 'name' ) ), ENT_QUOTES ) ) );
			$headers[] = 'From: ' . ( '' !== $name ? '"' . $name . '" ' : '' ) . '<' . $from . '>';
		}
		if ( '' !== $reply_to && is_email( $reply_to ) ) {
			$headers[] = 'Reply-To: ' . $reply_to;
		}
		return $headers;
	}

	/**
	 * The shop's name for mail texts.
	 */
	private static function shop_name(): string {
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/**
	 * Sends the confirmation of receipt. When the declaration matched an
	 * order (number and billing e-mail address), it goes to the order's
	 * address with the declaration's content; otherwise the typed address
	 * gets a neutral confirmation that repeats nothing the visitor typed
	 * (no name, order number or items), since anybody can type any address.
	 *
	 * @param Declaration    $declaration Declaration.
	 * @param int            $received    Time of receipt.
	 * @param \WC_Order|null $order       Matched order.
	 * @return bool Whether the mail was handed over.
	 */
	public static function send_customer( Declaration $declaration, int $received, ?\WC_Order $order = null ): bool {
		if ( null === $order ) {
			return self::send_neutral( $declaration->email, $received );
		}
		$to = trim( (string) $order->get_billing_email() );
		/* translators: %s: order number. */
		$subject = sprintf( __( 'We have received your withdrawal (order %s)', 'tresen-legal' ), $declaration->order );
		$body    = sprintf(
			/* translators: %s: customer's name. */
			__( 'Hello %s,', 'tresen-legal' ),
			$declaration->name
		) . "\n\n";
		$body .= sprintf(
			/* translators: %s: date and time of receipt. */
			__( 'we received your withdrawal on %s. This email confirms its receipt. This is what you sent us:', 'tresen-legal' ),
			self::format_time( $received )
		) . "\n\n";
		$body .= self::details( $declaration, $received ) . "\n";
		$body .= __( 'We will get in touch with you about returning the goods and the refund.', 'tresen-legal' ) . "\n\n";
		$body .= __( 'Kind regards', 'tresen-legal' ) . "\n" . self::shop_name() . "\n";
		return (bool) wp_mail( is_email( $to ) ? $to : $declaration->email, $subject, $body, self::headers() );
	}

	/**
	 * The neutral confirmation: the time of receipt and what happens next, nothing the visitor typed.
	 *
	 * @param string $to       Typed address.
	 * @param int    $received Time of receipt.
	 */
	private static function send_neutral( string $to, int $received ): bool {
		/* translators: %s: shop name. */
		$subject = sprintf( __( 'We have received a withdrawal (%s)', 'tresen-legal' ), self::shop_name() );
		$body    = __( 'Hello,', 'tresen-legal' ) . "\n\n";
		$body   .= sprintf(
			/* translators: 1: shop name, 2: date and time of receipt. */
			__( 'a withdrawal from a contract with %1$s naming this email address was sent through our website on %2$s. This email confirms its receipt.', 'tresen-legal' ),
			self::shop_name(),
			self::format_time( $received )
		) . "\n\n";
		$body .= __( 'We will check the details and get in touch with you about returning the goods and the refund.', 'tresen-legal' ) . "\n";
		$body .= __( 'If you did not send it, you can ignore this email.', 'tresen-legal' ) . "\n\n";
		$body .= __( 'Kind regards', 'tresen-legal' ) . "\n" . self::shop_name() . "\n";
		return (bool) wp_mail( $to, $subject, $body, self::headers() );
	}

	/**
	 * Sends the notice to the shop owner (the site's admin e-mail address).
	 *
	 * @param Declaration    $declaration Declaration.
	 * @param int            $received    Time of receipt.
	 * @param \WC_Order|null $order       Matched order.
	 * @return bool Whether the mail was handed over.
	 */
	public static function send_owner( Declaration $declaration, int $received, ?\WC_Order $order ): bool {
		$to = (string) get_option( 'admin_email' );
		if ( ! is_email( $to ) ) {
			return false;
		}
		/* translators: %s: order number. */
		$subject = sprintf( __( 'New withdrawal: order %s', 'tresen-legal' ), $declaration->order );
		$body    = __( 'A customer has withdrawn from a contract through the withdrawal button on your website.', 'tresen-legal' ) . "\n\n";
		$body   .= self::details( $declaration, $received ) . "\n";
		if ( $order ) {
			$body .= sprintf(
				/* translators: 1: order number, 2: URL of the order in wp-admin. */
				__( 'Matching order: %1$s (%2$s)', 'tresen-legal' ),
				$order->get_order_number(),
				$order->get_edit_order_url()
			) . "\n";
		} else {
			$body .= __( 'No order with this number and email address was found. Please check the details and contact the customer.', 'tresen-legal' ) . "\n";
		}
		$body .= "\n" . sprintf(
			/* translators: %s: URL of the list of withdrawals in wp-admin. */
			__( 'All withdrawals: %s', 'tresen-legal' ),
			admin_url( 'edit.php?post_type=' . Store::POST_TYPE )
		) . "\n";
		return (bool) wp_mail( $to, $subject, $body, self::headers( $declaration->email ) );
	}
}

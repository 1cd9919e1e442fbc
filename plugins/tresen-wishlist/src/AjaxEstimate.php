<?php
/**
 * The ajax action "ask for an estimate": mails the list to the shop, limited per list, visitor and shop.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

use Tresen\Common\V5\RateLimit;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- every write calls Ajax::verify() first; the reads only show the visitor's own data or public and shared lists.

/**
 * AjaxEstimate.
 */
final class AjaxEstimate {

	/** Seconds between two estimate requests for one list. */
	private const ESTIMATE_PAUSE = 60;

	/**
	 * `ask_an_estimate`: wishlist_id, reply_email, reply_name, additional_notes.
	 * Mails the list to the shop. Reply: result, template, message.
	 */
	public static function ask_an_estimate(): void {
		Ajax::verify();
		$visitor = Visitor::current();
		$list    = Ajax::owned_list( $visitor, 'wishlist_token', 'wishlist_id' );
		$user    = wp_get_current_user();
		$email   = Ajax::text( 'reply_email' );
		if ( '' === $email && $user->exists() ) {
			$email = (string) $user->user_email;
		}
		$name  = Store::clean_name( Ajax::raw( 'reply_name' ) );
		$notes = Ajax::raw( 'additional_notes' );
		$notes = '' === wp_check_invalid_utf8( $notes ) ? '' : trim( (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', $notes ) );
		if ( ! is_email( $email ) || preg_match( '/[\r\n]/', $email ) ) {
			Ajax::fail( __( 'Please enter a valid email address.', 'tresen-wishlist' ), 400 );
		}
		if ( strlen( $notes ) > 5000 ) {
			Ajax::fail( __( 'Your notes may be at most 5000 characters long.', 'tresen-wishlist' ), 400 );
		}
		$items = Store::items( $list['id'] );
		if ( ! $items ) {
			Ajax::fail( __( 'Your wishlist is empty.', 'tresen-wishlist' ), 400 );
		}
		$lock = 'tresen_wishlist_estimate_' . $list['id'];
		if ( get_transient( $lock ) ) {
			Ajax::fail( __( 'Your request has already been sent. Please wait a minute before you send it again.', 'tresen-wishlist' ), 429 );
		}
		// New lists and new sessions are free, so the visitor counts by address and by session or account, and the shop as a whole.
		$limits  = array( 'estimate:shop' => Settings::estimate_shop_limit() );
		$address = RateLimit::address();
		if ( '' !== $address ) {
			$limits[ 'estimate:address:' . $address ] = Settings::estimate_visitor_limit();
		}
		$limits[ 'estimate:visitor:' . ( $visitor->user_id > 0 ? 'user' . $visitor->user_id : $visitor->session_id ) ] = Settings::estimate_visitor_limit();
		$full = RateLimit::take( 'tresen_wl_limit_', $limits, HOUR_IN_SECONDS );
		if ( 'estimate:shop' === $full ) {
			Ajax::fail( __( 'The shop is receiving a lot of requests right now. Please try again in an hour or write to us directly.', 'tresen-wishlist' ), 429 );
		}
		if ( null !== $full ) {
			Ajax::fail( __( 'You have sent several requests for an estimate in the last hour. Please try again later.', 'tresen-wishlist' ), 429 );
		}

		$lines = array();
		foreach ( $items as $item ) {
			$product = wc_get_product( $item['product_id'] );
			if ( $product instanceof \WC_Product ) {
				$lines[] = sprintf( '%1$d × %2$s (%3$s)', $item['quantity'], $product->get_name(), html_entity_decode( wp_strip_all_tags( wc_price( (float) wc_get_price_to_display( $product ) ) ), ENT_QUOTES, 'UTF-8' ) );
			}
		}
		/* translators: %s: list name. */
		$subject = sprintf( __( 'Request for an estimate: %s', 'tresen-wishlist' ), $list['name'] );
		$body    = implode(
			"\n",
			array(
				__( 'A customer asks for an estimate for this wishlist:', 'tresen-wishlist' ),
				'',
				/* translators: %s: list name. */
				sprintf( __( 'List: %s', 'tresen-wishlist' ), $list['name'] ),
				/* translators: %s: URL. */
				sprintf( __( 'Link: %s', 'tresen-wishlist' ), Render::list_url( $list ) ),
				/* translators: %s: name. */
				sprintf( __( 'Name: %s', 'tresen-wishlist' ), '' !== $name ? $name : '—' ),
				/* translators: %s: email address. */
				sprintf( __( 'Email: %s', 'tresen-wishlist' ), $email ),
				'',
				implode( "\n", $lines ),
				'',
				__( 'Notes:', 'tresen-wishlist' ),
				'' !== $notes ? $notes : '—',
			)
		);
		/**
		 * Who receives estimate requests.
		 *
		 * @param string $to Address (the site's admin email).
		 */
		$to   = (string) apply_filters( 'tresen_wishlist_estimate_recipient', (string) get_option( 'admin_email' ) );
		$sent = wp_mail( $to, $subject, $body, array( 'Content-Type: text/plain; charset=UTF-8', 'Reply-To: ' . $email ) );
		if ( ! $sent ) {
			Ajax::fail( __( 'Your request could not be sent. Please try again later.', 'tresen-wishlist' ), 500 );
		}
		set_transient( $lock, 1, self::ESTIMATE_PAUSE );
		$message = __( 'Thank you! Your request has been sent. We will get back to you soon.', 'tresen-wishlist' );
		Ajax::send(
			array(
				'result'   => true,
				'template' => '<p class="tresen-wishlist-estimate__sent">' . esc_html( $message ) . '</p>',
				'message'  => $message,
			)
		);
	}
}

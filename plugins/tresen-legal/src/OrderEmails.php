<?php
/**
 * The legal content of the order confirmation e-mail (§ 312f BGB, Art. 246a
 * § 1 Abs. 2 EGBGB; §0 #10): the terms (AGB), the withdrawal instructions with
 * the model withdrawal form, and the link to the online withdrawal button.
 * Sent with the first e-mail that confirms the order to the customer.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Appends the texts to the customer's order confirmation.
 */
final class OrderEmails {

	/**
	 * Customer e-mails that confirm an order (bank transfer: on hold; paid: processing).
	 */
	private const CONFIRMATIONS = array( 'customer_on_hold_order', 'customer_processing_order' );

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'woocommerce_email_customer_details', array( self::class, 'append' ), 40, 4 );
	}

	/**
	 * Whether an e-mail is a customer's order confirmation.
	 *
	 * @param mixed $email WC_Email.
	 */
	private static function is_confirmation( $email ): bool {
		/**
		 * Filters the ids of the e-mails that carry the terms and withdrawal instructions.
		 *
		 * @param string[] $ids E-mail ids.
		 */
		$ids = (array) apply_filters( 'tresen_legal_confirmation_emails', self::CONFIRMATIONS );
		return is_object( $email ) && isset( $email->id ) && in_array( $email->id, $ids, true );
	}

	/**
	 * The legal pages' texts: title => HTML.
	 *
	 * @return array<string, string>
	 */
	public static function texts(): array {
		$out = array();
		foreach ( array( 'terms', 'withdrawal' ) as $key ) {
			$page = Pages::get( $key );
			if ( $page ) {
				$out[ get_the_title( $page ) ] = wpautop( do_blocks( $page->post_content ) );
			}
		}
		return $out;
	}

	/**
	 * Appends the texts to the customer's confirmation.
	 *
	 * @param \WC_Order $order         Order.
	 * @param bool      $sent_to_admin Whether it goes to the shop.
	 * @param bool      $plain_text    Plain text e-mail.
	 * @param mixed     $email         WC_Email.
	 */
	public static function append( $order, $sent_to_admin = false, $plain_text = false, $email = null ): void {
		if ( $sent_to_admin || ! $order instanceof \WC_Order || ! self::is_confirmation( $email ) ) {
			return;
		}
		$withdraw = Pages::url( 'withdraw' );
		if ( $plain_text ) {
			foreach ( self::texts() as $title => $html ) {
				echo "\n\n" . esc_html( mb_strtoupper( $title ) ) . "\n\n";
				echo esc_html( trim( html_entity_decode( wp_strip_all_tags( str_replace( array( '</p>', '<br>', '<br />', '</li>', '</h2>', '</h3>' ), "\n", $html ) ) ) ) ) . "\n";
			}
			if ( '' !== $withdraw ) {
				/* translators: %s: URL of the withdrawal button's page. */
				echo "\n" . esc_html( sprintf( __( 'You can also withdraw online: %s', 'tresen-legal' ), $withdraw ) ) . "\n";
			}
			return;
		}
		echo '<div class="tresen-email-legal" style="margin-top:32px">';
		foreach ( self::texts() as $title => $html ) {
			echo '<h2>' . esc_html( $title ) . '</h2>' . wp_kses_post( $html );
		}
		if ( '' !== $withdraw ) {
			printf(
				'<p>%1$s <a href="%2$s">%3$s</a></p>',
				esc_html__( 'You can also withdraw online:', 'tresen-legal' ),
				esc_url( $withdraw ),
				esc_html__( 'Withdraw from contract', 'tresen-legal' )
			);
		}
		echo '</div>';
	}
}

<?php
/**
 * Composes the mail from the form's mail template and sends it with wp_mail().
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Mail composition and sending.
 */
final class Mailer {

	/**
	 * Replaces [field] and [_special] placeholders.
	 *
	 * @param string                $template Template.
	 * @param array<string, string> $fields   Field => posted text.
	 * @param bool                  $header   Whether the result goes into a header (no line breaks).
	 */
	public static function replace( string $template, array $fields, bool $header = false ): string {
		$out = preg_replace_callback(
			'/\[\s*([a-zA-Z_][0-9a-zA-Z:._-]*)\s*\]/',
			static function ( array $m ) use ( $fields, $header ) {
				$name = $m[1];
				if ( array_key_exists( $name, $fields ) ) {
					$value = $fields[ $name ];
				} else {
					$value = self::special( $name );
					if ( null === $value ) {
						return $m[0];
					}
				}
				return $header ? trim( (string) preg_replace( '/[\r\n\t]+/', ' ', $value ) ) : $value;
			},
			$template
		);
		return null === $out ? $template : $out;
	}

	/**
	 * Special placeholders.
	 *
	 * @param string $name Name.
	 */
	private static function special( string $name ): ?string {
		switch ( $name ) {
			case '_site_title':
				return wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
			case '_site_url':
				return home_url( '/' );
			case '_site_admin_email':
				return (string) get_option( 'admin_email' );
			case '_date':
				return wp_date( (string) get_option( 'date_format' ) );
			case '_time':
				return wp_date( (string) get_option( 'time_format' ) );
		}
		return null;
	}

	/**
	 * Composes the mail of a submission.
	 *
	 * @param ContactForm           $form   Form.
	 * @param array<string, string> $fields Field => text.
	 * @return array{to: string, subject: string, body: string, headers: string[]}
	 */
	public static function compose( ContactForm $form, array $fields ): array {
		$mail    = $form->mail;
		$headers = array();
		$sender  = self::replace( (string) $mail['sender'], $fields, true );
		if ( '' !== $sender ) {
			$headers[] = 'From: ' . $sender;
		}
		foreach ( preg_split( '/\r\n|\r|\n/', (string) $mail['additional_headers'] ) as $line ) {
			$line = self::replace( $line, $fields, true );
			// A header whose value lost its address (empty field) is dropped.
			if ( preg_match( '/^([A-Za-z-]+):\s*(\S.*)$/D', $line, $m ) ) {
				if ( 0 === strcasecmp( $m[1], 'Reply-To' ) && ! is_email( trim( (string) preg_replace( '/^.*<|>.*$/', '', $m[2] ) ) ) ) {
					continue;
				}
				$headers[] = $m[1] . ': ' . $m[2];
			}
		}
		$headers[] = 'Content-Type: text/plain; charset=UTF-8';
		return array(
			'to'      => self::replace( (string) $mail['recipient'], $fields, true ),
			'subject' => self::replace( (string) $mail['subject'], $fields, true ),
			'body'    => self::replace( (string) $mail['body'], $fields ),
			'headers' => $headers,
		);
	}

	/**
	 * Sends a composed mail. Returns [ok, error message].
	 *
	 * @param array{to: string, subject: string, body: string, headers: string[]} $mail        Mail.
	 * @param array<string, string>                                                $attachments Display name => stored path.
	 * @return array{0: bool, 1: string}
	 */
	public static function send( array $mail, array $attachments = array() ): array {
		$error    = '';
		$listener = static function ( $wp_error ) use ( &$error ) {
			if ( $wp_error instanceof \WP_Error ) {
				$error = $wp_error->get_error_message();
			}
		};
		add_action( 'wp_mail_failed', $listener );
		// Plain temporary copies of the stored (guarded) files, deleted right after.
		$existing = Uploads::materialize( $attachments );
		try {
			$ok = wp_mail( $mail['to'], $mail['subject'], $mail['body'], $mail['headers'], $existing );
		} finally {
			remove_action( 'wp_mail_failed', $listener );
			Uploads::release( $existing );
		}
		if ( $ok && count( $existing ) < count( $attachments ) ) {
			$error = __( 'An attachment was missing.', 'tresen-contact-form' );
		}
		return array( (bool) $ok, $ok ? '' : ( '' !== $error ? $error : __( 'The mail server did not accept the message.', 'tresen-contact-form' ) ) );
	}
}

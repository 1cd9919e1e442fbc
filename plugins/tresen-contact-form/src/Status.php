<?php
/**
 * API statuses and the DOM statuses the form shows for them.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Status map (the same as client/contact-form/status.ts).
 */
final class Status {

	public const MAP = array(
		'init'               => 'init',
		'validation_failed'  => 'invalid',
		'acceptance_missing' => 'unaccepted',
		'spam'               => 'spam',
		'aborted'            => 'aborted',
		'mail_sent'          => 'sent',
		'mail_failed'        => 'failed',
		'submitting'         => 'submitting',
		'resetting'          => 'resetting',
		'validating'         => 'validating',
		'payment_required'   => 'payment-required',
	);

	/**
	 * DOM status of an API status; unknown ones become custom-<slug>.
	 *
	 * @param string $status API status.
	 */
	public static function dom( string $status ): string {
		if ( isset( self::MAP[ $status ] ) ) {
			return self::MAP[ $status ];
		}
		$slug = trim( (string) preg_replace( '/[^0-9a-z]+/', '-', strtolower( $status ) ), '-' );
		return 'custom-' . $slug;
	}
}

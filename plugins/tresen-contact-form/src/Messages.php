<?php
/**
 * Default messages of a form (the store owner can edit each per form).
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Message keys (as Contact Form 7 names them), descriptions and defaults.
 */
final class Messages {

	/**
	 * Key => [ description for the editor, default text ].
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function all(): array {
		return array(
			'mail_sent_ok'             => array( __( 'Message was sent', 'tresen-contact-form' ), __( 'Thank you for your message. It has been sent.', 'tresen-contact-form' ) ),
			'mail_sent_ng'             => array( __( 'Message was saved but the email could not be sent', 'tresen-contact-form' ), __( 'Your message has been saved, but the notification email could not be sent right now. We will still see your message.', 'tresen-contact-form' ) ),
			'validation_error'         => array( __( 'Some fields have errors', 'tresen-contact-form' ), __( 'One or more fields have an error. Please check and try again.', 'tresen-contact-form' ) ),
			'spam'                     => array( __( 'Message was judged as spam', 'tresen-contact-form' ), __( 'Your message looks like spam and was not sent. If this is a mistake, please try again later.', 'tresen-contact-form' ) ),
			'rate_limited'             => array( __( 'Too many messages from one address', 'tresen-contact-form' ), __( 'You have sent several messages in a short time. Please wait a few minutes and try again.', 'tresen-contact-form' ) ),
			'too_fast'                 => array( __( 'Form was sent faster than a person can type', 'tresen-contact-form' ), __( 'That was very fast. Please take a moment to check your entries and send again.', 'tresen-contact-form' ) ),
			'accept_terms'             => array( __( 'Consent checkbox not ticked', 'tresen-contact-form' ), __( 'Please agree to the terms before sending your message.', 'tresen-contact-form' ) ),
			'aborted'                  => array( __( 'Sending was cancelled', 'tresen-contact-form' ), __( 'Sending your message was cancelled.', 'tresen-contact-form' ) ),
			'payment_required'         => array( __( 'Payment is required', 'tresen-contact-form' ), __( 'A payment is required to send this form.', 'tresen-contact-form' ) ),
			'invalid_required'         => array( __( 'Required field is empty', 'tresen-contact-form' ), __( 'Please fill out this field.', 'tresen-contact-form' ) ),
			'invalid_too_long'         => array( __( 'Input is too long', 'tresen-contact-form' ), __( 'This field has a too long input.', 'tresen-contact-form' ) ),
			'invalid_too_short'        => array( __( 'Input is too short', 'tresen-contact-form' ), __( 'This field has a too short input.', 'tresen-contact-form' ) ),
			'invalid_email'            => array( __( 'Invalid email address', 'tresen-contact-form' ), __( 'Please enter a valid email address.', 'tresen-contact-form' ) ),
			'invalid_url'              => array( __( 'Invalid web address', 'tresen-contact-form' ), __( 'Please enter a valid web address (URL).', 'tresen-contact-form' ) ),
			'invalid_tel'              => array( __( 'Invalid phone number', 'tresen-contact-form' ), __( 'Please enter a valid telephone number.', 'tresen-contact-form' ) ),
			'invalid_number'           => array( __( 'Invalid number', 'tresen-contact-form' ), __( 'Please enter a number (with a dot, not a comma).', 'tresen-contact-form' ) ),
			'number_too_small'         => array( __( 'Number is too small', 'tresen-contact-form' ), __( 'This number is too small.', 'tresen-contact-form' ) ),
			'number_too_large'         => array( __( 'Number is too large', 'tresen-contact-form' ), __( 'This number is too large.', 'tresen-contact-form' ) ),
			'invalid_step'             => array( __( 'Number does not fit the step', 'tresen-contact-form' ), __( 'Please enter a value that fits the allowed steps.', 'tresen-contact-form' ) ),
			'invalid_date'             => array( __( 'Invalid date', 'tresen-contact-form' ), __( 'Please enter a valid date in the format YYYY-MM-DD.', 'tresen-contact-form' ) ),
			'date_too_early'           => array( __( 'Date is too early', 'tresen-contact-form' ), __( 'This date is too early.', 'tresen-contact-form' ) ),
			'date_too_late'            => array( __( 'Date is too late', 'tresen-contact-form' ), __( 'This date is too late.', 'tresen-contact-form' ) ),
			'invalid_enum'             => array( __( 'Unknown choice', 'tresen-contact-form' ), __( 'Please choose one of the offered options.', 'tresen-contact-form' ) ),
			'too_many_items'           => array( __( 'Too many options chosen', 'tresen-contact-form' ), __( 'Please choose fewer options.', 'tresen-contact-form' ) ),
			'upload_failed'            => array( __( 'Upload failed', 'tresen-contact-form' ), __( 'There was an unknown error uploading the file.', 'tresen-contact-form' ) ),
			'upload_file_type_invalid' => array( __( 'File type not allowed', 'tresen-contact-form' ), __( 'You are not allowed to upload files of this type.', 'tresen-contact-form' ) ),
			'upload_file_too_large'    => array( __( 'File is too large', 'tresen-contact-form' ), __( 'The uploaded file is too large.', 'tresen-contact-form' ) ),
			'upload_failed_php_error'  => array( __( 'Upload failed on the server', 'tresen-contact-form' ), __( 'There was an error uploading the file.', 'tresen-contact-form' ) ),
			'quiz_answer_not_correct'  => array( __( 'Wrong quiz answer', 'tresen-contact-form' ), __( 'The answer to the quiz is incorrect.', 'tresen-contact-form' ) ),
			'captcha_not_match'        => array( __( 'Wrong captcha code', 'tresen-contact-form' ), __( 'Your entered code is incorrect.', 'tresen-contact-form' ) ),
		);
	}

	/**
	 * Default text of every message.
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return array_map( static fn( $m ) => $m[1], self::all() );
	}
}

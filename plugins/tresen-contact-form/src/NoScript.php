<?php
/**
 * The plain form without JavaScript: a normal POST to the page is processed
 * here and the result is shown in the form (never cached: it is a POST).
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Non-JavaScript submissions.
 */
final class NoScript {

	/**
	 * Processes a posted form on template_redirect.
	 */
	public static function maybe_process(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- public contact form on cacheable pages: protected by honeypot, quiz/captcha and the rate limit, like the REST route.
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['_wpcf7'], $_POST['_wpcf7_unit_tag'] ) ) {
			return;
		}
		$form     = ContactForm::find( absint( wp_unslash( $_POST['_wpcf7'] ) ) );
		$unit_tag = Rest::unit_tag( wp_unslash( $_POST['_wpcf7_unit_tag'] ) );
		if ( null === $form || '' === $unit_tag ) {
			return;
		}
		$params = wp_unslash( $_POST );
		// phpcs:enable
		$submission = new Submission( $form, $params, $_FILES );
		$result     = $submission->process( Rest::ip(), Rest::container_post( $params ) );

		$result['posted']               = $submission->posted_data();
		Renderer::$results[ $unit_tag ] = $result;
		nocache_headers();
	}
}

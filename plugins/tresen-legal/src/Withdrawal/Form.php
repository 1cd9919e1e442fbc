<?php
/**
 * The withdrawal form (shortcode `[tresen_withdrawal_form]`), served without
 * JavaScript: step 1 takes order number, e-mail address, name and optionally
 * the items and is checked on the server; step 2 shows the entered data with
 * the button "Widerruf bestätigen"; confirming stores the withdrawal, mails
 * the customer and the shop owner and shows the time of receipt. The
 * customer's mail repeats the declaration only when the order number and
 * e-mail address match an order (it then goes to the order's address);
 * otherwise the typed address gets a neutral confirmation without anything
 * the visitor typed, so the form cannot carry a stranger's text to anyone.
 * Confirmations are limited per e-mail address and per visitor.
 *
 * Every step posts to the page itself with a nonce. A guest's nonce is the
 * same for every guest, so cross-site posts are refused by the browser's
 * Sec-Fetch-Site / Origin headers (403).
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

use Tresen\Common\V4\CrossSite;
use Tresen\Common\V4\RateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * Request handling and rendering of the form's steps.
 */
final class Form {

	public const SHORTCODE = 'tresen_withdrawal_form';

	/** POST field naming the step: "review" (step 1 sent) or "confirm" (step 2 sent). */
	public const STEP = 'withdrawal_step';

	/** POST field of step 2's "change details" button. */
	public const EDIT = 'withdrawal_edit';

	/** Nonce action and field. */
	public const NONCE_ACTION = 'tresen_withdrawal';
	public const NONCE_FIELD  = '_tresen_withdrawal_nonce';

	/** Confirmations per e-mail address and per visitor in LIMIT_WINDOW seconds. */
	public const LIMIT        = 5;
	public const LIMIT_WINDOW = 60;

	/**
	 * What this request shows: null for the empty form, otherwise
	 * step (form|review|received), declaration, errors, notice, received, mailed.
	 *
	 * @var array{step: string, declaration: ?Declaration, errors: array<string, string>, notice: string, received: int, mailed: bool}|null
	 */
	private static ?array $state = null;

	/**
	 * Handles a post of the form. Runs on `wp` (query parsed, nothing sent yet).
	 */
	public static function handle(): void {
		self::$state = null;
		if ( self::is_form_page() ) {
			self::no_cache();
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( $_SERVER['REQUEST_METHOD'] ) : 'GET'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- routing only; the nonce is checked below.
		if ( 'POST' !== $method || ! isset( $_POST[ self::STEP ] ) ) {
			return;
		}
		if ( CrossSite::request() ) {
			wp_die(
				esc_html__( 'This request came from another website and was refused. Please open the page "Withdraw from contract" in our shop and try again.', 'tresen-legal' ),
				esc_html__( 'Request refused', 'tresen-legal' ),
				array( 'response' => 403 )
			);
		}
		$post        = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked next; fields are sanitized in Declaration::from_post().
		$declaration = Declaration::from_post( $post );
		$nonce       = isset( $post[ self::NONCE_FIELD ] ) && is_string( $post[ self::NONCE_FIELD ] ) ? $post[ self::NONCE_FIELD ] : '';
		$step        = is_string( $post[ self::STEP ] ) ? $post[ self::STEP ] : '';

		if ( ! empty( $post[ self::EDIT ] ) ) {
			self::$state = self::state( 'form', $declaration );
			return;
		}
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			self::$state = self::state( 'form', $declaration, array(), __( 'Your session has expired. Please check your details and send them again.', 'tresen-legal' ) );
			return;
		}
		$errors = $declaration->errors();
		if ( $errors ) {
			self::$state = self::state( 'form', $declaration, $errors );
			return;
		}
		if ( 'confirm' === $step ) {
			if ( ! self::within_limit( $declaration ) ) {
				status_header( 429 );
				self::$state = self::state( 'form', $declaration, array(), __( 'Too many withdrawals were sent from here or for this email address in the last minute. Please wait a minute and send yours again.', 'tresen-legal' ) );
				return;
			}
			self::$state = self::receive( $declaration );
			return;
		}
		self::$state = self::state( 'review', $declaration );
	}

	/**
	 * Whether one more confirmation fits the limits: at most LIMIT per
	 * LIMIT_WINDOW seconds for the entered e-mail address and for the
	 * visitor's network address (the form mails whatever address is typed).
	 *
	 * @param Declaration $declaration Valid declaration.
	 */
	private static function within_limit( Declaration $declaration ): bool {
		$limits  = array( 'withdrawal:email:' . md5( strtolower( $declaration->email ) ) => self::LIMIT );
		$address = RateLimit::address();
		if ( '' !== $address ) {
			$limits[ 'withdrawal:address:' . $address ] = self::LIMIT;
		}
		return null === RateLimit::take( 'tresen_legal_limit_', $limits, self::LIMIT_WINDOW );
	}

	/**
	 * Stores the withdrawal (once per REPEAT_WINDOW for the same data) and sends the mails.
	 *
	 * @param Declaration $declaration Valid declaration.
	 * @return array{step: string, declaration: ?Declaration, errors: array<string, string>, notice: string, received: int, mailed: bool}
	 */
	private static function receive( Declaration $declaration ): array {
		$existing = Store::recent_duplicate( $declaration );
		if ( $existing ) {
			$state             = self::state( 'received', $declaration );
			$state['received'] = Store::received( $existing->ID );
			$state['mailed']   = 'yes' === get_post_meta( $existing->ID, Store::META_MAILED, true );
			return $state;
		}
		$received = time();
		$id       = Store::insert( $declaration, $received );
		if ( ! $id ) {
			return self::state(
				'form',
				$declaration,
				array(),
				sprintf(
					/* translators: %s: the shop's email address. */
					__( 'Your withdrawal could not be saved. Please try again or send it by email to %s.', 'tresen-legal' ),
					(string) get_option( 'admin_email' )
				)
			);
		}
		$mailed = Mailer::send_customer( $declaration, $received, Store::order( $id ) );
		update_post_meta( $id, Store::META_MAILED, $mailed ? 'yes' : 'no' );
		Mailer::send_owner( $declaration, $received, Store::order( $id ) );

		/**
		 * Fires after a withdrawal was stored and the mails were sent.
		 *
		 * @param int         $id          Post id of the withdrawal.
		 * @param Declaration $declaration The declaration.
		 */
		do_action( 'tresen_legal_withdrawal_received', $id, $declaration );

		$state             = self::state( 'received', $declaration );
		$state['received'] = $received;
		$state['mailed']   = $mailed;
		return $state;
	}

	/**
	 * A state array.
	 *
	 * @param string                $step        form, review or received.
	 * @param Declaration|null      $declaration Entered data.
	 * @param array<string, string> $errors      Field errors.
	 * @param string                $notice      Error not tied to a field.
	 * @return array{step: string, declaration: ?Declaration, errors: array<string, string>, notice: string, received: int, mailed: bool}
	 */
	private static function state( string $step, ?Declaration $declaration, array $errors = array(), string $notice = '' ): array {
		return array(
			'step'        => $step,
			'declaration' => $declaration,
			'errors'      => $errors,
			'notice'      => $notice,
			'received'    => 0,
			'mailed'      => false,
		);
	}

	/**
	 * Whether the queried page holds the form.
	 */
	private static function is_form_page(): bool {
		$post = get_queried_object();
		return $post instanceof \WP_Post && has_shortcode( $post->post_content, self::SHORTCODE );
	}

	/**
	 * The form carries a nonce and answers per visitor: no page cache.
	 */
	private static function no_cache(): void {
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the constant page caches read.
		}
		if ( ! headers_sent() ) {
			nocache_headers();
		}
	}

	/**
	 * The shortcode: the step this request shows.
	 */
	public static function shortcode(): string {
		$state = self::$state ?? self::state( 'form', null );
		$args  = array(
			'declaration' => $state['declaration'] ?? new Declaration( '', '', '', '' ),
			'errors'      => $state['errors'],
			'notice'      => $state['notice'],
			'received'    => $state['received'],
			'mailed'      => $state['mailed'],
			'fields'      => Declaration::FIELDS,
			'max'         => Declaration::MAX,
			'step_field'  => self::STEP,
			'edit_field'  => self::EDIT,
			'nonce'       => wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD, false, false ),
		);
		$name  = array(
			'form'     => 'withdrawal-form.php',
			'review'   => 'withdrawal-review.php',
			'received' => 'withdrawal-received.php',
		)[ $state['step'] ] ?? 'withdrawal-form.php';
		return self::template( $name, $args );
	}

	/**
	 * Output of a template: the theme's `tresen-legal/<name>` when it has one, else the plugin's.
	 *
	 * @param string               $name File name.
	 * @param array<string, mixed> $args Variables for the template (as $args).
	 */
	private static function template( string $name, array $args ): string {
		$file = locate_template( 'tresen-legal/' . $name );
		if ( '' === $file ) {
			$file = dirname( TRESEN_LEGAL_FILE ) . '/templates/' . $name;
		}
		ob_start();
		( static function ( string $tresen_file, array $args ): void {
			include $tresen_file;
		} )( $file, $args );
		return (string) ob_get_clean();
	}
}

<?php
/**
 * A consumer's withdrawal declaration as entered in the form: order number,
 * e-mail address, name and (optionally) the items it covers. Validated with
 * German messages per field; lengths are capped.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

defined( 'ABSPATH' ) || exit;

/**
 * Value object of one declaration.
 */
final class Declaration {

	/** Longest accepted values, in characters. */
	public const MAX = array(
		'order' => 40,
		'email' => 254,
		'name'  => 100,
		'items' => 1000,
	);

	/** Form field names (prefixed: WordPress reads public query vars such as "name" and "order" from POST). */
	public const FIELDS = array(
		'order' => 'withdrawal_order',
		'email' => 'withdrawal_email',
		'name'  => 'withdrawal_name',
		'items' => 'withdrawal_items',
	);

	/**
	 * Order number as the customer knows it (without a leading "#").
	 *
	 * @var string
	 */
	public string $order;

	/**
	 * E-mail address.
	 *
	 * @var string
	 */
	public string $email;

	/**
	 * Name.
	 *
	 * @var string
	 */
	public string $name;

	/**
	 * Items the withdrawal covers ('' = the whole order).
	 *
	 * @var string
	 */
	public string $items;

	/**
	 * Builds a declaration from cleaned values.
	 *
	 * @param string $order Order number.
	 * @param string $email E-mail address.
	 * @param string $name  Name.
	 * @param string $items Items ('' = the whole order).
	 */
	public function __construct( string $order, string $email, string $name, string $items ) {
		$this->order = $order;
		$this->email = $email;
		$this->name  = $name;
		$this->items = $items;
	}

	/**
	 * Reads a declaration from posted (unslashed) form data. Anything that is
	 * not a string counts as empty.
	 *
	 * @param array<string, mixed> $post Unslashed POST data.
	 */
	public static function from_post( array $post ): self {
		$value = static function ( string $key ) use ( $post ): string {
			$raw = $post[ self::FIELDS[ $key ] ] ?? '';
			return is_string( $raw ) ? $raw : '';
		};
		$order = ltrim( sanitize_text_field( $value( 'order' ) ), '# ' );
		$email = trim( sanitize_text_field( $value( 'email' ) ) );
		$name  = preg_replace( '/\s+/u', ' ', sanitize_text_field( $value( 'name' ) ) ) ?? '';
		$items = trim( sanitize_textarea_field( str_replace( "\r\n", "\n", $value( 'items' ) ) ) );
		return new self( $order, $email, trim( $name ), $items );
	}

	/**
	 * German messages per invalid field (empty when valid).
	 *
	 * @return array<string, string> Field key (order, email, name, items) => message.
	 */
	public function errors(): array {
		$errors = array();
		if ( '' === $this->order ) {
			$errors['order'] = __( 'Please enter your order number.', 'tresen-legal' );
		} elseif ( mb_strlen( $this->order ) > self::MAX['order'] ) {
			/* translators: %d: maximum number of characters. */
			$errors['order'] = sprintf( __( 'The order number can have at most %d characters.', 'tresen-legal' ), self::MAX['order'] );
		} elseif ( ! preg_match( '#^[\p{L}\p{N}][\p{L}\p{N}\-_/.]*$#u', $this->order ) ) {
			$errors['order'] = __( 'The order number can contain only letters, digits and the characters - _ / .', 'tresen-legal' );
		}

		if ( '' === $this->email ) {
			$errors['email'] = __( 'Please enter your email address.', 'tresen-legal' );
		} elseif ( mb_strlen( $this->email ) > self::MAX['email'] ) {
			/* translators: %d: maximum number of characters. */
			$errors['email'] = sprintf( __( 'The email address can have at most %d characters.', 'tresen-legal' ), self::MAX['email'] );
		} elseif ( ! is_email( $this->email ) ) {
			$errors['email'] = __( 'Please enter a valid email address, for example name@example.com.', 'tresen-legal' );
		}

		if ( '' === $this->name ) {
			$errors['name'] = __( 'Please enter your name.', 'tresen-legal' );
		} elseif ( mb_strlen( $this->name ) > self::MAX['name'] ) {
			/* translators: %d: maximum number of characters. */
			$errors['name'] = sprintf( __( 'The name can have at most %d characters.', 'tresen-legal' ), self::MAX['name'] );
		}

		if ( mb_strlen( $this->items ) > self::MAX['items'] ) {
			/* translators: %d: maximum number of characters. */
			$errors['items'] = sprintf( __( 'The list of items can have at most %d characters.', 'tresen-legal' ), self::MAX['items'] );
		}
		return $errors;
	}

	/**
	 * Fingerprint of the content, to recognise a repeated submission.
	 */
	public function fingerprint(): string {
		$items = preg_replace( '/\s+/u', ' ', mb_strtolower( $this->items ) ) ?? '';
		return hash( 'sha256', implode( "\n", array( mb_strtolower( $this->order ), strtolower( $this->email ), mb_strtolower( $this->name ), $items ) ) );
	}

	/**
	 * The items as shown to people: the list, or "the whole order".
	 */
	public function items_label(): string {
		return '' !== $this->items ? $this->items : __( 'All items of the order', 'tresen-legal' );
	}

	/**
	 * The declaration's sentence.
	 */
	public function statement(): string {
		/* translators: %s: order number. */
		return sprintf( __( 'I hereby withdraw from the contract of order %s.', 'tresen-legal' ), $this->order );
	}
}

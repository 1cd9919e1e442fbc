<?php
/**
 * The outcome of one duty: met or not, why, and where to fix it.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

defined( 'ABSPATH' ) || exit;

/**
 * One line of the shop check.
 */
final class Result {

	/**
	 * Builds a result.
	 *
	 * @param string       $key     Stable id of the duty, e.g. price-notes.
	 * @param string       $title   The duty in a few words (German in the shop).
	 * @param bool         $met     Whether the shop meets it.
	 * @param string       $message What was found.
	 * @param string       $fix_url Where to fix it ('' when met).
	 * @param list<string> $items   What fails, e.g. product names or addresses.
	 */
	public function __construct(
		public readonly string $key,
		public readonly string $title,
		public readonly bool $met,
		public readonly string $message,
		public readonly string $fix_url = '',
		public readonly array $items = array()
	) {}

	/**
	 * As stored and printed as JSON.
	 *
	 * @return array{key: string, title: string, met: bool, message: string, fix_url: string, items: list<string>}
	 */
	public function to_array(): array {
		return array(
			'key'     => $this->key,
			'title'   => $this->title,
			'met'     => $this->met,
			'message' => $this->message,
			'fix_url' => $this->fix_url,
			'items'   => $this->items,
		);
	}

	/**
	 * From the stored form.
	 *
	 * @param array<string, mixed> $a Stored result.
	 */
	public static function from_array( array $a ): self {
		return new self(
			(string) ( $a['key'] ?? '' ),
			(string) ( $a['title'] ?? '' ),
			! empty( $a['met'] ),
			(string) ( $a['message'] ?? '' ),
			(string) ( $a['fix_url'] ?? '' ),
			array_values( array_map( 'strval', (array) ( $a['items'] ?? array() ) ) )
		);
	}
}

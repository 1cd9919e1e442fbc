<?php
/**
 * One page of the shop as a guest received it: address, status, headers and
 * HTML, with the few queries the detectors need.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Check;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names.

defined( 'ABSPATH' ) || exit;

/**
 * A fetched page.
 */
final class Page {

	/**
	 * Parsed document, built on first use.
	 *
	 * @var \DOMXPath|null
	 */
	private $xpath = null;

	/**
	 * Builds the page.
	 *
	 * @param string                $kind    What the page is: home, shop, product, cart, checkout, legal:<key> …
	 * @param string                $url     Address it was fetched from.
	 * @param int                   $status  HTTP status (0 = not reached).
	 * @param array<string, string> $headers Response headers, names in lower case.
	 * @param string                $body    HTML.
	 * @param string                $error   Why it was not reached ('' when it was).
	 */
	public function __construct(
		public readonly string $kind,
		public readonly string $url,
		public readonly int $status,
		public readonly array $headers,
		public readonly string $body,
		public readonly string $error = ''
	) {}

	/**
	 * Whether the page answered with 200.
	 */
	public function ok(): bool {
		return 200 === $this->status && '' !== $this->body;
	}

	/**
	 * A header's value ('' when absent).
	 *
	 * @param string $name Header name.
	 */
	public function header( string $name ): string {
		return $this->headers[ strtolower( $name ) ] ?? '';
	}

	/**
	 * XPath over the HTML.
	 */
	public function xpath(): \DOMXPath {
		if ( null === $this->xpath ) {
			$doc      = new \DOMDocument();
			$previous = libxml_use_internal_errors( true );
			$doc->loadHTML( '<?xml encoding="UTF-8">' . ( '' === $this->body ? '<html></html>' : $this->body ), LIBXML_NONET | LIBXML_COMPACT );
			libxml_clear_errors();
			libxml_use_internal_errors( $previous );
			$this->xpath = new \DOMXPath( $doc );
		}
		return $this->xpath;
	}

	/**
	 * Elements matching an XPath expression.
	 *
	 * @param string            $query   XPath.
	 * @param \DOMNode|null     $context Node to search below.
	 * @return list<\DOMElement>
	 */
	public function find( string $query, ?\DOMNode $context = null ): array {
		$nodes = $context ? $this->xpath()->query( $query, $context ) : $this->xpath()->query( $query );
		$out   = array();
		if ( $nodes ) {
			foreach ( $nodes as $node ) {
				if ( $node instanceof \DOMElement ) {
					$out[] = $node;
				}
			}
		}
		return $out;
	}

	/**
	 * Elements carrying a class.
	 *
	 * @param string        $class_name Class.
	 * @param \DOMNode|null $context    Node to search below.
	 * @return list<\DOMElement>
	 */
	public function by_class( string $class_name, ?\DOMNode $context = null ): array {
		return $this->find( ( $context ? './/' : '//' ) . '*[contains(concat(" ", normalize-space(@class), " "), " ' . $class_name . ' ")]', $context );
	}

	/**
	 * Visible text of an element, whitespace collapsed (no-break spaces included).
	 *
	 * @param \DOMNode $node Element.
	 */
	public static function text( \DOMNode $node ): string {
		return trim( (string) preg_replace( '/[\s\x{00A0}\x{202F}]+/u', ' ', (string) $node->textContent ) );
	}

	/**
	 * Every link as [text, href], in document order.
	 *
	 * @return list<array{text: string, href: string}>
	 */
	public function links(): array {
		$out = array();
		foreach ( $this->find( '//a' ) as $a ) {
			$out[] = array(
				'text' => self::text( $a ),
				'href' => (string) $a->getAttribute( 'href' ),
			);
		}
		return $out;
	}

	/**
	 * The first link whose text matches a pattern, or null.
	 *
	 * @param string $pattern Regular expression for the link text.
	 * @return array{text: string, href: string}|null
	 */
	public function link_matching( string $pattern ): ?array {
		foreach ( $this->links() as $link ) {
			if ( preg_match( $pattern, $link['text'] ) ) {
				return $link;
			}
		}
		return null;
	}

	/**
	 * The page's text without scripts and styles.
	 */
	public function visible_text(): string {
		$body = $this->find( '//body' );
		if ( ! $body ) {
			return '';
		}
		$clone = $body[0]->cloneNode( true );
		$doc   = $body[0]->ownerDocument;
		if ( $doc && $clone ) {
			$xp   = new \DOMXPath( $doc );
			$drop = $xp->query( './/script|.//style|.//noscript|.//template', $clone );
			foreach ( $drop ? iterator_to_array( $drop ) : array() as $n ) {
				$n->parentNode?->removeChild( $n );
			}
		}
		// Text nodes joined with spaces: adjacent blocks ("… / 1 l</p><p>inkl.") stay separate words.
		$parts = array();
		$texts = ( new \DOMXPath( $doc ? $doc : new \DOMDocument() ) )->query( './/text()', $clone );
		foreach ( $texts ? $texts : array() as $node ) {
			$parts[] = (string) $node->textContent;
		}
		return trim( (string) preg_replace( '/[\s\x{00A0}\x{202F}]+/u', ' ', implode( ' ', $parts ) ) );
	}
}

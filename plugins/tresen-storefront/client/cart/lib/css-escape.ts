/**
 * CSS.escape where the browser has it; a quote-safe fallback elsewhere.
 *
 * @param value Text for an attribute selector or id.
 */
export function cssEscape( value: string ): string {
	if ( typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ) {
		return CSS.escape( value );
	}
	return value.replace( /[^a-zA-Z0-9_-]/g, ( c ) => `\\${ c }` );
}

/**
 * The focused element of the page.
 *
 * @param node Any node of the document (default: the page's root).
 */
export function focusedElement(
	node: Node = document.documentElement
): Element | null {
	return ( node.ownerDocument ?? ( node as Document ) ).activeElement;
}

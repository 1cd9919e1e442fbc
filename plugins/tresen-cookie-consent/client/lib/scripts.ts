/**
 * Gated scripts: printed inert as
 *
 *     <script type="text/plain" data-consent-category="marketing" data-src="https://…"></script>
 *     <script type="text/plain" data-consent-category="analytics">inline code</script>
 *
 * and turned into real scripts once their category is granted. The browser
 * neither runs nor fetches a script whose type is text/plain.
 */

export const GATED_SELECTOR =
	'script[type="text/plain"][data-consent-category]';

const PENDING = 'data-consent-pending';

function liveCopy(
	doc: Document,
	inert: HTMLScriptElement
): HTMLScriptElement {
	const live = doc.createElement( 'script' );
	for ( const attr of Array.from( inert.attributes ) ) {
		if (
			! [ 'type', 'data-src', 'data-type', PENDING ].includes( attr.name )
		) {
			live.setAttribute( attr.name, attr.value );
		}
	}
	const type = inert.getAttribute( 'data-type' );
	if ( type ) {
		live.setAttribute( 'type', type );
	}
	live.setAttribute( 'data-consent-activated', '' );
	const src = inert.getAttribute( 'data-src' );
	if ( src ) {
		live.async = false;
		live.src = src;
	} else {
		live.text = inert.text;
	}
	return live;
}

/**
 * Activates, in document order, every inert script whose category is
 * granted. An external script runs before the scripts after it are
 * activated (so inline "after" code finds what it needs). Each runs once.
 *
 * @param root    Where to look.
 * @param allowed Whether a category is granted.
 * @return How many scripts were queued for activation.
 */
export function activateScripts(
	root: ParentNode,
	allowed: ( category: string ) => boolean
): number {
	const doc = ( root as Node ).ownerDocument ?? ( root as Document );
	const queue = Array.from(
		root.querySelectorAll< HTMLScriptElement >( GATED_SELECTOR )
	).filter(
		( inert ) =>
			! inert.hasAttribute( PENDING ) &&
			allowed( inert.getAttribute( 'data-consent-category' ) ?? '' )
	);
	queue.forEach( ( inert ) => inert.setAttribute( PENDING, '' ) );

	const next = ( index: number ): void => {
		for ( let i = index; i < queue.length; i++ ) {
			const inert = queue[ i ];
			if ( ! inert.parentNode ) {
				continue;
			}
			const live = liveCopy( doc, inert );
			if ( live.src ) {
				const done = () => next( i + 1 );
				live.addEventListener( 'load', done, { once: true } );
				live.addEventListener( 'error', done, { once: true } );
				inert.parentNode.replaceChild( live, inert );
				return;
			}
			inert.parentNode.replaceChild( live, inert );
		}
	};
	next( 0 );
	return queue.length;
}

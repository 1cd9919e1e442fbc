/**
 * Small pieces the wishlist page's list and items share: a media query
 * that follows changes, and server HTML in a span.
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Whether a media query matches, following changes.
 *
 * @param query Media query.
 */
export function useMedia( query: string ): boolean {
	const media =
		typeof window.matchMedia === 'function'
			? window.matchMedia( query )
			: null;
	const [ matches, setMatches ] = useState( media?.matches ?? false );
	useEffect( () => {
		if ( ! media ) {
			return undefined;
		}
		const update = () => setMatches( media.matches );
		media.addEventListener?.( 'change', update );
		update();
		return () => media.removeEventListener?.( 'change', update );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- one listener per query.
	}, [ query ] );
	return matches;
}

/**
 * Server HTML (escaped there: images, prices) in a span.
 * @param root0
 * @param root0.html
 * @param root0.className
 */
export function Html( {
	html,
	className,
}: {
	html: string;
	className?: string;
} ) {
	return (
		<span
			className={ className }

			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}

/**
 * Count-up numbers: each element with `data-count-up` (the final number;
 * the page prints it, so it reads right without JavaScript) counts up from
 * 0 in 4 s once it scrolls into view. With `prefers-reduced-motion` the
 * final number stays as it is. Screen readers get the final number only
 * (the counting copy is hidden from them); the width is kept, so nothing
 * around it moves.
 */
import { whenReady } from '@tresen/common/ready';

export const DURATION_MS = 4000;

/**
 * The value shown at a moment of the count (ease-out).
 *
 * @param target  Final number.
 * @param elapsed Milliseconds since the start.
 */
export function valueAt( target: number, elapsed: number ): number {
	const t = Math.min( 1, Math.max( 0, elapsed / DURATION_MS ) );
	return target * ( 1 - Math.pow( 1 - t, 3 ) );
}

/**
 * Formats like the page (German: 1.500,5).
 *
 * @param value    Number.
 * @param decimals Decimals.
 * @param locale   Locale.
 */
export function format(
	value: number,
	decimals: number,
	locale: string
): string {
	return new Intl.NumberFormat( locale, {
		minimumFractionDigits: decimals,
		maximumFractionDigits: decimals,
	} ).format( value );
}

/**
 * Prepares one element and returns its animation start, or null when it
 * holds no number.
 *
 * @param el     Element.
 * @param locale Locale.
 */
export function prepare(
	el: HTMLElement,
	locale: string
): ( () => void ) | null {
	const target = parseFloat( el.dataset.countUp ?? '' );
	if ( ! Number.isFinite( target ) ) {
		return null;
	}
	const decimals = Math.min(
		2,
		Math.max( 0, parseInt( el.dataset.decimals ?? '0', 10 ) || 0 )
	);
	const doc = el.ownerDocument;
	const final = el.textContent?.trim() || format( target, decimals, locale );
	const spoken = doc.createElement( 'span' );
	spoken.className = 'screen-reader-text';
	spoken.textContent = final;
	el.after( spoken );
	el.setAttribute( 'aria-hidden', 'true' );
	el.style.display = 'inline-block';
	el.style.minWidth = `${ el.getBoundingClientRect().width }px`;
	el.style.fontVariantNumeric = 'tabular-nums';
	return () => {
		const view = doc.defaultView ?? window;
		const start = view.performance.now();
		const step = ( now: number ) => {
			const elapsed = now - start;
			el.textContent =
				elapsed >= DURATION_MS
					? final
					: format( valueAt( target, elapsed ), decimals, locale );
			if ( elapsed < DURATION_MS ) {
				view.requestAnimationFrame( step );
			}
		};
		el.textContent = format( 0, decimals, locale );
		view.requestAnimationFrame( step );
	};
}

/**
 * Starts every count-up of the page as it comes into view.
 *
 * @param doc Document.
 */
export function initCountUp( doc: Document = document ): number {
	const view = doc.defaultView;
	if (
		! view ||
		( typeof view.matchMedia === 'function' &&
			view.matchMedia( '(prefers-reduced-motion: reduce)' ).matches ) ||
		typeof view.IntersectionObserver !== 'function'
	) {
		return 0;
	}
	const locale = doc.documentElement.lang || 'de-DE';
	const starts = new Map< Element, () => void >();
	doc.querySelectorAll< HTMLElement >( '[data-count-up]' ).forEach(
		( el ) => {
			const start = prepare( el, locale );
			if ( start ) {
				starts.set( el, start );
			}
		}
	);
	const observer = new view.IntersectionObserver(
		( entries ) => {
			entries.forEach( ( entry ) => {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					starts.get( entry.target )?.();
				}
			} );
		},
		{ threshold: 0.5 }
	);
	starts.forEach( ( _start, el ) => observer.observe( el ) );
	return starts.size;
}

whenReady( () => initCountUp() );

/**
 * The banner at load, before its controller (`banner.js`) is there: the
 * gate shows the server-rendered banner for a visitor who has not decided,
 * focuses it quietly and keeps focused page elements above it, exactly as
 * the controller's first render does; the controller loads on intent
 * (pointer, focus, touch or Escape on the banner; a click made before is
 * replayed) and takes the open banner over (`adoptReveal()`). Should the
 * decision arrive meanwhile (another tab, back/forward, the API), the
 * banner is hidden again here.
 */

/**
 * Internal dependencies
 */
import { focusQuietly, keepFocusAboveBanner } from './focus';
import type { ConsentGate } from './types';

/** The banner's markup (also what the controller mounts on). */
export const BANNER_SELECTOR = '[data-tresen-cc="banner"]';
/** Where intent means the controller is needed: the banner and its dialog. */
export const BANNER_INTENT = `${ BANNER_SELECTOR }, [data-tresen-cc="modal"]`;

/** The revealed banner, until the controller adopts it. */
interface Revealed {
	/** Hands the banner to the controller: returns the focus handling's undo. */
	adopt: () => () => void;
}

const host = window as unknown as {
	tresenCcReveal?: Revealed;
};

/**
 * Shows the banner (undecided visitors). Returns false when its markup is
 * missing or it is shown already.
 *
 * @param doc         Document holding the markup.
 * @param gate        The consent gate.
 * @param animationMs The banner's transition.
 */
export function revealBanner(
	doc: Document,
	gate: ConsentGate,
	animationMs: number
): boolean {
	const banner = doc.querySelector< HTMLElement >( BANNER_SELECTOR );
	if ( ! banner || host.tresenCcReveal || ! banner.hidden ) {
		return false;
	}
	const win = doc.defaultView ?? window;
	const ms = win.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches
		? 0
		: animationMs;
	banner.style.setProperty( '--tresen-cc-duration', `${ ms }ms` );
	banner.hidden = false;
	// Start the transition from the closed position.
	void banner.offsetWidth;
	banner.classList.add( 'is-open' );
	const release = keepFocusAboveBanner( banner, win );
	let mine = true;
	const hide = () => {
		if ( mine ) {
			mine = false;
			release();
			host.tresenCcReveal = undefined;
			banner.classList.remove( 'is-open' );
			banner.hidden = true;
		}
	};
	host.tresenCcReveal = {
		adopt: () => {
			mine = false;
			host.tresenCcReveal = undefined;
			return release;
		},
	};
	if ( doc.activeElement === doc.body ) {
		focusQuietly( banner );
	}
	const decided = () => {
		if ( gate.decision().status !== 'undecided' ) {
			hide();
		}
	};
	gate.onChange( decided );
	win.addEventListener( 'pageshow', ( e ) => {
		if ( ( e as PageTransitionEvent ).persisted && mine ) {
			gate.refresh();
			decided();
		}
	} );
	return true;
}

/**
 * The controller takes over a banner the gate revealed: returns the function
 * that undoes the reveal's focus handling (the controller calls it when it
 * hides the banner), or null when nothing was revealed.
 */
export function adoptReveal(): ( () => void ) | null {
	return host.tresenCcReveal?.adopt() ?? null;
}

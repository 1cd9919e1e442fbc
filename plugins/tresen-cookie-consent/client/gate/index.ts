/**
 * The consent gate, loaded first in <head> (handle tresen-cookie-consent-gate):
 * exposes window.tresenConsent before any other script runs. When the
 * visitor's cookies hold no decision it shows the server-rendered banner
 * itself (`lib/reveal.ts`); the banner's controller (`bannerScript`) loads
 * through the suite's shared intent loader (`tresen-intent-1`, which the
 * plugin enqueues) when the pointer, focus, a touch or Escape reaches the
 * banner or a "Cookie-Einstellungen" link (a click made before it is ready
 * is replayed), and at once when scroll-to-accept or auto-hide is on. A
 * visitor who has decided downloads none of it.
 */

/**
 * Internal dependencies
 */
import { documentJar } from '@tresen/common/cookies';
import { whenReady } from '@tresen/common/ready';
import type { IntentOptions } from '@tresen/common/intent';
import { MANAGE_SELECTOR } from '../lib/manage';
import { createGate } from '../lib/gate';
import { BANNER_INTENT, revealBanner } from '../lib/reveal';
import { getSettings } from '../lib/settings';
import type { ConsentGate } from '../lib/types';

const host = window as unknown as {
	tresenConsent?: ConsentGate;
	tresenCookieConsent?: { bannerScript?: unknown };
	tresenIntent1?: { onIntent: ( options: IntentOptions ) => unknown };
};
if ( ! host.tresenConsent ) {
	const settings = getSettings();
	const gate = createGate( settings, window, documentJar( document ) );
	host.tresenConsent = gate;
	const src = host.tresenCookieConsent?.bannerScript;
	let banner: Promise< unknown > | null = null;
	const load = () =>
		( banner ??= new Promise( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = String( src );
			script.onload = resolve;
			script.onerror = () => {
				script.remove();
				banner = null;
				reject( new Error( 'banner' ) );
			};
			document.head.append( script );
		} ) );
	// Scroll-to-accept and auto-hide act without intent: the controller at once.
	const eager = settings.scrollAccept || settings.autoHide;
	const undecided = () => {
		if ( gate.decision().status !== 'undecided' ) {
			return;
		}
		if ( eager || ! host.tresenIntent1 ) {
			load().catch( () => undefined );
		} else if ( ! banner ) {
			revealBanner( document, gate, settings.animationMs );
		}
	};
	if ( typeof src === 'string' && src !== '' ) {
		whenReady( () => {
			undecided();
			// Without the shared loader (an optimizer dropped it): the banner's script at once.
			( host.tresenIntent1?.onIntent ?? load )( {
				selector: `${ MANAGE_SELECTOR }, ${ BANNER_INTENT }`,
				load,
				keys: [ 'Escape' ],
			} );
		} );
		// Back from the back/forward cache with the decision gone (another tab).
		window.addEventListener( 'pageshow', undecided );
	}
}

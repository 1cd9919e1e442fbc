/**
 * Express payment on product and cart pages: this small entry only
 * waits. The button island (`express-button`), WordPress's React and
 * Stripe.js load when the shopper reaches for the add-to-cart form, the
 * cart totals or the box, or once the browser is idle after the page has
 * loaded — never in the page's first bundle.
 */
import { loadScripts, type ScriptSpec } from '@tresen/common/load-scripts';
import {
	isArrayOf,
	isRecord,
	isString,
	readSettings,
} from '@tresen/common/settings';
import './express.scss';

const isScript = ( s: unknown ): s is ScriptSpec =>
	isRecord( s ) && isString( s.src );
// The scripts to load; the island reads and checks the rest (express-button/settings.ts).
const chain = readSettings< { scripts: ScriptSpec[] } >(
	'tresenStripeExpress',
	{ scripts: { guard: isArrayOf( isScript ), fallback: [] } }
).scripts;

let started = false;
const WARM = [ 'pointerover', 'focusin', 'touchstart' ];

function start(): void {
	if ( started || ! chain.length ) {
		return;
	}
	started = true;
	loadScripts( chain )
		.then( () =>
			WARM.forEach( ( type ) =>
				document.removeEventListener( type, warm, true )
			)
		)
		.catch( () => {
			// Offline: the boxes stay hidden; the next intent tries again.
			started = false;
		} );
}

function warm( event: Event ): void {
	if (
		event.target instanceof Element &&
		event.target.closest( 'form.cart, .tresen-express, .cart_totals' )
	) {
		start();
	}
}

WARM.forEach( ( type ) =>
	document.addEventListener( type, warm, { capture: true, passive: true } )
);
const idle = () => {
	const w = window as unknown as {
		requestIdleCallback?: (
			cb: () => void,
			o?: { timeout: number }
		) => number;
	};
	if ( w.requestIdleCallback ) {
		w.requestIdleCallback( start, { timeout: 3000 } );
	} else {
		setTimeout( start, 1000 );
	}
};
if ( document.readyState === 'complete' ) {
	idle();
} else {
	window.addEventListener( 'load', idle, { once: true } );
}

/**
 * Reveals the server-rendered cookie banner when the visitor has not decided
 * yet (deferred; the gate script has run before).
 */

/**
 * Internal dependencies
 */
import type { ConsentGate } from '../lib/types';
import { mountBanner, type BannerOptions } from './controller';
import './banner.scss';
import { whenReady } from '@tresen/common/ready';

/**
 * The banner's few options from `window.tresenCookieConsent` (the gate
 * reads and checks the rest; this script stays small).
 *
 * @param source Settings object (tests); default the printed global.
 */
export function bannerOptions( source?: unknown ): BannerOptions {
	const raw =
		source ??
		( window as unknown as { tresenCookieConsent?: unknown } )
			.tresenCookieConsent;
	const s = ( raw && typeof raw === 'object' ? raw : {} ) as Record<
		string,
		unknown
	>;
	const flag = ( v: unknown, fallback: boolean ) =>
		typeof v === 'boolean' ? v : fallback;
	const num = ( v: unknown, fallback: number ) =>
		typeof v === 'number' && Number.isFinite( v ) ? v : fallback;
	return {
		scrollAccept: flag( s.scrollAccept, false ),
		scrollOffset: num( s.scrollOffset, 100 ),
		autoHide: flag( s.autoHide, false ),
		autoHideDelay: num( s.autoHideDelay, 10000 ),
		animationMs: num( s.animationMs, 500 ),
	};
}

function start(): void {
	const gate = ( window as unknown as { tresenConsent?: ConsentGate } )
		.tresenConsent;
	if ( ! gate || typeof gate.decide !== 'function' ) {
		return;
	}
	mountBanner( document, gate, bannerOptions() );
}

whenReady( start );

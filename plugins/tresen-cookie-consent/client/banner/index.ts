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
import { isBoolean, isNumber, readSettings } from '@tresen/common/settings';

/**
 * The banner's few options from `window.tresenCookieConsent`, checked by
 * the shared reader (the gate reads and checks the rest).
 *
 * @param source Settings object (tests); default the printed global.
 */
export function bannerOptions( source?: unknown ): BannerOptions {
	return readSettings< BannerOptions >(
		'tresenCookieConsent',
		{
			scrollAccept: { guard: isBoolean, fallback: false },
			scrollOffset: { guard: isNumber, fallback: 100 },
			autoHide: { guard: isBoolean, fallback: false },
			autoHideDelay: { guard: isNumber, fallback: 10000 },
			animationMs: { guard: isNumber, fallback: 500 },
		},
		...( source === undefined ? [] : [ source ] )
	);
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

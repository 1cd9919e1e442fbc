/**
 * Reveals the server-rendered cookie banner when the visitor has not decided
 * yet (deferred; the gate script has run before).
 */

/**
 * Internal dependencies
 */
import { getSettings } from '../lib/settings';
import type { ConsentGate } from '../lib/types';
import { mountBanner } from './controller';
import './banner.scss';
import { whenReady } from '@tresen/common/ready';

function start(): void {
	const gate = ( window as unknown as { tresenConsent?: ConsentGate } )
		.tresenConsent;
	if ( ! gate || typeof gate.decide !== 'function' ) {
		return;
	}
	mountBanner( document, gate, getSettings() );
}

whenReady( start );

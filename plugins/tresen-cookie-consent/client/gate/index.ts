/**
 * The consent gate, loaded first in <head> (handle tresen-cookie-consent-gate):
 * exposes window.tresenConsent before any other script runs.
 */

/**
 * Internal dependencies
 */
import { documentJar } from '@tresen/common/cookies';
import { createGate } from '../lib/gate';
import { getSettings } from '../lib/settings';
import type { ConsentGate } from '../lib/types';

const host = window as unknown as { tresenConsent?: ConsentGate };
if ( ! host.tresenConsent ) {
	host.tresenConsent = createGate(
		getSettings(),
		window,
		documentJar( document )
	);
}

/**
 * Unit price refresh (Germanized's contract): keeps the unit price under a
 * product's price right when the shopper changes the quantity or the
 * variation, or another script changes the price. See docs/unit-price.md.
 */
import { observeProducts } from './observer';
import { RefreshQueue } from './refresh-queue';
import { getSettings } from './settings';
import { whenReady } from '@tresen/common/ready';

function init(): void {
	const settings = getSettings();
	if ( settings.ajaxUrl === '' ) {
		return;
	}
	observeProducts(
		settings,
		new RefreshQueue( {
			ajaxUrl: settings.ajaxUrl,
			nonce: settings.nonce,
			timeoutMs: settings.timeoutMs,
		} )
	);
}

whenReady( init );

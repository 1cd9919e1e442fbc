/**
 * The observers and the refresh queue (`build/unit-price-observe.js`):
 * loaded by the `unit-price` entry when a price-changing control is touched, when
 * product HTML arrives later (a quick view), or at once with
 * `refreshOnLoad`.
 */
import { observeProducts } from './observer';
import { RefreshQueue } from './refresh-queue';
import { getSettings } from './settings';

/**
 * Starts observing every product wrapper.
 *
 * @param baseline Quantity values the page loaded with.
 */
export function startObserving( baseline: WeakMap< Element, string > ): void {
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
		} ),
		baseline
	);
}

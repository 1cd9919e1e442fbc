/**
 * Internal dependencies
 */
import type {
	ConsentChangedDetail,
	TresenConsentApi,
} from '@tresen/common/consent';
import type { Decision, DecisionAction } from './record';

export type { ConsentChangedDetail, TresenConsentApi };

/**
 * `window.tresenConsent`: the public API (has, onChange, categories; see
 * common/js/consent.ts) plus what the banner of this plugin uses.
 */
export interface ConsentGate extends TresenConsentApi {
	/** Current policy version. */
	readonly version: number;
	/** The decision as the cookies say now. */
	decision: () => Decision;
	/** Records a decision: writes the cookies, deletes withdrawn cookies, activates scripts, fires the event. */
	decide: (
		action: DecisionAction,
		choices?: Record< string, boolean >
	) => Decision;
	/** Re-reads the cookies (after back/forward navigation or another tab); fires the event when they changed. */
	refresh: () => Decision;
}

/** Elements with this class (or data attribute) reopen the banner. */
export const MANAGE_SELECTOR =
	'.tresen-manage-consent, .tresen-consent-manage, [data-tresen-consent-manage]';

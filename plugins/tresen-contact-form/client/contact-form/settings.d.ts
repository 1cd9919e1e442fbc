/** Settings printed by Tresen\ContactForm\Plugin::settings() as window.wpcf7 (CF7's global name). */
export interface ContactFormSettings extends Record< string, unknown > {
	api: { root: string; namespace: string };
	messages: {
		fetchError: string;
		invalidJson: string;
		httpError: string;
		wrongPlace: string;
		error: string;
		validationError: string;
	};
}

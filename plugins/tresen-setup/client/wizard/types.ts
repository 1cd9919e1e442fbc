/**
 * Shapes of the setup's REST answers (`Wizard\Rest`, `Rules\Rest`).
 */
export type StepKey = 'company' | 'pages' | 'drinks';
export type StepStatus = 'open' | 'done' | 'skipped';

export interface Progress {
	current: StepKey;
	steps: Record< StepKey, StepStatus >;
}

export type Company = Record< CompanyField, string >;
export type CompanyField =
	| 'name'
	| 'representative'
	| 'street'
	| 'postcode'
	| 'city'
	| 'country'
	| 'email'
	| 'phone'
	| 'register_court'
	| 'register_number'
	| 'vat_id';

export interface LegalPage {
	key: string;
	title: string;
	page_id: number;
	template: boolean;
	edit_url: string;
}

export interface PagesState {
	pages: LegalPage[];
	choices: Array< { id: number; title: string } >;
}

export interface WizardState {
	progress: Progress;
	company: Company;
	pages: PagesState;
	can_undo: Partial< Record< StepKey, boolean > >;
}

export interface Category {
	id: number;
	name: string;
	products: number;
	can_undo: boolean;
	rule: {
		min_age: string;
		deposit_type: string;
		deposit_amount: string;
		deposit_units: number;
		unit: string;
	};
}

/** An error answer of the REST API (WP_Error as JSON). */
export interface RestError {
	code?: string;
	message?: string;
	data?: { status?: number; fields?: Record< string, string > };
}

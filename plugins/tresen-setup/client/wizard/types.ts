/**
 * Shapes of the setup's REST answers (`Wizard\Rest`, `Rules\Rest`).
 */
export type StepKey = 'company' | 'pages' | 'taxes' | 'drinks';
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

export interface TaxesState {
	prices_include_tax: boolean;
	de_zone: boolean;
	at_zone: boolean;
}

export interface TaxesInput {
	austria: boolean;
	cost: string;
	free_from: string;
	cost_at: string;
}

export interface WizardState {
	progress: Progress;
	company: Company;
	pages: PagesState;
	taxes: TaxesState;
	/** What the last taxes step created and kept (its answer only). */
	result?: { created: string[]; kept: string[] };
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

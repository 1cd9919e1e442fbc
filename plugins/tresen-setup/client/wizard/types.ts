/**
 * Shapes of the setup's REST answers (`Wizard\Rest`, `Rules\Rest`).
 */
export type StepKey =
	'company' | 'pages' | 'taxes' | 'drinks' | 'payments' | 'consent';
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

/** Step 5: what is saved (secrets only masked, e.g. "sk_test_…1234"). */
export interface PaymentsState {
	stripe: {
		active: boolean;
		enabled: boolean;
		mode: 'test' | 'live';
		publishable_key: string;
		secret_key: string;
		webhook_secret: string;
	};
	paypal: {
		active: boolean;
		enabled: boolean;
		sandbox: boolean;
		client_id: string;
		secret: string;
		webhook_id: string;
		/** Where PayPal must send the webhooks (the PayPal plugin's REST route). */
		webhook_url: string;
	};
	bacs: BacsInput & { enabled: boolean };
}

export interface BacsInput {
	account_name: string;
	iban: string;
	bic: string;
	bank_name: string;
}

export interface PaymentsInput {
	stripe: {
		publishable_key: string;
		secret_key: string;
		webhook_secret: string;
	};
	paypal: {
		sandbox: boolean;
		client_id: string;
		secret: string;
		webhook_id: string;
	};
	bacs: BacsInput;
}

export interface ConsentCategory {
	slug: string;
	enabled: boolean;
	name: string;
	description: string;
}

export type PixelKey = 'meta_pixel_id' | 'pinterest_tag_id' | 'paypal_tag_id';

/** Step 6: the consent banner and the marketing pixels. */
export interface ConsentState {
	consent: {
		active: boolean;
		banner_text: string;
		categories: ConsentCategory[];
	};
	pixels: { active: boolean; ids: Record< PixelKey, string > };
}

export interface ConsentInput {
	banner_text?: string;
	categories?: Record< string, Omit< ConsentCategory, 'slug' > >;
	pixels?: Record< PixelKey, string >;
}

export interface WizardState {
	progress: Progress;
	company: Company;
	pages: PagesState;
	taxes: TaxesState;
	payments: PaymentsState;
	consent: ConsentState;
	/**
	 * The last step's result (its answer only): what the taxes step created
	 * and kept, what the payments step saved with the tests' results.
	 */
	result?: {
		created?: string[];
		kept?: string[];
		saved?: string[];
		messages?: string[];
	};
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

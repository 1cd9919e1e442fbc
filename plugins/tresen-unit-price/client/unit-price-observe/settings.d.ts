/** Flags of one observed price selector (Germanized's names). */
export interface PriceSelectorArgs {
	/** The price shown is the total for the chosen quantity. */
	is_total_price: boolean;
	/** Refreshed on load (refreshOnLoad); takes the variation when replacePrice. */
	is_primary_selector: boolean;
	/** Its quantity input; empty: qtySelector. */
	quantity_selector: string;
}

/** Settings printed by Tresen\UnitPrice\Script::settings() as window.tresenUnitPrice. */
export interface UnitPriceSettings extends Record< string, unknown > {
	ajaxUrl: string;
	nonce: string;
	wrapper: string;
	priceSelector: Record< string, PriceSelectorArgs >;
	qtySelector: string;
	replacePrice: boolean;
	refreshOnLoad: boolean;
	unitSelector: string;
	ignoreSelector: string;
	decimalSeparator: string;
	thousandSeparator: string;
	refreshDelayMs: number;
	initialDelayMs: number;
	timeoutMs: number;
	/** URL of the build folder (trailing slash): the observer chunk's fallback home. */
	publicPath: string;
}

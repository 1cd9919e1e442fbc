/** Settings printed by Tresen\UnitPrice\Plugin::settings() as window.tresenUnitPrice. */
export interface UnitPriceSettings extends Record< string, unknown > {
	ajaxUrl: string;
	decimalSeparator: string;
	thousandSeparator: string;
	refreshDelayMs: number;
	initialDelayMs: number;
}

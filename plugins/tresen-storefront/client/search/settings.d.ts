/**
 * What plugins/tresen-storefront/src/Search/Search.php prints as `window.tresenSearch`.
 */
export interface ScriptToLoad extends Record< string, unknown > {
	/** Id WordPress prints on the script's tag, e.g. "react-js". */
	id: string;
	/** Address of the script. */
	src: string;
}

export interface SearchSettings extends Record< string, unknown > {
	/** The suggestions endpoint (wc-ajax or admin-ajax, `query` and `product_cat` are added). */
	endpoint: string;
	/** The plugin's fast route with the same reply, asked first ('' when off). */
	fast: string;
	/** Fewest characters before the search asks (spec: 3). */
	minChars: number;
	/** Most characters the server accepts. */
	maxChars: number;
	/** Wait after typing before asking, ms (spec: 0). */
	latencyMs: number;
	/** Give up on a reply after this many ms. */
	timeoutMs: number;
	/** Height of the suggestion list in px before it scrolls (spec: 300). */
	maxHeight: number;
	/** WordPress's React scripts, in order, loaded when the field is first used. */
	react: ScriptToLoad[];
	/** The plugin's build folder (where the combobox chunk lives). */
	publicPath: string;
}

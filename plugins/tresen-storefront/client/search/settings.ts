/**
 * Reads and checks `window.tresenSearch` (plain checks, no shared settings
 * reader: this entry is on every page and stays small).
 */
import type { ScriptToLoad, SearchSettings } from './settings.d';

const isScript = ( v: unknown ): v is ScriptToLoad =>
	!! v &&
	typeof v === 'object' &&
	typeof ( v as ScriptToLoad ).id === 'string' &&
	typeof ( v as ScriptToLoad ).src === 'string';

export function getSettings( source?: unknown ): SearchSettings {
	const raw =
		source ??
		( window as unknown as { tresenSearch?: unknown } ).tresenSearch;
	const s = ( raw && typeof raw === 'object' ? raw : {} ) as Record<
		string,
		unknown
	>;
	const text = ( v: unknown, fallback: string ) =>
		typeof v === 'string' ? v : fallback;
	const num = ( v: unknown, fallback: number ) =>
		typeof v === 'number' && Number.isFinite( v ) ? v : fallback;
	return {
		endpoint: text( s.endpoint, '' ),
		fast: text( s.fast, '' ),
		minChars: num( s.minChars, 3 ),
		maxChars: num( s.maxChars, 100 ),
		latencyMs: num( s.latencyMs, 0 ),
		timeoutMs: num( s.timeoutMs, 8000 ),
		maxHeight: num( s.maxHeight, 300 ),
		react:
			Array.isArray( s.react ) && s.react.every( isScript )
				? ( s.react as ScriptToLoad[] )
				: [],
		publicPath: text( s.publicPath, '' ),
	};
}

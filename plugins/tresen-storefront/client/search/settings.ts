/**
 * Reads and checks `window.tresenSearch` through the shared settings reader.
 */
import {
	isArrayOf,
	isNumber,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';
import type { ScriptToLoad, SearchSettings } from './settings.d';

const isScript = isShape< ScriptToLoad >( { id: isString, src: isString } );

export function getSettings( source?: unknown ): SearchSettings {
	return readSettings< SearchSettings >(
		'tresenSearch',
		{
			endpoint: { guard: isString, fallback: '' },
			fast: { guard: isString, fallback: '' },
			minChars: { guard: isNumber, fallback: 3 },
			maxChars: { guard: isNumber, fallback: 100 },
			latencyMs: { guard: isNumber, fallback: 0 },
			timeoutMs: { guard: isNumber, fallback: 8000 },
			maxHeight: { guard: isNumber, fallback: 300 },
			react: { guard: isArrayOf( isScript ), fallback: [] },
			publicPath: { guard: isString, fallback: '' },
		},
		...( source === undefined ? [] : [ source ] )
	);
}

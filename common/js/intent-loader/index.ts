/**
 * The suite's one shared intent loader (handle `tresen-intent-1`, global
 * `window.tresenIntent1`): `onIntent()` and `clickFallback()` of
 * `../intent.ts`, once per page instead of a copy in every bundle that
 * loads code on intent. Every package that uses it ships this same file as
 * `build/intent-loader.js` and registers the handle when no package did so
 * before (the first loaded wins, as with common/php), so each zip works
 * alone. Bundles reach it through `../intent-shared.ts` (webpack's alias of
 * `@tresen/common/intent` for those packages). The `1` is the interface's
 * version: a change to what the functions take or do gets a new handle and
 * global (`tresen-intent-2`, `tresenIntent2`), so two versions can run side
 * by side.
 */
import { clickFallback, onIntent } from '../intent';

const host = window as unknown as {
	tresenIntent1?: {
		onIntent: typeof onIntent;
		clickFallback: typeof clickFallback;
	};
};
host.tresenIntent1 ??= { onIntent, clickFallback };

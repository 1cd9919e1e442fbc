/**
 * The observers and the refresh queue as a script of their own
 * (`build/unit-price-observe.js`): the small `unit-price` entry adds it when
 * a price-changing control is touched, when product HTML arrives later (a
 * quick view), or at once with `refreshOnLoad`, and then calls
 * `window.tresenUnitPriceObserve( baseline )`. A plain script instead of a
 * webpack chunk, so the entry carries no chunk loader.
 */
import { startObserving } from './observe';

(
	window as { tresenUnitPriceObserve?: typeof startObserving }
 ).tresenUnitPriceObserve ??= startObserving;

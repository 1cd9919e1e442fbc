/**
 * Unit price (Grundpreis) refresh on the product page.
 *
 * The foundation only wires the entry; the refresh queue comes with its issue.
 */
/**
 * Internal dependencies
 */
import { getSettings } from './settings';
import { parsePrice } from './price';

const settings = getSettings();

export { settings, parsePrice };

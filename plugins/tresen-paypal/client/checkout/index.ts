/**
 * PayPal at checkout.
 *
 * The foundation wires the entry and the reply parser; the PayPal buttons
 * and the start-checkout call come with their issue.
 */
/**
 * Internal dependencies
 */
import { getSettings } from './settings';
import { parseStartCheckoutReply } from './reply';

const settings = getSettings();

export { settings, parseStartCheckoutReply };

/**
 * Stripe card payments at checkout.
 *
 * The foundation wires the entry and the card rules; mounting the card
 * form and talking to Stripe come with their issue.
 */
/**
 * Internal dependencies
 */
import { getSettings } from './settings';
import { cardErrorMessage, checkCard } from './messages';

const settings = getSettings();

export { settings, checkCard, cardErrorMessage };

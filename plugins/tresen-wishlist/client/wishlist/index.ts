/**
 * Wishlist on product pages and the wishlist page.
 *
 * The foundation wires the entry and the rules; the add button, popup and
 * list management come with their issues.
 */
/**
 * Internal dependencies
 */
import { getSettings } from './settings';
import {
	canMove,
	cleanListName,
	cookiesDisabledMessage,
	parseAddReply,
} from './rules';

const settings = getSettings();

export {
	settings,
	canMove,
	cleanListName,
	cookiesDisabledMessage,
	parseAddReply,
};

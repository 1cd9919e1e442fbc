/**
 * Wishlist rules that need no server: the add reply, list names and moves.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '@tresen/common/settings';

export type AddStatus = 'added' | 'exists' | 'error';

export interface AddOutcome {
	status: AddStatus;
	message: string;
	fragments: Record< string, string >;
}

/**
 * Reads the add-to-wishlist reply: `result` is `"true"`/`true` (added),
 * `"exists"` (already on the list) or anything else (error). Fragments are
 * kept only when they map selectors to HTML strings.
 *
 * @param reply Parsed JSON.
 */
export function parseAddReply( reply: unknown ): AddOutcome {
	const r = isRecord( reply ) ? reply : {};
	let status: AddStatus = 'error';
	if ( r.result === true || r.result === 'true' ) {
		status = 'added';
	} else if ( r.result === 'exists' ) {
		status = 'exists';
	}
	const fragments: Record< string, string > = {};
	if ( isRecord( r.fragments ) ) {
		for ( const [ selector, html ] of Object.entries( r.fragments ) ) {
			if ( typeof html === 'string' ) {
				fragments[ selector ] = html;
			}
		}
	}
	let message = typeof r.message === 'string' ? r.message.trim() : '';
	if ( ! message ) {
		if ( status === 'added' ) {
			message = __(
				'Product added to your wishlist.',
				'tresen-wishlist'
			);
		} else if ( status === 'exists' ) {
			message = __(
				'The product is already on your wishlist.',
				'tresen-wishlist'
			);
		} else {
			message = __(
				'The product could not be added to your wishlist. Please try again.',
				'tresen-wishlist'
			);
		}
	}
	return { status, message, fragments };
}

/**
 * A list name is usable when it has visible characters; returns the
 * trimmed name or null.
 *
 * @param name Name as typed.
 */
export function cleanListName( name: string ): string | null {
	const trimmed = name.replace( /\s+/g, ' ' ).trim();
	return trimmed === '' ? null : trimmed;
}

export interface MoveRequest {
	fromToken: string;
	toToken: string;
	itemId: string;
	/** Name of a new list to create, when moving to a new list. */
	newListName?: string;
}

/**
 * Whether a move can be sent: both list tokens (or a name for a new target
 * list) and an item id, and not onto the same list.
 *
 * @param move The move.
 */
export function canMove( move: MoveRequest ): boolean {
	const toNewList = move.toToken === 'new';
	if (
		move.fromToken.trim() === '' ||
		move.itemId.trim() === '' ||
		move.toToken.trim() === ''
	) {
		return false;
	}
	if ( toNewList ) {
		return cleanListName( move.newListName ?? '' ) !== null;
	}
	return move.fromToken !== move.toToken;
}

/** The notice shown when the browser blocks cookies (a guest wishlist needs one). */
export function cookiesDisabledMessage(): string {
	return __(
		'We are sorry, but this feature is available only if cookies on your browser are enabled.',
		'tresen-wishlist'
	);
}

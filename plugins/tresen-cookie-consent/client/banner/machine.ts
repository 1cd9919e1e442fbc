/**
 * What the banner shows, as a pure state machine. The controller applies
 * the view to the DOM and records decisions through the gate.
 *
 * - hidden:   nothing shown (a decision exists, or the visitor closed a reopened banner);
 * - banner:   the first layer ("Alle akzeptieren", "Ablehnen", "Einstellungen");
 * - settings: the settings dialog, opened from the banner.
 */

export type View = 'hidden' | 'banner' | 'settings';

export interface Model {
	view: View;
	/** The banner was reopened by a "Cookie-Einstellungen" link (a decision may exist). */
	reopened: boolean;
}

export type UiEvent =
	/** Page load, or back/forward navigation: what the cookies say now. */
	| { type: 'sync'; decided: boolean }
	| { type: 'accept' }
	| { type: 'reject' }
	| { type: 'save' }
	| { type: 'open-settings' }
	| { type: 'close-settings' }
	/** A manage-consent link. */
	| { type: 'manage' }
	/** Escape on the banner itself. */
	| { type: 'dismiss' }
	/** Scrolled past the configured offset (only sent when scroll-to-accept is on). */
	| { type: 'scroll-accept' }
	/** The auto-hide timer ran out (only sent when auto-hide is on). */
	| { type: 'auto-hide' };

export const INITIAL: Model = { view: 'hidden', reopened: false };

/**
 * Whether an event records a decision (the controller then calls the gate).
 *
 * @param model State before the event.
 * @param event The event.
 */
export function decisionOf(
	model: Model,
	event: UiEvent
): 'accept' | 'reject' | 'save' | null {
	switch ( event.type ) {
		case 'accept':
		case 'reject':
			return model.view === 'hidden' ? null : event.type;
		case 'save':
			return model.view === 'settings' ? 'save' : null;
		case 'scroll-accept':
			return model.view === 'banner' && ! model.reopened
				? 'accept'
				: null;
		default:
			return null;
	}
}

/**
 * The next state.
 *
 * @param model State before the event.
 * @param event The event.
 */
export function reduce( model: Model, event: UiEvent ): Model {
	switch ( event.type ) {
		case 'sync':
			if (
				model.view === 'settings' ||
				( model.view === 'banner' && model.reopened )
			) {
				return model;
			}
			return {
				view: event.decided ? 'hidden' : 'banner',
				reopened: false,
			};
		case 'accept':
		case 'reject':
			return model.view === 'hidden'
				? model
				: { view: 'hidden', reopened: false };
		case 'save':
			return model.view === 'settings'
				? { view: 'hidden', reopened: false }
				: model;
		case 'open-settings':
			return { ...model, view: 'settings' };
		case 'close-settings':
			return model.view === 'settings'
				? { ...model, view: 'banner' }
				: model;
		case 'manage':
			return model.view === 'settings'
				? model
				: { view: 'banner', reopened: true };
		case 'dismiss':
			// Closing a first-time banner would be implied consent: it stays.
			return model.view === 'banner' && model.reopened
				? { view: 'hidden', reopened: false }
				: model;
		case 'scroll-accept':
			return model.view === 'banner' && ! model.reopened
				? { view: 'hidden', reopened: false }
				: model;
		case 'auto-hide':
			// Hides for this page view only and records nothing.
			return model.view === 'banner' && ! model.reopened
				? { view: 'hidden', reopened: false }
				: model;
	}
	return model;
}

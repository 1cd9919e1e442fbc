/**
 * The consent gate: reads the decision from the cookies, answers has(),
 * records decisions, activates gated scripts and keeps the bridges in step.
 */

/**
 * Internal dependencies
 */
import { emit, on } from '@tresen/common/events';
import {
	consentModeState,
	defineWpConsentType,
	pushConsentMode,
	syncWpConsent,
} from './bridges';
import { matchCookieNames } from '@tresen/common/cookies';
import type { CookieJar } from '@tresen/common/cookies';
import { decisionCookies, flagsFor, readDecision } from './record';
import type { Decision } from './record';
import { activateScripts } from './scripts';
import type { ConsentSettings } from './settings.d';
import type { ConsentChangedDetail, ConsentGate } from './types';

function sameFlags( a: Decision, b: Decision ): boolean {
	return (
		a.status === b.status &&
		Object.keys( a.flags ).every( ( k ) => a.flags[ k ] === b.flags[ k ] )
	);
}

/**
 * Creates the gate. Nothing is written until decide() is called.
 *
 * @param settings Gate settings.
 * @param win      Window (its document is searched for gated scripts).
 * @param jar      Cookie access.
 */
export function createGate(
	settings: ConsentSettings,
	win: Window,
	jar: CookieJar
): ConsentGate {
	const doc = win.document;
	let current = readDecision( jar.read(), settings );

	const detail = (): ConsentChangedDetail => ( {
		categories: { ...current.flags },
		version: settings.version,
	} );

	const apply = ( initial: boolean ) => {
		if ( settings.googleConsentMode && ! initial ) {
			pushConsentMode(
				win,
				'update',
				consentModeState( current.flags, settings.googleConsentMap )
			);
		}
		if ( current.status !== 'undecided' ) {
			syncWpConsent(
				win,
				current.flags,
				settings.wpConsentMap,
				! initial
			);
		}
		activateScripts( doc, ( c ) => current.flags[ c ] === true );
	};

	const deleteWithdrawn = () => {
		const existing = Object.keys( jar.read() );
		for ( const c of settings.categories ) {
			if ( ! current.flags[ c.slug ] ) {
				for ( const name of matchCookieNames( existing, c.cookies ) ) {
					jar.remove( name );
				}
			}
		}
	};

	const gate: ConsentGate = {
		version: settings.version,
		has: ( category ) => current.flags[ category ] === true,
		categories: () => settings.categories.map( ( c ) => c.slug ),
		onChange: ( callback ) =>
			on< ConsentChangedDetail >( 'consent-changed', callback, doc ),
		decision: () => current,
		decide( action, choices ) {
			const flags = flagsFor( action, settings.categories, choices );
			for ( const [ name, value ] of decisionCookies(
				flags,
				settings
			) ) {
				jar.write( name, value, settings.lifetimeDays );
			}
			current = readDecision( jar.read(), settings );
			deleteWithdrawn();
			apply( false );
			emit( 'consent-changed', detail(), doc );
			return current;
		},
		refresh() {
			const next = readDecision( jar.read(), settings );
			const changed = ! sameFlags( current, next );
			current = next;
			if ( changed ) {
				apply( false );
				emit( 'consent-changed', detail(), doc );
			}
			return current;
		},
	};

	if ( settings.googleConsentMode ) {
		// Before any tag loads: everything but the granted categories denied.
		pushConsentMode( win, 'default', {
			...consentModeState( current.flags, settings.googleConsentMap ),
			wait_for_update: 500,
		} );
	}
	defineWpConsentType( win );
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', () => apply( true ) );
	} else {
		apply( true );
	}
	win.addEventListener( 'pageshow', ( e ) => {
		if ( ( e as PageTransitionEvent ).persisted ) {
			gate.refresh();
		}
	} );
	return gate;
}

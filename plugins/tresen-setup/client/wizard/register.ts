/**
 * Registers the wizard's store with WordPress's data registry (wp.data).
 */
import { createReduxStore, register } from '@wordpress/data';
import { STORE, actions, reducer, selectors, type State } from './store';

export const store = createReduxStore< State >( STORE, {
	reducer: reducer as (
		state: State | undefined,
		action: { type: string }
	) => State,
	actions,
	selectors,
} );

register( store );

/**
 * Style sheets and scripts for code loaded on intent: what the page has
 * already is not loaded again.
 */
import { loadStyles, scriptOnPage } from '../load-scripts';

beforeEach( () => {
	document.head.innerHTML = '';
	document.body.innerHTML = '';
} );

test( 'a script printed by WordPress counts as on the page, whatever its version or host', () => {
	const printed = document.createElement( 'script' );
	printed.src = 'https://cdn.example/wp-includes/js/dist/i18n.min.js?ver=1';
	document.body.append( printed );
	expect(
		scriptOnPage(
			'https://shop.test/wp-includes/js/dist/i18n.min.js?ver=2'
		)
	).toBe( true );
	expect(
		scriptOnPage( 'https://shop.test/wp-includes/js/dist/hooks.min.js' )
	).toBe( false );
} );

test( 'style sheets are added once and waited for, also when one fails', async () => {
	const href = 'https://shop.test/build/buttons.css?ver=1';
	let done = false;
	const loading = loadStyles( [ href ] ).then( () => ( done = true ) );
	const links = document.head.querySelectorAll( 'link[rel="stylesheet"]' );
	expect( links ).toHaveLength( 1 );
	await Promise.resolve();
	expect( done ).toBe( false );
	links[ 0 ].dispatchEvent( new Event( 'error' ) );
	await loading;
	expect( done ).toBe( true );

	await loadStyles( [ href ] );
	expect(
		document.head.querySelectorAll( 'link[rel="stylesheet"]' )
	).toHaveLength( 1 );
} );

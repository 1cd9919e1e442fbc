/**
 * Internal dependencies
 */
import { classify } from '../source';
import { addPageView, toFields, isVisit } from '../session';

const SHOP = 'https://tresen.test';

describe( 'classify', () => {
	it( 'turns utm parameters into a campaign source with (none) for the missing ones', () => {
		const s = classify(
			`${ SHOP }/produkt/gin/?utm_source=newsletter&utm_medium=email&utm_campaign=fruehling&utm_source_platform=brevo`,
			'https://mail.example.org/'
		);
		expect( s ).toMatchObject( {
			type: 'utm',
			source: 'newsletter',
			medium: 'email',
			campaign: 'fruehling',
			platform: 'brevo',
			term: '(none)',
			content: '(none)',
			id: '(none)',
			referrer: 'https://mail.example.org/',
		} );
	} );

	it( 'recognises search engines as organic', () => {
		expect(
			classify( `${ SHOP }/`, 'https://www.google.de/' )
		).toMatchObject( {
			type: 'organic',
			source: 'google',
			medium: 'organic',
		} );
		expect(
			classify( `${ SHOP }/`, 'https://duckduckgo.com/' ).source
		).toBe( 'duckduckgo' );
	} );

	it( 'treats other sites as referral and names their host', () => {
		expect(
			classify( `${ SHOP }/`, 'https://www.whisky-forum.de/thread/1' )
		).toMatchObject( {
			type: 'referral',
			source: 'whisky-forum.de',
			medium: 'referral',
		} );
	} );

	it( 'treats no referrer and the shop itself as typed in', () => {
		expect( classify( `${ SHOP }/`, '' ) ).toMatchObject( {
			type: 'typein',
			source: '(direct)',
			medium: '(none)',
			referrer: '(none)',
		} );
		expect(
			classify( `${ SHOP }/kasse/`, 'https://www.tresen.test/warenkorb/' )
				.type
		).toBe( 'typein' );
	} );

	it( 'counts a Google Ads click id as a paid Google visit', () => {
		expect( classify( `${ SHOP }/?gclid=abc`, '' ) ).toMatchObject( {
			type: 'utm',
			source: 'google',
			medium: 'cpc',
		} );
	} );
} );

describe( 'addPageView', () => {
	const t0 = Date.UTC( 2024, 4, 1, 10, 0, 0 );

	it( 'counts pages within a session and starts a new session after 30 minutes', () => {
		let v = addPageView(
			null,
			{ url: `${ SHOP }/?utm_source=insta`, referrer: '', now: t0 },
			30
		);
		v = addPageView(
			v,
			{
				url: `${ SHOP }/shop/`,
				referrer: `${ SHOP }/`,
				now: t0 + 60_000,
			},
			30
		);
		expect( v.pages ).toBe( 2 );
		expect( v.sessions ).toBe( 1 );
		expect( v.entry ).toBe( `${ SHOP }/?utm_source=insta` );

		v = addPageView(
			v,
			{ url: `${ SHOP }/`, referrer: '', now: t0 + 60_000 + 31 * 60_000 },
			30
		);
		expect( v.sessions ).toBe( 2 );
		expect( v.pages ).toBe( 1 );
		// A typed-in return visit keeps the campaign that brought the visitor.
		expect( v.source.source ).toBe( 'insta' );
	} );

	it( 'lets a new campaign replace the old source', () => {
		let v = addPageView(
			null,
			{ url: `${ SHOP }/?utm_source=insta`, referrer: '', now: t0 },
			30
		);
		v = addPageView(
			v,
			{
				url: `${ SHOP }/?utm_source=newsletter`,
				referrer: '',
				now: t0 + 1000,
			},
			30
		);
		expect( toFields( v, 'UA' ) ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			session_pages: '2',
			session_count: '1',
			session_entry: `${ SHOP }/?utm_source=newsletter`,
			user_agent: 'UA',
		} );
	} );

	it( 'fills every one of the 16 WooCommerce fields', () => {
		const v = addPageView(
			null,
			{ url: `${ SHOP }/`, referrer: '', now: t0 },
			30
		);
		const fields = toFields( v, 'UA' );
		expect( Object.keys( fields ) ).toHaveLength( 16 );
		expect( fields.session_start_time ).toMatch(
			/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
		);
	} );

	it( 'rejects a tampered stored record', () => {
		const v = addPageView(
			null,
			{ url: `${ SHOP }/`, referrer: '', now: t0 },
			30
		);
		expect( isVisit( JSON.parse( JSON.stringify( v ) ) ) ).toBe( true );
		expect( isVisit( { ...v, pages: '2' } ) ).toBe( false );
		expect(
			isVisit( { ...v, source: { ...v.source, type: 'evil' } } )
		).toBe( false );
	} );
} );

describe( 'referrers that are no web address', () => {
	it.each( [
		'javascript:alert(document.cookie)',
		'data:text/html,<b>x</b>',
		'file:///etc/passwd',
	] )( '%s is dropped', ( referrer ) => {
		const source = classify( 'https://shop.example/', referrer );
		expect( source.type ).toBe( 'typein' );
		expect( source.referrer ).toBe( '(none)' );
	} );
} );

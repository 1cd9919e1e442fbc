/**
 * Analytics: nothing on the dataLayer before consent; with it, the five
 * events in GA4's shape, naming the kind of visitor.
 */
import { emit } from '@tresen/common/events';
import {
	analyticsSettings,
	push,
	startAnalytics,
	visitorType,
} from '../analytics';

let allowed = false;
const layer = () =>
	( window as unknown as { dataLayer?: Array< Record< string, unknown > > } )
		.dataLayer ?? [];
const events = () =>
	layer()
		.filter( ( e ) => e.event )
		.map( ( e ) => e.event );

const VIEW = {
	item_id: '7',
	item_sku: 'TR-GIN-001',
	item_name: 'Tresen Dry Gin 0,35 l',
	item_category: 'Gin',
	price: 25.9,
	quantity: 1,
	product_type: 'simple',
};

beforeEach( () => {
	allowed = false;
	delete ( window as unknown as { dataLayer?: unknown } ).dataLayer;
	document.body.className = '';
	( window as unknown as { tresenConsent: unknown } ).tresenConsent = {
		has: ( c: string ) => c === 'analytics' && allowed,
	};
} );

let stop: () => void = () => undefined;
afterEach( () => stop() );

it( 'pushes nothing before the visitor agreed, not even after cart changes', () => {
	stop = startAnalytics(
		analyticsSettings( {
			consentCategory: 'analytics',
			currency: 'EUR',
			view: VIEW,
			beginCheckout: null,
			purchase: null,
		} )
	);
	emit( 'added-to-cart', { productId: '7', quantity: 2 } );
	emit( 'removed-from-cart', { productId: '7', quantity: 1 } );
	expect( layer() ).toEqual( [] );
} );

it( 'with consent: product view, add and remove, begin checkout and purchase in GA4 shape', () => {
	allowed = true;
	document.body.className = 'logged-in';
	stop = startAnalytics(
		analyticsSettings( {
			consentCategory: 'analytics',
			currency: 'EUR',
			view: VIEW,
			beginCheckout: { value: 30.8, items: [ VIEW ] },
			purchase: {
				transaction_id: '1042',
				value: 30.8,
				tax: 4.92,
				shipping: 4.9,
				items: [ VIEW ],
			},
		} )
	);
	emit( 'added-to-cart', { productId: '7', quantity: 2 } );
	emit( 'removed-from-cart', { productId: '7', quantity: 1 } );
	expect( events() ).toEqual( [
		'view_item',
		'begin_checkout',
		'purchase',
		'add_to_cart',
		'remove_from_cart',
	] );
	const view = layer().find( ( e ) => e.event === 'view_item' ) as Record<
		string,
		any
	>;
	expect( view.visitor_type ).toBe( 'customer' );
	expect( view.ecommerce ).toEqual( {
		currency: 'EUR',
		value: 25.9,
		items: [ VIEW ],
	} );
	const removed = layer().find(
		( e ) => e.event === 'remove_from_cart'
	) as Record< string, any >;
	expect( removed.ecommerce.items ).toEqual( [
		{ item_id: '7', quantity: 1 },
	] );
	// GA4's reset before every event.
	expect( layer()[ 0 ] ).toEqual( { ecommerce: null } );
} );

it( 'names guests, customers and staff apart', () => {
	expect( visitorType() ).toBe( 'guest' );
	document.body.className = 'logged-in';
	expect( visitorType() ).toBe( 'customer' );
	document.body.className = 'logged-in admin-bar';
	expect( visitorType() ).toBe( 'admin' );
	allowed = true;
	expect( push( analyticsSettings( {} ), 'view_item', {} ) ).toBe( true );
} );

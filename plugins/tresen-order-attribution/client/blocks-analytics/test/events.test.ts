/**
 * GA4's add_shipping_info and add_payment_info from the Checkout block:
 * once each when the order is placed, only with analytics consent.
 */
import { __notify, __reset, __setStore } from '@tresen/tests/wp-data';
import { cartEcommerce, shippingTier, watchCheckout } from '../events';

const settings = { consentCategory: 'analytics', currency: 'EUR' };

const cart = {
	totals: { total_price: '3924', currency_minor_unit: 2 },
	items: [
		{
			id: 12,
			sku: 'TR-GIN-001',
			name: 'Tresen Dry Gin',
			quantity: 1,
			prices: { price: '2590', currency_minor_unit: 2 },
		},
	],
	shippingRates: [
		{
			shipping_rates: [
				{ name: 'Abholung', selected: false },
				{
					name: 'Standardversand (DHL, mit Altersprüfung)',
					selected: true,
				},
			],
		},
	],
};

const consent = ( granted: string[] ) => {
	( window as unknown as { tresenConsent: unknown } ).tresenConsent = {
		has: ( c: string ) => granted.includes( c ),
	};
};

const events = () =>
	(
		(
			window as unknown as {
				dataLayer?: Array< Record< string, unknown > >;
			}
		 ).dataLayer || []
	).filter( ( e ) => typeof e.event === 'string' );

beforeEach( () => {
	__reset();
	delete ( window as unknown as { dataLayer?: unknown } ).dataLayer;
	__setStore( 'wc/store/cart', { getCartData: cart } );
	__setStore( 'wc/store/payment', { getActivePaymentMethod: 'bacs' } );
	__setStore( 'wc/store/checkout', {
		isBeforeProcessing: false,
		isProcessing: false,
	} );
} );

test( 'the cart reads as GA4 items, the selected rate as the shipping tier', () => {
	expect( cartEcommerce( cart ) ).toEqual( {
		value: 39.24,
		items: [
			{
				item_id: '12',
				item_sku: 'TR-GIN-001',
				item_name: 'Tresen Dry Gin',
				price: 25.9,
				quantity: 1,
			},
		],
	} );
	expect( shippingTier( cart ) ).toBe(
		'Standardversand (DHL, mit Altersprüfung)'
	);
	expect( shippingTier( {} ) ).toBe( '' );
} );

test( 'placing the order pushes add_shipping_info and add_payment_info once each', () => {
	consent( [ 'analytics' ] );
	watchCheckout( settings );
	__notify();
	expect( events() ).toEqual( [] );

	__setStore( 'wc/store/checkout', { isBeforeProcessing: true } );
	__notify();
	__setStore( 'wc/store/checkout', {
		isBeforeProcessing: false,
		isProcessing: true,
	} );
	__notify();
	__notify();
	expect( events().map( ( e ) => e.event ) ).toEqual( [
		'add_shipping_info',
		'add_payment_info',
	] );
	const [ shipping, payment ] = events();
	expect( shipping.ecommerce ).toMatchObject( {
		currency: 'EUR',
		value: 39.24,
		shipping_tier: 'Standardversand (DHL, mit Altersprüfung)',
	} );
	expect( payment.ecommerce ).toMatchObject( {
		payment_type: 'bacs',
		value: 39.24,
	} );
	expect( payment.visitor_type ).toBe( 'guest' );
} );

test( 'without analytics consent nothing is pushed', () => {
	consent( [ 'marketing' ] );
	watchCheckout( settings );
	__setStore( 'wc/store/checkout', { isProcessing: true } );
	__notify();
	expect( events() ).toEqual( [] );
} );

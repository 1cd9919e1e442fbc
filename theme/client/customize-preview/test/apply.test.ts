/**
 * The Customizer's live preview: each control changes what the saved page
 * would show (a CSS custom property or a class), and a value the server
 * would refuse changes nothing.
 */
import { applySetting } from '../apply';

beforeEach( () => {
	document.documentElement.removeAttribute( 'style' );
	document.body.className = 'tresen-cards-plain';
	document.body.innerHTML =
		'<header id="masthead" class="site-header"></header>';
} );

const prop = ( name: string ) =>
	document.documentElement.style.getPropertyValue( name );

it( 'sets the logo height, the shop columns and the accent as custom properties', () => {
	applySetting( document, 'tresen_logo_height', '80' );
	applySetting( document, 'tresen_shop_columns_desk', '5' );
	applySetting( document, 'tresen_accent_color', '#0b5394' );
	expect( prop( '--tresen-logo-h' ) ).toBe( '80px' );
	expect( prop( '--tresen-cols-l' ) ).toBe( '5' );
	expect( prop( '--tresen-accent' ) ).toBe( '#0b5394' );
} );

it( 'ignores values that are no number or colour', () => {
	applySetting( document, 'tresen_accent_color', 'red;}body{display:none' );
	applySetting( document, 'tresen_logo_height', '80px; color: red' );
	expect( prop( '--tresen-accent' ) ).toBe( '' );
	expect( prop( '--tresen-logo-h' ) ).toBe( '' );
} );

it( 'switches the header layout and sticking by class', () => {
	const header = document.getElementById( 'masthead' )!;
	applySetting( document, 'tresen_header_layout', 'center' );
	expect( header ).toHaveClass( 'site-header--center' );
	applySetting( document, 'tresen_header_layout', 'left' );
	expect( header ).not.toHaveClass( 'site-header--center' );
	applySetting( document, 'tresen_header_sticky', false );
	expect( header ).toHaveClass( 'site-header--static' );
	applySetting( document, 'tresen_header_sticky', true );
	expect( header ).not.toHaveClass( 'site-header--static' );
} );

it( 'keeps exactly one card style class on the body', () => {
	applySetting( document, 'tresen_card_style', 'boxed' );
	expect( document.body.className ).toBe( 'tresen-cards-boxed' );
	applySetting( document, 'tresen_card_style', 'fancy' );
	expect( document.body.className ).toBe( 'tresen-cards-boxed' );
} );

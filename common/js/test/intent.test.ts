/**
 * Code on intent: nothing loads until the shopper reaches for an element;
 * a click made before the code is ready is not lost but replayed once it
 * is; a failed load leaves the link doing what a link does.
 */
import { onIntent } from '../intent';

function deferred() {
	let resolve!: () => void;
	let reject!: ( e: Error ) => void;
	const promise = new Promise< void >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
};

beforeEach( () => {
	document.body.innerHTML = `<p><a class="add" href="/?add-to-cart=7"><span>In den Warenkorb</span></a></p><a class="other" href="/x">Anderes</a>`;
} );

describe( 'onIntent', () => {
	it( 'loads nothing before the shopper reaches for a matching element', () => {
		const load = jest.fn( () => Promise.resolve() );
		onIntent( { selector: 'a.add', load } );
		document
			.querySelector( 'a.other' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( load ).not.toHaveBeenCalled();
		document
			.querySelector( 'a.add span' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
		document
			.querySelector( 'a.add' )!
			.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'holds a click made while loading and replays it once the handlers are there', async () => {
		const gate = deferred();
		const handled: string[] = [];
		onIntent( {
			selector: 'a.add',
			load: () =>
				gate.promise.then( () =>
					document
						.querySelector( 'a.add' )!
						.addEventListener( 'click', ( e ) => {
							e.preventDefault();
							handled.push(
								( e.target as Element ).closest( 'a' )!
									.className
							);
						} )
				),
		} );
		const link = document.querySelector< HTMLAnchorElement >( 'a.add' )!;
		const first = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.querySelector( 'span' )!.dispatchEvent( first );
		// The browser does not follow the link meanwhile.
		expect( first.defaultPrevented ).toBe( true );
		expect( handled ).toEqual( [] );
		gate.resolve();
		await flush();
		expect( handled ).toEqual( [ 'add' ] );
	} );

	it( 'submits the form when the code for its button cannot be loaded', async () => {
		document.body.innerHTML = `<form class="cart" action="/"><button type="submit" name="add-to-cart" value="7">In den Warenkorb</button></form>`;
		const submitted = jest.fn( ( e: Event ) => e.preventDefault() );
		document
			.querySelector( 'form' )!
			.addEventListener( 'submit', submitted );
		onIntent( {
			selector: 'form.cart',
			load: () => Promise.reject( new Error( 'offline' ) ),
		} );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( 'button' )!.dispatchEvent( click );
		expect( submitted ).not.toHaveBeenCalled();
		await flush();
		expect( submitted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'hands a held click to the fallback the caller gave when the code cannot be loaded', async () => {
		document.body.innerHTML = `<button type="button" class="menu-toggle"><span>Menü</span></button>`;
		const fallback = jest.fn();
		onIntent( {
			selector: '.menu-toggle',
			load: () => Promise.reject( new Error( 'offline' ) ),
			fallback,
		} );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( 'span' )!.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		await flush();
		expect( fallback ).toHaveBeenCalledWith(
			document.querySelector( 'button' )
		);
	} );

	it( 'leaves a click with a modifier (new tab) to the browser', () => {
		const load = jest.fn( () => new Promise< void >( () => undefined ) );
		onIntent( { selector: 'a.add', load } );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		document.querySelector( 'a.add' )!.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( false );
	} );

	it( 'tries again after a failed load', async () => {
		const load = jest
			.fn()
			.mockReturnValueOnce( Promise.reject( new Error( 'offline' ) ) )
			.mockReturnValue( Promise.resolve() );
		onIntent( { selector: 'a.add', load } );
		const link = document.querySelector( 'a.add' )!;
		link.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await flush();
		link.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );

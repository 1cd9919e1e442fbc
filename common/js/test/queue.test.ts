import { RequestQueue } from '@tresen/common/queue';

function deferred< T >() {
	let resolve!: ( v: T ) => void;
	let reject!: ( e: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

describe( 'RequestQueue', () => {
	it( 'starts each request only after the previous one settled, in click order', async () => {
		const queue = new RequestQueue();
		const log: string[] = [];
		const first = deferred< string >();
		const second = deferred< string >();
		const a = queue.add( () => {
			log.push( 'start a' );
			return first.promise;
		} );
		const b = queue.add( () => {
			log.push( 'start b' );
			return second.promise;
		} );
		const c = queue.add( async () => {
			log.push( 'start c' );
			return 'c';
		} );
		await Promise.resolve();
		expect( log ).toEqual( [ 'start a' ] );
		expect( queue.size ).toBe( 3 );

		// The second answers first: the queue still waits for the first.
		second.resolve( 'b' );
		await Promise.resolve();
		expect( log ).toEqual( [ 'start a' ] );

		first.resolve( 'a' );
		await expect( a ).resolves.toBe( 'a' );
		await expect( b ).resolves.toBe( 'b' );
		await expect( c ).resolves.toBe( 'c' );
		expect( log ).toEqual( [ 'start a', 'start b', 'start c' ] );
		expect( queue.size ).toBe( 0 );
	} );

	it( 'a failing request rejects only its own promise and the next one still runs', async () => {
		const queue = new RequestQueue();
		const failed = queue.add( () =>
			Promise.reject( new Error( 'offline' ) )
		);
		const next = queue.add( async () => 'ok' );
		await expect( failed ).rejects.toThrow( 'offline' );
		await expect( next ).resolves.toBe( 'ok' );
	} );

	it( 'the reply of the last request is applied last', async () => {
		const queue = new RequestQueue();
		let shown = '';
		const slow = deferred< string >();
		const p1 = queue
			.add( () => slow.promise )
			.then( ( v ) => ( shown = v ) );
		const p2 = queue
			.add( async () => 'zwei Artikel' )
			.then( ( v ) => ( shown = v ) );
		setTimeout( () => slow.resolve( 'ein Artikel' ), 5 );
		await Promise.all( [ p1, p2 ] );
		expect( shown ).toBe( 'zwei Artikel' );
	} );
} );

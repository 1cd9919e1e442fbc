/**
 * The suite's one webpack chunk loader (handle `tresen-webpack-1`, global
 * `window.tresenWebpack1`): the runtime code the theme's and the storefront
 * plugin's webpack runtimes share, once per page instead of a copy in each
 * (docs/architecture.md, "Two webpack runtimes"). Each package's
 * `build/runtime.js` keeps its own module registry, module cache, build hash,
 * public path and chunk list (`webpackChunk_tresen_<package>`), and calls
 * `tresenWebpack1( __webpack_require__, global, ownChunks )`, which fills in
 * webpack 5's runtime functions (`webpack.config.js`, `SharedChunkLoader`, which
 * fails the build when webpack asks for a function this file does not
 * provide): the entry startup (`O`), getters (`d`, `n`, `r`, `o`), chunk
 * loading (`e`, `f.j`, `u`, `l`) and the chunk list's `push`. Like the intent
 * loader, every package that uses it ships this same file as
 * `build/webpack-runtime.js` and registers the handle unless another did
 * (first loaded wins). The `1` is the interface's version.
 */

type Factory = ( module: any, exports: any, require: any ) => void;
type ChunkEntry = [
	( string | number )[],
	Record< string, Factory >,
	( ( require: any ) => unknown )?,
];

function attach(
	n: any,
	global: string,
	own: readonly ( string | number )[]
): void {
	const has = ( obj: object, key: PropertyKey ): boolean =>
		Object.prototype.hasOwnProperty.call( obj, key );
	n.o = has;

	// Entry startups waiting for their chunks (webpack's OnChunksLoaded).
	const deferred: [ ( string | number )[], () => unknown ][] = [];
	n.O = (
		result: unknown,
		ids?: ( string | number )[],
		fn?: () => unknown
	) => {
		if ( ids && fn ) {
			deferred.push( [ ids, fn ] );
			return undefined;
		}
		for ( let i = 0; i < deferred.length; i++ ) {
			const [ chunkIds, run ] = deferred[ i ];
			let fulfilled = true;
			for ( let j = 0; j < chunkIds.length; j++ ) {
				if (
					Object.keys( n.O ).every( ( key ) =>
						n.O[ key ]( chunkIds[ j ] )
					)
				) {
					chunkIds.splice( j--, 1 );
				} else {
					fulfilled = false;
				}
			}
			if ( fulfilled ) {
				deferred.splice( i--, 1 );
				const r = run();
				if ( r !== undefined ) {
					result = r;
				}
			}
		}
		return result;
	};

	n.d = ( exports: object, definition: any ) => {
		if ( Array.isArray( definition ) ) {
			for ( let i = 0; i < definition.length; ) {
				const key = definition[ i++ ];
				const getter = definition[ i++ ];
				const descriptor =
					getter === 0
						? { enumerable: true, value: definition[ i++ ] }
						: { enumerable: true, get: getter };
				if ( ! has( exports, key ) ) {
					Object.defineProperty( exports, key, descriptor );
				}
			}
			return;
		}
		for ( const key in definition ) {
			if ( has( definition, key ) && ! has( exports, key ) ) {
				Object.defineProperty( exports, key, {
					enumerable: true,
					get: definition[ key ],
				} );
			}
		}
	};
	n.n = ( module: any ) => {
		const getter =
			module && module.__esModule ? () => module.default : () => module;
		n.d( getter, { a: getter } );
		return getter;
	};
	n.r = ( exports: object ) => {
		Object.defineProperty( exports, Symbol.toStringTag, {
			value: 'Module',
		} );
		Object.defineProperty( exports, '__esModule', { value: true } );
	};

	// Chunk loading: one script per chunk, `<name>.js?ver=<build hash>`.
	n.f = {};
	n.e = ( chunkId: string | number ) =>
		Promise.all(
			Object.keys( n.f ).reduce(
				( promises: Promise< unknown >[], key ) => {
					n.f[ key ]( chunkId, promises );
					return promises;
				},
				[]
			)
		);
	n.u = ( chunkId: string | number ) =>
		`${ chunkId }.js?ver=${ n.h().slice( 0, 8 ) }`;
	n.miniCssF = () => undefined;
	n.l = ( url: string, done: ( event: Event ) => void ) => {
		const script = document.createElement( 'script' );
		script.src = url;
		const settle = ( event: Event | string ) => {
			script.onerror = script.onload = null;
			script.remove();
			done( event as Event );
		};
		script.onerror = script.onload = settle;
		document.head.appendChild( script );
	};

	// 0: loaded; [resolve, reject, promise]: loading; undefined: not yet.
	const installed: Record< string, any > = {};
	own.forEach( ( id ) => ( installed[ id ] = 0 ) );
	n.f.j = ( chunkId: string | number, promises: Promise< unknown >[] ) => {
		let data = has( installed, chunkId ) ? installed[ chunkId ] : undefined;
		if ( data === 0 ) {
			return;
		}
		if ( data ) {
			promises.push( data[ 2 ] );
			return;
		}
		const promise = new Promise( ( resolve, reject ) => {
			data = installed[ chunkId ] = [ resolve, reject ];
		} );
		promises.push( ( data[ 2 ] = promise ) );
		const error = new Error() as Error & Record< string, unknown >;
		n.l( n.p + n.u( chunkId ), ( event: Event | undefined ) => {
			if ( ! has( installed, chunkId ) ) {
				return;
			}
			data = installed[ chunkId ];
			if ( data !== 0 ) {
				installed[ chunkId ] = undefined;
			}
			if ( data ) {
				const type =
					event && ( event.type === 'load' ? 'missing' : event.type );
				const src =
					event &&
					event.target &&
					( event.target as HTMLScriptElement ).src;
				error.message = `Loading chunk ${ chunkId } failed.\n(${ type }: ${ src })`;
				error.name = 'ChunkLoadError';
				error.type = type;
				error.request = src;
				error.event = event;
				data[ 1 ]( error );
			}
		} );
	};
	n.O.j = ( chunkId: string | number ) => installed[ chunkId ] === 0;

	const callback = (
		parentPush: ( ( entry: ChunkEntry ) => number ) | 0,
		entry: ChunkEntry
	) => {
		const [ chunkIds, modules, runtime ] = entry;
		let result: unknown;
		if ( chunkIds.some( ( id ) => installed[ id ] !== 0 ) ) {
			for ( const id in modules ) {
				if ( has( modules, id ) ) {
					n.m[ id ] = modules[ id ];
				}
			}
			if ( runtime ) {
				result = runtime( n );
			}
		}
		if ( parentPush ) {
			parentPush( entry );
		}
		for ( const id of chunkIds ) {
			if ( has( installed, id ) && installed[ id ] ) {
				installed[ id ][ 0 ]();
			}
			installed[ id ] = 0;
		}
		return n.O( result );
	};
	const host = globalThis as unknown as Record< string, ChunkEntry[] >;
	const list = ( host[ global ] ||= [] );
	list.forEach( ( entry ) => callback( 0, entry ) );
	list.push = callback.bind( null, list.push.bind( list ) ) as any;
}

( window as unknown as { tresenWebpack1?: typeof attach } ).tresenWebpack1 ??=
	attach;

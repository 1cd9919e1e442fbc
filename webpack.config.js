/**
 * One webpack build for the whole suite.
 *
 * Every folder `<package>/client/<entry>/` that holds an `index.ts` or
 * `index.tsx` is an entry point, built to `<package>/build/<entry>.js`
 * with `<entry>.asset.php` beside it (and `<entry>.css` when it imports
 * styles). `<package>` is each folder under `plugins/` and the `theme/`.
 *
 * Shared TypeScript lives in `common/js` and is imported as
 * `@tresen/common/...`; webpack bundles it into each consumer, so every
 * plugin zip stands alone. The shared PHP in `common/php` is copied into
 * each package's `build/common/` for the same reason.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const WooCommerceDependencyExtractionWebpackPlugin = require( '@woocommerce/dependency-extraction-webpack-plugin' );

const ROOT = __dirname;
const base = Array.isArray( defaultConfig )
	? defaultConfig[ 0 ]
	: defaultConfig;

/** @return {{name: string, dir: string}[]} every plugin and the theme (a package without client/ builds no script) */
function packages() {
	const list = [];
	const pluginsDir = path.join( ROOT, 'plugins' );
	for ( const slug of fs.readdirSync( pluginsDir ).sort() ) {
		list.push( { name: slug, dir: path.join( pluginsDir, slug ) } );
	}
	list.push( { name: 'theme', dir: path.join( ROOT, 'theme' ) } );
	return list;
}

/** @param {string} dir package folder */
function entries( dir ) {
	const client = path.join( dir, 'client' );
	const out = {};
	if ( ! fs.existsSync( client ) ) {
		return out;
	}
	for ( const name of fs.readdirSync( client ).sort() ) {
		for ( const file of [ 'index.ts', 'index.tsx' ] ) {
			const full = path.join( client, name, file );
			if ( fs.existsSync( full ) ) {
				out[ name ] = full;
			}
		}
	}
	return out;
}

/**
 * Copies common/php into a package's build/common (its PHP bootstrap and
 * asset helper; every package needs it, with or without scripts).
 *
 * @param {string} dest build/common folder
 */
function copyCommonPhp( dest ) {
	const src = path.join( ROOT, 'common', 'php' );
	fs.mkdirSync( dest, { recursive: true } );
	for ( const f of fs.readdirSync( src ) ) {
		if ( f.endsWith( '.php' ) ) {
			fs.copyFileSync( path.join( src, f ), path.join( dest, f ) );
		}
	}
}

/** Copies common/php into <package>/build/common after each build. */
class CopyCommonPhp {
	/** @param {string} dest */
	constructor( dest ) {
		this.dest = dest;
	}
	apply( compiler ) {
		compiler.hooks.afterEmit.tap( 'CopyCommonPhp', () =>
			copyCommonPhp( this.dest )
		);
	}
}

const plugins = base.plugins.filter(
	( p ) => p.constructor.name !== 'DependencyExtractionWebpackPlugin'
);

/**
 * WordPress's React (React, ReactDOM, the JSX runtime, wp-element) stays off
 * a page until an island needs it: when only an entry's lazy chunks use it,
 * the dependency extraction would still list it in `<entry>.asset.php`
 * (and WordPress would load it with the page), so it is taken out again.
 * Such an entry loads it on intent with `@tresen/common/load-scripts`
 * before importing the chunk (the server names the addresses, e.g.
 * `Theme::script_chain()`); it is listed here as `<package>:<entry>`.
 */
const REACT_ON_INTENT = new Set( [
	'tresen-storefront:quick-view',
	'theme:header',
	'tresen-paypal:buttons',
] );
const REACT_REQUESTS = new Map( [
	[ 'react', 'react' ],
	[ 'react-dom', 'react-dom' ],
	[ 'react-dom/client', 'react-dom' ],
	[ 'react/jsx-runtime', 'react-jsx-runtime' ],
	[ '@wordpress/element', 'wp-element' ],
] );
class ReactOnIntent {
	/** @param {string} pkg Package name. */
	constructor( pkg ) {
		this.pkg = pkg;
	}

	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'ReactOnIntent',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ReactOnIntent',
						stage:
							compiler.webpack.Compilation
								.PROCESS_ASSETS_STAGE_ANALYSE + 1,
					},
					() => {
						for ( const [
							name,
							entrypoint,
						] of compilation.entrypoints ) {
							if (
								! REACT_ON_INTENT.has(
									`${ this.pkg }:${ name }`
								)
							) {
								continue;
							}
							const chunk = entrypoint.getEntrypointChunk();
							const used = new Set();
							const { chunkGraph, moduleGraph } = compilation;
							// An external sits in the entry chunk even when only lazy chunks
							// require it (webpack runs its factory on first use): it counts
							// as used only when code of the entry chunk itself imports it.
							const entryModules = new Set();
							for ( const c of chunkGraph.getChunkModulesIterable(
								chunk
							) ) {
								entryModules.add( c );
								for ( const inner of c.modules || [] ) {
									entryModules.add( inner );
								}
							}
							const inEntry = ( module ) =>
								entryModules.has( module );
							for ( const m of entryModules ) {
								if ( ! REACT_REQUESTS.has( m.userRequest ) ) {
									continue;
								}
								for ( const connection of moduleGraph.getIncomingConnections(
									m
								) ) {
									if (
										connection.originModule &&
										inEntry( connection.originModule )
									) {
										used.add(
											REACT_REQUESTS.get( m.userRequest )
										);
									}
								}
							}
							const file = `${ name }.asset.php`;
							const asset = compilation.getAsset( file );
							if ( ! asset ) {
								continue;
							}
							const source = asset.source.source().toString();
							const next = source.replace(
								/'dependencies' => array\(([^)]*)\)/,
								( all, list ) =>
									`'dependencies' => array(${ list
										.split( ',' )
										.map( ( d ) => d.trim() )
										.filter( ( d ) => {
											const handle = d.replace(
												/'/g,
												''
											);
											return (
												d !== '' &&
												( ! [
													...REACT_REQUESTS.values(),
												].includes( handle ) ||
													used.has( handle ) )
											);
										} )
										.join( ', ' ) })`
							);
							if ( next !== source ) {
								compilation.updateAsset(
									file,
									new compiler.webpack.sources.RawSource(
										next
									)
								);
							}
						}
					}
				);
			}
		);
	}
}

/**
 * The theme's entries share one webpack runtime (`build/runtime.js`, handle
 * `tresen-runtime`, registered by `Tresen\Theme\Enqueue`), and so do the
 * storefront plugin's (`tresen-storefront-runtime`, `Tresen\Storefront\Plugin`):
 * a page loads several small entries that load their parts on intent, and each
 * would otherwise carry its own chunk loader. Every entry's `.asset.php`
 * names the runtime as a dependency; the order does not matter (an entry
 * that arrives first waits in the chunk list until the runtime runs).
 */
const SHARED_RUNTIME = {
	theme: 'tresen-runtime',
	'tresen-storefront': 'tresen-storefront-runtime',
};

/**
 * Entries of a shared-runtime package that load no chunk (no `import()`)
 * and appear on pages without the package's other entries: each carries
 * webpack's few bytes of module bootstrap itself instead of depending on
 * the shared chunk loader (the checkout page loads the storefront plugin's
 * `checkout` alone; the shared runtime would add 2.7 KB gzip to it).
 * `OwnRuntimeHasNoChunks` fails the build should one of them gain a chunk.
 */
const OWN_RUNTIME = new Set( [
	'theme:intent-loader',
	'theme:webpack-runtime',
	'tresen-storefront:intent-loader',
	'tresen-storefront:webpack-runtime',
	'tresen-storefront:checkout-login',
	'tresen-storefront:lightbox-style',
] );
const ownRuntime = ( pkg, entry ) => OWN_RUNTIME.has( `${ pkg }:${ entry }` );

/**
 * Packages that load code on intent through the suite's one shared intent
 * loader (`common/js/intent-loader`, handle `tresen-intent-1`): each ships
 * it as `build/intent-loader.js` and registers the handle unless another
 * package did (first loaded wins), and in their bundles
 * `@tresen/common/intent` is `common/js/intent-shared.ts`, which calls it.
 * `IntentLoaderDependency` adds the handle to the `.asset.php` of every
 * entry that uses it (or whose lazy chunks do).
 */
const INTENT_LOADER = new Set( [
	'theme',
	'tresen-cookie-consent',
	'tresen-storefront',
	'tresen-unit-price',
	'tresen-wishlist',
] );
const INTENT_HANDLE = 'tresen-intent-1';
const INTENT_SHIM = path.join( ROOT, 'common', 'js', 'intent-shared.ts' );

class IntentLoaderDependency {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'IntentLoaderDependency',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'IntentLoaderDependency',
						stage:
							compiler.webpack.Compilation
								.PROCESS_ASSETS_STAGE_ANALYSE + 3,
					},
					() => {
						const { chunkGraph } = compilation;
						for ( const [
							name,
							entrypoint,
						] of compilation.entrypoints ) {
							if ( name === 'intent-loader' ) {
								continue;
							}
							const chunks = new Set( entrypoint.chunks );
							for ( const c of entrypoint.chunks ) {
								for ( const a of c.getAllAsyncChunks() ) {
									chunks.add( a );
								}
							}
							let uses = false;
							for ( const c of chunks ) {
								for ( const m of chunkGraph.getChunkModulesIterable(
									c
								) ) {
									const inner = [ m, ...( m.modules || [] ) ];
									if (
										inner.some(
											( x ) => x.resource === INTENT_SHIM
										)
									) {
										uses = true;
									}
								}
							}
							const file = `${ name }.asset.php`;
							const asset = compilation.getAsset( file );
							if ( ! uses || ! asset ) {
								continue;
							}
							const source = asset.source.source().toString();
							if ( source.includes( `'${ INTENT_HANDLE }'` ) ) {
								continue;
							}
							compilation.updateAsset(
								file,
								new compiler.webpack.sources.RawSource(
									source
										.replace(
											/'dependencies' => array\(/,
											`'dependencies' => array('${ INTENT_HANDLE }', `
										)
										.replace( /, \)/, ')' )
								)
							);
						}
					}
				);
			}
		);
	}
}

/**
 * Packages whose runtime is trimmed (chunks called by name, one version per
 * build, no guessed public path, the short script loader): the two with a
 * shared runtime. (The unit price's entry loads its observers as a plain
 * script, `build/unit-price-observe.js`, and so carries no chunk loader.)
 * A package listed here whose entry loads a chunk must set the public path:
 * `tests/e2e/public-path.spec.ts`.
 */
const TRIMMED_RUNTIME = new Set( [ ...Object.keys( SHARED_RUNTIME ) ] );

class OwnRuntimeHasNoChunks {
	/** @param {string} pkg Package name. */
	constructor( pkg ) {
		this.pkg = pkg;
	}

	apply( compiler ) {
		compiler.hooks.afterCompile.tap(
			'OwnRuntimeHasNoChunks',
			( compilation ) => {
				for ( const [ name, entrypoint ] of compilation.entrypoints ) {
					if ( ! ownRuntime( this.pkg, name ) ) {
						continue;
					}
					const chunk = entrypoint.getEntrypointChunk();
					if (
						entrypoint.chunks.length > 1 ||
						chunk.getAllAsyncChunks().size > 0
					) {
						compilation.errors.push(
							new compiler.webpack.WebpackError(
								`${ this.pkg }:${ name } is built with its own runtime (OWN_RUNTIME in webpack.config.js) but loads chunks: take it off the list so it uses the shared chunk loader.`
							)
						);
					}
				}
			}
		);
	}
}

/**
 * webpack's script loader for chunks, as small as the shared runtimes need
 * it: a script element that reports its load or error to the chunk loader,
 * which already makes one request per chunk and names a missing chunk in
 * its ChunkLoadError. Left out: the search for a tag with the same address
 * in the page (no page prints our chunks), the 120 s timeout (the browser
 * ends a stalled request itself), `charset` and the CSP nonce
 * (`__webpack_nonce__` is never set; a nonce-based policy with
 * 'strict-dynamic' trusts scripts a trusted script adds).
 */
class DependOnRuntime {
	/**
	 * @param {string} handle Script handle of the runtime.
	 * @param {string} pkg    Package name.
	 */
	constructor( handle, pkg ) {
		this.handle = handle;
		this.pkg = pkg;
	}

	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'DependOnRuntime',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'DependOnRuntime',
						stage:
							compiler.webpack.Compilation
								.PROCESS_ASSETS_STAGE_ANALYSE + 2,
					},
					() => {
						for ( const [ name ] of compilation.entrypoints ) {
							if ( ownRuntime( this.pkg, name ) ) {
								continue;
							}
							const file = `${ name }.asset.php`;
							const asset = compilation.getAsset( file );
							if ( ! asset ) {
								continue;
							}
							const source = asset.source.source().toString();
							if ( source.includes( `'${ this.handle }'` ) ) {
								continue;
							}
							const next = source.replace(
								/'dependencies' => array\(/,
								`'dependencies' => array('${ this.handle }', `
							);
							compilation.updateAsset(
								file,
								new compiler.webpack.sources.RawSource(
									next.replace( /, \)/, ')' )
								)
							);
						}
					}
				);
			}
		);
	}
}

/**
 * Chunk ids: a chunk with a name (an entry, the runtime, `webpackChunkName`)
 * is called by its name, which is also its file name; the others (shared
 * parts webpack splits off) get webpack's deterministic numbers, as before.
 */
class NamedChunkIds {
	apply( compiler ) {
		compiler.hooks.compilation.tap( 'NamedChunkIds', ( compilation ) => {
			compilation.hooks.chunkIds.tap( 'NamedChunkIds', ( chunks ) => {
				for ( const chunk of chunks ) {
					if ( chunk.id === null && chunk.name ) {
						chunk.id = chunk.name;
						chunk.ids = [ chunk.name ];
					}
				}
			} );
		} );
		new compiler.webpack.ids.DeterministicChunkIdsPlugin().apply(
			compiler
		);
	}
}

class SmallScriptLoader {
	apply( compiler ) {
		const { RuntimeGlobals } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'SmallScriptLoader',
			( compilation ) => {
				compilation.hooks.runtimeModule.tap(
					'SmallScriptLoader',
					( module ) => {
						if (
							module.constructor.name !==
							'LoadScriptRuntimeModule'
						) {
							return;
						}
						module.generate = () =>
							`${ RuntimeGlobals.loadScript } = (url, done) => { var s = document.createElement("script"); s.src = url; s.onerror = s.onload = (event) => { s.onerror = s.onload = null; s.remove(); done(event); }; document.head.appendChild(s); };`;
					}
				);
			}
		);
	}
}

/**
 * The theme's and the storefront plugin's runtimes share one chunk loader
 * (`common/js/webpack-runtime`, handle `tresen-webpack-1`, global
 * `window.tresenWebpack1`, shipped by both as `build/webpack-runtime.js`,
 * registered by the first loaded): their `runtime.js` keeps webpack's module
 * bootstrap, the build hash and the public path, and hands the rest to it
 * (`tresenWebpack1( __webpack_require__, chunkListGlobal, ownChunkIds )`).
 * The build fails when webpack's runtime asks for anything that file does
 * not provide (a runtime module not listed here, prefetching, another chunk
 * file name), so a webpack upgrade cannot break the page quietly.
 */
const SHARED_LOADER_HANDLE = 'tresen-webpack-1';
const SHARED_LOADER_PROVIDES = new Set( [
	'OnChunksLoadedRuntimeModule',
	'CompatGetDefaultExportRuntimeModule',
	'DefinePropertyGettersRuntimeModule',
	'EnsureChunkRuntimeModule',
	'GetChunkFilenameRuntimeModule',
	'HasOwnPropertyRuntimeModule',
	'LoadScriptRuntimeModule',
	'MakeNamespaceObjectRuntimeModule',
	'JsonpChunkLoadingRuntimeModule',
] );
/** Runtime modules the package's runtime keeps (per build). */
const SHARED_LOADER_KEEPS = new Set( [
	'GetFullHashRuntimeModule',
	'PublicPathRuntimeModule',
] );
class SharedChunkLoader {
	apply( compiler ) {
		const { RuntimeGlobals, WebpackError } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'SharedChunkLoader',
			( compilation ) => {
				const fail = ( message ) =>
					compilation.errors.push(
						new WebpackError(
							`SharedChunkLoader (webpack.config.js): ${ message }`
						)
					);
				if (
					compilation.outputOptions.chunkFilename !==
					'[name].js?ver=[fullhash:8]'
				) {
					fail(
						'common/js/webpack-runtime builds chunk addresses as <name>.js?ver=<hash:8>; the chunk file name changed.'
					);
				}
				// runtime.asset.php names the shared loader, which WordPress prints first.
				compilation.hooks.processAssets.tap(
					{
						name: 'SharedChunkLoader',
						stage:
							compiler.webpack.Compilation
								.PROCESS_ASSETS_STAGE_ANALYSE + 4,
					},
					() => {
						const asset =
							compilation.getAsset( 'runtime.asset.php' );
						if ( ! asset ) {
							return;
						}
						const source = asset.source.source().toString();
						if (
							source.includes( `'${ SHARED_LOADER_HANDLE }'` )
						) {
							return;
						}
						compilation.updateAsset(
							'runtime.asset.php',
							new compiler.webpack.sources.RawSource(
								source
									.replace(
										/'dependencies' => array\(/,
										`'dependencies' => array('${ SHARED_LOADER_HANDLE }', `
									)
									.replace( /, \)/, ')' )
							)
						);
					}
				);
				compilation.hooks.runtimeModule.tap(
					'SharedChunkLoader',
					( module, chunk ) => {
						if ( chunk.name !== 'runtime' ) {
							return;
						}
						const kind = module.constructor.name;
						if ( SHARED_LOADER_KEEPS.has( kind ) ) {
							return;
						}
						if ( ! SHARED_LOADER_PROVIDES.has( kind ) ) {
							// Allowed only while it adds nothing (mini-css-extract's CSS
							// chunk loading, with no lazy chunk that has CSS).
							const original = module.generate.bind( module );
							module.generate = () => {
								const code = original();
								if ( code && code.trim() !== '' ) {
									fail(
										`the runtime needs ${ kind }, which common/js/webpack-runtime does not provide.`
									);
								}
								return code;
							};
							return;
						}
						module.generate =
							kind === 'JsonpChunkLoadingRuntimeModule'
								? () => {
										const requirements =
											compilation.chunkGraph.getChunkRuntimeRequirements(
												chunk
											);
										for ( const global of [
											RuntimeGlobals.prefetchChunkHandlers,
											RuntimeGlobals.preloadChunkHandlers,
											RuntimeGlobals.hmrDownloadUpdateHandlers,
											RuntimeGlobals.baseURI,
										] ) {
											if ( requirements.has( global ) ) {
												fail(
													`the runtime needs ${ global }, which common/js/webpack-runtime does not provide.`
												);
											}
										}
										const global = JSON.stringify(
											compilation.outputOptions
												.chunkLoadingGlobal
										);
										const ids = JSON.stringify( [
											...( chunk.ids || [ chunk.id ] ),
										] );
										return `window.tresenWebpack1(${ RuntimeGlobals.require }, ${ global }, ${ ids });`;
									}
								: () => '';
					}
				);
			}
		);
	}
}

const configs = packages().map( ( pkg ) => ( {
	...base,
	name: pkg.name,
	entry: {
		...entries( pkg.dir ),
		...( SHARED_RUNTIME[ pkg.name ]
			? {
					'webpack-runtime': path.join(
						ROOT,
						'common',
						'js',
						'webpack-runtime',
						'index.ts'
					),
				}
			: {} ),
		...( INTENT_LOADER.has( pkg.name )
			? {
					'intent-loader': path.join(
						ROOT,
						'common',
						'js',
						'intent-loader',
						'index.ts'
					),
				}
			: {} ),
	},
	output: {
		...base.output,
		path: path.join( pkg.dir, 'build' ),
		// Lazy chunks get a name per package, so two plugins never share a global.
		chunkLoadingGlobal: `webpackChunk_tresen_${ pkg.name.replace( /-/g, '_' ) }`,
		...( TRIMMED_RUNTIME.has( pkg.name )
			? {
					// Every entry with chunks sets the public path at run time
					// (`chunkBaseUrl()`, with the build folder its settings name as the
					// fallback), so the runtime needs no guess from `document.currentScript`.
					publicPath: '',
					// One version for all of the package's chunks (the build's hash)
					// instead of a table of one hash per chunk in the runtime.
					chunkFilename: '[name].js?ver=[fullhash:8]',
				}
			: {} ),
	},
	resolve: {
		...base.resolve,
		alias: {
			...( base.resolve && base.resolve.alias ),
			...( INTENT_LOADER.has( pkg.name )
				? { '@tresen/common/intent$': INTENT_SHIM }
				: {} ),
			'@tresen/common': path.join( ROOT, 'common', 'js' ),
		},
	},
	...( SHARED_RUNTIME[ pkg.name ]
		? {
				optimization: {
					...base.optimization,
					runtimeChunk: {
						name: ( { name } ) =>
							ownRuntime( pkg.name, name )
								? undefined
								: 'runtime',
					},
					// A named chunk's id is its name (`cart-quantity`), so the runtime needs
					// no table from numbers to file names (`NamedChunkIds`).
					chunkIds: false,
					// Small shared helpers several entries load at once live in the runtime
					// file too, once, instead of a copy in each entry.
					splitChunks: {
						...( base.optimization &&
							base.optimization.splitChunks ),
						cacheGroups: {
							...( base.optimization &&
								base.optimization.splitChunks &&
								base.optimization.splitChunks.cacheGroups ),
							tresenShared: {
								test: /[\\/]common[\\/]js[\\/](intent|intent-shared|public-path|ready|settings)\.ts$/,
								name: 'runtime',
								chunks: ( chunk ) =>
									chunk.name !== null &&
									chunk.name !== undefined &&
									! ownRuntime( pkg.name, chunk.name ),
								minChunks: 2,
								enforce: true,
							},
							// The one HTTP client, once for the lazy chunks that use it (a
							// numbered chunk webpack loads beside them) instead of a copy in each.
							tresenHttp: {
								test: /[\\/]common[\\/]js[\\/]http\.ts$/,
								chunks: 'async',
								minChunks: 2,
								enforce: true,
							},
						},
					},
				},
			}
		: {} ),
	...( TRIMMED_RUNTIME.has( pkg.name ) && ! SHARED_RUNTIME[ pkg.name ]
		? { optimization: { ...base.optimization, chunkIds: false } }
		: {} ),
	plugins: [
		...plugins,
		new WooCommerceDependencyExtractionWebpackPlugin(),
		new ReactOnIntent( pkg.name ),
		...( SHARED_RUNTIME[ pkg.name ]
			? [
					new DependOnRuntime( SHARED_RUNTIME[ pkg.name ], pkg.name ),
					new OwnRuntimeHasNoChunks( pkg.name ),
				]
			: [] ),
		...( TRIMMED_RUNTIME.has( pkg.name )
			? [ new NamedChunkIds(), new SmallScriptLoader() ]
			: [] ),
		...( SHARED_RUNTIME[ pkg.name ] ? [ new SharedChunkLoader() ] : [] ),
		...( INTENT_LOADER.has( pkg.name )
			? [ new IntentLoaderDependency() ]
			: [] ),
		new CopyCommonPhp( path.join( pkg.dir, 'build', 'common' ) ),
	],
} ) );

// A package without scripts (yet) builds nothing, but its PHP still needs common/php.
for ( const config of configs ) {
	if ( Object.keys( config.entry ).length === 0 ) {
		copyCommonPhp( path.join( config.output.path, 'common' ) );
	}
}

module.exports = configs.filter( ( c ) => Object.keys( c.entry ).length > 0 );

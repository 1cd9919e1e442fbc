/**
 * One HTTP client for every package: no client code outside
 * `common/js/http.ts` calls `fetch()` (or XMLHttpRequest, jQuery's ajax)
 * itself, so every failure carries the server's words the same way.
 * Script loaders that inject <script> tags are not HTTP clients.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const ROOT = join( __dirname, '../../..' );
const CLIENT = join( ROOT, 'common/js/http.ts' );

/**
 * Code without comments (a doc comment may name fetch()).
 * @param source
 */
function code( source: string ): string {
	return source
		.replace( /\/\*[\s\S]*?\*\//g, '' )
		.replace( /(^|[^:'"`\\])\/\/.*$/gm, '$1' );
}

/**
 * The requests a file makes on its own.
 *
 * @param source File text.
 */
function ownRequests( source: string ): string[] {
	const pattern =
		/(?<![\w$.])fetch\s*\(|\b(?:window|globalThis|self)\s*\.\s*fetch\s*(?:\(|\.(?:bind|call|apply)\b)|\bXMLHttpRequest\b|(?:\$|jQuery)\s*\.\s*(?:ajax|get|post|getJSON)\s*\(/g;
	return code( source ).match( pattern ) ?? [];
}

function sources( dir: string ): string[] {
	let out: string[] = [];
	for ( const name of readdirSync( dir ) ) {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			if (
				name !== 'test' &&
				name !== 'node_modules' &&
				name !== 'build'
			) {
				out = out.concat( sources( path ) );
			}
		} else if (
			/\.[jt]sx?$/.test( name ) &&
			! /\.test\.[jt]sx?$/.test( name )
		) {
			out.push( path );
		}
	}
	return out;
}

function clientDirs(): string[] {
	const plugins = join( ROOT, 'plugins' );
	return [
		join( ROOT, 'common/js' ),
		join( ROOT, 'theme/client' ),
		...readdirSync( plugins )
			.map( ( slug ) => join( plugins, slug, 'client' ) )
			.filter( ( dir ) => {
				try {
					return statSync( dir ).isDirectory();
				} catch {
					return false;
				}
			} ),
	];
}

describe( 'one HTTP client', () => {
	it( 'recognises a request of its own, and not what only looks like one', () => {
		expect(
			ownRequests( 'await fetch( url, { method: "POST" } );' )
		).toHaveLength( 1 );
		expect( ownRequests( 'void window.fetch(url)' ) ).toHaveLength( 1 );
		expect(
			ownRequests( 'const f = window.fetch.bind( window );' )
		).toHaveLength( 1 );
		expect( ownRequests( 'globalThis.fetch( u )' ) ).toHaveLength( 1 );
		expect( ownRequests( 'const x = new XMLHttpRequest();' ) ).toHaveLength(
			1
		);
		expect( ownRequests( 'jQuery.ajax( { url } )' ) ).toHaveLength( 1 );
		expect( ownRequests( "$.post( '/x', d )" ) ).toHaveLength( 1 );
		expect(
			ownRequests(
				[
					'// fetch( url ) is not called here',
					'/** Uses fetch( url ) in the docs. */',
					'if ( typeof window.fetch !== "function" ) {}',
					'await this.lookUp( chosen );',
					'fetchPage( url ); prefetch( x ); cache.fetch( k );',
					"const u = 'https://shop.test/'; request( u );",
				].join( '\n' )
			)
		).toEqual( [] );
	} );

	it( 'no client code outside common/js/http.ts makes its own request', () => {
		const found: string[] = [];
		for ( const dir of clientDirs() ) {
			for ( const file of sources( dir ) ) {
				if ( file === CLIENT ) {
					continue;
				}
				for ( const hit of ownRequests(
					readFileSync( file, 'utf8' )
				) ) {
					found.push( `${ relative( ROOT, file ) }: ${ hit }` );
				}
			}
		}
		expect( found ).toEqual( [] );
		// The client itself is the one place that calls fetch().
		expect( ownRequests( readFileSync( CLIENT, 'utf8' ) ) ).not.toEqual(
			[]
		);
	} );
} );

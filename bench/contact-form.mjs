#!/usr/bin/env node
/**
 * Contact form benchmark.
 *
 *   node bench/contact-form.mjs [--url=http://localhost:8888] [--page=/kontakt/] [--n=10]
 *
 * 1. First-party JavaScript and CSS the Kontakt page loads for the form
 *    (files under plugins/tresen-contact-form/, gzip level 9), plus the
 *    inline settings. Target: at most 12 KB of JavaScript (gzip).
 * 2. The same files must be absent from pages without a form (home, shop).
 * 3. Time of a schema request (p50/p95), the first call the form makes.
 *
 * Without a running shop only the built files are measured (--static).
 * Saves bench/results/contact-form.json.
 */
import {
	buildDir,
	builtFiles,
	gz,
	gzipOf,
	kb,
	pageBytes,
	parseArgs,
	reachable,
	save,
	shopUrl,
	timeRequests,
} from './lib.mjs';

const args = parseArgs();
const base = shopUrl( args );
const kontakt = args.page || '/kontakt/';
const n = Number( args.n || 10 );
const TARGET_JS_GZIP = 12 * 1024;
const PLUGIN = '/wp-content/plugins/tresen-contact-form/';
const BUILT = [ 'contact-form.js', 'contact-form.css' ];

function ours( files ) {
	return files.filter( ( f ) => f.url.includes( PLUGIN ) );
}

async function main() {
	const result = { target: { jsGzip: TARGET_JS_GZIP } };
	const live = ! args.static && ( await reachable( base + '/' ) );

	if ( live ) {
		const page = await pageBytes( base + kontakt );
		const files = ours( page.files );
		const inline = /window\.wpcf7 = (\{.*?\});/s.exec( page.html );
		result.kontakt = {
			url: kontakt,
			status: page.status,
			hasForm: page.html.includes( 'class="wpcf7-form' ),
			files,
			jsGzip: gzipOf( files, 'js' ),
			cssGzip: gzipOf( files, 'css' ),
			inlineSettingsGzip: inline ? gz( inline[ 1 ] ).gzip : 0,
		};
		result.withoutForm = {};
		for ( const url of [ '/', '/shop/' ] ) {
			const other = await pageBytes( base + url );
			result.withoutForm[ url ] = {
				status: other.status,
				firstPartyFormFiles: ours( other.files ).map( ( f ) => f.url ),
				inlineSettings: other.html.includes( 'window.wpcf7 =' ),
			};
		}
		const id = /data-wpcf7-id="(\d+)"/.exec( page.html );
		if ( id ) {
			result.schemaTiming = await timeRequests(
				`${ base }/wp-json/contact-form-7/v1/contact-forms/${ id[ 1 ] }/feedback/schema`,
				n
			);
		}
	} else {
		const files = builtFiles( buildDir( 'tresen-contact-form' ), BUILT );
		result.static = {
			files,
			jsGzip: gzipOf( files, 'js' ),
			cssGzip: gzipOf( files, 'css' ),
		};
	}

	const js = result.kontakt ? result.kontakt.jsGzip : result.static.jsGzip;
	const css = result.kontakt ? result.kontakt.cssGzip : result.static.cssGzip;
	const leaks = result.withoutForm
		? Object.entries( result.withoutForm ).filter(
				( [ , v ] ) => v.firstPartyFormFiles.length || v.inlineSettings
			)
		: [];
	result.pass =
		js <= TARGET_JS_GZIP &&
		leaks.length === 0 &&
		( ! result.kontakt || ( result.kontakt.hasForm && js > 0 ) );

	console.log( `contact form (${ live ? base + kontakt : 'built files' })` );
	console.log(
		`  JS  ${ kb( js ) } gzip (target ≤ ${ kb( TARGET_JS_GZIP ) })`
	);
	console.log( `  CSS ${ kb( css ) } gzip` );
	if ( result.kontakt ) {
		console.log(
			`  inline settings ${ result.kontakt.inlineSettingsGzip } B gzip; form on page: ${ result.kontakt.hasForm }`
		);
		for ( const [ url, v ] of Object.entries( result.withoutForm ) ) {
			console.log(
				`  ${ url }: ${ v.firstPartyFormFiles.length ? 'LOADS ' + v.firstPartyFormFiles.join( ', ' ) : 'no form assets' }`
			);
		}
		if ( result.schemaTiming ) {
			console.log(
				`  schema request p50 ${ result.schemaTiming.p50 } ms, p95 ${ result.schemaTiming.p95 } ms`
			);
		}
	}
	console.log(
		`  ${ result.pass ? 'PASS' : 'FAIL' } → ${ save( 'contact-form', result ) }`
	);
	process.exitCode = result.pass ? 0 : 1;
}

main().catch( ( e ) => {
	console.error( e );
	process.exitCode = 1;
} );

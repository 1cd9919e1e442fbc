#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds the suite and serves the
 * German Tresen shop on real WordPress at http://localhost:8888.
 *
 *   npm start                   reuse the site (seconds)
 *   npm run reset               start from scratch
 *   npm start -- --port=9000    another port
 *   npm start -- --db=mariadb   MariaDB instead of the embedded SQLite
 *   npm start -- --runtime=playground
 *                               WordPress Playground (PHP in WebAssembly) instead
 *                               of PHP's server; chosen by itself when PHP is
 *                               missing and cannot be installed
 *
 * Ctrl-C stops every process it started.
 */
import fs from 'node:fs';
import path from 'node:path';
import { servePlayground } from './lib/playground.mjs';
import { ensureBuild, ensureNodeModules } from './lib/prepare.mjs';
import {
	ROOT,
	SITES,
	ensureSystemPackages,
	installSite,
	log,
	portInUse,
	prepareSite,
	serveSite,
	startMariaDb,
} from './lib/runtime.mjs';

const args = Object.fromEntries(
	process.argv.slice( 2 ).map( ( a ) => {
		const [ k, v ] = a.replace( /^--/, '' ).split( '=' );
		return [ k, v ?? true ];
	} )
);
const port = Number( args.port || process.env.PORT || 8888 );
const db = args.db || process.env.TRESEN_DB || 'sqlite';
const reset = Boolean( args.reset );
const url = `http://localhost:${ port }`;
const name = `local-${ db }-${ port }`;

if ( await portInUse( port ) ) {
	log(
		`port ${ port } is already in use (another \`npm start\`?). Stop it, or choose another port: npm start -- --port=9000`
	);
	process.exit( 1 );
}

const started = Date.now();
let runtime = args.runtime || process.env.TRESEN_RUNTIME || 'php';
if ( runtime === 'php' ) {
	try {
		ensureSystemPackages( { mariadb: db === 'mariadb' } );
	} catch ( e ) {
		if ( db === 'mariadb' ) {
			throw e;
		}
		log( e.message );
		log(
			'falling back to WordPress Playground (about ten times slower per request)'
		);
		runtime = 'playground';
	}
}
ensureNodeModules();
ensureBuild();

let mariadb = null;
if ( db === 'mariadb' ) {
	if ( reset ) {
		fs.rmSync( path.join( SITES, 'mariadb-local' ), {
			recursive: true,
			force: true,
		} );
	}
	mariadb = await startMariaDb( {
		port: 3307,
		databases: [ 'tresen_local' ],
		name: 'mariadb-local',
	} );
}
const dir = prepareSite( {
	name,
	url,
	fresh: reset,
	db,
	mariadb: mariadb
		? { port: mariadb.port, database: 'tresen_local' }
		: undefined,
} );
let server;
if ( runtime === 'playground' ) {
	server = await servePlayground( dir, port, url );
} else {
	installSite( dir, url );
	server = await serveSite( dir, port );
}

const stop = () => {
	server.stop();
	mariadb?.stop();
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
server.child.on( 'exit', ( code ) => {
	log(
		`the ${ runtime === 'playground' ? 'Playground' : 'PHP' } server stopped (exit ${ code }); see ${ path.join( dir, 'wp-content', 'server.log' ) }`
	);
	mariadb?.stop();
	process.exit( code || 1 );
} );

const secs = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
process.stdout.write( `
  Tresen shop is running (${ secs } s, ${ runtime === 'playground' ? 'WordPress Playground' : 'PHP built-in server' }): ${ url }/
  Admin:    ${ url }/wp-admin/  (user: admin, password: ${ process.env.TRESEN_ADMIN_PASSWORD || 'password' })
  Database: ${ db === 'sqlite' ? `SQLite in ${ path.relative( ROOT, dir ) }/wp-content/database` : 'MariaDB on 127.0.0.1:3307' }
  Logs:     ${ path.relative( ROOT, dir ) }/wp-content/debug.log, server.log
  Mail:     ${ path.relative( ROOT, dir ) }/wp-content/outbox/
  Press Ctrl-C to stop.
` );

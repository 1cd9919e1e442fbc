#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds the suite and serves the
 * German Tresen shop on real WordPress at http://localhost:8888.
 *
 *   npm start                   reuse the site (seconds)
 *   npm run reset               start from scratch
 *   npm start -- --port=9000    another port
 *   npm start -- --db=mariadb   MariaDB instead of the embedded SQLite
 *   npm start -- --cluster      the shop as a scaled-out host runs it: nginx
 *                               with a page cache, two php-fpm nodes, MariaDB,
 *                               Redis, system cron (bin/lib/cluster.mjs,
 *                               docs/scale-out.md); `npm stop` stops it
 *   npm start -- --runtime=playground
 *                               WordPress Playground (PHP in WebAssembly) instead
 *                               of PHP's server; chosen by itself when PHP is
 *                               missing and cannot be installed
 *
 * Ctrl-C stops every process it started.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from './lib/cluster.mjs';
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
if ( args.cluster ) {
	await startClusterShop();
}
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
	server = await serveSite( dir, port, { compress: true } );
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

/** `npm start -- --cluster`: runs until Ctrl-C or `npm stop`. */
async function startClusterShop() {
	ensureSystemPackages( { mariadb: true } );
	ensureNodeModules();
	ensureBuild();
	const cluster = await startCluster( {
		port,
		fresh: reset,
		cron: Number( args.cron || 60 ),
	} );
	const stopAll = async () => {
		await cluster.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stopAll );
	process.on( 'SIGTERM', stopAll );
	for ( const { label, child } of cluster.procs ) {
		child.on( 'exit', async ( code ) => {
			log(
				`${ label } stopped (exit ${ code }); see ${ path.relative( ROOT, cluster.run ) }/`
			);
			await cluster.stop();
			process.exit( code || 1 );
		} );
	}
	const took = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	process.stdout.write( `
  Tresen cluster is running (${ took } s): ${ cluster.url }/
  Front:    nginx with the page cache (header X-Tresen-Cache), TLS off
  Nodes:    php-fpm a on 127.0.0.1:${ cluster.nodes.a }, b on 127.0.0.1:${ cluster.nodes.b } (header X-Tresen-Node)
  Database: MariaDB on 127.0.0.1:${ cluster.mariadb.port }; object cache: Redis on 127.0.0.1:${ cluster.redis }
  Cron:     wp tresen-cron run on both nodes every ${ Number( args.cron || 60 ) } s
  Admin:    ${ cluster.url }/wp-admin/  (user: admin, password: ${ process.env.TRESEN_ADMIN_PASSWORD || 'password' })
  Logs:     ${ path.relative( ROOT, cluster.run ) }/, ${ path.relative( ROOT, cluster.site ) }/wp-content/debug.log
  Press Ctrl-C (or run npm stop) to stop.
` );
	await new Promise( () => {} );
}

#!/usr/bin/env node
/**
 * `npm stop`: stops every local cluster that `npm start -- --cluster` started
 * (by the process ids it wrote to .sites/cluster-* /run/pids.json). The
 * single-node `npm start` stops with Ctrl-C as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITES, log } from './lib/runtime.mjs';

const alive = ( pid ) => {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
};

let stopped = 0;
for ( const entry of fs.existsSync( SITES ) ? fs.readdirSync( SITES ) : [] ) {
	const file = path.join( SITES, entry, 'run', 'pids.json' );
	if ( ! entry.startsWith( 'cluster-' ) || ! fs.existsSync( file ) ) {
		continue;
	}
	const pids = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	// Only what `npm start -- --cluster` started: e2e runs and the bench stop themselves.
	if ( ( pids.kind || 'start' ) !== 'start' ) {
		continue;
	}
	// The starter stops its services and MariaDB itself; what is left is stopped here.
	if ( alive( pids.starter ) ) {
		process.kill( pids.starter, 'SIGTERM' );
	}
	await new Promise( ( r ) => setTimeout( r, 3000 ) );
	for ( const { pid } of pids.services ) {
		if ( alive( pid ) ) {
			try {
				process.kill( -pid, 'SIGTERM' );
			} catch {}
		}
	}
	if ( fs.existsSync( pids.mariadb ) ) {
		const pid = Number( fs.readFileSync( pids.mariadb, 'utf8' ) );
		if ( pid && alive( pid ) ) {
			process.kill( pid, 'SIGTERM' );
		}
	}
	fs.rmSync( file );
	log( `stopped ${ entry }` );
	stopped++;
}
if ( ! stopped ) {
	log( 'no running cluster found' );
}

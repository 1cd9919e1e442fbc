#!/usr/bin/env node
/**
 * The `contracts` step of `npm test` (bin/test.mjs): holds the request logs
 * of this run's PHPUnit and e2e lanes against the published APIs
 * (tests/contracts/check.mjs) and counts one result per lane and endpoint.
 * When none of the named logs exists (PHPUnit was skipped), it first runs
 * the Stripe and PayPal PHPUnit suites with TRESEN_CONTRACT_LOG set.
 *
 *   node tests/contracts/run.mjs [--out=artifacts/contracts.json] <log.jsonl> …
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from './check.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const args = process.argv.slice( 2 );
const out = ( args.find( ( a ) => a.startsWith( '--out=' ) ) || '' ).slice( 6 );
let logs = args.filter( ( a ) => ! a.startsWith( '--' ) );
const present = ( f ) => fs.existsSync( f ) && fs.statSync( f ).size > 0;

if ( ! logs.some( present ) ) {
	const own = path.join( ROOT, 'artifacts', 'contract-phpunit.jsonl' );
	fs.mkdirSync( path.dirname( own ), { recursive: true } );
	fs.rmSync( own, { force: true } );
	process.stdout.write(
		'no request log of this run: running the Stripe and PayPal PHPUnit suites for one\n'
	);
	const res = spawnSync(
		'node',
		[ 'bin/phpunit.mjs', '--filter', 'Tresen\\\\(Stripe|PayPal)\\\\Tests' ],
		{
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, TRESEN_CONTRACT_LOG: own },
		}
	);
	if ( res.status !== 0 ) {
		process.stdout.write(
			`the Stripe and PayPal PHPUnit suites exited with ${ res.status }\n`
		);
	}
	logs = [ own ];
}

let passed = 0;
let failed = 0;
for ( const log of logs.filter( present ) ) {
	const lane = path.basename( log, '.jsonl' ).replace( /^contract-/, '' );
	process.stdout.write( `\n${ lane } (${ path.relative( ROOT, log ) }):\n` );
	const r = report( [ log ] );
	for ( const t of r.endpoints.values() ) {
		if ( t.bad ) {
			failed++;
		} else {
			passed++;
		}
	}
	process.stdout.write(
		`${ lane }: ${ r.passed } requests valid, ${ r.failed } invalid\n`
	);
}
if ( out ) {
	fs.writeFileSync( out, JSON.stringify( { passed, failed } ) + '\n' );
}
process.stdout.write(
	`\ncontracts: ${ passed } lane endpoints held to the published APIs, ${ failed } not\n`
);
process.exit( failed || ! passed ? 1 : 0 );

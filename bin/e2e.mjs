#!/usr/bin/env node
/**
 * End-to-end tests: starts a fresh, seeded shop on a free port (with the
 * mu-plugins in tests/e2e/fixtures linked in), runs Playwright against it
 * with Debian's chromium, and stops the shop afterwards.
 *
 *   node bin/e2e.mjs [--db=sqlite|mariadb] [spec files or Playwright arguments]
 *
 * TRESEN_WC=real runs it on real WooCommerce from .cache/woocommerce, on
 * MariaDB unless --db says otherwise.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureNodeModules } from './lib/prepare.mjs';
import {
	ROOT,
	dbOption,
	ensureSystemPackages,
	freePort,
	installSite,
	log,
	mariadbPaths,
	prepareSite,
	serveSite,
	startMariaDb,
} from './lib/runtime.mjs';

const { db, passthrough } = dbOption( process.argv.slice( 2 ) );

ensureSystemPackages( { chromium: true, mariadb: db === 'mariadb' } );
ensureNodeModules();
ensureBuild();

const port = await freePort();
const url = `http://127.0.0.1:${ port }`;
const mariadbName = `mariadb-e2e-${ process.pid }`;
const mariadb =
	db === 'mariadb'
		? await startMariaDb( {
				port: await freePort(),
				databases: [ 'tresen_e2e' ],
				name: mariadbName,
			} )
		: null;
// One site per run (runs may overlap), removed afterwards unless TRESEN_KEEP_SITE is set.
const dir = prepareSite( {
	name: `e2e-${ port }`,
	url,
	fresh: true,
	fixtures: true,
	db,
	mariadb: mariadb
		? { port: mariadb.port, database: 'tresen_e2e' }
		: undefined,
} );
log( 'installing and seeding the e2e shop' );
installSite( dir, url );
const server = await serveSite( dir, port );
log( `e2e shop on ${ url }` );

let status = 1;
try {
	const res = spawnSync(
		'npx',
		[
			'playwright',
			'test',
			'-c',
			path.join( ROOT, 'tests/e2e/playwright.config.ts' ),
			...passthrough,
		],
		{
			stdio: 'inherit',
			cwd: ROOT,
			env: {
				...process.env,
				TRESEN_E2E_URL: url,
				TRESEN_E2E_SITE: dir,
				// Which WooCommerce the shop runs: 'double' or 'real'.
				TRESEN_E2E_WC:
					process.env.TRESEN_WC === 'real' ? 'real' : 'double',
				PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
			},
		}
	);
	status = res.status ?? 1;
} finally {
	server.stop();
	await mariadb?.stop();
	if ( ! process.env.TRESEN_KEEP_SITE ) {
		fs.rmSync( dir, { recursive: true, force: true } );
		if ( mariadb ) {
			fs.rmSync( mariadbPaths( mariadbName ).dir, {
				recursive: true,
				force: true,
			} );
		}
	}
}
process.exit( status );

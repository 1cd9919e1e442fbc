#!/usr/bin/env node
/**
 * End-to-end tests: starts a fresh, seeded shop on a free port (with the
 * mu-plugins in tests/e2e/fixtures linked in), runs Playwright against it
 * with Debian's chromium, and stops the shop afterwards.
 *
 *   node bin/e2e.mjs [spec files or Playwright arguments]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureNodeModules } from './lib/prepare.mjs';
import {
	ROOT,
	ensureSystemPackages,
	freePort,
	installSite,
	log,
	prepareSite,
	serveSite,
} from './lib/runtime.mjs';

ensureSystemPackages( { chromium: true } );
ensureNodeModules();
ensureBuild();

const port = await freePort();
const url = `http://127.0.0.1:${ port }`;
// One site per run (runs may overlap), removed afterwards unless TRESEN_KEEP_SITE is set.
const dir = prepareSite( {
	name: `e2e-${ port }`,
	url,
	fresh: true,
	fixtures: true,
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
			...process.argv.slice( 2 ),
		],
		{
			stdio: 'inherit',
			cwd: ROOT,
			env: {
				...process.env,
				TRESEN_E2E_URL: url,
				TRESEN_E2E_SITE: dir,
				PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
			},
		}
	);
	status = res.status ?? 1;
} finally {
	server.stop();
	if ( ! process.env.TRESEN_KEEP_SITE ) {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}
process.exit( status );

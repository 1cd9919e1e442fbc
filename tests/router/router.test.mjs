/**
 * The local server's router (bin/php/router.php, what `npm start` and the
 * e2e shops run): under wp-content/ it serves public assets only. The
 * request log, debug.log, the mail outbox, the database and the site's own
 * files are not served over HTTP; uploads and plugin/theme assets are;
 * folders whose .htaccess denies all (private contact-form uploads,
 * WooCommerce's logs) are refused.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
let dir;
let server;
let base;

/** @type {Record<string, string>} path → content of the fake site. */
const FILES = {
	'index.php': '<?php echo "WordPress: " . $_SERVER["REQUEST_URI"];',
	'wp-login.php': '<?php echo "login";',
	'wp-content/server.log':
		'[Fri Nov 27] 127.0.0.1 [200]: GET /wp-login.php?log=admin',
	'wp-content/debug.log': 'PHP Notice: secret',
	'wp-content/outbox/1764250000-abc.json':
		'{"to":"kunde@example.test","subject":"Passwort zurücksetzen"}',
	'wp-content/tresen-platform.json': '{"core":"7.1.4"}',
	'wp-content/db.php': '<?php echo "db drop-in ran";',
	'wp-content/database/.ht.sqlite': 'SQLite format 3',
	'wp-content/upgrade/temp.zip': 'PK',
	'wp-content/uploads/2026/11/gin.png': 'PNG',
	'wp-content/uploads/2026/11/menu.pdf': '%PDF',
	'wp-content/uploads/2026/11/shell.php': '<?php echo "uploaded script ran";',
	'wp-content/uploads/tresen-contact-form/.htaccess': 'Require all denied\n',
	'wp-content/uploads/tresen-contact-form/abc/ausweis.pdf': '%PDF private',
	'wp-content/uploads/wc-logs/.htaccess': 'deny from all\n',
	'wp-content/uploads/wc-logs/stripe-2026-11-27.log': 'log',
	'wp-content/plugins/tresen-wishlist/build/wishlist.js': 'console.log(1)',
	'wp-content/plugins/tresen-wishlist/build/wishlist.css': 'a{}',
	'wp-content/plugins/tresen-wishlist/readme.txt': 'Stable tag: 1.0',
	'wp-content/plugins/tresen-wishlist/tresen-wishlist.php':
		'<?php echo "plugin php ran";',
	'wp-content/themes/tresen/assets/fonts/inter.woff2': 'wOF2',
	'wp-content/themes/tresen/style.css': 'body{}',
	'wp-content/mu-plugins/tresen-local-site.php':
		'<?php echo "mu-plugin ran";',
	'wp-content/languages/plugins/tresen-wishlist-de_DE.po': 'msgid ""',
};

async function freePort() {
	return new Promise( ( resolve ) => {
		const srv = net.createServer();
		srv.listen( 0, '127.0.0.1', () => {
			const { port } = srv.address();
			srv.close( () => resolve( port ) );
		} );
	} );
}

before( async () => {
	dir = fs.mkdtempSync( path.join( os.tmpdir(), 'tresen-router-' ) );
	for ( const [ file, content ] of Object.entries( FILES ) ) {
		fs.mkdirSync( path.dirname( path.join( dir, file ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( dir, file ), content );
	}
	const port = await freePort();
	base = `http://127.0.0.1:${ port }`;
	server = spawn(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			dir,
			path.join( ROOT, 'bin/php/router.php' ),
		],
		{ stdio: 'ignore' }
	);
	for ( let i = 0; i < 100; i++ ) {
		try {
			await fetch( `${ base }/wp-login.php` );
			return;
		} catch {
			await new Promise( ( r ) => setTimeout( r, 100 ) );
		}
	}
	throw new Error( 'php -S did not start' );
} );

after( () => {
	server?.kill();
	fs.rmSync( dir, { recursive: true, force: true } );
} );

async function get( url ) {
	const res = await fetch( base + url, { redirect: 'manual' } );
	return { status: res.status, body: await res.text() };
}

test( 'the request log, debug.log, the mail outbox and the site files are not served', async () => {
	for ( const url of [
		'/wp-content/server.log',
		'/wp-content/debug.log',
		'/wp-content/outbox/1764250000-abc.json',
		'/wp-content/outbox/',
		'/wp-content/outbox',
		'/wp-content/tresen-platform.json',
		'/wp-content/db.php',
		'/wp-content/database/.ht.sqlite',
		'/wp-content/upgrade/temp.zip',
		'/wp-content/uploads/2026/11/shell.php',
		'/wp-content/plugins/tresen-wishlist/readme.txt',
		'/wp-content/mu-plugins/tresen-local-site.php',
		'/wp-content/languages/plugins/tresen-wishlist-de_DE.po',
		'/wp-content/',
		'/wp-content/%73erver.log',
		'/wp-content/plugins/../server.log',
		'/wp-content/uploads/..%2fserver.log',
	] ) {
		const { status, body } = await get( url );
		assert.ok(
			[ 403, 404 ].includes( status ),
			`${ url } answered ${ status }`
		);
		for ( const secret of [
			'GET /wp-login',
			'Notice',
			'kunde@example.test',
			'ran',
			'core',
			'SQLite',
			'Stable tag',
			'msgid',
		] ) {
			assert.ok(
				! body.includes( secret ),
				`${ url } showed “${ secret }”`
			);
		}
	}
} );

test( 'folders whose .htaccess denies all are refused', async () => {
	for ( const url of [
		'/wp-content/uploads/tresen-contact-form/abc/ausweis.pdf',
		'/wp-content/uploads/wc-logs/stripe-2026-11-27.log',
	] ) {
		assert.ok( [ 403, 404 ].includes( ( await get( url ) ).status ), url );
	}
	assert.equal(
		(
			await get(
				'/wp-content/uploads/tresen-contact-form/abc/ausweis.pdf'
			)
		).status,
		403
	);
} );

test( 'uploads and plugin and theme assets are served', async () => {
	for ( const [ url, body ] of [
		[ '/wp-content/uploads/2026/11/gin.png', 'PNG' ],
		[ '/wp-content/uploads/2026/11/menu.pdf', '%PDF' ],
		[
			'/wp-content/plugins/tresen-wishlist/build/wishlist.js',
			'console.log(1)',
		],
		[ '/wp-content/plugins/tresen-wishlist/build/wishlist.css', 'a{}' ],
		[ '/wp-content/themes/tresen/style.css', 'body{}' ],
		[ '/wp-content/themes/tresen/assets/fonts/inter.woff2', 'wOF2' ],
	] ) {
		const res = await get( url );
		assert.equal( res.status, 200, url );
		assert.equal( res.body, body, url );
	}
	// Everything else still reaches WordPress.
	assert.equal(
		( await get( '/produkt/gin/' ) ).body,
		'WordPress: /produkt/gin/'
	);
	assert.equal(
		( await get( '/wp-content/uploads/2026/11/missing.png' ) ).body,
		'WordPress: /wp-content/uploads/2026/11/missing.png'
	);
} );

test( 'with TRESEN_ROUTER_GZIP=1 (npm start) pages and text assets come gzip-compressed, images as they are', async () => {
	const port = await freePort();
	const gz = `http://127.0.0.1:${ port }`;
	const child = spawn(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			dir,
			path.join( ROOT, 'bin/php/router.php' ),
		],
		{ stdio: 'ignore', env: { ...process.env, TRESEN_ROUTER_GZIP: '1' } }
	);
	try {
		for ( let i = 0; i < 100; i++ ) {
			try {
				await fetch( `${ gz }/wp-login.php` );
				break;
			} catch {
				await new Promise( ( r ) => setTimeout( r, 100 ) );
			}
		}
		const headers = { 'Accept-Encoding': 'gzip' };
		for ( const [ url, body ] of [
			[ '/wp-content/plugins/tresen-wishlist/build/wishlist.css', 'a{}' ],
			[
				'/wp-content/plugins/tresen-wishlist/build/wishlist.js',
				'console.log(1)',
			],
			[ '/produkt/gin/', 'WordPress: /produkt/gin/' ],
		] ) {
			const res = await fetch( gz + url, { headers } );
			assert.equal( res.status, 200, url );
			assert.equal( res.headers.get( 'content-encoding' ), 'gzip', url );
			assert.equal( await res.text(), body, url );
		}
		const css = await fetch(
			`${ gz }/wp-content/plugins/tresen-wishlist/build/wishlist.css`,
			{ headers }
		);
		assert.match( css.headers.get( 'content-type' ), /^text\/css/ );
		const again = await fetch(
			`${ gz }/wp-content/plugins/tresen-wishlist/build/wishlist.css`,
			{
				headers: {
					...headers,
					'If-None-Match': css.headers.get( 'etag' ),
				},
			}
		);
		assert.equal( again.status, 304 );
		const png = await fetch( `${ gz }/wp-content/uploads/2026/11/gin.png`, {
			headers,
		} );
		assert.equal( png.status, 200 );
		assert.equal( png.headers.get( 'content-encoding' ), null );
		assert.equal( await png.text(), 'PNG' );
		// Still refused: what is not public.
		assert.equal(
			( await fetch( `${ gz }/wp-content/debug.log`, { headers } ) )
				.status,
			404
		);
		// The e2e shops' server (no variable) sends files as they are.
		const plain = await fetch(
			`${ base }/wp-content/plugins/tresen-wishlist/build/wishlist.css`,
			{ headers }
		);
		assert.equal( plain.headers.get( 'content-encoding' ), null );
	} finally {
		child.kill();
	}
} );

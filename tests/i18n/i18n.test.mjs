/**
 * The translation pipeline on a tiny fake plugin: PHP and "built" JS
 * strings, the German PO, the MO and the script JSON files WordPress loads.
 *
 *   node --test tests/i18n/
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { processPackage } from '../../bin/lib/i18n/package.mjs';

let tmp;
let pkg;

const PHP = `<?php
/**
 * Plugin Name: Fake Plugin
 * Description: Only for tests.
 * Text Domain: fake-plugin
 */
echo esc_html__( 'Add to wishlist', 'fake-plugin' );
/* translators: %s: product name */
printf( esc_html__( '%s was added.', 'fake-plugin' ), 'x' );
echo _x( 'Post', 'verb', 'fake-plugin' );
echo _n( '%d bottle', '%d bottles', 2, 'fake-plugin' );
echo __( 'Not ours', 'other-domain' );
echo __( "Tab\\there", 'fake-plugin' );
$o->__( 'method, not gettext', 'fake-plugin' );
`;

// What webpack + terser make of __(), _x() and _n() calls.
const MAIN_JS =
	'(()=>{"use strict";var n=window.wp.i18n;const a=(0,n.__)("Add to wishlist","fake-plugin"),' +
	'b=(0,n._x)("Post","verb","fake-plugin"),c=e=>(0,n._n)("%d bottle","%d bottles",e,"fake-plugin"),' +
	'd=(0,n.__)("Only in JS","fake-plugin"),f=(0,n.__)("Foreign","other-domain");console.log(a,b,c,d,f)})();';
const OTHER_JS =
	'(()=>{var n=window.wp.i18n;alert((0,n.__)("Only in JS","fake-plugin"))})();';

function po( entries ) {
	const head = [
		'msgid ""',
		'msgstr ""',
		'"Project-Id-Version: fake-plugin\\n"',
		'"PO-Revision-Date: 2024-05-01 12:00+0200\\n"',
		'"Language: de_DE\\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
		'',
	];
	return head.concat( entries ).join( '\n' ) + '\n';
}

const TRANSLATED = [
	'msgid "Fake Plugin"',
	'msgstr "Falsches Plugin"',
	'',
	'msgid "Only for tests."',
	'msgstr "Nur für Tests."',
	'',
	'msgid "Add to wishlist"',
	'msgstr "Auf die Wunschliste"',
	'',
	'#, php-format',
	'msgid "%s was added."',
	'msgstr "%s wurde hinzugefügt."',
	'',
	'msgctxt "verb"',
	'msgid "Post"',
	'msgstr "Veröffentlichen"',
	'',
	'#, php-format',
	'msgid "%d bottle"',
	'msgid_plural "%d bottles"',
	'msgstr[0] "%d Flasche"',
	'msgstr[1] "%d Flaschen"',
	'',
	'msgid "Only in JS"',
	'msgstr "Nur im Skript"',
	'',
	'msgid "Tab\\there"',
	'msgstr "Tab\\thier"',
];

const langDir = () => path.join( tmp, 'languages' );
const poFile = () => path.join( langDir(), 'fake-plugin-de_DE.po' );
const readJson = ( name ) =>
	JSON.parse( fs.readFileSync( path.join( langDir(), name ), 'utf8' ) );

before( () => {
	tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'tresen-i18n-test-' ) );
	const dir = path.join( tmp, 'fake-plugin' );
	fs.mkdirSync( path.join( dir, 'build' ), { recursive: true } );
	fs.mkdirSync( langDir() );
	fs.writeFileSync( path.join( dir, 'fake-plugin.php' ), PHP );
	fs.writeFileSync( path.join( dir, 'build', 'main.js' ), MAIN_JS );
	fs.writeFileSync( path.join( dir, 'build', 'other.min.js' ), OTHER_JS );
	fs.writeFileSync( poFile(), po( TRANSLATED ) );
	pkg = {
		name: 'fake',
		dir,
		domain: 'fake-plugin',
		langDir: langDir(),
		header: path.join( dir, 'fake-plugin.php' ),
	};
} );

after( () => fs.rmSync( tmp, { recursive: true, force: true } ) );

test( 'a fully translated package passes the check and writes MO and JSON', () => {
	const check = processPackage( pkg, { check: true } );
	assert.deepEqual( check.missing, [] );
	const r = processPackage( pkg );
	assert.deepEqual( r.missing, [] );
	assert.ok(
		fs.existsSync( path.join( langDir(), 'fake-plugin-de_DE.mo' ) )
	);
	// Nothing left to do: a second check finds nothing stale.
	assert.deepEqual( processPackage( pkg, { check: true } ).stale, [] );
} );

test( 'the JSON file is named after the md5 of the script path relative to the plugin', () => {
	// md5( "build/main.js" ), as WordPress's load_script_textdomain() computes it.
	assert.equal( md5( 'build/main.js' ), '1860d6c85cf93751e0a08d732e8147f8' );
	assert.ok(
		fs.existsSync(
			path.join(
				langDir(),
				'fake-plugin-de_DE-1860d6c85cf93751e0a08d732e8147f8.json'
			)
		)
	);
	const files = fs
		.readdirSync( langDir() )
		.filter( ( f ) => f.endsWith( '.json' ) )
		.sort();
	assert.deepEqual(
		files,
		[
			// build/other.min.js is looked up as build/other.js (WordPress strips ".min").
			`fake-plugin-de_DE-${ md5( 'build/other.js' ) }.json`,
			`fake-plugin-de_DE-${ md5( 'build/main.js' ) }.json`,
		].sort()
	);
} );

test( 'the JSON is Jed 1.x with context keys and plural arrays, only for strings the script uses', () => {
	const jed = readJson(
		`fake-plugin-de_DE-${ md5( 'build/main.js' ) }.json`
	);
	assert.equal( jed.domain, 'messages' );
	assert.equal( jed[ 'translation-revision-date' ], '2024-05-01 12:00+0200' );
	const m = jed.locale_data.messages;
	assert.deepEqual( m[ '' ], {
		domain: 'messages',
		lang: 'de_DE',
		'plural-forms': 'nplurals=2; plural=(n != 1);',
	} );
	assert.deepEqual( m[ 'Add to wishlist' ], [ 'Auf die Wunschliste' ] );
	assert.deepEqual( m[ 'verb\u0004Post' ], [ 'Veröffentlichen' ] );
	assert.deepEqual( m[ '%d bottle' ], [ '%d Flasche', '%d Flaschen' ] );
	assert.deepEqual( m[ 'Only in JS' ], [ 'Nur im Skript' ] );
	assert.equal(
		m.Post,
		undefined,
		'no context-less key for a context string'
	);
	assert.equal(
		m[ '%s was added.' ],
		undefined,
		'PHP-only strings stay out of the script JSON'
	);
	assert.equal( m.Foreign, undefined, 'other domains stay out' );

	const other = readJson(
		`fake-plugin-de_DE-${ md5( 'build/other.js' ) }.json`
	).locale_data.messages;
	assert.deepEqual( Object.keys( other ).sort(), [ '', 'Only in JS' ] );
} );

test( 'the MO file carries the PHP strings, context and plurals', () => {
	const res = spawnSync(
		'msgunfmt',
		[ '--no-wrap', path.join( langDir(), 'fake-plugin-de_DE.mo' ) ],
		{ encoding: 'utf8' }
	);
	assert.equal( res.status, 0, res.stderr );
	assert.match(
		res.stdout,
		/msgid "%s was added\."\nmsgstr "%s wurde hinzugefügt\."/
	);
	assert.match(
		res.stdout,
		/msgctxt "verb"\nmsgid "Post"\nmsgstr "Veröffentlichen"/
	);
	assert.match( res.stdout, /msgstr\[1\] "%d Flaschen"/ );
	assert.match( res.stdout, /msgid "Tab\\there"\nmsgstr "Tab\\thier"/ );
	assert.doesNotMatch( res.stdout, /Not ours|method, not gettext/ );
} );

test( 'the PO keeps translator comments and references from PHP and JS', () => {
	const text = fs.readFileSync( poFile(), 'utf8' );
	assert.match(
		text,
		/#\. translators: %s: product name\n#: fake-plugin\.php:9\n#, php-format\nmsgid "%s was added\."/
	);
	assert.match(
		text,
		/#: fake-plugin\.php:7 build\/main\.js:1\nmsgid "Add to wishlist"/
	);
	assert.match(
		text,
		/#\. Plugin Name of the plugin\n#: fake-plugin\.php:3\nmsgid "Fake Plugin"/
	);
} );

test( 'a new string fails the check until it is translated; a removed one keeps its translation', () => {
	const main = path.join( pkg.dir, 'build', 'main.js' );
	fs.writeFileSync( main, MAIN_JS.replace( '"Only in JS"', '"Brand new"' ) );
	fs.rmSync( path.join( pkg.dir, 'build', 'other.min.js' ) );
	const check = processPackage( pkg, { check: true } );
	assert.deepEqual( check.missing, [
		'untranslated: "Brand new" (build/main.js:1)',
	] );
	assert.ok( check.stale.length > 0, 'the committed files are out of date' );

	processPackage( pkg );
	const text = fs.readFileSync( poFile(), 'utf8' );
	assert.match(
		text,
		/#~ msgid "Only in JS"\n#~ msgstr "Nur im Skript"/,
		'kept as obsolete'
	);
	assert.equal(
		fs.readdirSync( langDir() ).filter( ( f ) => f.endsWith( '.json' ) )
			.length,
		1,
		'JSON of the removed script is gone'
	);

	// The string comes back: its translation is back without retyping.
	fs.writeFileSync( main, MAIN_JS );
	const back = processPackage( pkg );
	assert.deepEqual( back.missing, [], 'nothing to translate again' );
	assert.deepEqual(
		readJson( `fake-plugin-de_DE-${ md5( 'build/main.js' ) }.json` )
			.locale_data.messages[ 'Only in JS' ],
		[ 'Nur im Skript' ]
	);
} );

test( 'fuzzy translations count as missing', () => {
	fs.writeFileSync(
		poFile(),
		po(
			TRANSLATED.map( ( l ) =>
				l === 'msgid "Only in JS"' ? '#, fuzzy\nmsgid "Only in JS"' : l
			)
		)
	);
	const check = processPackage( pkg, { check: true } );
	assert.deepEqual( check.missing, [
		'fuzzy: "Only in JS" (build/main.js:1)',
	] );
} );

function md5( s ) {
	return spawnSync( 'md5sum', { input: s, encoding: 'utf8' } ).stdout.slice(
		0,
		32
	);
}

/**
 * Reading PO files and writing POT files (just what the pipeline needs).
 */

/**
 * Key of an entry in Jed and in our maps: "context\u0004msgid" or "msgid".
 * @param msgctxt
 * @param msgid
 */
export function entryKey( msgctxt, msgid ) {
	return msgctxt ? `${ msgctxt }\u0004${ msgid }` : msgid;
}

function unquote( line ) {
	const m = line.match( /^"(.*)"\s*$/ );
	if ( ! m ) {
		throw new Error( `not a PO string: ${ line }` );
	}
	return m[ 1 ].replace(
		/\\(["\\ntr])/g,
		( _, c ) => ( { n: '\n', t: '\t', r: '\r' } )[ c ] ?? c
	);
}

/**
 * Parses a PO file. Obsolete entries (#~) are left out.
 *
 * @param {string} text PO file content.
 * @return {{ header: Record<string,string>, entries: Array<{msgctxt: string|null, msgid: string, msgid_plural: string|null, msgstr: string[], fuzzy: boolean, references: string[]}> }} Header fields and entries.
 */
export function parsePo( text ) {
	const entries = [];
	let cur = null;
	let field = null;
	const flush = () => {
		if ( cur && cur.msgid !== null ) {
			entries.push( cur );
		}
		cur = null;
		field = null;
	};
	const start = () => {
		if ( ! cur ) {
			cur = {
				msgctxt: null,
				msgid: null,
				msgid_plural: null,
				msgstr: [],
				fuzzy: false,
				references: [],
			};
		}
	};
	for ( const raw of text.split( /\r?\n/ ) ) {
		const line = raw.trim();
		if ( line === '' ) {
			flush();
			continue;
		}
		if ( line.startsWith( '#~' ) ) {
			continue;
		}
		if ( line.startsWith( '#' ) ) {
			if ( cur && cur.msgid !== null && field !== null ) {
				flush();
			}
			start();
			if ( line.startsWith( '#,' ) && /\bfuzzy\b/.test( line ) ) {
				cur.fuzzy = true;
			} else if ( line.startsWith( '#:' ) ) {
				cur.references.push( ...line.slice( 2 ).trim().split( /\s+/ ) );
			}
			continue;
		}
		const m = line.match(
			/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/
		);
		if ( m ) {
			if (
				m[ 1 ] === 'msgctxt' ||
				( m[ 1 ] === 'msgid' &&
					cur &&
					cur.msgid !== null &&
					field !== 'msgctxt' )
			) {
				if ( cur && cur.msgid !== null ) {
					flush();
				}
			}
			start();
			const value = unquote( m[ 3 ] );
			if ( m[ 1 ].startsWith( 'msgstr' ) ) {
				const idx = m[ 2 ] === undefined ? 0 : Number( m[ 2 ] );
				cur.msgstr[ idx ] = value;
				field = `msgstr:${ idx }`;
			} else {
				cur[ m[ 1 ] ] = value;
				field = m[ 1 ];
			}
			continue;
		}
		if ( line.startsWith( '"' ) && cur && field ) {
			const value = unquote( line );
			if ( field.startsWith( 'msgstr:' ) ) {
				cur.msgstr[ Number( field.slice( 7 ) ) ] += value;
			} else {
				cur[ field ] += value;
			}
		}
	}
	flush();
	const headerEntry = entries.find( ( e ) => e.msgid === '' && ! e.msgctxt );
	const header = {};
	if ( headerEntry ) {
		for ( const l of ( headerEntry.msgstr[ 0 ] || '' ).split( '\n' ) ) {
			const i = l.indexOf( ':' );
			if ( i > 0 ) {
				header[ l.slice( 0, i ).trim() ] = l.slice( i + 1 ).trim();
			}
		}
	}
	return { header, entries: entries.filter( ( e ) => e !== headerEntry ) };
}

/**
 * Whether an entry has a usable translation (all plural forms filled, not fuzzy).
 * @param entry
 * @param nplurals
 */
export function isTranslated( entry, nplurals = 2 ) {
	if ( entry.fuzzy ) {
		return false;
	}
	const forms = entry.msgid_plural ? nplurals : 1;
	for ( let i = 0; i < forms; i++ ) {
		if ( ! entry.msgstr[ i ] ) {
			return false;
		}
	}
	return true;
}

function quote( s ) {
	return `"${ s.replace( /\\/g, '\\\\' ).replace( /"/g, '\\"' ).replace( /\t/g, '\\t' ).replace( /\r/g, '\\r' ).replace( /\n/g, '\\n' ) }"`;
}

function poField( name, value ) {
	if (
		! value.includes( '\n' ) ||
		value.indexOf( '\n' ) === value.length - 1
	) {
		return `${ name } ${ quote( value ) }`;
	}
	const parts = value.split( /(?<=\n)/ );
	return [ `${ name } ""`, ...parts.map( quote ) ].join( '\n' );
}

const PRINTF = /%(?:\d+\$)?[-+ 0'#]*\d*(?:\.\d+)?[bcdeEfFgGosuxX]/;

/**
 * Serialises extracted strings as a POT file. Entries with the same context
 * and msgid are merged (references and comments joined).
 *
 * @param {string}                                                                                                                                          domain
 * @param {Array<{msgid: string, msgctxt?: string|null, msgid_plural?: string|null, file: string, line: number, comment?: string|null, lang?: 'php'|'js'}>} strings
 */
export function writePot( domain, strings ) {
	const merged = new Map();
	for ( const s of strings ) {
		const key = entryKey( s.msgctxt, s.msgid );
		let e = merged.get( key );
		if ( ! e ) {
			e = { ...s, refs: [], comments: new Set(), langs: new Set() };
			merged.set( key, e );
		}
		if ( ! e.msgid_plural && s.msgid_plural ) {
			e.msgid_plural = s.msgid_plural;
		}
		e.refs.push( `${ s.file }:${ s.line }` );
		if ( s.comment ) {
			e.comments.add( s.comment );
		}
		e.langs.add( s.lang || 'php' );
	}
	const out = [
		`# Strings of ${ domain }, extracted by bin/i18n.mjs.`,
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: ${ domain }\\n"`,
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		`"X-Domain: ${ domain }\\n"`,
		'',
	];
	for ( const e of merged.values() ) {
		for ( const c of e.comments ) {
			out.push( `#. ${ c }` );
		}
		out.push( `#: ${ [ ...new Set( e.refs ) ].join( ' ' ) }` );
		const formats = [];
		if (
			PRINTF.test( e.msgid ) ||
			( e.msgid_plural && PRINTF.test( e.msgid_plural ) )
		) {
			formats.push(
				e.langs.has( 'php' ) ? 'php-format' : 'javascript-format'
			);
		}
		if ( formats.length ) {
			out.push( `#, ${ formats.join( ', ' ) }` );
		}
		if ( e.msgctxt ) {
			out.push( poField( 'msgctxt', e.msgctxt ) );
		}
		out.push( poField( 'msgid', e.msgid ) );
		if ( e.msgid_plural ) {
			out.push( poField( 'msgid_plural', e.msgid_plural ) );
			out.push( 'msgstr[0] ""', 'msgstr[1] ""' );
		} else {
			out.push( 'msgstr ""' );
		}
		out.push( '' );
	}
	return out.join( '\n' );
}

/**
 * A new German PO file header.
 *
 * @param {string} domain
 * @param {Date}   now
 */
export function newPo( domain, now = new Date() ) {
	const date = now.toISOString().slice( 0, 16 ).replace( 'T', ' ' ) + '+0000';
	return [
		`# German (informal, "du") translation of ${ domain }.`,
		'# This file is distributed under the same license as the Tresen package (GPL-2.0-or-later).',
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: ${ domain }\\n"`,
		'"Report-Msgid-Bugs-To: \\n"',
		`"PO-Revision-Date: ${ date }\\n"`,
		'"Last-Translator: Tresen\\n"',
		'"Language-Team: German\\n"',
		'"Language: de_DE\\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
		`"X-Domain: ${ domain }\\n"`,
		'',
	].join( '\n' );
}

/**
 * Extracts the i18n calls of WordPress scripts from built (minified)
 * JavaScript with the Babel parser: `__("Text","domain")`, `(0,n.__)("Text","domain")`,
 * `n.__(...)`, `wp.i18n.__(...)`, plus _x, _n and _nx.
 */
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );

/** Argument roles per function (s singular, p plural, n number, c context, d domain). */
const KEYWORDS = { __: 'sd', _x: 'scd', _n: 'spnd', _nx: 'spncd' };

function calleeName( callee ) {
	let c = callee;
	if ( c.type === 'SequenceExpression' ) {
		c = c.expressions[ c.expressions.length - 1 ];
	}
	if ( c.type === 'Identifier' ) {
		return c.name;
	}
	if (
		( c.type === 'MemberExpression' ||
			c.type === 'OptionalMemberExpression' ) &&
		! c.computed &&
		c.property.type === 'Identifier'
	) {
		return c.property.name;
	}
	if (
		c.type === 'MemberExpression' &&
		c.computed &&
		c.property.type === 'StringLiteral'
	) {
		return c.property.value;
	}
	return null;
}

function literal( node ) {
	if ( ! node ) {
		return null;
	}
	if ( node.type === 'StringLiteral' ) {
		return node.value;
	}
	if ( node.type === 'TemplateLiteral' && node.expressions.length === 0 ) {
		return node.quasis[ 0 ].value.cooked;
	}
	if ( node.type === 'BinaryExpression' && node.operator === '+' ) {
		const l = literal( node.left );
		const r = literal( node.right );
		return l !== null && r !== null ? l + r : null;
	}
	return null;
}

function walk( node, visit ) {
	if ( ! node || typeof node.type !== 'string' ) {
		return;
	}
	visit( node );
	for ( const key of Object.keys( node ) ) {
		if (
			key === 'loc' ||
			key === 'leadingComments' ||
			key === 'trailingComments' ||
			key === 'innerComments'
		) {
			continue;
		}
		const child = node[ key ];
		if ( Array.isArray( child ) ) {
			for ( const c of child ) {
				walk( c, visit );
			}
		} else if ( child && typeof child.type === 'string' ) {
			walk( child, visit );
		}
	}
}

/**
 * @param {string} code   JavaScript source.
 * @param {string} file   Name to record (relative to the package).
 * @param {string} domain Only calls with this domain.
 * @return {Array<{msgid: string, msgctxt: string|null, msgid_plural: string|null, file: string, line: number, comment: string|null, lang: 'js'}>} The calls, in source order.
 */
export function extractJs( code, file, domain ) {
	// Comes with @wordpress/scripts; no extra dependency.
	// eslint-disable-next-line import/no-extraneous-dependencies
	const { parse } = require( '@babel/parser' );
	const ast = parse( code, {
		sourceType: 'unambiguous',
		errorRecovery: true,
		plugins: [ 'jsx' ],
	} );
	const calls = [];
	walk( ast.program, ( node ) => {
		if (
			node.type !== 'CallExpression' &&
			node.type !== 'OptionalCallExpression'
		) {
			return;
		}
		const name = calleeName( node.callee );
		const layout =
			name && Object.hasOwn( KEYWORDS, name ) ? KEYWORDS[ name ] : null;
		if ( ! layout ) {
			return;
		}
		const e = {
			msgid: null,
			msgctxt: null,
			msgid_plural: null,
			domain: null,
		};
		let ok = true;
		[ ...layout ].forEach( ( role, i ) => {
			if ( role === 'n' ) {
				return;
			}
			const v = literal( node.arguments[ i ] );
			const k = {
				s: 'msgid',
				p: 'msgid_plural',
				c: 'msgctxt',
				d: 'domain',
			}[ role ];
			if ( v === null && role !== 'd' ) {
				ok = false;
			}
			e[ k ] = v;
		} );
		// "*" lists the calls of every domain (the text-domain check uses it).
		if ( ( domain !== '*' && e.domain !== domain ) || ! ok || ! e.msgid ) {
			return;
		}
		calls.push( {
			...e,
			start: node.start,
			file,
			line: node.loc.start.line,
			comment: null,
			lang: 'js',
		} );
	} );
	calls.sort( ( a, b ) => a.start - b.start );
	// A translators comment belongs to the first call after it.
	for ( const c of ast.comments || [] ) {
		const m = c.value.match( /translators:.*/is );
		if ( ! m ) {
			continue;
		}
		const next = calls.find( ( call ) => call.start >= c.end );
		if ( next && ! next.comment ) {
			next.comment = m[ 0 ]
				.replace( /\s*\*\s*/g, ' ' )
				.replace( /\s+/g, ' ' )
				.trim();
		}
	}
	// The domain is dropped (the caller asked for one), except in "*" mode.
	return calls.map( ( { start, domain: callDomain, ...rest } ) =>
		domain === '*' ? { ...rest, domain: callDomain } : rest
	);
}

/**
 * Reads a gettext .po file into @wordpress/i18n locale data, so Jest tests
 * see the same German texts the shop ships (and fail when one is missing).
 */
import { readFileSync } from 'fs';
import path from 'path';

type LocaleData = Record< string, string[] | Record< string, string > >;

function unquote( line: string ): string {
	return JSON.parse( line.trim().replace( /^msg\w+(\[\d+\])?\s+/, '' ) );
}

/**
 * @param file   Path relative to the repository root, e.g. "languages/themes/tresen-de_DE.po".
 * @param domain Text domain.
 */
export function localeDataFromPo( file: string, domain: string ): LocaleData {
	const text = readFileSync(
		path.join( __dirname, '..', '..', file ),
		'utf8'
	);
	const data: LocaleData = { '': { domain, lang: 'de_DE' } };
	for ( const block of text.split( /\n\s*\n/ ) ) {
		const lines = block
			.split( '\n' )
			.filter( ( l ) => l.trim() && ! l.startsWith( '#' ) );
		const fields: Record< string, string > = {};
		let current = '';
		for ( const line of lines ) {
			const m = line.match(
				/^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s/
			);
			if ( m ) {
				current = m[ 1 ];
				fields[ current ] = unquote( line );
			} else if ( current && line.trim().startsWith( '"' ) ) {
				fields[ current ] += JSON.parse( line.trim() );
			}
		}
		if ( ! fields.msgid ) {
			continue;
		}
		const key = fields.msgctxt
			? `${ fields.msgctxt }\u0004${ fields.msgid }`
			: fields.msgid;
		const forms = fields.msgid_plural
			? Object.keys( fields )
					.filter( ( k ) => k.startsWith( 'msgstr[' ) )
					.sort()
					.map( ( k ) => fields[ k ] )
			: [ fields.msgstr ?? '' ];
		if ( forms.every( Boolean ) ) {
			data[ key ] = forms;
		}
	}
	return data;
}

/**
 * Where a page view came from: campaign (utm), search engine, another
 * site, or typed in / bookmarked. Pure functions; no storage, no DOM.
 */

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

export interface Source {
	type: SourceType;
	source: string;
	medium: string;
	campaign: string;
	content: string;
	id: string;
	term: string;
	platform: string;
	creativeFormat: string;
	marketingTactic: string;
	/** Referrer of the page view that started this attribution. */
	referrer: string;
}

/** Written for values that do not apply, as WooCommerce does. */
export const NONE = '(none)';

const UTM_KEYS = {
	source: 'utm_source',
	medium: 'utm_medium',
	campaign: 'utm_campaign',
	content: 'utm_content',
	id: 'utm_id',
	term: 'utm_term',
	platform: 'utm_source_platform',
	creativeFormat: 'utm_creative_format',
	marketingTactic: 'utm_marketing_tactic',
} as const;

/** Search engines by a part of their host name; the value is the source name. */
const SEARCH_ENGINES: ReadonlyArray< [ RegExp, string ] > = [
	[ /(^|\.)google\.[a-z.]+$/, 'google' ],
	[ /(^|\.)bing\.com$/, 'bing' ],
	[ /(^|\.)search\.yahoo\.[a-z.]+$/, 'yahoo' ],
	[ /(^|\.)duckduckgo\.com$/, 'duckduckgo' ],
	[ /(^|\.)ecosia\.org$/, 'ecosia' ],
	[ /(^|\.)qwant\.com$/, 'qwant' ],
	[ /(^|\.)startpage\.com$/, 'startpage' ],
	[ /(^|\.)yandex\.[a-z.]+$/, 'yandex' ],
	[ /(^|\.)baidu\.com$/, 'baidu' ],
	[ /(^|\.)search\.brave\.com$/, 'brave' ],
];

function parseUrl( value: string ): URL | null {
	try {
		return new URL( value );
	} catch {
		return null;
	}
}

function bareHost( host: string ): string {
	return host.toLowerCase().replace( /^www\./, '' );
}

function blank(
	type: SourceType,
	source: string,
	medium: string,
	referrer: string
): Source {
	return {
		type,
		source,
		medium,
		campaign: NONE,
		content: NONE,
		id: NONE,
		term: NONE,
		platform: NONE,
		creativeFormat: NONE,
		marketingTactic: NONE,
		referrer: referrer || NONE,
	};
}

/**
 * Classifies one page view.
 *
 * - Any `utm_*` parameter (or a Google Ads `gclid`) makes it a campaign
 *   visit ("utm"); missing utm values become "(none)".
 * - Otherwise a referrer from a known search engine is "organic", from any
 *   other site "referral" (source = the referring host without "www.").
 * - No referrer, or a referrer on the shop's own host, is "typein" with
 *   source "(direct)".
 *
 * @param pageUrl  URL of the page view (location.href).
 * @param referrer document.referrer.
 */
export function classify( pageUrl: string, referrer: string ): Source {
	const page = parseUrl( pageUrl );
	const ref = referrer ? parseUrl( referrer ) : null;
	// Only a web address is a referrer (a javascript: or data: one would end up as a link in wp-admin).
	const refText = ref && /^https?:$/.test( ref.protocol ) ? ref.href : '';
	const params = page ? page.searchParams : new URLSearchParams();

	const hasUtm = Object.values( UTM_KEYS ).some(
		( key ) => ( params.get( key ) ?? '' ).trim() !== ''
	);
	if ( hasUtm ) {
		const out = blank( 'utm', NONE, NONE, refText );
		for ( const [ field, key ] of Object.entries( UTM_KEYS ) ) {
			const value = ( params.get( key ) ?? '' ).trim();
			out[ field as keyof typeof UTM_KEYS ] = value || NONE;
		}
		return out;
	}
	if ( ( params.get( 'gclid' ) ?? '' ) !== '' ) {
		return blank( 'utm', 'google', 'cpc', refText );
	}

	const ownHost = page ? bareHost( page.hostname ) : '';
	if (
		! ref ||
		! /^https?:$/.test( ref.protocol ) ||
		bareHost( ref.hostname ) === ownHost
	) {
		return blank( 'typein', '(direct)', NONE, refText );
	}
	const refHost = bareHost( ref.hostname );
	for ( const [ pattern, name ] of SEARCH_ENGINES ) {
		if ( pattern.test( refHost ) ) {
			return blank( 'organic', name, 'organic', refText );
		}
	}
	return blank( 'referral', refHost, 'referral', refText );
}

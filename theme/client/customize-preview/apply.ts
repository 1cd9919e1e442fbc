/**
 * What each owner setting changes on the page (mirrors Owner\Settings::css(),
 * body_classes() and header_classes()).
 */

export interface PreviewSetting {
	bind: ( callback: ( value: unknown ) => void ) => void;
}

export type PreviewApi = (
	id: string,
	callback: ( setting: PreviewSetting ) => void
) => void;

const PROPERTIES: Record< string, [ string, string ] > = {
	tresen_logo_height: [ '--tresen-logo-h', 'px' ],
	tresen_footer_columns: [ '--tresen-footer-cols', '' ],
	tresen_shop_columns_phone: [ '--tresen-cols-s', '' ],
	tresen_shop_columns_tab: [ '--tresen-cols-m', '' ],
	tresen_shop_columns_desk: [ '--tresen-cols-l', '' ],
	tresen_accent_color: [ '--tresen-accent', '' ],
};

const CARD_STYLES = [ 'plain', 'boxed', 'centered' ];

/**
 * Applies one setting's new value to the page.
 *
 * @param doc   Document of the preview.
 * @param id    Setting id.
 * @param value New value.
 */
export function applySetting(
	doc: Document,
	id: string,
	value: unknown
): void {
	const text = String( value );
	if ( PROPERTIES[ id ] ) {
		const [ property, unit ] = PROPERTIES[ id ];
		if ( /^(#[0-9a-f]{3,6}|\d+)$/i.test( text ) ) {
			doc.documentElement.style.setProperty( property, text + unit );
		}
		return;
	}
	const header = doc.getElementById( 'masthead' );
	if ( id === 'tresen_header_layout' ) {
		header?.classList.toggle( 'site-header--center', text === 'center' );
	} else if ( id === 'tresen_header_sticky' ) {
		header?.classList.toggle(
			'site-header--static',
			! ( value === true || text === '1' )
		);
	} else if ( id === 'tresen_card_style' && CARD_STYLES.includes( text ) ) {
		CARD_STYLES.forEach( ( style ) =>
			doc.body.classList.toggle(
				`tresen-cards-${ style }`,
				style === text
			)
		);
	}
}

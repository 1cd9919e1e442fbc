/**
 * Live preview of the owner's settings (Customizer, "Tresen-Design"): loaded
 * only inside the Customizer's preview frame. Each setting changes the same
 * CSS custom property or class the server prints (Owner\Settings), so the
 * preview shows what the saved page will show.
 */
import { applySetting, type PreviewApi } from './apply';

declare global {
	interface Window {
		wp?: { customize?: PreviewApi };
	}
}

const api = window.wp?.customize;
if ( api ) {
	[
		'tresen_logo_height',
		'tresen_header_layout',
		'tresen_header_sticky',
		'tresen_footer_columns',
		'tresen_shop_columns_phone',
		'tresen_shop_columns_tab',
		'tresen_shop_columns_desk',
		'tresen_card_style',
		'tresen_accent_color',
	].forEach( ( id ) =>
		api( id, ( setting ) =>
			setting.bind( ( value ) => applySetting( document, id, value ) )
		)
	);
}

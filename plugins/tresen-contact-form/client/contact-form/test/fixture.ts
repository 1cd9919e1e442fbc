/**
 * Markup as src/Renderer.php prints it, for the UI tests.
 */
/**
 * WordPress dependencies
 */
import { setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { localeDataFromPo } from '@tresen/tests/po';
import type { ContactFormSettings } from '../settings.d';
import { fallbackMessages } from '../settings';

// The plugin's shipped German translations, as WordPress hands them to the script.
setLocaleData(
	localeDataFromPo(
		'languages/plugins/tresen-contact-form-de_DE.po',
		'tresen-contact-form'
	),
	'tresen-contact-form'
);

export const settings: ContactFormSettings = {
	api: { root: 'https://shop.test/wp-json/', namespace: 'contact-form-7/v1' },
	messages: fallbackMessages(),
};

export const FORM_HTML = `
<div class="wpcf7 no-js" id="wpcf7-f7-p3-o1" lang="de-DE" dir="ltr" data-wpcf7-id="7">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
<form action="/kontakt/#wpcf7-f7-p3-o1" method="post" class="wpcf7-form init" aria-label="Kontaktformular" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="7" /><input type="hidden" name="_wpcf7_version" value="6.0.6" /><input type="hidden" name="_wpcf7_locale" value="de_DE" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f7-p3-o1" /><input type="hidden" name="_wpcf7_container_post" value="3" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" /><input type="hidden" name="_tresen_fill_ms" value="" /></fieldset>
<p><label>Dein Name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span></label></p>
<p><label>Deine E-Mail-Adresse<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email" /></span></label></p>
<p><label>Webseite<br /><span class="wpcf7-form-control-wrap" data-name="website"><input size="40" class="wpcf7-form-control wpcf7-url wpcf7-validates-as-url" aria-invalid="false" value="" type="url" name="website" /></span></label></p>
<p><span class="wpcf7-form-control-wrap" data-name="sorte"><span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox" role="group" aria-invalid="false"><span class="wpcf7-list-item first"><label><input type="checkbox" name="sorte" value="Bier" /><span class="wpcf7-list-item-label">Bier</span></label></span><span class="wpcf7-list-item"><label><input type="checkbox" name="sorte" value="Wein" /><span class="wpcf7-list-item-label">Wein</span></label></span><span class="wpcf7-list-item last"><label><input type="checkbox" name="sorte" value="Anderes" /><span class="wpcf7-list-item-label">Anderes</span></label> <input type="text" name="_wpcf7_free_text_sorte" class="wpcf7-free-text" aria-label="Anderes" /></span></span></span></p>
<p><label>Deine Nachricht<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" maxlength="10" minlength="3" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span></label><span class="wpcf7-character-count down" data-target-name="your-message" data-starting-value="10" data-current-value="10" data-maximum-value="10" data-minimum-value="3" aria-hidden="true">10</span></p>
<p><span class="wpcf7-form-control-wrap" data-name="privacy-consent"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="privacy-consent" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">Ich stimme zu.</span></label></span></span></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="no-ads"><span class="wpcf7-form-control wpcf7-acceptance invert"><span class="wpcf7-list-item"><label><input type="checkbox" name="no-ads" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">Keine Werbung? (umgekehrt)</span></label></span></span></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="maybe"><span class="wpcf7-form-control wpcf7-acceptance optional"><span class="wpcf7-list-item"><label><input type="checkbox" name="maybe" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">Optional</span></label></span></span></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Senden" /></p>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form></div>`;

export const SCHEMA = {
	version: 'Contact Form 7 SWV Schema 2024-10',
	locale: 'de-DE',
	rules: [
		{
			rule: 'required',
			field: 'your-name',
			error: 'Bitte fülle dieses Feld aus.',
		},
		{
			rule: 'required',
			field: 'your-email',
			error: 'Bitte fülle dieses Feld aus.',
		},
		{
			rule: 'email',
			field: 'your-email',
			error: 'Bitte gib eine gültige E-Mail-Adresse ein.',
		},
		{
			rule: 'url',
			field: 'website',
			error: 'Bitte gib eine gültige Webadresse (URL) ein.',
		},
	],
};

/**
 * A fetch Response stand-in.
 *
 * @param body   JSON value, or raw text.
 * @param status HTTP status.
 */
export function reply( body: unknown, status = 200 ): Response {
	const text = typeof body === 'string' ? body : JSON.stringify( body );
	return {
		ok: status >= 200 && status < 300,
		status,
		json: async () => JSON.parse( text ),
		text: async () => text,
	} as unknown as Response;
}

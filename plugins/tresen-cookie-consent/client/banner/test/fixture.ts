/**
 * The markup Tresen\CookieConsent\Banner::render() prints (German, defaults).
 */
export const BANNER_HTML = `
<a href="#" class="tresen-manage-consent" id="footer-link">Cookie-Einstellungen</a>
<a href="/impressum/" id="other-link">Impressum</a>
<section class="tresen-cc-banner" id="tresen-cc-banner" data-tresen-cc="banner" role="dialog" aria-modal="false" aria-labelledby="tresen-cc-title" aria-describedby="tresen-cc-text" tabindex="-1" hidden>
	<h2 class="tresen-cc-title" id="tresen-cc-title">Deine Einwilligung zu Cookies</h2>
	<p class="tresen-cc-text" id="tresen-cc-text">Wir verwenden Cookies<span data-tresen-cc="ellipsis">&hellip;</span><span class="tresen-cc-more-text" id="tresen-cc-more-text" data-tresen-cc="more-text" tabindex="-1" hidden> und ähnliche Technologien.</span> <button type="button" class="tresen-cc-link-button" data-tresen-cc-action="more" aria-controls="tresen-cc-more-text" aria-expanded="false">Mehr lesen</button></p>
	<p class="tresen-cc-privacy"><a href="/datenschutz/">Datenschutzerklärung</a></p>
	<div class="tresen-cc-actions">
		<button type="button" class="tresen-cc-button" data-tresen-cc-action="accept">Alle akzeptieren</button>
		<button type="button" class="tresen-cc-button" data-tresen-cc-action="reject">Ablehnen</button>
		<button type="button" class="tresen-cc-button" data-tresen-cc-action="settings" aria-haspopup="dialog" aria-controls="tresen-cc-dialog">Einstellungen</button>
	</div>
</section>
<div class="tresen-cc-modal" data-tresen-cc="modal" hidden>
	<div class="tresen-cc-dialog" id="tresen-cc-dialog" role="dialog" aria-modal="true" aria-labelledby="tresen-cc-dialog-title" aria-describedby="tresen-cc-dialog-intro" tabindex="-1">
		<h2 class="tresen-cc-title" id="tresen-cc-dialog-title">Cookie-Einstellungen</h2>
		<p id="tresen-cc-dialog-intro">Wähle, welche Cookies du erlaubst. Du kannst deine Auswahl jederzeit unter „Cookie-Einstellungen“ unten auf jeder Seite ändern. <a href="/datenschutz/" id="dialog-privacy-link">Datenschutzerklärung</a></p>
		<ul class="tresen-cc-categories">
			<li><input type="checkbox" role="switch" id="tresen-cc-cat-necessary" data-tresen-cc-category="necessary" checked disabled><label for="tresen-cc-cat-necessary">Notwendig</label></li>
			<li><input type="checkbox" role="switch" id="tresen-cc-cat-functional" data-tresen-cc-category="functional"><label for="tresen-cc-cat-functional">Funktional</label></li>
			<li><input type="checkbox" role="switch" id="tresen-cc-cat-analytics" data-tresen-cc-category="analytics"><label for="tresen-cc-cat-analytics">Analyse</label></li>
			<li><input type="checkbox" role="switch" id="tresen-cc-cat-marketing" data-tresen-cc-category="marketing"><label for="tresen-cc-cat-marketing">Marketing</label></li>
		</ul>
		<div class="tresen-cc-actions">
			<button type="button" class="tresen-cc-button" data-tresen-cc-action="save">Auswahl speichern</button>
			<button type="button" class="tresen-cc-button" data-tresen-cc-action="accept">Alle akzeptieren</button>
			<button type="button" class="tresen-cc-button" data-tresen-cc-action="reject">Alle ablehnen</button>
		</div>
		<button type="button" class="tresen-cc-close" data-tresen-cc-action="close" aria-label="Cookie-Einstellungen schließen, ohne zu speichern"><span aria-hidden="true">×</span></button>
	</div>
</div>`;

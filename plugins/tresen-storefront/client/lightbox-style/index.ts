/**
 * PhotoSwipe's stylesheet as a file of its own (`build/lightbox-style.css`;
 * the script this entry also yields is never enqueued). The product page's
 * lightbox chunk adds it with a `<link>` on the first open (the address comes
 * in `window.tresenProduct.lightboxCss`), so no page carries a stylesheet
 * loader in the plugin's shared webpack runtime.
 */
import 'photoswipe/style.css';

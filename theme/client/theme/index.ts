/**
 * The theme's base stylesheet (built to build/theme.css). The theme
 * enqueues only the CSS of this entry; no script is needed.
 */
import '../style/main.scss';

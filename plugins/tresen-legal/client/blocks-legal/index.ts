/**
 * German law on WooCommerce's Cart and Checkout blocks (loaded only there,
 * as a block integration: `Tresen\Legal\Blocks\Integration`).
 */
import { registerLegalFilters } from './filters';
import { watchFields } from './fields';
import { legalSettings } from './settings';

const settings = legalSettings();
registerLegalFilters( settings );
watchFields( settings );

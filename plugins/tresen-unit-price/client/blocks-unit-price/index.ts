/**
 * Unit prices on WooCommerce's Cart and Checkout blocks (loaded only there,
 * as a block integration: `Tresen\UnitPrice\Blocks\Integration`).
 */
import { registerUnitPriceFilters } from './filters';

registerUnitPriceFilters();

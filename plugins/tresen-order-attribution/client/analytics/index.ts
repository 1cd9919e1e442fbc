/**
 * Consent-gated analytics events (see analytics.ts).
 */
import { whenReady } from '@tresen/common/ready';
import { startAnalytics } from './analytics';

whenReady( () => void startAnalytics() );

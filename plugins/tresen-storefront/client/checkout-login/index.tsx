/**
 * Entry of the login-required dialog (see login-required.tsx).
 */
import { start } from './login-required';
import { whenReady } from '@tresen/common/ready';

whenReady( () => start() );

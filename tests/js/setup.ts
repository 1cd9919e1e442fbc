/**
 * Jest setup shared by every package.
 */
import '@testing-library/jest-dom';

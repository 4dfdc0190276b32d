// Version 2 moved each character to a storage key of its own (src/persistence/layout.ts); the shape
// of the state did not change, so the state passes through unchanged. Pure and idempotent.
import type { Migration } from './index';

const m002: Migration = {
  to: 2,
  name: '002-layout-per-character',
  migrate: (state) => state,
};
export default m002;

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The app loads the homebrew check lazily before any code meets a homebrew spell (homebrew-gate.ts);
// tests build stores and persistence directly, so it is registered up front here.
// homebrew-gate.test.ts checks the lazy path itself on fresh module instances.
import './data/homebrew-check';

// The app installs the store's lazy actions before a lazy screen renders (App.tsx); component and
// store tests use them directly, so every store here is complete. lazy-install.test.ts checks the
// guarded start on fresh module instances.
import { provideLazySlices } from './store/app-store';
import { lazySlices } from './store/lazy-slices';

provideLazySlices(lazySlices);

afterEach(() => cleanup());

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The app loads the homebrew check lazily before any code meets a homebrew spell (homebrew-gate.ts);
// tests build stores and persistence directly, so it is registered up front here.
// homebrew-gate.test.ts checks the lazy path itself on fresh module instances.
import './data/homebrew-check';

afterEach(() => cleanup());

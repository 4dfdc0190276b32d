import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout: its scrollTo only reports "not implemented"
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Test helper: downloads the app starts (a blob URL clicked on an <a download>) are recorded instead
// of leaving jsdom. Call in beforeEach; vi.restoreAllMocks() in afterEach undoes the click spy.
import { vi } from 'vitest';

export interface Download { name: string; blob: Blob }

export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => ((last = b), 'blob:test'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: last! });
  });
  return downloads;
}

// Types of test-helpers.mjs for the app's tests that run a real sync server.
import type * as Y from 'yjs';
import type { HocuspocusProvider } from '@hocuspocus/provider';
export interface RunningServer { listen(): Promise<number>; stop(): Promise<void>; config: { port: number } }
export declare const newKey: () => string;
export declare function until<T>(check: () => T | Promise<T>, ms?: number, what?: string): Promise<T>;
export declare function tempDir(): { dir: string; remove(): void };
export declare function startRedis(port: number): Promise<{ stop(): void }>;
export declare function startServer(env: Record<string, string>): Promise<RunningServer>;
export declare function client(port: number, name: string, token: string, events?: Record<string, unknown>): { doc: Y.Doc; provider: HocuspocusProvider; log: { denied: string[]; stateless: string[]; authenticated: string | null; synced: boolean }; destroy(): void };
export declare function freePort(): Promise<number>;

// The homebrew spell check (homebrew-check.ts, ≈ 2.8 kB gzip) is not part of the first screen: most
// players have no homebrew spells. The check registers itself here when its chunk runs. Code that
// may meet a homebrew spell loads it first: persistence at start when storage holds homebrew (and
// before merging another tab's write), the homebrew screen; chunks that import homebrew-check
// statically (schema, exchange, repair) have it by then.
import type { CheckIssue } from './homebrew-check';

export interface HomebrewCheck {
  homebrewIssues(raw: unknown): CheckIssue[];
  homebrewReason(issues: readonly { message: string; path: PropertyKey[]; code: string }[]): string;
}

let check: HomebrewCheck | null = null;

export function registerHomebrewCheck(c: HomebrewCheck): void {
  check = c;
}

/** The loaded check. Throws when a code path met a homebrew spell without loading it first: a bug
 *  that must be loud, since silently accepting or dropping the spell would both be wrong. */
export function homebrewCheck(): HomebrewCheck {
  if (!check) throw new Error('homebrew check used before loadHomebrewCheck()');
  return check;
}

export const loadHomebrewCheck = (): Promise<void> => import('./homebrew-check').then(() => undefined);

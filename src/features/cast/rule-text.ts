// Text of a rules code in the UI language: the cast dialog's own rule sentences (cast.errors.*,
// cast.warnings.*), then the lead's shared errors.* keys, then a generic message.
import type { TFunction } from 'i18next';

export function ruleText(t: TFunction, code: string): string {
  return t([`cast.errors.${code}`, `cast.warnings.${code}`, `errors.${code}`, 'errors.unknown']);
}

// @vitest-environment node
// Czech UI texts speak to a player of any gender: no masculine past tense or adjective about the
// player ("Vybral jsi", "Utrpěl jsem", "Jsem umlčený"); so do the spell texts, which speak to the
// caster ("Pokud zvolíš kosti", not "Pokud jsi zvolil kosti"). The rules chapter's own texts are
// quotations and stay as they are.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, '../../locales/cs/ui');
const strings = (tree: unknown, path: string[] = []): [string, string][] =>
  typeof tree === 'string' ? [[path.join('.'), tree]] : tree && typeof tree === 'object' ? Object.entries(tree).flatMap(([k, v]) => (k === 'sections' ? [] : strings(v, [...path, k]))) : [];

// "jsi použil", "použil jsi", "jsem zdatný", "nejsi zdatný", "Jsem umlčený"
const MASCULINE = /\b(jsi|jsem|nejsi|nejsem)[\s\u00a0]+\p{L}+(l|ý)\b|\b\p{L}+l[\s\u00a0]+(jsi|jsem)\b/iu;

describe('Czech UI texts', () => {
  it('address the player without a grammatical gender', () => {
    const found = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => strings(JSON.parse(readFileSync(join(dir, f), 'utf8'))).filter(([, s]) => MASCULINE.test(s)).map(([k, s]) => `${f} ${k}: ${s}`));
    expect(found).toEqual([]);
  });
});

describe('Czech spell texts', () => {
  it('address the caster without a grammatical gender', () => {
    const spells = JSON.parse(readFileSync(join(__dirname, '../../locales/cs/spells.json'), 'utf8')) as Record<string, unknown>;
    const found = Object.entries(spells).flatMap(([id, text]) => strings(text).filter(([, s]) => MASCULINE.test(s)).map(([k, s]) => `${id}.${k}: ${s}`));
    expect(Object.keys(spells).length).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });
});

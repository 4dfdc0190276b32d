import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { buildExport, exportFileName, parseImport, slug, MAX_IMPORT_CHARS } from './exchange';
import { parseShareHash, shareLink } from './share';
import { CURRENT_VERSION } from './keys';
import fixtureV1 from './migrations/fixtures/v1.json';
import type { PersistedState } from '../store/types';

const state = fixtureV1.state as unknown as PersistedState;
const now = new Date('2024-05-01T10:00:00Z');

describe('export', () => {
  it('exports everything with the header', () => {
    const f = buildExport(state, 'all', undefined, now)!;
    expect(f).toMatchObject({ app: 'grimoar', kind: 'all', version: CURRENT_VERSION, exportedAt: '2024-05-01T10:00:00.000Z' });
    expect(f.data).toEqual({ characters: state.characters, homebrew: state.homebrew });
    expect(exportFileName(f, 'zaloha')).toBe('grimoar-zaloha-2024-05-01.json');
  });

  it('exports one character with the homebrew spells it uses', () => {
    const wizard = state.characters[0];
    const f = buildExport(state, 'character', wizard.id, now)!;
    expect(f.data.characters).toEqual([wizard]);
    expect(f.data.homebrew.map((h) => h.data.id)).toEqual(['hb-ledovy-sip-k3x9']);
    expect(buildExport(state, 'character', state.characters[1].id, now)!.data.homebrew).toEqual([]);
    expect(exportFileName(f, 'postava')).toBe('grimoar-postava-elminster-z-udoli-2024-05-01.json');
    expect(buildExport(state, 'character', 'nobody')).toBeNull();
  });

  it('makes safe file names from hostile names', () => {
    expect(slug('<img src=x onerror=alert(1)>/../../etc')).toBe('img-src-x-onerror-alert-1-etc');
    expect(slug('Příliš žluťoučký kůň')).toBe('prilis-zlutoucky-kun');
  });
});

describe('import', () => {
  const file = (over: Record<string, unknown> = {}) => JSON.stringify({ ...buildExport(state, 'all', undefined, now), ...over });

  it('round-trips an export exactly', () => {
    const r = parseImport(file());
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.file.data).toEqual({ characters: state.characters, homebrew: state.homebrew });
      expect(r.repairs).toBe(0);
    }
  });

  it('keeps a homebrew area\'s width, height and second form', () => {
    const hb = state.homebrew[0];
    const walled = { ...hb, data: { ...hb.data, area: { shape: 'line' as const, sizeFt: 60, widthFt: 1 }, areaOr: { shape: 'cylinder' as const, sizeFt: 10, heightFt: 20 } } };
    const r = parseImport(JSON.stringify(buildExport({ characters: [], homebrew: [walled] }, 'all', undefined, now)));
    expect(r.ok && r.file.data.homebrew).toEqual([walled]);
  });

  it.each([
    ['malformed', 'not json {', 'malformed'],
    ['a byte-order mark is fine', '\uFEFF' + JSON.stringify(buildExport(state, 'all', undefined, now)), null],
    ['foreign app', JSON.stringify({ app: 'dndbeyond', data: {} }), 'foreign'],
    ['a bare array', '[]', 'foreign'],
    ['no version', JSON.stringify({ app: 'grimoar', kind: 'all', data: {} }), 'badHeader'],
    ['unknown kind', JSON.stringify({ app: 'grimoar', kind: 'x', version: 1, data: {} }), 'badHeader'],
    ['empty', JSON.stringify({ app: 'grimoar', kind: 'all', version: 1, data: { characters: [], homebrew: [] } }), 'empty'],
  ])('%s', (_what, text, error) => {
    const r = parseImport(text);
    if (error === null) expect(r.ok).toBe(true);
    else expect(r).toMatchObject({ ok: false, error });
  });

  it('refuses a newer version and names it', () => {
    expect(parseImport(file({ version: CURRENT_VERSION + 1 }))).toEqual({ ok: false, error: 'newer', version: CURRENT_VERSION + 1 });
  });

  it('refuses a file with a broken character, naming it', () => {
    const bad = { ...state.characters[0], name: '<b>Zlý</b>', classes: [] };
    const r = parseImport(file({ data: { characters: [bad], homebrew: [] } }));
    expect(r).toEqual({ ok: false, error: 'badCharacter', name: '<b>Zlý</b>', reason: 'classes' });
  });

  it('a backup with one broken character brings the others and names the one left out', () => {
    const bad = { ...state.characters[0], id: 'bad', name: 'Zlomený', classes: [] };
    const r = parseImport(file({ data: { characters: [bad, state.characters[0]], homebrew: [{ ...state.homebrew[0], text: { ...state.homebrew[0].text, name: 'a\u0007b' } }] } }));
    expect(r.ok && r.file.data.characters.map((c) => c.id)).toEqual([state.characters[0].id]);
    expect(r.ok && r.file.data.homebrew).toEqual([]);
    expect(r.ok && r.skipped).toEqual([
      { error: 'badCharacter', name: 'Zlomený', reason: 'classes' },
      { error: 'badHomebrew', name: 'a\u0007b', reason: 'controlCharacters' },
    ]);
    // one shared character that is broken is refused whole
    expect(parseImport(file({ kind: 'character', data: { characters: [bad], homebrew: [] } }))).toEqual({ ok: false, error: 'badCharacter', name: 'Zlomený', reason: 'classes' });
  });

  it('refuses a homebrew spell with a 1 MB description or control characters', () => {
    const hb = state.homebrew[0];
    const huge = { ...hb, text: { ...hb.text, description: ['x'.repeat(1_000_000)] } };
    expect(parseImport(file({ data: { characters: [], homebrew: [huge] } }))).toMatchObject({ ok: false, error: 'badHomebrew', reason: 'descriptionTooLong' });
    const ctrl = { ...hb, text: { ...hb.text, name: 'a\u0007b' } };
    expect(parseImport(file({ data: { characters: [], homebrew: [ctrl] } }))).toMatchObject({ ok: false, error: 'badHomebrew', reason: 'controlCharacters' });
  });

  it('refuses files over the size limit before parsing', () => {
    expect(parseImport(' '.repeat(MAX_IMPORT_CHARS + 1))).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('clamps out-of-range values instead of refusing', () => {
    const c = { ...state.characters[0], classes: [{ classId: 'wizard', level: 99 }] };
    const r = parseImport(file({ data: { characters: [c], homebrew: [] } }));
    expect(r.ok && r.file.data.characters[0].classes[0].level).toBe(20);
    expect(r.ok && r.repairs).toBeGreaterThan(0);
  });
});

describe('share link', () => {
  it('carries one character in the fragment and reads it back', () => {
    const f = buildExport(state, 'character', state.characters[0].id, now)!;
    const link = shareLink('https://grimoar.example/', f);
    expect(link.startsWith('https://grimoar.example/#import=')).toBe(true);
    expect(link).not.toContain('?');
    const r = parseShareHash(new URL(link).hash);
    expect(r).toMatchObject({ ok: true });
    if (r?.ok) expect(r.file.data).toEqual(f.data);
  });

  it('is not an import link / broken link / hostile payload', () => {
    expect(parseShareHash('#main')).toBeNull();
    expect(parseShareHash('#import=%%%garbage')).toEqual({ ok: false, error: 'badLink' });
    expect(parseShareHash('#import=' + compressToEncodedURIComponent('{"app":"evil"}'))).toEqual({ ok: false, error: 'foreign' });
  });

  it('refuses a link longer than 64 kB before decoding it, even a valid one padded out', () => {
    const f = buildExport(state, 'character', state.characters[0].id, now)!;
    const padded = { ...f, data: { ...f.data, characters: [{ ...f.data.characters[0], junk: Array.from({ length: 60_000 }, (_, i) => ((i * 7919) % 10007).toString(36)).join('') }] } };
    const hash = new URL(shareLink('https://grimoar.example/', padded)).hash;
    expect(hash.length).toBeGreaterThan(64_000);
    expect(parseShareHash(hash)).toEqual({ ok: false, error: 'linkTooLong' });
    expect(parseShareHash(new URL(shareLink('https://grimoar.example/', f)).hash)).toMatchObject({ ok: true });
  });
});

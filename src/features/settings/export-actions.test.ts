// Downloaded files are named in the app's language: a player using English gets no Czech file names.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import { downloadText } from './download';
import { downloadRaw, downloadSetAside, exportAll, exportCharacter } from './export-actions';

vi.mock('./download', () => ({ downloadText: vi.fn(), fileTime: () => '2026-12-07-1830' }));

const names = () => vi.mocked(downloadText).mock.calls.map((c) => c[0]);

beforeEach(() => {
  vi.mocked(downloadText).mockClear();
  const c = newCharacter('Bratr Ludvík', [{ classId: 'cleric', level: 5 }]);
  useAppStore.setState({ ...initialState(), characters: [c] });
});

describe('file names of downloads', () => {
  it.each([
    ['cs', 'zaloha', 'postava', 'poskozena-data', 'odlozene-kouzlo'],
    ['en', 'backup', 'character', 'damaged-data', 'set-aside-spell'],
  ] as const)('in %s', async (lng, backup, character, damaged, setAside) => {
    await setupTestI18n(lng);
    exportAll();
    expect(exportCharacter(useAppStore.getState().characters[0].id)).toBe(true);
    downloadRaw('{oops');
    downloadSetAside({ id: 'x' }, 'spell');
    const [all, one, raw, aside] = names();
    expect(all).toMatch(new RegExp(`^grimoar-${backup}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
    expect(one).toMatch(new RegExp(`^grimoar-${character}-bratr-ludvik-\\d{4}-\\d\\d-\\d\\d\\.json$`));
    expect(raw).toBe(`grimoar-${damaged}-2026-12-07-1830.txt`);
    expect(aside).toBe(`grimoar-${setAside}-2026-12-07-1830.json`);
  });
});

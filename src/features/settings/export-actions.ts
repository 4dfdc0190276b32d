// Export buttons (settings, banners): build the file, download it, remember when.
import i18next from 'i18next';
import { useAppStore } from '../../store/app-store';
import { buildExport, exportFileName } from '../../persistence/exchange';
import { persistence } from '../../persistence';
import { downloadText, fileTime } from './download';

export function exportAll(): void {
  const f = buildExport(useAppStore.getState(), 'all')!;
  downloadText(exportFileName(f, fileWord('backup')), JSON.stringify(f, null, 1));
  persistence()?.noteExported();
}

export function exportCharacter(id: string): boolean {
  const f = buildExport(useAppStore.getState(), 'character', id);
  if (!f) return false;
  downloadText(exportFileName(f, fileWord('character')), JSON.stringify(f, null, 1));
  return true;
}

/** A word of a downloaded file's name, in the app's language ("zaloha", "backup"). */
export const fileWord = (key: 'backup' | 'character' | 'spell' | 'damaged' | 'setAside'): string => i18next.t(`settings.files.${key}`);

/** Raw stored text that could not be read (kept byte for byte). */
export function downloadRaw(raw: string, label = fileWord('damaged')): void {
  downloadText(`grimoar-${label}-${fileTime()}.txt`, raw, 'text/plain');
}

/** One set-aside item as JSON (`kind`: a character or a homebrew spell). */
export function downloadSetAside(raw: unknown, kind: 'character' | 'spell'): void {
  let text: string;
  try {
    text = JSON.stringify(raw, null, 1) ?? String(raw);
  } catch {
    text = String(raw);
  }
  downloadText(`grimoar-${fileWord('setAside')}-${fileWord(kind)}-${fileTime()}.json`, text);
}

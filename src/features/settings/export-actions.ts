// Export buttons (settings, banners): build the file, download it, remember when.
import { useAppStore } from '../../store/app-store';
import { buildExport, exportFileName } from '../../persistence/exchange';
import { persistence } from '../../persistence';
import { downloadText, fileTime } from './download';

export function exportAll(): void {
  const f = buildExport(useAppStore.getState(), 'all')!;
  downloadText(exportFileName(f), JSON.stringify(f, null, 1));
  persistence()?.noteExported();
}

export function exportCharacter(id: string): boolean {
  const f = buildExport(useAppStore.getState(), 'character', id);
  if (!f) return false;
  downloadText(exportFileName(f), JSON.stringify(f, null, 1));
  return true;
}

/** Raw stored text that could not be read (kept byte for byte). */
export function downloadRaw(raw: string, label = 'poskozena-data'): void {
  downloadText(`grimoar-${label}-${fileTime()}.txt`, raw, 'text/plain');
}

/** One set-aside item as JSON. */
export function downloadSetAside(raw: unknown, kind: string): void {
  let text: string;
  try {
    text = JSON.stringify(raw, null, 1) ?? String(raw);
  } catch {
    text = String(raw);
  }
  downloadText(`grimoar-odlozene-${kind}-${fileTime()}.json`, text);
}

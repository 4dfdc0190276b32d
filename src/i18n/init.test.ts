// The app's start (main.tsx → initI18n): i18next starts in the stored language, on fresh module
// instances each (the i18next singleton is per module instance).
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const i18n = await import('./index');
  const { default: i18next } = await import('i18next');
  const changes: string[] = [];
  i18next.on('languageChanged', (l) => changes.push(l));
  return { i18n, i18next, changes };
}

describe('initI18n', () => {
  beforeEach(() => document.documentElement.removeAttribute('lang'));

  it('starts in Czech with the first screen strings', async () => {
    const { i18n, i18next, changes } = await fresh();
    const t = await i18n.initI18n('cs');
    expect(t).toBe(i18next);
    expect(i18next.language).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect(i18next.t('characters.title')).toBe('Postavy');
    expect(changes).toEqual(['cs']);
  });

  it('starts in English when English is stored, with Czech as the fallback', async () => {
    const { i18n, i18next, changes } = await fresh();
    await i18n.initI18n('en');
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('characters.title')).toBe('Characters');
    expect(i18next.hasResourceBundle('cs', 'translation')).toBe(true);
    expect(changes).toEqual(['en']);
  });

  it('switches language when called again', async () => {
    const { i18n, i18next } = await fresh();
    await i18n.initI18n('cs');
    await i18n.initI18n('en');
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('gives the tab a title in the UI language', async () => {
    const { i18n } = await fresh();
    await i18n.initI18n('en');
    expect(document.title).toBe('Grimoár — D&D 5e spellbook');
    await i18n.initI18n('cs');
    expect(document.title).toBe('Grimoár – kniha kouzel');
  });
});

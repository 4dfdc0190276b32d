// Shared e2e steps, and stored states: the value of localStorage key `grimoar` ({version, state}) with
// characters in the app's full shape (src/store/types.ts), so every spec seeds the same valid data.
// Seeds are version 1 (everything under one key): the app reads them as it reads old data and
// stores them in the version-2 layout with its first write (src/persistence/layout.ts).
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { defaultConditions, freshCaster } from '../../src/store/defaults';

export type Status = 'known' | 'prepared' | 'inBook' | 'alwaysPrepared';
const now = '2024-01-01T00:00:00.000Z';

export interface CharacterSeed {
  id: string;
  name: string;
  classes: { classId: string; level: number; subclassId?: string; ancestry?: string }[];
  /** [spellId, status, classId?]: classId defaults to the first class */
  spells: [string, Status, string?][];
  abilities?: Record<'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha', number>;
  conditions?: Partial<{ silenced: boolean; handsFree: boolean; hasFocusOrPouch: boolean; materialsOwned: string[]; armourWorn: boolean; armourProficient: boolean; incapacitated: boolean }>;
}

export function storedCharacter(c: CharacterSeed) {
  return {
    id: c.id,
    name: c.name,
    classes: c.classes,
    abilities: c.abilities ?? { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 16 },
    spells: c.spells.map(([spellId, status, classId]) => ({ spellId, classId: classId ?? c.classes[0].classId, status })),
    caster: freshCaster(),
    conditions: { ...defaultConditions(), ...c.conditions },
    preparationPending: false,
    overrides: [],
    createdAt: now,
    updatedAt: now,
  };
}

export function storedState(characters: ReturnType<typeof storedCharacter>[], activeCharacterId: string, language: 'cs' | 'en' = 'cs') {
  return { version: 1, state: { characters, activeCharacterId, homebrew: [], settings: { language, theme: 'light' } } };
}

/** Storage holds `state` when the app first starts in this tab; a reload keeps what the app stored
 *  since (the seed is written once per tab). */
export async function seedOnce(page: Page, state: ReturnType<typeof storedState>) {
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('grimoar', JSON.stringify(s));
      sessionStorage.setItem('seeded', '1');
    }
  }, state);
}

/** For page.evaluate: the state storage holds now, read without the app's code — version 2 (the main
 *  key `grimoar` naming one key per character and the homebrew key) or version 1 (all inline). */
export function storedStateInPage() {
  const main = JSON.parse(localStorage.getItem('grimoar')!);
  if (main.version === 1) return main.state;
  const read = (k: string) => JSON.parse(localStorage.getItem(k)!);
  return {
    ...main.state,
    characters: (main.characters as [string, string][]).map(([id]) => read(`grimoar:c:${id}`)),
    homebrew: main.homebrew === undefined ? [] : read('grimoar:h'),
  };
}

/** Creates the cantrip "Mrazivý dotek" (touch, evocation) through the homebrew screen's form. */
export async function addFrostTouch(page: Page) {
  await page.goto('/vlastni-kouzla');
  await page.getByRole('button', { name: '+ Nové kouzlo' }).click();
  await page.getByLabel('Název').fill('Mrazivý dotek');
  await page.getByLabel('Druh dosahu').selectOption('touch');
  await page.getByLabel('Úroveň').selectOption('0');
  await page.getByLabel('Popis').fill('Chlad.');
  await page.getByRole('button', { name: 'Uložit kouzlo' }).click();
}

/** One device: a new browser context and its page. With `state`, storage holds it when the app
 *  first starts there (a reload keeps what the app stored since). */
export async function newDevice(browser: Browser, state?: ReturnType<typeof storedState>, options: BrowserContextOptions = {}) {
  const page = await (await browser.newContext(options)).newPage();
  if (state)
    await page.addInitScript((s) => {
      if (!localStorage.getItem('grimoar')) localStorage.setItem('grimoar', JSON.stringify(s));
    }, state);
  return page;
}

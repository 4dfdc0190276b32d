// Builds the spell catalog files from the SRD 5.1 source vendored in src/data/srd (CC-BY-4.0):
//   src/data/spells.json      mechanics, language-free, keyed by SRD index
//   locales/en/spells.json    English texts (the SRD's own words)
//   locales/cs/spells.json    Czech texts: name/material/description/higherLevels are this project's
//                             translation and are kept; castingTime/range/components/duration are
//                             regenerated from the mechanics so both languages always agree.
// Usage: npm run spells [-- --merge DIR] [-- --out DIR]
//   --merge DIR  translated batch files *.json to merge in
//   --out DIR    write the three files under DIR (same relative paths) instead of the repository;
//                spells.test.ts regenerates into a temporary folder and compares byte by byte
import { readFileSync, writeFileSync, existsSync, readdirSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { formatFields } from '../format-fields';
import { mechanicsFromSrd, SRD_FIXES, type SrdSpell } from './srd-mechanics';
import type { SpellData, SpellText } from '../types';
import { bindEnglish } from '../../i18n/tools/vlna.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const srd = JSON.parse(readFileSync(join(root, 'src/data/srd/srd-5.1-spells.en.json'), 'utf8')) as SrdSpell[];
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sorted = srd.map((s) => ({ ...s, ...SRD_FIXES[s.index] })).sort((a, b) => a.index.localeCompare(b.index));
const mech: Record<string, SpellData> = Object.fromEntries(sorted.map((s) => [s.index, mechanicsFromSrd(s)]));

async function translator(lng: 'cs' | 'en') {
  const i = createInstance();
  await i.init({ lng, resources: { [lng]: { translation: JSON.parse(readFileSync(join(root, `locales/${lng}/translation.json`), 'utf8')) } } });
  return i.t.bind(i) as (k: string, o?: Record<string, unknown>) => string;
}

const tEn = await translator('en');
const tCs = await translator('cs');

/** The English text as the SRD prints it. The source file writes an ability in lower case in about
 *  150 places ("a dexterity saving throw"; only fixed before "saving throw(s)" or "check(s)":
 *  elsewhere the words are plain nouns, "this extraplanar intelligence"), and quotes "within
 *  'range'" in two cantrips, spaces one die ("10d 10"), misspells nine words the SRD prints right
 *  ("1dl0", "3nd level", "order of skunk" …), and a third of the costs lack the space ("25gp"). A DC
 *  keeps its number on its line ("DC 15"), and a number its unit ("30 feet", "1,000 gp"): bound by a
 *  no-break space as the UI strings are, last, once the costs have their space. */
const asPrinted = (text: string) =>
  bindEnglish(
    text
      .replace(/\b(strength|dexterity|constitution|intelligence|wisdom|charisma)(?= (?:saving throws?|checks?)\b)/g, (w) => w[0].toUpperCase() + w.slice(1))
      .replace("within 'range'", 'within range')
      .replace(/\b(\d+)d (\d+)\b/g, '$1d$2') // Symbol's "10d 10 necrotic damage"
      .replace(/\b1dl0\b/, '1d10') // Moonbeam's "1dl0" (a letter l for the digit 1)
      .replace(/\b3nd level\b/, '3rd level') // Animal Messenger's "3nd level"
      .replace('faint order of skunk', 'faint odor of skunk') // Druidcraft
      .replace('starting form a point', 'starting from a point') // Entangle
      .replace('the spells ends', 'the spell ends') // Animal Friendship
      .replace('If can move across', 'It can move across') // Floating Disk
      .replace('this spell can effect', 'this spell can affect') // Color Spray
      .replace('The target had advantage', 'The target has advantage') // Hideous Laughter
      .replace('use your action modifier', 'use your attack modifier') // Find Familiar
      .replace(/(?<=[.!?])  +(?=\S)/g, ' ') // one sentence in Teleport is followed by two spaces
      .replace(/(\d)gp\b/g, '$1 gp') // a third of the costs lack the SRD's space ("1,000gp")
      .replace(/(?<=\w)--(?=\w)/g, '\u2014') // the SRD's em dash, typed as two hyphens ("wall--up to 90 feet")
      .replace(/(?<=\| )--(?= \|)/g, '\u2014') // an empty table cell: the SRD prints an em dash (Teleport)
      .replace(/\b(\d+d\d+) x (?=\d)/g, '$1 \u00d7 ') // "1d10 × 10 feet": the SRD's multiplication sign
      .replace(/^(Fissures|Structures)\. /, '***$1.*** '), // Earthquake's run-in headings, unmarked in the source
  );

/** The SRD prints the material in the components line after "M (" in lower case ("V, S, M (a tiny
 *  ball of bat guano and sulfur)"); the source file starts each with a capital. None starts with a
 *  proper noun. */
const materialAsPrinted = (m: string) =>
  asPrinted(m.replace(/\.$/, '').replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase())).replace('sufficient to made', 'sufficient to make');

const en: Record<string, SpellText> = {};
for (const s of sorted) {
  const material = s.material && materialAsPrinted(s.material);
  const e: SpellText = { name: s.name, ...formatFields(tEn, 'en', mech[s.index], material), description: s.desc.map(asPrinted) };
  if (material) e.material = material;
  if (s.higher_level?.length) e.higherLevels = s.higher_level.map(asPrinted);
  en[s.index] = e;
}

const csPath = join(root, 'locales/cs/spells.json');
const csOld: Record<string, Partial<SpellText>> = existsSync(csPath) ? JSON.parse(readFileSync(csPath, 'utf8')) : {};
const mergeDir = arg('--merge');
if (mergeDir) {
  const dir = mergeDir;
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const batch = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, Partial<SpellText>>;
    for (const [id, t] of Object.entries(batch)) {
      if (!mech[id]) throw new Error(`${f}: unknown spell id ${id}`);
      csOld[id] = t;
    }
  }
}
const cs: Record<string, SpellText> = {};
for (const s of sorted) {
  const t = csOld[s.index];
  if (!t?.name || !t.description) continue;
  const e: SpellText = { name: t.name, ...formatFields(tCs, 'cs', mech[s.index], t.material), description: t.description };
  if (t.material) e.material = t.material;
  if (t.higherLevels?.length) e.higherLevels = t.higherLevels;
  cs[s.index] = e;
}

const outRoot = arg('--out') ?? root;
const write = (p: string, o: unknown) => {
  mkdirSync(dirname(join(outRoot, p)), { recursive: true });
  writeFileSync(join(outRoot, p), JSON.stringify(o, null, 1) + '\n');
};
write('src/data/spells.json', mech);
write('locales/en/spells.json', en);
write('locales/cs/spells.json', cs);
console.log(`spells: ${Object.keys(mech).length} mechanics, ${Object.keys(en).length} en, ${Object.keys(cs).length} cs`);

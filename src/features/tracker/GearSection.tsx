// The sorcerer's Metamagic options (chosen here, up to the number the level allows) and the spell
// scrolls the character carries (cast one, or remove it; new ones are added from the catalog).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/Button';
import { METAMAGIC_LEVEL, METAMAGIC_OPTIONS, metamagicKnownMax, type MetamagicId } from '../../rules';
import { useAppStore } from '../../store/app-store';
import type { Spell } from '../../data/types';
import type { Report } from './TrackerSections';
import { useCharacterValue } from '../../store/hooks';

const NONE: never[] = [];

export const GearSection = memo(function GearSection({ id, byId, report, onCastScroll }: { id: string; byId: Map<string, Spell>; report: Report; onCastScroll: (spell: Spell) => void }) {
  const { t } = useTranslation();
  const setMetamagic = useAppStore((s) => s.setMetamagic);
  const removeScroll = useAppStore((s) => s.removeScroll);
  const sorcerer = useCharacterValue(id, (c) => c.classes.find((x) => x.classId === 'sorcerer')?.level ?? 0) ?? 0;
  const known = useCharacterValue(id, (c) => c.metamagic) ?? NONE;
  const scrolls = useCharacterValue(id, (c) => c.scrolls) ?? NONE;
  const max = sorcerer >= METAMAGIC_LEVEL ? metamagicKnownMax(sorcerer) : 0;
  const toggle = (option: MetamagicId, on: boolean) => report(setMetamagic(id, on ? [...known, option] : known.filter((x) => x !== option)));
  return (
    <section aria-labelledby="gear-title" className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
      <h2 id="gear-title" className="mb-2 text-lg font-semibold">{t(max > 0 ? 'tracker.gear.title' : 'tracker.scrolls.title')}</h2>
      {max > 0 && (
        <fieldset className="mb-3">
          <legend className="mb-1 font-semibold">{t('tracker.gear.metamagic', { count: known.length, max })}</legend>
          <div className="grid gap-x-3 sm:grid-cols-2">
            {METAMAGIC_OPTIONS.map((option) => {
              const on = known.includes(option);
              return (
                <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-100 dark:hover:bg-stone-800">
                  <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={on} disabled={!on && known.length >= max} onChange={(e) => toggle(option, e.target.checked)} />
                  {t(`cast.metamagicName.${option}`)}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {max > 0 && <h3 className="mb-1 font-semibold">{t('tracker.scrolls.title')}</h3>}
      {scrolls.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">{t('tracker.scrolls.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="scrolls">
          {scrolls.map((s) => {
            const spell = byId.get(s.spellId);
            const name = spell?.text.name ?? s.spellId;
            return (
              <li key={s.id} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 font-medium">{t('tracker.scrolls.item', { name, ord: spell ? t('cast.ord', { count: spell.level, ordinal: true }) : '?' })}</span>
                {spell && <Button onClick={() => onCastScroll(spell)}>{t('tracker.scrolls.cast')}</Button>}
                <Button variant="ghost" aria-label={t('tracker.scrolls.remove', { name })} onClick={() => report(removeScroll(id, s.id))}>×</Button>
              </li>
            );
          })}
        </ul>
      )}
      <Link href="/kouzla" className="mt-2 inline-flex min-h-11 items-center font-medium text-accent-800 underline dark:text-accent-200">{t('tracker.scrolls.fromCatalog')}</Link>
    </section>
  );
});

// A warlock's Eldritch Invocations and Pact Boon on Boj (from warlock 2nd level): the chosen
// invocations with what they do and, for those that cast a spell, a cast button (at will, or once
// with a pact slot until a long rest); the choice itself behind a disclosure, up to the number the
// level allows. Pact of the Chain's find familiar has its cast button under the pact boon. Book of
// Ancient Secrets is chosen here too; it is kept as the casting condition of the same name.
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '../../components/Button';
import { BOOK_OF_SECRETS, INVOCATIONS, INVOCATIONS_LEVEL, PACT_BOONS, PACT_BOON_LEVEL, invocationFacts, invocationGrants, invocationMissing, invocationsKnownMax, type Invocation, type PactBoon } from '../../rules';
import { useAppStore } from '../../store/app-store';
import type { Spell } from '../../data/types';
import type { Report } from './TrackerSections';
import { useCharacterValue } from '../../store/hooks';

const NONE: never[] = [];
const ROW = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-stone-100 dark:hover:bg-stone-800';
const NOTE = 'text-sm text-stone-600 dark:text-stone-400';

/** "od 5. úrovně · Pakt čepele · trik tajemný výšleh": what the invocation needs, or ''. */
function needs(t: TFunction, inv: Invocation): string {
  const parts = [...(inv.level ? [t('tracker.invocations.needsLevel', { ord: t('cast.ord', { count: inv.level, ordinal: true }) })] : []), ...(inv.pact ? [t(`invocations.boonName.${inv.pact}`)] : []), ...(inv.blast ? [t('tracker.invocations.needsBlast')] : [])];
  return parts.join(' · ');
}

export const InvocationsSection = memo(function InvocationsSection({ id, byId, report, onCast }: { id: string; byId: Map<string, Spell>; report: Report; onCast: (spell: Spell) => void }) {
  const { t } = useTranslation();
  const key = useId();
  const setInvocations = useAppStore((s) => s.setInvocations);
  const setBookOfSecrets = useAppStore((s) => s.setBookOfSecrets);
  const setPactBoon = useAppStore((s) => s.setPactBoon);
  const classes = useCharacterValue(id, (c) => c.classes) ?? NONE;
  const spells = useCharacterValue(id, (c) => c.spells) ?? NONE;
  const chosen = useCharacterValue(id, (c) => c.invocations) ?? NONE;
  const book = useCharacterValue(id, (c) => c.conditions.hasBookOfAncientSecrets === true) ?? false;
  const boon = useCharacterValue(id, (c) => c.pactBoon);
  const used = useCharacterValue(id, (c) => c.caster.invocationUsed) ?? NONE;
  const facts = invocationFacts(classes, boon, spells);
  const warlock = facts.warlockLevel;
  if (warlock < INVOCATIONS_LEVEL) return null;
  const max = invocationsKnownMax(warlock);
  const isOn = (inv: Invocation) => (inv.id === BOOK_OF_SECRETS ? book : chosen.includes(inv.id));
  const mine = INVOCATIONS.filter(isOn);
  const all = invocationGrants(chosen, facts);
  const grants = new Map(all.map((g) => [g.invocation, g]));
  // Pact of the Chain's find familiar: cast here with a slot or as a ritual
  const learned = all.find((g) => g.learned);
  const chainSpell = learned && byId.get(learned.spellId);
  const toggle = (inv: Invocation, on: boolean) => {
    if (inv.id === BOOK_OF_SECRETS) report(setBookOfSecrets(id, on));
    else report(setInvocations(id, on ? [...chosen, inv.id] : chosen.filter((x) => x !== inv.id)));
  };
  const name = (inv: string) => t(`invocations.name.${inv}`);
  return (
    <section aria-labelledby="invocations-title" className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
      <h2 id="invocations-title" className="mb-2 text-lg font-semibold">{t('tracker.invocations.title')}</h2>
      {warlock >= PACT_BOON_LEVEL && (
        <fieldset className="mb-3">
          <legend className="mb-1 font-semibold">{t('tracker.invocations.boon')}</legend>
          <div className="flex flex-wrap gap-x-3">
            {PACT_BOONS.map((b: PactBoon) => (
              <label key={b} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-stone-100 dark:hover:bg-stone-800">
                <input type="radio" name={`${id}-boon`} className="size-5 accent-accent-700" checked={boon === b} onChange={() => report(setPactBoon(id, b))} />
                {t(`invocations.boonName.${b}`)}
              </label>
            ))}
          </div>
          <p className={NOTE}>{boon ? t(`invocations.boonText.${boon}`) : t('tracker.invocations.noBoon')}</p>
          {chainSpell && <Button className="mt-1" onClick={() => onCast(chainSpell)}>{t('tracker.invocations.cast', { name: chainSpell.text.name })}</Button>}
        </fieldset>
      )}
      {mine.length > max && <p className="mb-2 text-sm text-amber-800 dark:text-amber-300">{t('tracker.invocations.overLimit', { count: mine.length - max, max })}</p>}
      {mine.length === 0 ? (
        <p className={NOTE}>{t('tracker.invocations.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('tracker.invocations.chosen')}>
          {mine.map((inv) => {
            const missing = invocationMissing(inv.id, facts);
            const g = grants.get(inv.id);
            const spell = g && byId.get(g.spellId);
            const spent = g?.once && used.includes(inv.id);
            return (
              <li key={inv.id}>
                <p>
                  <strong>{name(inv.id)}</strong> {t('common.dash')} {t(`invocations.text.${inv.id}`)}
                </p>
                {missing && <p className="text-sm text-amber-800 dark:text-amber-300">{t('tracker.invocations.inactive', { needs: needs(t, inv) })}</p>}
                {spell && (
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <Button onClick={() => onCast(spell)}>{t(g.once ? 'tracker.invocations.castOnce' : 'tracker.invocations.cast', { name: spell.text.name })}</Button>
                    {g.once && <span className={NOTE}>{t(spent ? 'tracker.invocations.used' : 'tracker.invocations.left')}</span>}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-accent-800 dark:text-accent-200">{t('tracker.invocations.choose', { count: mine.length, max })}</summary>
        <div className="grid gap-x-3 sm:grid-cols-2">
          {INVOCATIONS.map((inv) => {
            const on = isOn(inv);
            const blocked = !on && (mine.length >= max || invocationMissing(inv.id, facts) !== null);
            const need = needs(t, inv);
            return (
              <label key={inv.id} className={`${ROW} ${blocked ? 'cursor-not-allowed opacity-70' : ''}`}>
                <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-accent-700" checked={on} disabled={blocked} aria-labelledby={`${key}-${inv.id}`} aria-describedby={`${key}-${inv.id}-d`} onChange={(e) => toggle(inv, e.target.checked)} />
                <span>
                  <span id={`${key}-${inv.id}`} className="font-medium">{name(inv.id)}</span>
                  <span id={`${key}-${inv.id}-d`} className={`block ${NOTE}`}>
                    {need && <span className="block">{need}</span>}
                    {t(`invocations.text.${inv.id}`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </details>
    </section>
  );
});

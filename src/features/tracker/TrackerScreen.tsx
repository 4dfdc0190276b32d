// The table-side view of the ACTIVE character (/boj): slot pips and the cast button in the thumb zone
// (a sticky bottom panel on a phone), turn and round, concentration, effects, table conditions,
// rests, Font of Magic and the GM override log. `?cast=<spellId>&class=<classId>` opens the cast
// dialog directly (other screens link here).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../components/Button';
import type { Spell } from '../../data/types';
import { useCatalog } from '../../data/useCatalog';
import { useAppStore } from '../../store/app-store';
import { deriveCharacter, type CharacterDerived } from '../../store/derived';
import type { ActionResult } from '../../store/result';
import { concentrationView, effectsView } from '../../store/session';
import type { Character } from '../../store/types';
import { CastDialog } from '../cast/CastDialog';
import { ConditionsFields } from '../cast/ConditionsFields';
import { ruleText } from '../cast/rule-text';
import { WhyLink } from '../rules-reference/WhyLink';
import { DamageDialog } from './DamageDialog';
import { ArcaneRecoveryDialog, FontOfMagicDialog, RestConfirm } from './RestDialogs';
import { SlotPips } from './SlotPips';
import { SpellPicker } from './SpellPicker';
import { RemainingTime } from './RemainingTime';

type Modal = 'picker' | 'damage' | 'short' | 'long' | 'arcane' | 'font' | null;
type Message = { kind: 'ok' | 'error'; text: string; code?: string; id: number };

let messageId = 0;

export default function TrackerScreen() {
  const { t } = useTranslation();
  const character = useAppStore((s) => s.characters.find((c) => c.id === s.activeCharacterId));
  if (!character) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('tracker.title')}</h1>
        <p>{t('tracker.noCharacter')}</p>
        <Link href="/" className="inline-flex min-h-11 items-center self-start rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800">
          {t('tracker.toCharacters')}
        </Link>
      </div>
    );
  }
  return <Tracker key={character.id} character={character} />;
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
      <h2 id={id} className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Tracker({ character }: { character: Character }) {
  const { t, i18n } = useTranslation();
  const catalog = useCatalog();
  const search = useSearch();
  const [, navigate] = useLocation();
  const newTurn = useAppStore((s) => s.newTurn);
  const advanceTime = useAppStore((s) => s.advanceTime);
  const endConcentration = useAppStore((s) => s.endConcentration);
  const removeEffect = useAppStore((s) => s.removeEffect);
  const [modal, setModal] = useState<Modal>(null);
  const [picked, setPicked] = useState<{ spell: Spell; classId?: string } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const derived = deriveCharacter(character, (id) => catalog.byId.get(id)?.level);
  const nameOf = (id: string) => catalog.byId.get(id)?.text.name ?? id;

  const params = new URLSearchParams(search);
  const querySpell = params.get('cast');
  const queryCast = querySpell ? catalog.byId.get(querySpell) : undefined;
  const casting = picked ?? (queryCast ? { spell: queryCast, classId: params.get('class') ?? undefined } : null);

  function report(r: ActionResult, okText?: string) {
    if (r.ok) setMessage(okText ? { kind: 'ok', text: okText, id: ++messageId } : null);
    else setMessage({ kind: 'error', text: ruleText(t, r.error), code: r.error, id: ++messageId });
  }
  function closeCast() {
    setPicked(null);
    if (querySpell) navigate('/boj', { replace: true });
  }

  const conc = concentrationView(character);
  const effects = effectsView(character);
  const turn = character.caster.turn;
  const canCast = derived.classes.length > 0;
  const materials = [...new Set(character.spells.map((s) => s.spellId))]
    .map((id) => catalog.byId.get(id))
    .filter((s): s is Spell => !!s && (s.components.costGp ?? 0) > 0)
    .sort((a, b) => a.text.name.localeCompare(b.text.name));
  const hasWarlock = character.classes.some((c) => c.classId === 'warlock');
  const wizard = character.classes.some((c) => c.classId === 'wizard');
  const classLine = character.classes.map((c) => `${t(`characters.class.${c.classId}`)} ${c.level}`).join(' / ');

  return (
    <div className="flex flex-col gap-4 md:grid md:grid-cols-[1fr_minmax(20rem,26rem)] md:items-start md:gap-6">
      <div className="flex flex-col gap-4">
        <header className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h1 className="text-2xl font-bold">{t('tracker.heading', { name: character.name })}</h1>
            <p className="text-stone-600 dark:text-stone-400">{classLine}</p>
          </div>
          <p className="rounded-full bg-stone-200 px-3 py-1 text-lg font-semibold tabular-nums dark:bg-stone-800" data-testid="round" aria-live="polite">
            {t('tracker.round', { round: turn.round })}
          </p>
        </header>

        {(turn.bonusActionSpellCast || turn.nonCantripSpellCast) && (
          <p className="flex flex-wrap items-center gap-x-2 rounded-lg border border-stone-300 bg-stone-100 px-3 py-0.5 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200">
            <span className="min-w-0 flex-1 py-1">{t(turn.bonusActionSpellCast ? 'tracker.turn.afterBonus' : 'tracker.turn.afterSpell')}</span>
            <WhyLink code="bonusActionRule" className="text-current!" />
          </p>
        )}

        <Section title={t('tracker.concentration.title')} id="conc-title">
          {conc ? (
            <div className="flex flex-wrap items-center gap-3" data-testid="concentration">
              <div className="min-w-0 flex-1">
                <p className="text-lg font-semibold">{nameOf(conc.spellId)}</p>
                <p className="text-stone-700 dark:text-stone-300">
                  <RemainingTime rounds={conc.remaining} />
                </p>
              </div>
              <Button onClick={() => report(endConcentration(character.id), t('cast.endedConcentration', { spell: nameOf(conc.spellId) }))}>{t('tracker.concentration.end')}</Button>
            </div>
          ) : (
            <p className="text-stone-700 dark:text-stone-300" data-testid="concentration">{t('tracker.concentration.none')}</p>
          )}
        </Section>

        <Section title={t('tracker.effects.title')} id="effects-title">
          {effects.length === 0 ? (
            <p className="text-stone-700 dark:text-stone-300">{t('tracker.effects.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="effects">
              {effects.map((e) => (
                <li key={`${e.index}-${e.spellId}-${e.target}`} className={`flex items-center gap-2 rounded-lg border px-3 py-1 ${e.effective ? 'border-stone-200 dark:border-stone-700' : 'border-dashed border-stone-300 opacity-80 dark:border-stone-600'}`}>
                  <div className="min-w-0 flex-1 py-1">
                    <p className="font-medium">
                      {nameOf(e.spellId)} <span className="font-normal text-stone-600 dark:text-stone-400">— {e.target}</span>
                    </p>
                    <p className="text-sm text-stone-700 dark:text-stone-300">
                      <RemainingTime rounds={e.remaining} />
                      {!e.effective && <span className="ml-2 font-semibold text-amber-800 dark:text-amber-300">{t('tracker.effects.notEffective')}</span>}
                    </p>
                  </div>
                  <Button variant="ghost" aria-label={t('tracker.effects.remove', { spell: nameOf(e.spellId), target: e.target })} onClick={() => report(removeEffect(character.id, e.index))}>
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-sm text-stone-600 dark:text-stone-400">{t('tracker.time.label')}</span>
            <Button onClick={() => report(advanceTime(character.id, 10))}>{t('tracker.time.minute')}</Button>
            <Button onClick={() => report(advanceTime(character.id, 100))}>{t('tracker.time.tenMinutes')}</Button>
            <Button onClick={() => report(advanceTime(character.id, 600))}>{t('tracker.time.hour')}</Button>
          </div>
        </Section>

        <Section title={t('tracker.conditions.title')} id="cond-title">
          <ConditionsFields character={character} fields={['silenced', 'handsFree', 'hasFocusOrPouch', 'armourWorn', 'armourProficient', 'incapacitated', ...(hasWarlock ? (['bookOfSecrets'] as const) : [])]} />
          {materials.length > 0 && (
            <>
              <h3 className="mb-1 mt-3 font-semibold">{t('tracker.conditions.materials')}</h3>
              <ConditionsFields character={character} fields={[]} materials={materials} />
            </>
          )}
        </Section>

        <Section title={t('tracker.rest.title')} id="rest-title">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setModal('short')}>{t('tracker.rest.short')}</Button>
            <Button onClick={() => setModal('long')}>{t('tracker.rest.long')}</Button>
            {wizard && (
              <Button variant="ghost" disabled={character.caster.arcaneRecoveryUsed} onClick={() => setModal('arcane')}>
                {t('tracker.arcane.title')}
              </Button>
            )}
          </div>
          {wizard && character.caster.arcaneRecoveryUsed && <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('tracker.arcane.usedToday')}</p>}
        </Section>

        {character.overrides.length > 0 && (
          <Section title={t('tracker.overrides.title')} id="over-title">
            <ul className="flex flex-col gap-1" data-testid="overrides">
              {character.overrides.slice(0, 10).map((o, i) => (
                <li key={`${o.at}-${i}`} className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full border border-amber-500 bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">{t('cast.overriddenBadge')}</span>
                  <span className="font-medium">{nameOf(o.spellId)}</span>
                  <span className="text-stone-700 dark:text-stone-300">{t(`cast.short.${o.code}`, { defaultValue: o.code })}</span>
                  <time dateTime={o.at} className="text-sm text-stone-500 dark:text-stone-400">{new Date(o.at).toLocaleString(i18n.language)}</time>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>

      <ThumbPanel
        character={character}
        derived={derived}
        canCast={canCast}
        message={message}
        onDismissMessage={() => setMessage(null)}
        report={report}
        onNewTurn={() => report(newTurn(character.id), t('tracker.turn.started', { round: character.caster.turn.round + 1 }))}
        onCast={() => setModal('picker')}
        onDamage={() => setModal('damage')}
        onFont={() => setModal('font')}
      />

      {modal === 'picker' && (
        <SpellPicker
          character={character}
          byId={catalog.byId}
          onClose={() => setModal(null)}
          onPick={(e) => {
            setModal(null);
            setPicked({ spell: e.spell, classId: e.classId });
          }}
        />
      )}
      {casting && <CastDialog key={casting.spell.id} characterId={character.id} spell={casting.spell} classId={casting.classId} onClose={closeCast} />}
      {modal === 'damage' && <DamageDialog character={character} spellName={nameOf} onClose={() => setModal(null)} />}
      {(modal === 'short' || modal === 'long') && <RestConfirm kind={modal} character={character} report={report} onClose={() => setModal(null)} onArcaneRecovery={() => setModal('arcane')} />}
      {modal === 'arcane' && <ArcaneRecoveryDialog character={character} report={report} onClose={() => setModal(null)} />}
      {modal === 'font' && <FontOfMagicDialog character={character} derived={derived} report={report} onClose={() => setModal(null)} />}
    </div>
  );
}

function ThumbPanel({
  character,
  derived,
  canCast,
  message,
  onDismissMessage,
  report,
  onNewTurn,
  onCast,
  onDamage,
  onFont,
}: {
  character: Character;
  derived: CharacterDerived;
  canCast: boolean;
  message: Message | null;
  onDismissMessage: () => void;
  report: (r: ActionResult, okText?: string) => void;
  onNewTurn: () => void;
  onCast: () => void;
  onDamage: () => void;
  onFont: () => void;
}) {
  const { t } = useTranslation();
  const hasFont = derived.sorceryPointsMax > 0;
  return (
    <section
      aria-labelledby="slots-title"
      className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-10 -mx-3 flex max-h-[58dvh] flex-col gap-2 rounded-t-2xl border-t border-stone-200 bg-stone-50/95 px-3 pb-2 pt-2 shadow-[0_-6px_16px_-8px_rgba(0,0,0,0.25)] backdrop-blur md:top-16 md:bottom-auto md:mx-0 md:max-h-[calc(100dvh-5rem)] md:rounded-2xl md:border md:bg-white md:p-4 md:shadow-none dark:border-stone-800 dark:bg-stone-950/95 md:dark:bg-stone-900"
    >
      <div role="status" aria-live="polite" className="empty:hidden">
        {message && (
          <p className={`flex flex-wrap items-center gap-x-2 rounded-lg border px-3 py-1 ${message.kind === 'error' ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100' : 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950/40 dark:text-green-100'}`}>
            <span className="min-w-0 flex-1 py-1">{message.text}</span>
            {message.code && <WhyLink code={message.code} className="text-current!" />}
            <button type="button" className="min-h-11 min-w-11 rounded-lg text-xl" aria-label={t('tracker.dismiss')} onClick={onDismissMessage}>
              ×
            </button>
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <h2 id="slots-title" className="text-base font-semibold">{t('tracker.slots.title')}</h2>
        {hasFont && (
          <Button variant="ghost" className="px-2! text-sm" onClick={onFont}>
            {t('tracker.font.title')}
          </Button>
        )}
      </div>
      {/* the pips scroll inside the panel when there are many levels; the buttons below stay in reach */}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {canCast ? <SlotPips character={character} derived={derived} report={report} /> : <p>{t('tracker.noCasting')}</p>}
      </div>
      <div className="flex gap-2">
        <Button onClick={onNewTurn} className="flex-1 whitespace-nowrap px-2!">{t('tracker.turn.new')}</Button>
        <Button onClick={onDamage} className="flex-1 whitespace-nowrap px-2!">{t('tracker.damage.open')}</Button>
        <Button variant="primary" onClick={onCast} disabled={!canCast} className="flex-[1.4] whitespace-nowrap px-2! text-lg">
          {t('tracker.castButton')}
        </Button>
      </div>
    </section>
  );
}

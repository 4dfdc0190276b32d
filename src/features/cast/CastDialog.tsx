// The cast dialog: choose how to cast (only free slot levels at or above the spell's level, the pact
// slot, Mystic Arcanum, ritual — from the rules' availableCastOptions), see the effective level and
// the scaled dice, the refusal with its rule before tapping, an optional GM override, a question
// before a new concentration spell ends the old one, and the dice after the cast.
//
// Usage from any spell row:
//   {casting && <CastDialog characterId={id} spell={spell} classId="wizard" onClose={() => setCasting(false)} />}
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AFFINITY_RESISTANCE_COST, abilityModifier, blastInvocations, concentrationOfCast, elementalAffinity, isLongCasting, metamagicShortfall, needsCastingTime, scrollCheckDC, scrollNeedsCheck, scrollStats, sorceryPointsAvailable, type CastFailure, type CastRequest, type ClassId, type MetamagicId } from '../../rules';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import type { Spell } from '../../data/types';
import { useCatalog } from '../../data/useCatalog';
import { useAppStore } from '../../store/app-store';
import { deriveCharacter } from '../../store/derived';
import { toCaster } from '../../store/defaults';
import { castingClasses, castingEndedByCast, castOptions, concentrationEndedByCast, freeSlotsOf, previewCast } from '../../store/queries';
import type { Character } from '../../store/types';
import { castAsClasses, defaultClassOf, defaultOption, optionKey, slotOf } from './cast-choice';
import { invocationFactsOf } from '../../store/gear';
import { EndQuestion, LastFailure, Refusal, Warnings } from './CastNotes';
import { CastOptionsField, ClassChoice } from './CastOptions';
import { describeCast, type CastKind } from './describe';
import { CastDone, CastStarted, type DoneStep } from './CastDone';
import { toMechanics } from '../../data/mechanics';
import { MetamagicFields } from './MetamagicFields';
import { AffinityResistanceField } from './AffinityResistanceField';
import { OverchannelField, overchannelChosen } from './OverchannelField';
import { ScrollCheckFields, type ScrollCheck } from './ScrollCheckFields';
import { castingActions } from '../../store/casting';
import { missingNumbersOf, spellNameOr } from '../../components/spell-name';
import { useCharacter } from '../../store/hooks';

const { castWithEffect, startCasting } = castingActions(useAppStore);

export interface CastDialogProps {
  /** the character who casts (usually the active one) */
  characterId: string;
  spell: Spell;
  /** the class to cast with; default: the class the character has the spell from */
  classId?: string;
  onClose: () => void;
  /** called once the spell is cast (or its longer casting has started), the dialog still open */
  onCast?: () => void;
  /** opened from a scroll the character carries: the dialog starts with reading it, even when it
   *  is refused (the player then reads why, not a slot's refusal) */
  fromScroll?: boolean;
  /** opened from an Eldritch Invocation: the dialog starts with its way to cast */
  fromInvocation?: boolean;
  /** The concentration save after Overchannel's necrotic damage (the fight screen's damage form):
   *  given the damage once rolled or known (null before), shown on the done screen while the caster
   *  concentrates. */
  concentrationSave?: (damage: number | null) => React.ReactNode;
}

export function CastDialog(props: CastDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} title={t('cast.title', { name: props.spell.text.name })} labelledBy={titleId}>
      <CastPanel {...props} />
    </Dialog>
  );
}

/** The dialog's content (exported for screens that show it inline). */
export function CastPanel(props: CastDialogProps) {
  const { t } = useTranslation();
  const character = useCharacter(props.characterId);
  if (!character) return <p>{t('cast.noCharacter')}</p>;
  return <CastBody {...props} character={character} />;
}

type Step = { kind: 'choose' } | { kind: 'started'; rounds: number; ritual: boolean; endedCasting?: string } | DoneStep;

function CastBody({ character, spell, classId: wanted, onClose, onCast, fromScroll, fromInvocation, concentrationSave }: CastDialogProps & { character: Character }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const catalog = useCatalog();
  const mech = useMemo(() => toMechanics(spell), [spell]);
  const derived = deriveCharacter(character);
  const casting = castingClasses(character).map((c) => c.classId);
  const castableAs = castAsClasses(character, spell, casting);
  const [classChoice, setClassChoice] = useState<ClassId | null>(null);
  const classId = classChoice ?? defaultClassOf(character, spell.id, spell.classes, wanted, castableAs);
  const klass = derived.classes.find((c) => c.classId === classId) ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const lasting = spell.duration.unit !== 'instantaneous';
  // blank by default: a spell on yourself is listed by the spell alone, in whatever language is on
  const [target, setTarget] = useState('');
  // a reaction is usually cast on another creature's turn (Shield, Counterspell)
  const [offTurn, setOffTurn] = useState(spell.castingTime.unit === 'reaction');
  const [metamagic, setMetamagic] = useState<MetamagicId[]>([]);
  const [resist, setResist] = useState(false);
  const [scrollCheck, setScrollCheck] = useState<ScrollCheck>(undefined);
  const [overchannel, setOverchannel] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<CastFailure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { target: useId(), klass: useId(), options: useId(), question: useId() };

  useEffect(() => {
    if (step.kind !== 'choose') headingRef.current?.focus();
  }, [step.kind]);

  const chaMod = abilityModifier(character.abilities.cha);
  const blast = blastInvocations(character.invocations ?? [], invocationFactsOf(character));
  // offered with a cast that takes effect now (a longer casting records no such choice)
  const affinity = elementalAffinity(character.classes, mech.damageTypes ?? []);
  const nameOf = (id: string) => spellNameOr(t, catalog.byId, id, { numbers: missingNumbersOf(character, (x) => catalog.byId.has(x)) });

  if (step.kind === 'done') {
    return <CastDone spell={spell} step={step} nameOf={nameOf} headingRef={headingRef} onClose={onClose} klass={klass} characterLevel={derived.totalLevel} classes={character.classes} chaMod={chaMod} blast={blast} concentrationSave={concentrationSave} />;
  }
  if (step.kind === 'started') return <CastStarted name={spell.text.name} rounds={step.rounds} ritual={step.ritual} endedCasting={step.endedCasting && nameOf(step.endedCasting)} headingRef={headingRef} onClose={onClose} />;

  const options = classId ? castOptions(character, mech, classId) : [];
  const withTurn = (slot: CastRequest['slot']): CastRequest => ({
    spell: mech,
    classId: classId ?? 'wizard',
    slot,
    ...(offTurn ? { offTurn: true } : {}),
    ...(metamagic.length ? { metamagic } : {}),
    ...(resist && affinity && !isLongCasting(mech, slot.kind === 'ritual') ? { affinityResistance: true } : {}),
    ...(slot.kind === 'scroll' && scrollCheck ? { scrollCheck } : {}),
  });
  const fallbackSlot: CastRequest['slot'] =
    spell.level === 0 ? { kind: 'cantrip' } : derived.pact && derived.slotsMax.every((n) => n === 0) ? { kind: 'pact' } : { kind: 'slot', level: spell.level };
  const startWith = options.find((o) => (fromScroll && o.kind === 'scroll') || (fromInvocation && o.kind === 'invocation')) ?? defaultOption(options, classId, (o) => {
    const p = previewCast(character, withTurn(slotOf(o)));
    return p.ok ? 0 : p.errors.length;
  }, character.caster.turn.round > 0);
  const selected = options.find((o) => optionKey(o) === choice) ?? startWith ?? options[0] ?? null;
  const over = { classes: character.classes, spell: mech, castLevel: selected?.level ?? spell.level, castAs: classId, value: overchannel };
  const request: CastRequest = { ...withTurn(selected ? slotOf(selected) : fallbackSlot), ...(overchannelChosen(over) ? { overchannel: true } : {}) };
  const preview = classId ? previewCast(character, request) : ({ ok: false, error: 'noSpellcasting', errors: ['noSpellcasting'], overridable: false } as CastFailure);
  const kind: CastKind = selected?.kind ?? (spell.level === 0 ? 'cantrip' : 'slot');
  // a spell from a scroll uses the scroll's save DC and attack bonus
  const scroll = kind === 'scroll' ? scrollStats(spell.level) : null;
  const summary = describeCast(t, lng, spell, {
    kind,
    castLevel: selected?.level ?? spell.level,
    characterLevel: derived.totalLevel,
    saveDC: scroll?.saveDC ?? klass?.saveDC ?? null,
    attackBonus: scroll?.attackBonus ?? klass?.attackBonus ?? null,
    abilityMod: klass?.abilityMod ?? 0,
    twinned: metamagic.includes('twinned'),
    classes: character.classes,
    castAs: classId ?? null,
    chaMod,
    blast,
    overchannel: request.overchannel === true,
  });
  const needsScrollCheck = kind === 'scroll' && scrollNeedsCheck(character.classes, mech);
  const free = freeSlotsOf(character);
  // the concentration this cast would end: asked once, next to the button that casts
  const ending = concentrationEndedByCast(character, request);
  // a spell being cast over time that this cast breaks off (it fails, nothing spent for it)
  const breaking = castingEndedByCast(character, request);
  const long = needsCastingTime(request);
  const pointsLeft = sorceryPointsAvailable(toCaster(character));
  // refused for sorcery points: the cast button says how many are missing before the tap
  const resistCost = request.affinityResistance ? AFFINITY_RESISTANCE_COST : 0;
  const pointsMissing = !preview.ok && preview.errors.includes('notEnoughSorceryPoints') ? metamagicShortfall(pointsLeft - resistCost, selected?.level ?? spell.level, metamagic) + Math.max(0, resistCost - pointsLeft) : 0;

  function doCast(override: boolean) {
    const req: CastRequest = override ? { ...request, override: true } : request;
    // a blank target stays blank (the effect is listed by the spell alone), never a made-up "cíl"
    const effectTarget = target.trim();
    // a casting over minutes or hours starts now and spends its slot when it completes
    if (long) {
      const started = startCasting(character.id, req, effectTarget);
      if (started.ok) {
        setStep({ kind: 'started', rounds: started.rounds, ritual: req.slot.kind === 'ritual', endedCasting: started.endedCasting });
        onCast?.();
      } else setFailure(started);
      return;
    }
    const r = castWithEffect(character.id, req, effectTarget);
    if (r.ok) {
      setFailure(null);
      setStep({ kind: 'done', result: r, request: req, target: effectTarget });
      onCast?.();
    } else {
      setFailure(r);
      setStep({ kind: 'choose' });
    }
  }

  const shownFailure = failure && !preview.ok ? null : failure;
  const warnings = preview.ok ? preview.warnings.filter((w) => w !== 'overridden') : [];

  return (
    <div className="flex flex-col gap-4">
      <p data-testid="cast-summary" aria-live="polite" className="rounded-lg bg-accent-50 px-3 py-2 text-base font-medium text-accent-900 dark:bg-stone-800 dark:text-accent-100">
        {summary.text}
      </p>

      {castableAs.length > 1 && (
        <ClassChoice
          id={ids.klass}
          classes={castableAs}
          value={classId}
          onChange={(c) => {
            setClassChoice(c);
            setChoice(null);
          }}
        />
      )}

      {spell.level === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">{t('cast.cantripInfo')}</p>
      ) : (
        options.length > 0 && <CastOptionsField id={ids.options} options={options} selected={selected} classId={classId} counts={{ free, pactFree: (derived.pact?.count ?? 0) - character.caster.spentPact }} onChoose={setChoice} />
      )}

      {needsScrollCheck && klass && (
        <ScrollCheckFields level={spell.level} dc={scrollCheckDC(spell.level)} ability={klass.ability} mod={klass.abilityMod} value={scrollCheck} onChange={setScrollCheck} />
      )}
      {scroll && <p className="text-sm text-stone-700 dark:text-stone-300">{t('cast.scrollStats', { dc: scroll.saveDC, bonus: `+${scroll.attackBonus}` })}</p>}

      {derived.sorceryPointsMax > 0 && (
        <MetamagicFields
          known={character.metamagic ?? []}
          spell={mech}
          castLevel={selected?.level ?? spell.level}
          asRitual={kind === 'ritual'}
          pointsLeft={pointsLeft}
          pointsMax={derived.sorceryPointsMax}
          value={metamagic}
          onChange={setMetamagic}
        />
      )}

      {affinity && !long && (
        <AffinityResistanceField type={affinity} checked={resist} onChange={setResist} points={character.metamagic?.length ? null : { left: pointsLeft, max: derived.sorceryPointsMax }} />
      )}
      <OverchannelField {...over} caster={character.caster} onChange={setOverchannel} />

      {lasting && (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.target} className="font-medium">{t('cast.target')}</label>
          <input
            id={ids.target}
            value={target}
            maxLength={60}
            onChange={(e) => setTarget(e.target.value)}
            placeholder={spell.range.kind === 'self' ? t('cast.targetSelf') : t('cast.targetDefault')}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-800"
          />
          <span className="text-sm text-stone-600 dark:text-stone-400">{t('cast.targetHint')}</span>
        </div>
      )}

      {spell.castingTime.unit === 'reaction' && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={offTurn} onChange={(e) => setOffTurn(e.target.checked)} />
          {t('cast.offTurn')}
        </label>
      )}

      {!preview.ok && <Refusal id={`${ids.options}-refused`} preview={preview} character={character} spell={spell} />}
      {shownFailure && <LastFailure failure={shownFailure} />}
      {warnings.length > 0 && <Warnings warnings={warnings} />}
      {ending !== null && (preview.ok || preview.overridable) && <EndQuestion id={ids.question} ends="concentration" oldName={nameOf(ending)} newName={spell.text.name} />}
      {breaking !== null && (preview.ok || preview.overridable) && <EndQuestion id={`${ids.question}-casting`} ends="casting" oldName={nameOf(breaking)} newName={spell.text.name} byAction={!long && !concentrationOfCast(character.classes, request)} />}

      <div className="flex flex-wrap justify-end gap-2">
        {!preview.ok && preview.overridable && (
          <Button className="border-2! border-amber-500! bg-amber-50! text-amber-950! hover:bg-amber-100! dark:bg-amber-950/50! dark:text-amber-100! dark:hover:bg-amber-900/60!" onClick={() => doCast(true)}>
            {t('cast.override')}
          </Button>
        )}
        <Button variant="primary" className="min-w-32 text-lg" disabled={!preview.ok} onClick={() => doCast(false)}>
          {pointsMissing > 0 ? t('cast.castMissingPoints', { count: pointsMissing }) : t(long ? 'cast.startCasting' : 'cast.cast', { context: ending !== null ? 'ending' : breaking !== null ? 'endingCasting' : undefined })}
        </Button>
      </div>
    </div>
  );
}

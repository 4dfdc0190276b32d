// The table-side view of the character in the route (/boj/<id>; bare /boj opens this tab's chosen
// one): slot pips and the cast button in the thumb zone (a sticky bottom panel on a phone), turn
// and round, concentration, effects, table conditions, rests, Font of Magic, Divine Smite, a
// warlock's invocations and the GM override log. `?cast=<spellId>&class=<classId>` opens the cast dialog directly (other screens
// link here; a spell picked here goes there too, so a reload keeps it).
// Performance (a slot tap must repaint within a frame on a slow phone): this screen does not
// subscribe to the whole character; each section subscribes to what it shows (TrackerSections,
// SlotPips), and everything passed down is stable (useCallback / useMemo), so the memoized sections
// skip a re-render when their part of the character did not change.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useLocation, useSearch } from 'wouter';
import type { Spell } from '../../data/types';
import { useCatalog } from '../../data/useCatalog';
import { useAppStore } from '../../store/app-store';
import { slotLimits, type SlotLimits } from '../../store/derived';
import type { ActionResult } from '../../store/result';
import { CastDialog, ruleText } from '../cast/entry';
import { ReminderBanner } from '../settings/entry';
import { ConcentrationAfterCast, DamageDialog, hasParkedDamage } from './DamageDialog';
import { FontOfMagicDialog, RestConfirm } from './RestDialogs';
import { DivineSmiteDialog } from './DivineSmiteDialog';
import { SpellPicker, type PickEntry } from './SpellPicker';
import { ThumbPanel, type Message } from './ThumbPanel';
import { ConcentrationSection, ConditionsSection, EffectsSection, OverridesSection, RestSection, TrackerHeader, TurnNote, type Report } from './TrackerSections';
import { useCharacter, useCharacterValue } from '../../store/hooks';
import { GearSection } from './GearSection';
import { InvocationsSection } from './InvocationsSection';
import { CastingSection } from './CastingSection';
import { useCastUndo } from './useCastUndo';
import { BonusActionToggle } from './BonusActionToggle';
import { CharacterRoute, NoCharacter } from '../../components/CharacterRoute';
import { SwordsIcon } from '../../components/icons';
import { characterPath } from '../../components/character-path';
import { tableActions } from '../../store/table';
import { missingNumbers, spellIdsOf, spellNameOr } from '../../components/spell-name';

const table = tableActions(useAppStore);

type Modal = 'picker' | 'damage' | 'short' | 'long' | 'font' | 'smite' | null;

let messageId = 0;
/** How long a confirmation stays (ms). One that offers "Vrátit" stays until the next message or ×. */
const OK_MESSAGE_MS = 5_000;

export default function TrackerScreen({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <CharacterRoute base="/boj" id={id} none={<NoCharacter title={t('tracker.title')} text={t('tracker.noCharacter')} icon={SwordsIcon} />}>
      {(cid) => <Tracker key={cid} id={cid} />}
    </CharacterRoute>
  );
}

const NO_CLASSES: never[] = [];

const NONE_MISSING: string[] = [];

/** The numbers telling apart the character's spells this device lacks (as on every screen). The
 *  missing ids are compared item by item (useShallow), so a slot tap re-renders nothing. */
function useMissingNumbers(id: string, byId: ReadonlyMap<string, Spell>): ReadonlyMap<string, number> {
  const missing = useAppStore(
    useShallow((s) => {
      const c = s.characters.find((x) => x.id === id);
      return c ? spellIdsOf(c).filter((x) => !byId.has(x)) : NONE_MISSING;
    }),
  );
  return useMemo(() => missingNumbers(missing, () => false), [missing]);
}

function Tracker({ id }: { id: string }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const byId = catalog.byId;
  const search = useSearch();
  const [, navigate] = useLocation();
  // a damage dialog open when the tab was put away (and reloaded) opens again
  const [modal, setModal] = useState<Modal>(() => (hasParkedDamage(id) ? 'damage' : null));
  const [picked, setPicked] = useState<{ spell: Spell; classId?: string; fromScroll?: boolean; fromInvocation?: boolean } | null>(null);
  const [message, setMessageState] = useState<Message | null>(null);
  // Mirrors `message`, so that the common "ok, nothing to say" after a tap does not even schedule
  // a state update when no message is shown.
  const shown = useRef(false);
  const setMessage = useCallback((m: Message | null) => {
    if (!m && !shown.current) return;
    shown.current = m !== null;
    setMessageState(m);
  }, []);
  const classes = useCharacterValue(id, (c) => c.classes) ?? NO_CLASSES;
  const limits = useMemo(() => slotLimits(classes), [classes]);
  const numbers = useMissingNumbers(id, byId);
  const nameOf = useCallback((sid: string) => spellNameOr(t, byId, sid, { numbers }), [t, byId, numbers]);

  const params = new URLSearchParams(search);
  const querySpell = params.get('cast');
  const queryCast = querySpell ? byId.get(querySpell) : undefined;
  const casting = picked ?? (queryCast ? { spell: queryCast, classId: params.get('class') ?? undefined } : null);

  const report = useCallback<Report>(
    (r: ActionResult, okText?: string, onUndo?: () => void) => {
      if (r.ok) setMessage(okText ? { kind: 'ok', text: okText, id: ++messageId, onUndo } : null);
      else setMessage({ kind: 'error', text: ruleText(t, r.error), code: r.error, id: ++messageId });
    },
    [t, setMessage],
  );
  const castUndo = useCastUndo(id, casting?.spell, report);
  function closeCast() {
    castUndo.onClose();
    setPicked(null);
    if (querySpell) navigate(characterPath('/boj', id), { replace: true });
  }
  // Once cast, the spell leaves the address (the dialog stays, showing the result): a reload after
  // that must not offer the same cast again as if it had not happened.
  function castDone() {
    castUndo.onCast();
    if (!querySpell || !casting) return;
    setPicked(casting);
    navigate(characterPath('/boj', id), { replace: true });
  }
  const onNewTurn = useCallback(() => {
    // the message names the round the new turn starts (read before the action changes it)
    const round = useAppStore.getState().characters.find((c) => c.id === id)?.caster.turn.round ?? 0;
    report(table.newTurn(id), round === 0 ? t('tracker.turn.fightStarted') : t('tracker.turn.started', { round: round + 1 }));
  }, [id, report, t]);
  const onEntreat = useCallback(() => report(table.entreatPatron(id), t('tracker.eldritch.done')), [id, report, t]);
  const dismiss = useCallback(() => setMessage(null), [setMessage]);
  // A confirmation goes after a few seconds, so it does not sit over the screen; a refusal and an
  // undo stay until the next tap or ×.
  useEffect(() => {
    if (message?.kind !== 'ok' || message.onUndo) return;
    const timer = setTimeout(() => setMessage(null), OK_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message, setMessage]);
  const openPicker = useCallback(() => setModal('picker'), []);
  const openDamage = useCallback(() => setModal('damage'), []);
  const openFont = useCallback(() => setModal('font'), []);
  const openSmite = useCallback(() => setModal('smite'), []);
  const openShort = useCallback(() => setModal('short'), []);
  const openLong = useCallback(() => setModal('long'), []);
  const castScroll = useCallback((spell: Spell) => setPicked({ spell, fromScroll: true }), []);
  const castInvocation = useCallback((spell: Spell) => setPicked({ spell, classId: 'warlock', fromInvocation: true }), []);

  // From md the navigation moves to the side; on a phone turned to landscape (844 px) the slot panel's
  // column stays 19 rem (four 44 px pips in a row), so the fight column keeps ≈ 280 px; from lg it grows.
  return (
    <div className="flex flex-col gap-4 md:grid md:grid-cols-[minmax(0,1fr)_19rem] md:items-start md:gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)] lg:gap-6">
      <div className="flex flex-col gap-4">
        <TrackerHeader id={id} report={report} />
        <ReminderBanner place="fight" />
        <TurnNote id={id} />
        <BonusActionToggle id={id} report={report} />
        <CastingSection id={id} byId={byId} report={report} />
        <ConcentrationSection id={id} nameOf={nameOf} report={report} />
        <EffectsSection id={id} nameOf={nameOf} report={report} />
        <ConditionsSection id={id} byId={byId} nameOf={nameOf} report={report} />
        <RestSection id={id} nameOf={nameOf} onShort={openShort} onLong={openLong} onEntreat={onEntreat} />
        <InvocationsSection id={id} byId={byId} report={report} onCast={castInvocation} />
        <GearSection id={id} byId={byId} report={report} onCastScroll={castScroll} />
        <OverridesSection id={id} nameOf={nameOf} />
      </div>

      <ThumbPanel id={id} limits={limits} message={message} onDismissMessage={dismiss} report={report} onNewTurn={onNewTurn} onCast={openPicker} onDamage={openDamage} onFont={openFont} onSmite={openSmite} />

      {modal && (
        <TrackerDialogs
          id={id}
          modal={modal}
          setModal={setModal}
          byId={byId}
          nameOf={nameOf}
          limits={limits}
          report={report}
          onPick={(e) => {
            setModal(null);
            // the spell being cast goes into the address, so a reload (a phone putting the tab away)
            // opens the dialog again instead of losing it
            navigate(characterPath('/boj', id, `cast=${encodeURIComponent(e.spell.id)}&class=${e.classId}`), { replace: true });
          }}
        />
      )}
      {casting && <CastDialog key={casting.spell.id} characterId={id} spell={casting.spell} classId={casting.classId} onClose={closeCast} onCast={castDone} fromScroll={casting.fromScroll} fromInvocation={casting.fromInvocation} concentrationSave={(damage) => <ConcentrationAfterCast id={id} damage={damage} label={t('cast.dice.selfNecrotic')} spellName={nameOf} />} />}
    </div>
  );
}

/** The open dialog: the only part of the screen that takes the whole character (mounted while open). */
function TrackerDialogs({
  id,
  modal,
  setModal,
  byId,
  nameOf,
  limits,
  report,
  onPick,
}: {
  id: string;
  modal: Exclude<Modal, null>;
  setModal: (m: Modal) => void;
  byId: Map<string, Spell>;
  nameOf: (spellId: string) => string;
  limits: SlotLimits;
  report: Report;
  onPick: (e: PickEntry) => void;
}) {
  const character = useCharacter(id);
  if (!character) return null;
  const close = () => setModal(null);
  switch (modal) {
    case 'picker':
      return <SpellPicker character={character} byId={byId} onClose={close} onPick={onPick} />;
    case 'damage':
      return <DamageDialog character={character} spellName={nameOf} onClose={close} />;
    case 'short':
    case 'long':
      return <RestConfirm kind={modal} character={character} nameOf={nameOf} report={report} onClose={close} />;
    case 'font':
      return <FontOfMagicDialog character={character} derived={limits} report={report} onClose={close} />;
    case 'smite':
      return <DivineSmiteDialog character={character} limits={limits} report={report} onClose={close} />;
  }
}

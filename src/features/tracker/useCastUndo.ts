// "Vrátit" after a cast: all the cast dialog did (slot, concentration, effects, turn, consumed
// materials or scroll) goes back in one tap, as with the fight screen's other actions.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Spell } from '../../data/types';
import { useAppStore } from '../../store/app-store';
import { fightStateOf, tableActions, type FightState } from '../../store/table';
import type { Report } from './TrackerSections';

const table = tableActions(useAppStore);

const fightNow = (id: string): FightState | null => {
  const c = useAppStore.getState().characters.find((x) => x.id === id);
  return c ? fightStateOf(c) : null;
};

/** `onCast`: the dialog cast (or started casting) the spell; `onClose`: the dialog closed, and the
 *  thumb panel says what was cast, with "Vrátit". */
export function useCastUndo(id: string, spell: Spell | undefined, report: Report) {
  const { t } = useTranslation();
  const start = useRef<FightState | null>(null);
  const cast = useRef(false);
  const spellId = spell?.id;
  // the fight state as the dialog opened: what the undo goes back to
  useEffect(() => {
    start.current = spellId ? fightNow(id) : null;
    cast.current = false;
  }, [id, spellId]);
  return {
    onCast: () => {
      cast.current = true;
    },
    onClose: () => {
      const before = start.current;
      const after = fightNow(id);
      if (!cast.current || !before || !after || !spell) return;
      cast.current = false;
      const name = spell.text.name;
      const started = after.caster.casting?.spellId === spell.id && before.caster.casting?.spellId !== spell.id;
      report({ ok: true }, t(started ? 'tracker.undone.castStarted' : 'tracker.undone.castDone', { spell: name }), () => report(table.undoTo(id, before, after), t('tracker.undone.cast', { spell: name })));
    },
  };
}

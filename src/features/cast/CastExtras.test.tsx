// The cast dialog with Metamagic, a spell scroll and the focus hand: what the player sees and what
// the cast changes.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../../store/app-store';
import { tableActions } from '../../store/table';
import { setupCastDialog } from '../../testing/cast-dialog';

const { make, char, open } = setupCastDialog();

describe('CastDialog: the focus hand', () => {
  it('sword + wand: Fireball can be cast, Shield is refused for the empty hand', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], ['fireball', 'shield'].map((spellId) => ({ spellId, classId: 'wizard', status: 'prepared' })));
    useAppStore.getState().setConditions(id, { handsFree: false, focusInHand: true });
    await open(id, 'fireball');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
  });

  it('Shield with the wand in hand: the refusal says an empty hand is needed', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'shield', classId: 'wizard', status: 'prepared' }]);
    useAppStore.getState().setConditions(id, { handsFree: false, focusInHand: true });
    await open(id, 'shield');
    expect(screen.getByRole('alert')).toHaveTextContent('kouzlo bez surovin potřebuje prázdnou ruku');
    // the toggle to change it reads as words apart: "…brašničku (ta ruka…", not "…brašničku(ta ruka…"
    expect(screen.getByRole('checkbox', { name: /^V\sruce držím ohniskový předmět nebo brašničku \(ta ruka/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeDisabled();
  });
});

describe('CastDialog: Metamagic', () => {
  it('Quickened Fireball: the option shows its cost, the cast spends 2 sorcery points and the bonus action', async () => {
    const user = userEvent.setup();
    const id = make([{ classId: 'sorcerer', level: 5 }], [{ spellId: 'fireball', classId: 'sorcerer', status: 'known' }]);
    expect(useAppStore.getState().setMetamagic(id, ['quickened', 'twinned']).ok).toBe(true);
    tableActions(useAppStore).newTurn(id); // in a fight: the bonus action is counted
    await open(id, 'fireball');
    const quick = screen.getByRole('checkbox', { name: /Zrychlené kouzlo/ });
    expect(quick.closest('label')).toHaveTextContent('2 body');
    // Twinned does not fit Fireball (an area, not one creature)
    expect(screen.getByRole('checkbox', { name: /Zdvojené kouzlo/ })).toBeDisabled();
    await user.click(quick);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.sorceryPointsSpent).toBe(2);
    expect(char(id).caster.turn.bonusActionSpellCast).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Utraceny 2 čarodějné body na metamagii.');
  });

  it('the group is named "Metamagie" alone; the points left are its description', async () => {
    const id = make([{ classId: 'sorcerer', level: 5 }], [{ spellId: 'fireball', classId: 'sorcerer', status: 'known' }]);
    useAppStore.getState().setMetamagic(id, ['quickened', 'twinned']);
    await open(id, 'fireball');
    const group = screen.getByRole('group', { name: 'Metamagie' });
    expect(group).toHaveAccessibleDescription('Čarodějné body: 5 z\u00a05');
    expect(group).toHaveTextContent('Čarodějné body: 5 z 5');
  });

  it('not enough points: the option cannot be ticked, and says how many points it needs', async () => {
    const id = make([{ classId: 'sorcerer', level: 3 }], [{ spellId: 'fire-bolt', classId: 'sorcerer', status: 'known' }]);
    useAppStore.getState().setMetamagic(id, ['quickened', 'twinned']);
    useAppStore.getState().spendSorceryPoints(id, 2);
    await open(id, 'fire-bolt');
    const quick = screen.getByRole('checkbox', { name: /Zrychlené kouzlo/ });
    expect(quick).toBeDisabled();
    expect(quick.closest('label')).toHaveTextContent('chybí 1 čarodějný bod');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CastDialog: a spell scroll', () => {
  it('from a carried scroll a Fiend warlock starts reading it: Stinking Cloud (Fiend list) reads, Lightning Bolt says why not', async () => {
    const id = make([{ classId: 'warlock', level: 5, subclassId: 'fiend' }], []);
    useAppStore.getState().addScroll(id, 'stinking-cloud');
    useAppStore.getState().addScroll(id, 'lightning-bolt');
    await open(id, 'lightning-bolt', { fromScroll: true });
    // not the pact slot (refused too, for a spell the warlock does not know)
    expect(screen.getByRole('radio', { name: /Ze svitku/ })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Svitek přečteš, jen když je jeho kouzlo na seznamu kouzel tvého povolání.');
    cleanup();
    await open(id, 'stinking-cloud', { fromScroll: true });
    expect(screen.getByRole('radio', { name: /Ze svitku/ })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
  });

  it('a wizard 3 reads Fireball: no slot, the check DC 13 is shown, the scroll is used up', async () => {
    const user = userEvent.setup();
    const id = make([{ classId: 'wizard', level: 3 }], []);
    useAppStore.getState().addScroll(id, 'fireball');
    await open(id, 'fireball');
    expect(screen.getByRole('radio', { name: /Ze svitku/ })).toBeChecked();
    expect(screen.getByTestId('scroll-check')).toHaveTextContent('SO 13');
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Ověření se povedlo' }));
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).scrolls).toEqual([]);
    expect(char(id).caster.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(screen.getByTestId('cast-summary')).toHaveTextContent('SO 15');
  });
});

describe('CastDialog: the way it starts with', () => {
  it('a warlock spell of a sorcerer-warlock takes a pact slot first; a sorcerer spell a sorcerer slot', async () => {
    const id = make([{ classId: 'sorcerer', level: 3 }, { classId: 'warlock', level: 2 }], [{ spellId: 'hellish-rebuke', classId: 'warlock', status: 'known' }, { spellId: 'magic-missile', classId: 'sorcerer', status: 'known' }]);
    await open(id, 'hellish-rebuke');
    expect(screen.getByRole('radio', { name: /^Pozice paktu/ })).toBeChecked();
    cleanup();
    await open(id, 'magic-missile');
    expect(screen.getByRole('radio', { name: /^Pozice 1\.\súrovně/ })).toBeChecked();
  });

  it('a reaction is cast on another creature\'s turn unless the player says otherwise', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'shield', classId: 'wizard', status: 'prepared' }]);
    tableActions(useAppStore).newTurn(id);
    await open(id, 'shield');
    expect(screen.getByRole('checkbox', { name: /^Sesílám reakcí v\stahu jiného tvora$/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Seslat' }));
    // off-turn: this turn's casting flags stay as they were; the reaction is spent
    expect(char(id).caster.turn.nonCantripSpellCast).toBe(false);
    expect(char(id).caster.turn.reactionUsed).toBe(true);
  });

  it('a second reaction spell in the same round is refused until the next turn, the GM may allow it', async () => {
    const user = userEvent.setup();
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'shield', classId: 'wizard', status: 'prepared' }]);
    tableActions(useAppStore).newTurn(id);
    await open(id, 'shield');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    cleanup();
    await open(id, 'shield');
    expect(screen.getByRole('alert')).toHaveTextContent('Reakci už máš utracenou na kouzlo');
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'PJ povolil – seslat' })).toBeEnabled();
    cleanup();
    tableActions(useAppStore).newTurn(id);
    await open(id, 'shield');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
  });
});

describe('CastDialog: a spell above every slot the character has', () => {
  it('says only a scroll helps, not a rest', async () => {
    const id = make([{ classId: 'wizard', level: 3 }], [{ spellId: 'fireball', classId: 'wizard', status: 'prepared' }]);
    await open(id, 'fireball');
    expect(screen.getByRole('alert')).toHaveTextContent('odpočinek na tom nic nezmění');
    expect(screen.getByText(/^Tohle v aplikaci nepřebije ani PJ: kouzlo nad tvými pozicemi jde seslat jen ze svitku\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/si odpočiň/)).toBeNull();
  });
});

// The printed sheet of a warlock names the Pact Boon and the Eldritch Invocations that act, with a box
// to tick for one cast once per long rest; an invocation whose prerequisite is not met is left out.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import type { ClassLevel, PactBoon } from '../../rules';
import PrintScreen from './PrintScreen';

function seed(classes: ClassLevel[], invocations?: string[], pactBoon?: PactBoon) {
  const c = { ...newCharacter('Morana', classes), ...(invocations ? { invocations } : {}), ...(pactBoon ? { pactBoon } : {}) };
  useAppStore.setState({ characters: [c], activeCharacterId: c.id, settings: { ...initialState().settings, paper: 'a4' } });
}

describe('print: Eldritch Invocations', () => {
  setupSpellScreen('/tisk');

  it('a warlock 5: the active invocations, a box for the once-per-long-rest one; Mire the Mind at 4th level left out', async () => {
    seed([{ classId: 'warlock', level: 5 }], ['armor-of-shadows', 'sign-of-ill-omen']);
    const { unmount } = render(<PrintScreen />);
    const row = within(await screen.findByTestId('spell-sheet')).getByTestId('invocations');
    expect(row).toHaveTextContent(/^Tajemná vzývání\s?Stínová zbroj · Zlé znamení/);
    expect(within(row).getAllByRole('img')).toHaveLength(1);
    expect(within(row).getByRole('img', { name: 'Zlé znamení: jednou za důkladný odpočinek' })).toBeInTheDocument();
    expect(row).toHaveTextContent(/vzývání s\spolíčkem sešle své kouzlo jednou/);
    unmount();
    seed([{ classId: 'warlock', level: 4 }], ['mire-the-mind']);
    render(<PrintScreen />);
    expect(within(await screen.findByTestId('spell-sheet')).queryByTestId('invocations')).toBeNull();
  });

  it('the Pact Boon is on the sheet; without a once-per-rest invocation no line about the box', async () => {
    seed([{ classId: 'warlock', level: 5 }], ['armor-of-shadows'], 'tome');
    const { unmount } = render(<PrintScreen />);
    const row = within(await screen.findByTestId('spell-sheet')).getByTestId('invocations');
    expect(row).toHaveTextContent(/^Dar paktu\s?Pakt knihy\s?Tajemná vzývání\s?Stínová zbroj$/);
    expect(within(row).queryByRole('img')).toBeNull();
    unmount();
    // a pact boon chosen at 2nd level does not act yet (it comes at 3rd)
    seed([{ classId: 'warlock', level: 2 }], [], 'blade');
    render(<PrintScreen />);
    expect(within(await screen.findByTestId('spell-sheet')).queryByTestId('invocations')).toBeNull();
  });

  it('the sheet of a chain warlock lists find familiar, the spell the pact teaches', async () => {
    seed([{ classId: 'warlock', level: 3 }], [], 'chain');
    render(<PrintScreen />);
    const sheet = within(await screen.findByTestId('spell-sheet'));
    expect(sheet.getByTestId('invocations')).toHaveTextContent(/^Dar paktu\s?Pakt řetězu$/);
    expect(sheet.getByText('Najdi přítelíčka')).toBeInTheDocument();
  });
});

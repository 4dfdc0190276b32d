import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { printWizard } from '../../testing/print';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import type { Character } from '../../store/types';
import PrintScreen from './PrintScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

const wizard = printWizard;

/** The printed sheet of one character of `classes` who knows `spellId` with its first class. */
async function sheetOf(name: string, classes: Character['classes'], abilities: Character['abilities'], spellId: string) {
  const c = newCharacter(name, classes, abilities);
  c.spells = [{ spellId, classId: classes[0].classId, status: 'known' }];
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  render(<PrintScreen />);
  return screen.findByTestId('spell-sheet');
}

describe('PrintScreen', () => {
  beforeAll(async () => {
    await setupTestI18n('cs');
  });
  beforeEach(() => {
    useAppStore.setState(initialState());
    window.history.replaceState(null, '', '/tisk');
  });

  it('on a device with no character, says what it prints and offers to create one', () => {
    render(<PrintScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tisk' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Zatím žádná postava' })).toBeVisible();
    expect(screen.getByText('Tady vytiskneš arch kouzel a karty kouzel své postavy. Nejdřív si ji založ.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Založit postavu' })).toHaveAttribute('href', '/postava/nova');
  });

  it("names a casting subclass in the sheet's casting table, as the screens do", async () => {
    const sheet = await sheetOf('Tarn', [{ classId: 'fighter', level: 7, subclassId: 'eldritch-knight' }], { str: 16, dex: 12, con: 14, int: 14, wis: 10, cha: 8 }, 'shield');
    const row = within(sheet).getByRole('rowheader', { name: 'Bojovník (Čaroknecht)\u00a07' }).closest('tr')!;
    expect(row).toHaveTextContent('Inteligence (+2)');
  });

  it("says a Draconic sorcerer's dragon ancestor (Elemental Affinity's damage type) under the class", async () => {
    const sheet = await sheetOf('Vyrla', [{ classId: 'sorcerer', level: 6, subclassId: 'draconic', ancestry: 'red' }], { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 18 }, 'fire-bolt');
    const head = within(sheet).getByRole('rowheader', { name: /^Čaroděj \(Dračí pokrevní linie\)\s6/ });
    expect(head).toHaveTextContent(vlna('Dračí předek: Červený drak (ohnivé zranění)'));
  });

  it("says a Circle of the Land druid's land (which circle spells it gets) under the class", async () => {
    const sheet = await sheetOf('Jarmila', [{ classId: 'druid', level: 3, subclassId: 'land', terrain: 'forest' }], { str: 8, dex: 14, con: 14, int: 10, wis: 18, cha: 12 }, 'druidcraft');
    const head = within(sheet).getByRole('rowheader', { name: /^Druid \(Kruh země\)\s3/ });
    expect(head).toHaveTextContent('Krajina kruhu: les');
  });

  it('shows the spell sheet: casting numbers, slots to tick, pact slots apart, spells by level', async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(within(sheet).getByRole('heading', { level: 2, name: 'Elara Stříbrná' })).toBeVisible();
    // the classes as every screen writes them (classesLabel): a class and its level never part
    expect(sheet.querySelector('.sheet-classes')!.textContent).toMatch(/^Kouzelník\u00a05 \/ Černokněžník\u00a02 · /);
    // the glossary's term, as the rules chapter and the scroll check say it
    expect(within(sheet).getByRole('columnheader', { name: 'Útočný bonus útoku kouzlem' })).toBeInTheDocument();
    const wizardRow = within(sheet).getByRole('rowheader', { name: 'Kouzelník\u00a05' }).closest('tr')!;
    // INT 18 (+4), proficiency +3 at level 7: DC 15, attack +7
    expect(wizardRow).toHaveTextContent('Inteligence (+4)');
    expect(wizardRow).toHaveTextContent('15');
    expect(wizardRow).toHaveTextContent('+7');
    // the limits the player counts against (INT +4 and wizard level 5: 9 prepared; 4 cantrips)
    expect(wizardRow).toHaveTextContent(/4\striky, 9\spřipravených kouzel/);
    // wizard 5 slots: 4 / 3 / 2; warlock 2: 2 pact slots of 1st level
    const slots = screen.getByTestId('slot-table');
    expect(within(slots).getByRole('img', { name: vlna('1. úroveň: 4') }).querySelectorAll('.box')).toHaveLength(4);
    expect(within(slots).getByRole('img', { name: vlna('3. úroveň: 2') })).toBeInTheDocument();
    expect(within(screen.getByTestId('pact-slots')).getByRole('img', { name: vlna('Pozice paktu (1. úroveň): 2') }).querySelectorAll('.box')).toHaveLength(2);
    expect(screen.queryByTestId('sorcery-points')).toBeNull();
    expect(within(sheet).getByRole('heading', { name: /Triky/ })).toBeVisible();
    expect(within(sheet).getByRole('heading', { name: /3\.\súroveň/ })).toBeVisible();
    for (const name of ['Ohnivá střela', 'Magická střela', 'Najdi magii', 'Ohnivá koule', 'Tajemný výšleh']) expect(sheet).toHaveTextContent(name);
    const detect = within(sheet).getByRole('rowheader', { name: /Najdi magii/ }).closest('tr')!;
    expect(detect).toHaveTextContent('Soustř.');
    expect(detect).toHaveTextContent('Rit.');
    expect(within(detect).getByLabelText('v knize')).toHaveTextContent('□');
    // the school cell starts with a capital, as the duration cell beside it does ("Ihned")
    expect(detect.querySelectorAll('td')[1]).toHaveTextContent(/^Věštění$/);
  });

  it('the note after the slots heading goes on lowercase after the dash, as the other notes do', async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(within(sheet).getByRole('heading', { name: /^Pozice kouzel/ })).toHaveTextContent(vlna('Pozice kouzel – utracenou pozici zaškrtni tužkou, po odpočinku vygumuj.'));
  });

  it("each level's table names its level in its header row, which the print repeats on every page it runs onto", async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(within(sheet).getByRole('columnheader', { name: 'Triky' })).toBeInTheDocument();
    expect(within(sheet).getByRole('columnheader', { name: vlna('Kouzla 1. úrovně') })).toBeInTheDocument();
    expect(within(sheet).getByRole('columnheader', { name: vlna('Kouzla 3. úrovně') })).toBeInTheDocument();
  });

  it('a caster who prepares nothing gets no preparation column and no preparation legend', async () => {
    const c = newCharacter('Lyra', [{ classId: 'bard', level: 3 }], { str: 8, dex: 14, con: 12, int: 10, wis: 12, cha: 16 });
    c.spells = [{ spellId: 'healing-word', classId: 'bard', status: 'known' }];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(within(sheet).getByRole('rowheader', { name: /Léčivé slovo/ })).toBeInTheDocument();
    expect(within(sheet).queryByRole('columnheader', { name: 'Přip.' })).not.toBeInTheDocument();
    expect(sheet.querySelector('.col-prep')).toBeNull();
    expect(sheet.querySelector('.sheet-legend')).not.toHaveTextContent('připravené');
    expect(sheet.querySelector('.sheet-legend')).toHaveTextContent(/^Soustř\. = soustředění/);
  });

  it('beside spells to prepare, a blank preparation box is a spell known, and the legend says so', async () => {
    const c = newCharacter('Lyra', [{ classId: 'bard', level: 3 }, { classId: 'wizard', level: 1 }], { str: 8, dex: 14, con: 12, int: 14, wis: 12, cha: 16 });
    c.spells = [
      { spellId: 'healing-word', classId: 'bard', status: 'known' },
      { spellId: 'magic-missile', classId: 'wizard', status: 'prepared' },
    ];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(within(sheet).getAllByRole('columnheader', { name: 'Přip.' }).length).toBeGreaterThan(0);
    expect(within(sheet).getByRole('rowheader', { name: /Léčivé slovo/ }).closest('tr')!.querySelector('.col-prep')).toBeEmptyDOMElement();
    expect(within(sheet).getByRole('rowheader', { name: /Magická střela/ }).closest('tr')!.querySelector('.col-prep')).toHaveTextContent('■');
    // a screen reader reads the mark as what it means, not "black square"
    expect(within(within(sheet).getByRole('rowheader', { name: /Magická střela/ }).closest('tr')!).getByRole('img')).toHaveAccessibleName('připravené');
    expect(sheet.querySelector('.sheet-legend')).toHaveTextContent('prázdné = známé kouzlo (nepřipravuje se)');
  });

  it("a warlock's Book of Shadows ritual is not marked as a spellbook spell to prepare: its own mark and legend", async () => {
    const c = newCharacter('Morwen', [{ classId: 'warlock', level: 3 }, { classId: 'wizard', level: 1 }], { str: 8, dex: 14, con: 12, int: 14, wis: 10, cha: 16 });
    c.conditions = { ...c.conditions, hasBookOfAncientSecrets: true };
    c.spells = [
      { spellId: 'find-familiar', classId: 'warlock', status: 'inBook' },
      { spellId: 'detect-magic', classId: 'wizard', status: 'inBook' },
    ];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    const familiar = within(sheet).getByRole('rowheader', { name: /Najdi přítelíčka/ }).closest('tr')!;
    expect(within(familiar).getByLabelText('v Knize stínů (jen jako rituál)')).toHaveTextContent('○');
    expect(within(familiar).queryByLabelText('v knize')).toBeNull();
    const detect = within(sheet).getByRole('rowheader', { name: /Najdi magii/ }).closest('tr')!;
    expect(within(detect).getByLabelText('v knize')).toHaveTextContent('□');
    expect(sheet.querySelector('.sheet-legend')).toHaveTextContent('○ rituál v Knize stínů (sesílá se jen jako rituál, nepřipravuje se)');
  });

  it('a book of only spells missing from the catalog is not called empty: the sheet says they are missing', async () => {
    const c = newCharacter('Umara', [{ classId: 'wizard', level: 3 }]);
    c.spells = ['hb-a-1111', 'hb-b-2222'].map((spellId) => ({ spellId, classId: 'wizard', status: 'inBook' }));
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(sheet).toHaveTextContent('2 kouzla z knihy postavy už v katalogu nejsou a chybí tu.');
    expect(sheet).not.toHaveTextContent('nemá v knize žádná kouzla');
  });

  it('a sorcerer\'s sheet has boxes for sorcery points; a wizard\'s has none', async () => {
    const c = newCharacter('Brann', [{ classId: 'sorcerer', level: 3 }], { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 16 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const points = await screen.findByTestId('sorcery-points');
    expect(within(points).getByRole('img', { name: 'Čarodějné body: 3' }).querySelectorAll('.box')).toHaveLength(3);
  });

  it('adds full descriptions on request', async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(sheet).not.toHaveTextContent('ohnivý výbuch');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Přidat celé popisy kouzel' }));
    expect(sheet).toHaveTextContent('ohnivý výbuch');
    expect(sheet).toHaveTextContent('Na vyšších úrovních.');
  });

  it('tells a phone player the sheet scrolls sideways; the cards fit and need no such note', async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<PrintScreen />);
    await screen.findByTestId('spell-sheet');
    const hint = 'Arch má šířku papíru a na telefonu se celý nevejde – posouvej ho do stran.';
    // the DOM text has the bound spaces of vlna; getByText compares it with them normalised to spaces
    expect(screen.getByText(hint)).toHaveClass('sm:hidden', 'no-print');
    await userEvent.click(screen.getByRole('button', { name: 'Karty kouzel' }));
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('makes cards of all, of the ready, or of chosen spells', async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id, settings: { ...initialState().settings, paper: 'a4' } });
    render(<PrintScreen />);
    await screen.findByTestId('spell-sheet');
    await userEvent.click(screen.getByRole('button', { name: 'Karty kouzel' }));
    expect(window.location.search).toBe('?view=cards');
    const names = async () => {
      await screen.findByTestId('cards-summary');
      return screen.getAllByTestId('spell-card').map((e) => e.querySelector('h3')!.textContent);
    };
    expect(await names()).toEqual(['Ohnivá střela', 'Tajemný výšleh', 'Magická střela', 'Najdi magii', 'Ohnivá koule']);
    expect(screen.getByTestId('cards-summary')).toHaveTextContent('5 karet · 1 strana A4');
    await userEvent.click(screen.getByRole('radio', { name: vlna('Jen připravená kouzla a triky') }));
    expect(await names()).not.toContain('Najdi magii');
    await userEvent.click(screen.getByRole('radio', { name: 'Vybraná kouzla' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit výběr' }));
    expect(screen.getByText('Žádné kouzlo k vytištění.')).toBeVisible();
    // nothing to print: no page of its own
    expect(screen.getByRole('button', { name: /Tisknout/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ohnivá koule' }));
    expect(await names()).toEqual(['Ohnivá koule']);
    expect(screen.getByRole('button', { name: /Tisknout/ })).toBeEnabled();
    // the SRD's licence asks for its credit wherever its texts go: on every page of cards
    expect(within(screen.getByRole('region', { name: '1 / 1' })).getByText(/SRD 5\.1.*CC BY 4\.0/)).toBeInTheDocument();
    const card = screen.getByTestId('spell-card');
    expect(card).toHaveTextContent('Zaklínání 3. úrovně');
    expect(card).toHaveTextContent('30 sáhů');
    expect(card).toHaveTextContent('drobná kulička z netopýřího trusu a síry');
  });

  it('lays the cards out for the paper the player chooses, and remembers it', async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    window.history.replaceState(null, '', '/tisk?view=cards');
    const { container } = render(<PrintScreen />);
    await screen.findByTestId('cards-summary');
    // nothing chosen yet: A4 in the Czech app (jsdom's navigator.language is en-US)
    const paper = (p: string) => screen.getByRole('radio', { name: p });
    expect(paper('A4')).toBeChecked();
    expect(useAppStore.getState().settings.paper).toBeUndefined();
    await userEvent.click(paper('Letter (USA)'));
    await userEvent.click(paper('A4'));
    expect(useAppStore.getState().settings.paper).toBe('a4');
    expect(container.querySelector('style')!.textContent).toContain('@page { size: A4 portrait; margin: 0; }');
    expect(screen.getByTestId('cards-summary')).toHaveTextContent('5 karet · 1 strana A4');
    expect(screen.getByRole('region', { name: '1 / 1' })).toHaveStyle({ width: '210mm', height: '296mm' });
    await userEvent.click(paper('Letter (USA)'));
    expect(useAppStore.getState().settings.paper).toBe('letter');
    expect(container.querySelector('style')!.textContent).toContain('@page { size: letter portrait; margin: 0; }');
    expect(screen.getByTestId('cards-summary')).toHaveTextContent('5 karet · 1 strana Letter');
    expect(screen.getByRole('region', { name: '1 / 1' })).toHaveStyle({ width: '215.9mm', height: '278.4mm' });
    // the sheet follows the same paper
    await userEvent.click(screen.getByRole('button', { name: 'Arch kouzel' }));
    await screen.findByTestId('spell-sheet');
    expect(container.querySelector('style')!.textContent).toContain('size: letter portrait; margin: 13mm');
  });

  it('marks a homebrew spell as custom, apart from the SRD texts the credit names with its licence', async () => {
    const c = newCharacter('Vařečka', [{ classId: 'wizard', level: 3 }]);
    c.spells = [{ spellId: 'hb-had-ab12', classId: 'wizard', status: 'prepared' }, { spellId: 'fire-bolt', classId: 'wizard', status: 'known' }];
    const data = { id: 'hb-had-ab12', srdName: 'Ohnivý had', level: 1, school: 'evocation' as const, ritual: false, concentration: false, castingTime: { amount: 1, unit: 'action' as const }, range: { kind: 'touch' as const }, components: { v: true, s: false, m: false }, duration: { unit: 'instantaneous' as const, upTo: false, concentration: false }, classes: ['wizard'], subclasses: [], homebrew: true };
    useAppStore.setState({ characters: [c], activeCharacterId: c.id, homebrew: [{ data, text: { name: 'Ohnivý had', castingTime: '1 akce', range: 'Dotyk', components: 'V', duration: 'Ihned', description: ['Had.'] } }] });
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(within(sheet).getByRole('rowheader', { name: 'Ohnivý had' }).closest('tr')).toHaveTextContent(/Vl\.$/);
    expect(within(sheet).getByRole('rowheader', { name: 'Ohnivá střela' }).closest('tr')).not.toHaveTextContent('Vl.');
    expect(sheet.querySelector('.sheet-legend')).toHaveTextContent('Vl. = vlastní kouzlo, není součástí SRD 5.1');
    // CC BY 4.0 asks for the licence's address with the credit
    expect(sheet.querySelector('.sheet-credit')).toHaveTextContent('licence CC BY 4.0 (creativecommons.org/licenses/by/4.0)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Přidat celé popisy kouzel' }));
    expect(sheet).toHaveTextContent('Ohnivý had – Zaklínání 1. úrovně · vlastní kouzlo');
    await userEvent.click(screen.getByRole('button', { name: 'Karty kouzel' }));
    await screen.findByTestId('cards-summary');
    const [bolt, snake] = screen.getAllByTestId('spell-card');
    expect(snake.querySelector('.card-meta')).toHaveTextContent('Zaklínání 1. úrovně · vlastní kouzlo');
    expect(bolt.querySelector('.card-meta')).not.toHaveTextContent('vlastní');
  });

  it('prints with the button', async () => {
    const c = wizard();
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    expect(within(sheet).getByText(/SRD 5\.1.*CC BY 4\.0/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Tisknout/ }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

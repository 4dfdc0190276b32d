import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { setupTestI18n } from '../testing/i18n';
import { loadCatalog } from '../data/catalog';
import type { Spell } from '../data/types';
import { parseSpellText, SpellText } from './SpellText';
import { cantripDiceRows, formatDice, slotDiceRows, SpellBlock } from './SpellBlock';

let spells: Map<string, Spell>;
beforeAll(async () => {
  await setupTestI18n('cs');
  spells = new Map((await loadCatalog('cs')).map((s) => [s.id, s]));
}, 30_000);

describe('SpellText', () => {
  it('renders hostile text inertly, as characters', () => {
    const hostile = '<img src=x onerror=alert(1)> a <script>alert(2)</script>';
    const { container } = render(<SpellText paragraphs={[hostile, `- ${hostile}`, `| ${hostile} | b |`, `##### <b>x</b>`, `***<i>Lead</i>.*** <a href="javascript:1">klik</a>`]} />);
    expect(container.querySelector('img, script, a, b, i')).toBeNull();
    expect(screen.getAllByText(/<img src=x onerror=alert\(1\)>/).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('<i>Lead</i>.')).toBeInTheDocument();
  });

  it('renders lists, tables with a header, headings and bold-italic lead-ins', () => {
    render(
      <SpellText
        headingLevel={2}
        paragraphs={[
          '***Vodní přizpůsobení.*** Můžeš dýchat pod vodou.',
          '- Zdar, pro dobré výsledky',
          '- Nezdar, pro špatné výsledky',
          '##### Statistiky oživlých předmětů',
          '| Velikost | Životy |',
          '|---|---|',
          '| Drobný | 20 |',
          '| Malý | 25 |',
          'Text s *kurzívou* a **tučně**.',
        ]}
      />,
    );
    const lead = screen.getByText('Vodní přizpůsobení.');
    expect(lead.tagName).toBe('EM');
    expect(lead.parentElement?.tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Zdar, pro dobré výsledky', 'Nezdar, pro špatné výsledky']);
    expect(screen.getByRole('heading', { level: 2, name: 'Statistiky oživlých předmětů' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Velikost', 'Životy']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('kurzívou').tagName).toBe('EM');
    expect(screen.getByText('tučně').tagName).toBe('STRONG');
  });

  it('groups table rows and list items, and splits lines inside a paragraph', () => {
    expect(parseSpellText(['a\n- x\n- y', '| 1 | 2 |', '| 3 | 4 |', 'b'])).toEqual([
      { kind: 'p', text: 'a' },
      { kind: 'list', items: ['x', 'y'] },
      { kind: 'table', head: null, rows: [['1', '2'], ['3', '4']] },
      { kind: 'p', text: 'b' },
    ]);
  });

  it('names a class for plain paragraphs only, from their text (the print sheet marks the long ones)', () => {
    const { container } = render(<SpellText paragraphs={['Krátký.', 'Dlouhý odstavec.', '- Dlouhý bod', '| Dlouhá buňka |']} paragraphClass={(t) => (t.startsWith('Dlouhý') ? 'may-break' : undefined)} />);
    expect(Array.from(container.querySelectorAll('.may-break')).map((e) => e.textContent)).toEqual(['Dlouhý odstavec.']);
    expect(screen.getByText('Krátký.')).not.toHaveAttribute('class');
  });

  it('a table on screen scrolls sideways with words whole; on paper it fits, words broken anywhere', () => {
    const rows = ['| Obeznámenost | Nehoda |', '| --- | --- |', '| Spřízněný předmět | 01–05 |'];
    const { unmount } = render(<SpellText paragraphs={rows} tableLabel="Tabulka z popisu kouzla" />);
    const region = screen.getByRole('region', { name: 'Tabulka z popisu kouzla' });
    expect(within(region).getByRole('table').className).not.toContain('anywhere');
    unmount();
    render(<SpellText paragraphs={rows} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').className).toContain('[overflow-wrap:anywhere]');
  });

  it('puts the lead in front of the first paragraph', () => {
    render(<SpellText lead="Na vyšších úrovních." paragraphs={['Zranění se zvýší o 1k6.']} />);
    expect(screen.getByText(/Zranění se zvýší/).textContent).toBe('Na vyšších úrovních. Zranění se zvýší o 1k6.');
  });
});

describe('SpellBlock', { timeout: 30_000 }, () => {
  it('lays out Fireball like a rulebook entry', () => {
    render(<SpellBlock spell={spells.get('fireball')!} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ohnivá koule' })).toBeInTheDocument();
    expect(screen.getByText('zaklínání 3. úrovně')).toBeInTheDocument();
    expect(screen.getByText('Vyvolání').nextElementSibling).toHaveTextContent('1 akce');
    expect(screen.getByText('Dosah').nextElementSibling).toHaveTextContent('30 sáhů');
    expect(screen.getByText('Složky').nextElementSibling).toHaveTextContent('V, P, S (drobná kulička z netopýřího trusu a síry)');
    expect(screen.getByText('Trvání').nextElementSibling).toHaveTextContent('Ihned');
    expect(screen.getByText('Na vyšších úrovních.')).toBeInTheDocument();
    expect(screen.getByText('Záchranný hod').nextElementSibling).toHaveTextContent('Obratnost, při úspěchu polovina zranění');
    expect(screen.getByText('Druh zranění').nextElementSibling).toHaveTextContent('ohnivé');
    expect(screen.getByText('Povolání').nextElementSibling).toHaveTextContent('čaroděj, kouzelník');
    const table = screen.getByRole('table', { name: 'Kostky podle úrovně pozice kouzla' });
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['8k6', '9k6', '10k6', '11k6', '12k6', '13k6', '14k6']);
    expect(screen.queryByText('rituál')).toBeNull();
  });

  it('shows a cantrip as "trik – …" with damage by character level', () => {
    render(<SpellBlock spell={spells.get('fire-bolt')!} />);
    expect(screen.getByText('trik – zaklínání')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Zranění triku podle úrovně postavy' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['1.–4.', '5.–10.', '11.–16.', '17.–20.']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1k10', '2k10', '3k10', '4k10']);
    expect(screen.getByText('Útok').nextElementSibling).toHaveTextContent('útok kouzlem na dálku');
  });

  it('marks rituals and concentration, and shows healing with the modifier', () => {
    render(<SpellBlock spell={spells.get('detect-magic')!} />);
    // said once, by the badge beside the level
    expect(screen.getByText('věštění 1. úrovně')).toBeInTheDocument();
    expect(screen.getAllByText(/rituál/)).toHaveLength(1);
    expect(screen.getByText('rituál')).toBeInTheDocument();
    expect(screen.getByText('soustředění')).toBeInTheDocument();
    expect(screen.getByText('Trvání').nextElementSibling).toHaveTextContent('Soustředění, až 10 minut');
  });

  it('shows healing by slot level with the modifier said once', () => {
    render(<SpellBlock spell={spells.get('cure-wounds')!} />);
    const table = screen.getByRole('table', { name: 'Kostky podle úrovně pozice kouzla' });
    expect(within(table).getByRole('rowheader', { name: 'Léčení (+ oprava)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1k8', '2k8', '3k8', '4k8', '5k8', '6k8', '7k8', '8k8', '9k8']);
    expect(screen.getByText('oprava = oprava tvé sesílací vlastnosti')).toBeInTheDocument();
  });

  it("names the spell in the other language too: the SRD name in Czech, the Czech name in English", async () => {
    const { unmount } = render(<SpellBlock spell={spells.get('fireball')!} />);
    expect(screen.getByText('Fireball')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Fireball').parentElement).toHaveTextContent('anglicky Fireball');
    unmount();
    const i18n = await act(() => setupTestI18n('en'));
    try {
      const fireball = (await loadCatalog('en')).find((x) => x.id === 'fireball')!;
      render(<SpellBlock spell={fireball} />);
      expect(screen.getByRole('heading', { name: 'Fireball' })).toBeInTheDocument();
      expect(screen.getByText('Ohnivá koule')).toHaveAttribute('lang', 'cs');
      expect(screen.getByText('Ohnivá koule').parentElement).toHaveTextContent('In Czech: Ohnivá koule');
    } finally {
      await act(() => i18n.changeLanguage('cs'));
    }
  });

  it('computes dice for every slot level', () => {
    const cure = spells.get('cure-wounds')!;
    expect(slotDiceRows(cure).map((r) => formatDice(r.heal!, 'cs', 'oprava'))).toEqual(['1k8 + oprava', '2k8 + oprava', '3k8 + oprava', '4k8 + oprava', '5k8 + oprava', '6k8 + oprava', '7k8 + oprava', '8k8 + oprava', '9k8 + oprava']);
    expect(cantripDiceRows(spells.get('fireball')!)).toEqual([]);
    expect(formatDice('2d10 + 1d6', 'en', 'mod')).toBe('2d10 + 1d6');
  });
});

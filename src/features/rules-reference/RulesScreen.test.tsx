import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import RulesScreen from './RulesScreen';
import { RULE_CODES, ruleAnchorFor } from '../../components/rule-anchors';
import { ALL_ANCHORS, RULE_SECTIONS } from './sections';
import { vlna } from '../../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
});

afterEach(() => {
  window.location.hash = '';
  vi.restoreAllMocks();
});

describe('RulesScreen', () => {
  it('shows the reference in Czech with one h1 and a section per anchor', () => {
    const { container } = render(<RulesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pravidla sesílání kouzel' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ALL_ANCHORS) expect(container.querySelector(`section#${id}`), id).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Pozice kouzel' })).toBeInTheDocument();
    expect(screen.getByText(/Umara, kouzelnice 3\. úrovně: 4 pozice 1\. úrovně a 2 pozice 2\. úrovně/)).toBeInTheDocument();
    // the subclasses the app records, with what each changes, where a refused subclass spell links
    const sub = container.querySelector('section#podtridy')!;
    expect(within(sub as HTMLElement).getByRole('heading', { level: 2, name: 'Podtřídy, které mění kouzla' })).toBeInTheDocument();
    expect(sub.textContent).toMatch(/Dračí pokrevní linie \(čaroděj\): dračí předek určuje druh zranění/);
    expect(ruleAnchorFor('notSubclassSpell')).toBe('podtridy');
  });

  it('explains the class features that change casting, where their refusals link', () => {
    const { container } = render(<RulesScreen />);
    const section = container.querySelector('section#schopnosti-povolani') as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2, name: 'Schopnosti povolání, které mění sesílání' })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain(vlna('Mistrovství v kouzlech (kouzelník od 18. úrovně): vybereš si ze své knihy jedno kouzlo kouzelníka 1. úrovně a jedno 2. úrovně. Dokud je máš připravená, sesíláš je na jejich vlastní úrovni bez pozice kouzla, kolikrát chceš. Na vyšší úrovni utratíš pozici jako obvykle. Po 8 hodinách studia smíš volbu vyměnit; v aplikaci ji měníš v Knize.'));
    expect(items.some((t) => t?.startsWith(vlna('Typická kouzla (kouzelník 20. úrovně):')))).toBe(true);
    expect(items.some((t) => t?.startsWith(vlna('Mistr nadpřirozena (černokněžník 20. úrovně):')))).toBe(true);
    expect(items.some((t) => t?.startsWith(vlna('Arcidruid (druid 20. úrovně):')))).toBe(true);
    for (const code of ['notMastery', 'notSignature', 'signatureUsed', 'noEldritchMaster', 'eldritchMasterUsed', 'noPactSlotSpent']) expect(ruleAnchorFor(code), code).toBe('schopnosti-povolani');
  });

  it('has a section for every code the casting assistant links to ("Proč?")', () => {
    render(<RulesScreen />);
    for (const code of RULE_CODES) {
      const section = document.getElementById(ruleAnchorFor(code));
      expect(section?.tagName, code).toBe('SECTION');
    }
  });

  it('table of contents links point to existing sections, and each section links back to it', () => {
    const { container } = render(<RulesScreen />);
    const toc = screen.getByRole('navigation', { name: 'Obsah' });
    const tocLinks = within(toc).getAllByRole('link');
    expect(tocLinks.length).toBeGreaterThanOrEqual(RULE_SECTIONS.length);
    for (const a of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const id = a.getAttribute('href')!.slice(1);
      expect(document.getElementById(id), a.getAttribute('href')!).not.toBeNull();
    }
    expect(toc.id).toBe('obsah');
    expect(screen.getAllByRole('link', { name: /Zpět na obsah/ })).toHaveLength(ALL_ANCHORS.length);
    // sections about casting in combat link to the combat screen
    const bonus = document.getElementById('bonusova-akce')!;
    expect(within(bonus).getByRole('link', { name: /Na obrazovku Boj/ })).toHaveAttribute('href', '/boj');
    expect(screen.getByRole('link', { name: /O\saplikaci/ })).toHaveAttribute('href', '/o-aplikaci');
  });

  it('searches without diacritics and case', async () => {
    const user = userEvent.setup();
    render(<RulesScreen />);
    await user.type(screen.getByRole('searchbox', { name: vlna('Hledat v pravidlech') }), 'BONUSOVA akce');
    expect(screen.getByRole('heading', { name: 'Bonusová akce' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Školy magie' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Nalezen/);
  });

  it('finds a section by a word from its text, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<RulesScreen />);
    const box = screen.getByRole('searchbox', { name: vlna('Hledat v pravidlech') });
    await user.type(box, 'brasnicka');
    expect(screen.getByRole('heading', { name: 'Surovinové (S)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Triky' })).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'xyzzy');
    expect(screen.getByRole('status')).toHaveTextContent('Nic nenalezeno');
    await user.click(screen.getByRole('button', { name: 'Zrušit hledání' }));
    expect(screen.getByRole('heading', { name: 'Triky' })).toBeInTheDocument();
  });

  it('scrolls to the section named in the URL hash', () => {
    const spy = vi.fn();
    Element.prototype.scrollIntoView = spy;
    window.location.hash = '#bonusova-akce';
    render(<RulesScreen />);
    expect(spy).toHaveBeenCalled();
    expect(spy.mock.contexts[0]).toBe(document.getElementById('bonusova-akce'));
    expect(document.activeElement).toBe(document.getElementById('bonusova-akce-h'));
  });

  it('shows the area templates as examples, with their square counts', () => {
    render(<RulesScreen />);
    const koule = document.getElementById('koule')!;
    expect(within(koule).getByText('Koule o poloměru 4 sáhů: 52 polí')).toBeInTheDocument();
    expect(within(document.getElementById('draha')!).getByText('Dráha o délce 20 sáhů a šířce 1 sáhu: 20 polí')).toBeInTheDocument();
  });

  it('is available in English', async () => {
    await setupTestI18n('en');
    try {
      render(<RulesScreen />);
      expect(screen.getByRole('heading', { level: 1, name: 'Spellcasting rules' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Bonus action' })).toBeInTheDocument();
      expect(screen.getByText('20-foot-radius sphere: 52 squares')).toBeInTheDocument();
    } finally {
      cleanup();
      await setupTestI18n('cs');
    }
  });
});

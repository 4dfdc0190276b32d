import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../testing/i18n';
import AboutScreen from './AboutScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
});

describe('AboutScreen', () => {
  it('shows version, build date, where data lives and a way to the backup export', () => {
    render(<AboutScreen />);
    expect(screen.getByRole('heading', { level: 1, name: vlna('O aplikaci') })).toBeInTheDocument();
    expect(screen.getByTestId('app-version')).toHaveTextContent(/^\d+\.\d+\.\d+/);
    expect(screen.getByText('Sestaveno')).toBeInTheDocument();
    expect(screen.getByText(/Vše zůstává v tomto zařízení/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Exportovat zálohu/ })).toHaveAttribute('href', '/nastaveni');
    expect(screen.getByText('Esc')).toBeInTheDocument();
  });

  it('shows the SRD 5.1 attribution in Czech with the original English text', () => {
    render(<AboutScreen />);
    expect(screen.getByTestId('attribution')).toHaveTextContent(
      'Toto dílo obsahuje materiál převzatý z dokumentu System Reference Document 5.1 („SRD 5.1“) společnosti Wizards of the Coast LLC, dostupného na https://dnd.wizards.com/resources/systems-reference-document. SRD 5.1 je k dispozici pod licencí Creative Commons Uveďte původ 4.0 Mezinárodní.',
    );
    const en = screen.getByTestId('attribution-en');
    expect(en).toHaveAttribute('lang', 'en');
    expect(en).toHaveTextContent(
      'This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC, available at https://dnd.wizards.com/resources/systems-reference-document. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License.',
    );
    expect(screen.getAllByRole('link', { name: 'https://dnd.wizards.com/resources/systems-reference-document' })[0]).toHaveAttribute(
      'href',
      'https://dnd.wizards.com/resources/systems-reference-document',
    );
  });

  it('in English shows the English attribution', async () => {
    await setupTestI18n('en');
    try {
      render(<AboutScreen />);
      expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
      expect(screen.getByTestId('attribution')).toHaveTextContent('This work includes material taken from the System Reference Document 5.1 ("SRD 5.1")');
      expect(screen.getByText(/Everything stays on this device/)).toBeInTheDocument();
    } finally {
      cleanup();
      await setupTestI18n('cs');
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../testing/i18n';
import { AreaDiagram } from './AreaDiagram';
import { vlna } from '../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
});

const caption = () => screen.getByTestId('area-caption').textContent;

describe('AreaDiagram', () => {
  it('draws a sphere of radius 4 sáhy (Ohnivá koule) with its square count', () => {
    render(<AreaDiagram area={{ shape: 'sphere', sizeFt: 20 }} />);
    expect(caption()).toBe(vlna('Koule o poloměru 4 sáhů: 52 polí'));
    const svg = screen.getByRole('img', { name: /Koule o\spoloměru 4\ssáhů: 52\spolí/ });
    expect(svg).toHaveAttribute('data-squares', '52');
    expect(screen.getByTestId('area-origin')).toHaveAttribute('cx', '0');
    expect(screen.getByText(/aspoň z poloviny/)).toBeInTheDocument();
    expect(screen.getByText('Výchozí bod (tečka) do oblasti patří.')).toBeInTheDocument();
    // the origin is always included for a sphere: no option to choose
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('uses the Czech plural of "pole" (1 pole, 4 pole, 5 polí)', () => {
    render(<AreaDiagram area={{ shape: 'cube', sizeFt: 5 }} />);
    expect(caption()).toBe(vlna('Krychle o hraně 1 sáhu: 1 pole'));
    cleanup();
    render(<AreaDiagram area={{ shape: 'cube', sizeFt: 10 }} />);
    expect(caption()).toBe(vlna('Krychle o hraně 2 sáhů: 4 pole'));
    cleanup();
    render(<AreaDiagram area={{ shape: 'cone', sizeFt: 15 }} />);
    expect(caption()).toBe(vlna('Kužel o délce 3 sáhů: 5 polí'));
  });

  it('gives a line its width: 1 sáh unless given', () => {
    render(<AreaDiagram area={{ shape: 'line', sizeFt: 100 }} />);
    expect(caption()).toBe(vlna('Dráha o délce 20 sáhů a šířce 1 sáhu: 20 polí'));
    cleanup();
    render(<AreaDiagram area={{ shape: 'line', sizeFt: 60 }} widthFt={10} />);
    expect(caption()).toBe(vlna('Dráha o délce 12 sáhů a šířce 2 sáhů: 24 polí'));
  });

  it('lets the caster include the point of origin of a cone', async () => {
    const user = userEvent.setup();
    render(<AreaDiagram area={{ shape: 'cone', sizeFt: 15 }} />);
    expect(screen.getByText(/do oblasti nepatří, pokud nerozhodneš jinak/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: vlna('Zahrnout i pole výchozího bodu') }));
    expect(caption()).toBe(vlna('Kužel o délce 3 sáhů: 6 polí'));
  });

  it('counts areas too large to draw', () => {
    render(<AreaDiagram area={{ shape: 'cube', sizeFt: 40000 }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Oblast je příliš velká na nákres po polích.')).toBeInTheDocument();
    expect(caption()).toMatch(/^Krychle o\shraně 8\s000\ssáhů: 64\s000\s000\spolí$/);
  });

  it('speaks English with feet', async () => {
    await setupTestI18n('en');
    try {
      render(<AreaDiagram area={{ shape: 'sphere', sizeFt: 20 }} />);
      expect(caption()).toBe('20-foot-radius sphere: 52 squares');
      cleanup();
      render(<AreaDiagram area={{ shape: 'line', sizeFt: 100 }} />);
      expect(caption()).toBe('100-foot line, 5\u00a0feet wide: 20 squares');
    } finally {
      cleanup();
      await setupTestI18n('cs');
    }
  });
});

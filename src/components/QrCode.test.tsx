import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';

/** The dark modules' top-left corners, from the SVG path ("M x,y h1v1h-1z" per module). */
const modules = (svg: Element) => [...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+),(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('QrCode', () => {
  it('draws the code with a quiet zone of four light modules on every side', async () => {
    render(<QrCode text="https://grimoar.example.org/#stul=abc" label="QR kód odkazu" />);
    const svg = await screen.findByRole('img', { name: 'QR kód odkazu' });
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const dark = modules(svg);
    expect(dark.length).toBeGreaterThan(100);
    expect(Math.min(...dark.flat())).toBe(4);
    expect(Math.max(...dark.flat())).toBe(size - 5);
  });

  it('shows the fallback for a text too long for any QR code', async () => {
    render(<QrCode text={'x'.repeat(8000)} label="QR" tooBig={<p>Odkaz je na QR kód moc dlouhý.</p>} />);
    expect(await screen.findByText('Odkaz je na QR kód moc dlouhý.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

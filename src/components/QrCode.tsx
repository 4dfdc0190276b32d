// A QR code drawn as SVG from uqr's module matrix (no HTML strings), with the quiet zone of four
// modules the QR standard asks for (a narrower margin on a dark card fails some scanners). uqr
// loads on first use. Text too long for any QR version shows `tooBig` instead.
import { useEffect, useState, type ReactNode } from 'react';

type Drawn = { text: string; size: number; path: string } | { text: string; tooBig: true };

function qrPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x},${y}h1v1h-1z`)));
  return d;
}

export function QrCode({ text, label, testId, className = '', tooBig = null }: { text: string; label: string; testId?: string; className?: string; tooBig?: ReactNode }) {
  const [qr, setQr] = useState<Drawn | null>(null);
  useEffect(() => {
    let alive = true;
    void import('uqr').then(({ encode }) => {
      let drawn: Drawn;
      try {
        const q = encode(text, { ecc: 'L', border: 4 });
        drawn = { text, size: q.size, path: qrPath(q.data) };
      } catch {
        drawn = { text, tooBig: true };
      }
      if (alive) setQr(drawn);
    });
    return () => {
      alive = false;
    };
  }, [text]);
  if (!qr || qr.text !== text) return null;
  if ('tooBig' in qr) return tooBig;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" className={`mx-auto aspect-square w-full rounded-lg ${className}`} data-testid={testId}>
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

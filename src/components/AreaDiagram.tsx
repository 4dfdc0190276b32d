import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea } from '../data/format-fields';
import type { Area } from '../data/types';
import { capitalize } from './format';
import { DEFAULT_LINE_WIDTH_FT, areaSquareCount, areaSquares, originIncludedByDefault, type AreaSquares, type Square } from '../rules';

/** Largest template (in squares across) drawn with grid lines; bigger ones show the shading only. */
const MAX_GRID_SPAN = 60;
const PX_PER_SQUARE = 28;

/** Covered squares as one SVG path: a rectangle per horizontal run of squares. */
export function squaresPath(squares: Square[]): string {
  const rows = new Map<number, number[]>();
  for (const s of squares) rows.set(s.y, [...(rows.get(s.y) ?? []), s.x]);
  let d = '';
  for (const [y, xs] of rows) {
    xs.sort((a, b) => a - b);
    let start = xs[0];
    for (let i = 1; i <= xs.length; i++) {
      if (i === xs.length || xs[i] !== xs[i - 1] + 1) {
        d += `M${start} ${y}h${xs[i - 1] - start + 1}v1h${-(xs[i - 1] - start + 1)}z`;
        start = xs[i];
      }
    }
  }
  return d;
}


/**
 * The area-of-effect template of a spell on a grid of 1-sáh (5-ft) squares: covered squares
 * shaded, the template's outline, the point of origin marked, and the number of squares —
 * counted by src/rules/area.ts (a square counts when at least half of it is covered).
 * For line, cone and cube the player may include the point of origin's square.
 */
export function AreaDiagram({ area, widthFt, className = '' }: { area: Area; widthFt?: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [includeOrigin, setIncludeOrigin] = useState(false);
  const checkboxId = useId();
  const optional = !originIncludedByDefault(area.shape);
  const template = { shape: area.shape, sizeFt: area.sizeFt, widthFt: area.shape === 'line' ? (widthFt ?? DEFAULT_LINE_WIDTH_FT) : undefined };
  const opts = { includeOrigin: optional && includeOrigin };
  const drawn: AreaSquares | null = areaSquares(template, opts);
  const count = drawn ? drawn.count : areaSquareCount(template, opts);

  const areaText = formatArea(t, lng, { ...area, widthFt: template.widthFt }, { width: 'always' });
  const caption = t('rules.area.captionSquares', { area: capitalize(areaText), count, n: new Intl.NumberFormat(lng).format(count) });

  return (
    <figure className={`rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900 ${className}`} data-testid="area-diagram">
      {drawn ? <Svg drawn={drawn} label={t('rules.area.diagramLabel', { caption })} /> : <p className="text-sm text-stone-600 dark:text-stone-300">{t('rules.area.tooLarge')}</p>}
      <figcaption className="mt-2">
        <span className="block font-semibold" data-testid="area-caption">
          {caption}
        </span>
        <span className="mt-1 block text-sm text-stone-600 dark:text-stone-300">{t('rules.area.method')}</span>
        <span className="block text-sm text-stone-600 dark:text-stone-300">{t(optional ? 'rules.area.originExcluded' : 'rules.area.originIncluded')}</span>
      </figcaption>
      {optional && (
        <label htmlFor={checkboxId} className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input id={checkboxId} type="checkbox" className="size-5 accent-accent-700" checked={includeOrigin} onChange={(e) => setIncludeOrigin(e.target.checked)} />
          {t('rules.area.includeOrigin')}
        </label>
      )}
    </figure>
  );
}

function Svg({ drawn, label }: { drawn: AreaSquares; label: string }) {
  const m = 1; // one empty square of margin around the template
  const { minX, maxX, minY, maxY } = drawn.bounds;
  const x0 = minX - m;
  const y0 = minY - m;
  const cols = maxX - minX + 1 + 2 * m;
  const rows = maxY - minY + 1 + 2 * m;
  const grid = Math.max(cols, rows) <= MAX_GRID_SPAN;
  const lines: string[] = [];
  if (grid) {
    for (let x = 0; x <= cols; x++) lines.push(`M${x0 + x} ${y0}v${rows}`);
    for (let y = 0; y <= rows; y++) lines.push(`M${x0} ${y0 + y}h${cols}`);
  }
  const unit = Math.max(cols, rows) / 24; // stroke and marker sizes relative to the picture
  const o = drawn.outline;
  const oSq = drawn.originSquare;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${x0} ${y0} ${cols} ${rows}`}
      width="100%"
      style={{ maxWidth: cols * PX_PER_SQUARE, maxHeight: '22rem' }}
      className="mx-auto block h-auto"
      data-squares={drawn.count}
    >
      <rect x={x0} y={y0} width={cols} height={rows} className="fill-stone-50 dark:fill-stone-950" />
      <path d={squaresPath(drawn.squares)} className="fill-accent-200 dark:fill-accent-800" data-testid="area-squares" />
      {grid && <path d={lines.join('')} className="stroke-stone-300 dark:stroke-stone-700" strokeWidth={0.04} fill="none" />}
      {oSq && (
        <rect
          x={oSq.x + 0.08}
          y={oSq.y + 0.08}
          width={0.84}
          height={0.84}
          rx={0.15}
          fill="none"
          className="stroke-stone-500 dark:stroke-stone-400"
          strokeWidth={0.06}
          strokeDasharray="0.15 0.1"
        />
      )}
      {o.kind === 'circle' ? (
        <circle cx={o.center.x} cy={o.center.y} r={o.radius} fill="none" className="stroke-accent-800 dark:stroke-accent-200" strokeWidth={Math.max(0.06, unit * 0.08)} />
      ) : (
        <polygon points={o.points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" className="stroke-accent-800 dark:stroke-accent-200" strokeWidth={Math.max(0.06, unit * 0.08)} strokeLinejoin="round" />
      )}
      <circle cx={drawn.origin.x} cy={drawn.origin.y} r={Math.max(0.16, unit * 0.2)} className="fill-red-600 stroke-white dark:fill-red-400 dark:stroke-stone-950" strokeWidth={Math.max(0.05, unit * 0.06)} data-testid="area-origin" />
    </svg>
  );
}

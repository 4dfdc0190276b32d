import { useTranslation } from 'react-i18next';
import { formatDistance, formatThickness } from '../data/format-fields';
import { wallSquares, type WallForm } from '../rules';
import { AreaDiagram, squaresPath } from './AreaDiagram';

const PX_PER_SQUARE = 28;

/**
 * The forms of a wall spell (src/rules/walls.ts), each with its own caption: a straight wall and a
 * ring with the squares they pass through, panels without a count (the caster places them), a
 * sphere or dome as an area template.
 */
export function WallDiagrams({ forms }: { forms: readonly WallForm[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="wall-diagrams">
      {forms.map((f, i) => (
        <div key={i}>
          {i > 0 && <p className="mb-2 font-semibold">{t('rules.wall.or')}</p>}
          {f.kind === 'sphere' ? <AreaDiagram area={{ shape: 'sphere', sizeFt: f.radiusFt }} /> : <WallForm form={f} />}
        </div>
      ))}
    </div>
  );
}

function WallForm({ form }: { form: Exclude<WallForm, { kind: 'sphere' }> }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const d = (ft: number, c: 'nom' | 'gen' = 'nom') => formatDistance(t, lng, ft, c);
  const drawn = wallSquares(form);
  const n = drawn ? new Intl.NumberFormat(lng).format(drawn.count) : '';
  const caption =
    form.kind === 'line'
      ? t('rules.wall.line', { length: d(form.lengthFt), thickness: formatThickness(t, lng, form.thicknessFt), count: drawn?.count ?? 0, n })
      : form.kind === 'ring'
        ? t('rules.wall.ring', { diameter: d(form.diameterFt, 'gen'), thickness: formatThickness(t, lng, form.thicknessFt), count: drawn?.count ?? 0, n })
        : t('rules.wall.panels', { count: form.count, side: d(form.sizeFt, 'nom') });
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900" data-testid="area-diagram">
      {drawn && <WallSvg drawn={drawn} label={caption} />}
      <figcaption className="mt-2">
        <span className="block font-semibold" data-testid="area-caption">{caption}</span>
        <span className="mt-1 block text-sm text-stone-600 dark:text-stone-300">{t(form.kind === 'panels' ? 'rules.wall.panelsNote' : 'rules.wall.method')}</span>
      </figcaption>
    </figure>
  );
}

function WallSvg({ drawn, label }: { drawn: NonNullable<ReturnType<typeof wallSquares>>; label: string }) {
  const { minX, maxX, minY, maxY } = drawn.bounds;
  const x0 = minX - 1;
  const y0 = minY - 1;
  const cols = maxX - minX + 3;
  const rows = maxY - minY + 3;
  const lines: string[] = [];
  for (let x = 0; x <= cols; x++) lines.push(`M${x0 + x} ${y0}v${rows}`);
  for (let y = 0; y <= rows; y++) lines.push(`M${x0} ${y0 + y}h${cols}`);
  const o = drawn.outline;
  return (
    <svg role="img" aria-label={label} viewBox={`${x0} ${y0} ${cols} ${rows}`} width="100%" style={{ maxWidth: cols * PX_PER_SQUARE, maxHeight: '22rem' }} className="mx-auto block h-auto" data-squares={drawn.count}>
      <rect x={x0} y={y0} width={cols} height={rows} className="fill-stone-50 dark:fill-stone-950" />
      <path d={squaresPath(drawn.squares)} className="fill-accent-200 dark:fill-accent-800" />
      <path d={lines.join('')} className="stroke-stone-300 dark:stroke-stone-700" strokeWidth={0.04} fill="none" />
      {o.kind === 'ring' ? (
        <circle cx={o.center.x} cy={o.center.y} r={o.thickness >= 1 ? o.radius - o.thickness / 2 : o.radius} fill="none" className="stroke-red-700 dark:stroke-red-400" strokeWidth={Math.max(0.12, Math.min(o.thickness, 1))} />
      ) : (
        <polygon points={o.points.map((p) => `${p.x},${p.y}`).join(' ')} className="fill-red-700 stroke-red-700 dark:fill-red-400 dark:stroke-red-400" strokeWidth={0.12} />
      )}
    </svg>
  );
}

// The area part of the homebrew editor: shape and size, a line's width or a cylinder's height
// (only the chosen shape's field shows), and an optional second form the caster may choose
// instead, added and removed with a button.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import type { AreaShape } from '../../data/types';
import type { AreaFields as Fields } from './form-area';
import type { SpellForm } from './form';
import { Field, type FieldKit } from './Field';
import { input } from './styles';

const SHAPES: AreaShape[] = ['line', 'cone', 'cube', 'sphere', 'cylinder'];

type Keys = { shape: 'areaShape' | 'orShape'; size: keyof Fields; width: keyof Fields; height: keyof Fields };
const MAIN: Keys = { shape: 'areaShape', size: 'areaSize', width: 'areaWidth', height: 'areaHeight' };
const OTHER: Keys = { shape: 'orShape', size: 'orSize', width: 'orWidth', height: 'orHeight' };

function AreaForm({ kit, keys, optional }: { kit: FieldKit<SpellForm>; keys: Keys; optional: boolean }) {
  const { t } = useTranslation();
  const { f, set, err, aria, id } = kit;
  const shape = f[keys.shape];
  const distance = (k: keyof Fields, label: string, hint?: string) => (
    <Field id={id(k)} label={label} hint={hint} error={err(k)}>
      <input {...aria(k, !!hint)} className={input} inputMode="decimal" value={f[k]} onChange={(e) => set(k, e.target.value)} />
    </Field>
  );
  return (
    <div className="grid grid-cols-2 items-start gap-3">
      <Field id={id(keys.shape)} label={t('homebrew.field.areaShape')}>
        <select {...aria(keys.shape)} className={input} value={shape} onChange={(e) => set(keys.shape, e.target.value as AreaShape | '')}>
          {(optional ? (['', ...SHAPES] as const) : SHAPES).map((k) => (
            <option key={k || 'none'} value={k}>
              {t(`homebrew.areaShape.${k || 'none'}`)}
            </option>
          ))}
        </select>
      </Field>
      {shape && distance(keys.size, t('homebrew.field.areaSize'))}
      {shape === 'line' && distance(keys.width, t('homebrew.field.areaWidth'), t('homebrew.field.areaWidthHint'))}
      {shape === 'cylinder' && distance(keys.height, t('homebrew.field.areaHeight'), t('homebrew.field.areaHeightHint'))}
    </div>
  );
}

export function AreaFields({ kit }: { kit: FieldKit<SpellForm> }) {
  const { t } = useTranslation();
  const { f, set, id } = kit;
  // focus follows the button: into the new form's shape, or back to "add" after removing it
  const focus = (k: string) => requestAnimationFrame(() => document.getElementById(id(k))?.focus());
  return (
    <>
      <AreaForm kit={kit} keys={MAIN} optional />
      {!f.areaShape ? null : f.orShape ? (
        <fieldset className="grid gap-2 rounded-lg border border-stone-300 p-3 dark:border-stone-600" aria-describedby={id('orHint')}>
          <legend className="px-1 font-semibold">{t('homebrew.field.areaOr')}</legend>
          <p id={id('orHint')} className="text-sm text-stone-600 dark:text-stone-400">
            {t('homebrew.field.areaOrHint')}
          </p>
          <AreaForm kit={kit} keys={OTHER} optional={false} />
          <Button
            className="justify-self-start"
            onClick={() => {
              set('orShape', '');
              focus('orAdd');
            }}
          >
            {t('homebrew.field.areaOrRemove')}
          </Button>
        </fieldset>
      ) : (
        <Button
          id={id('orAdd')}
          variant="ghost"
          className="justify-self-start"
          onClick={() => {
            // the second form starts as the first one's shape (Forcecage: a cube or a smaller cube)
            set('orShape', f.areaShape);
            focus('orShape');
          }}
        >
          {t('homebrew.field.areaOrAdd')}
        </Button>
      )}
    </>
  );
}

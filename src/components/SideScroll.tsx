import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A region that scrolls sideways (a wide table on a phone): while more lies to the right, a fade
 *  at the edge and "Posuň do strany →" say so. */
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setMore(el.scrollWidth - el.clientWidth - el.scrollLeft > 2);
    check();
    el.addEventListener('scroll', check, { passive: true });
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', check);
      ro?.disconnect();
    };
  }, []);
  return (
    <div>
      <div className="relative overflow-hidden">
        <div ref={ref} className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
          {children}
        </div>
        {more && <div aria-hidden="true" className="print-hide pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-white dark:from-stone-900" />}
      </div>
      {more && <p className="print-hide mt-1 text-right text-xs font-medium text-stone-600 dark:text-stone-400" data-testid="scroll-hint">{t('catalog.dice.scrollHint')}</p>}
    </div>
  );
}

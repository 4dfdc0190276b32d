// Opening a share link (…/#import=…) anywhere in the app offers to import the character it carries.
// The fragment is read here, in the browser; it was never sent to a server. lz-string loads only
// when such a link is opened, and so does the dialog (with the import code).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ImportParse } from '../../persistence/exchange';
import { SHARE_PREFIX } from '../../persistence';

const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));


export function ImportFromLink() {
  const [parsed, setParsed] = useState<ImportParse | null>(null);
  useEffect(() => {
    let alive = true;
    const check = () => {
      const hash = window.location.hash;
      if (!hash.startsWith(SHARE_PREFIX)) return;
      void import('../../persistence/share').then((m) => {
        const r = m.parseShareHash(hash);
        if (!alive || !r) return;
        // Dropped as soon as it is read: a reload (after the import, too) must not offer it again —
        // "replace my version" would then put the link's older copy over the player's newer one.
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
        setParsed(r);
      });
    };
    check();
    window.addEventListener('hashchange', check);
    return () => {
      alive = false;
      window.removeEventListener('hashchange', check);
    };
  }, []);
  if (!parsed) return null;
  const close = () => setParsed(null);
  return (
    <Suspense fallback={null}>
      <ImportDialog parsed={parsed} source="link" onClose={close} />
    </Suspense>
  );
}

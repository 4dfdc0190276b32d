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
        if (alive && r) setParsed(r);
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
  const close = () => {
    // Drop the fragment so a reload does not ask again.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setParsed(null);
  };
  return (
    <Suspense fallback={null}>
      <ImportDialog parsed={parsed} source="link" onClose={close} />
    </Suspense>
  );
}

// A table's server address, changed on the table screen (the group moved its server): the table
// keeps its key and name and reconnects at the new address. The players' link names the server, so
// they need the table's new link; what this device remembers of the party stays until the new
// server answers.
import { useTranslation } from 'react-i18next';
import type { GmTable } from '../../persistence/sync-store';
import { syncEngine } from '../../sync';
import { tableMoved } from '../../sync/changes';
import { ServerForm } from './ServerForm';

export function TableServer({ table, id, onDone }: { table: GmTable; id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const save = (url: string) => {
    if (url !== table.server) syncEngine().update(tableMoved(table.gmKey, url));
    onDone();
  };
  return <ServerForm initial={table.server} id={id} testId="table-server-form" hint={t('table.newServerHint')} onSave={save} onCancel={onDone} />;
}

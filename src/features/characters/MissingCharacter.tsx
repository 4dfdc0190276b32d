// The editor of a character this tab does not have: deleted in another window (said so, with undo,
// as on the other screens of a character), or unknown (a stale link).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DeletedOrUnknown } from '../../components/CharacterRoute';

export function MissingCharacter({ id }: { id: string }) {
  const { t } = useTranslation();
  const unknown = (
    <section aria-labelledby="ed-h">
      <h1 id="ed-h" className="mb-3 font-serif text-2xl font-bold">{t('characters.editor.titleEdit')}</h1>
      <p className="mb-4">{t('characters.editor.notFound')}</p>
      <Link href="/" className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-accent-800 underline dark:text-accent-200">{t('characters.editor.backToList')}</Link>
    </section>
  );
  return <DeletedOrUnknown id={id} unknown={unknown} />;
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useAuditLog } from '../api/admin-api.ts';
import { tableClasses, useDateTime } from './admin-bits.tsx';

function describe(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What admins and the system did, newest first, a page at a time. */
export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h2 id="audit-title" className="text-2xl font-semibold text-ink">
        {t('audit.title')}
      </h2>
      {log.isError ? (
        <Notice tone="danger" role="alert" title={t('loadError')} />
      ) : log.isPending ? (
        <Spinner className="size-6 text-primary-700" />
      ) : entries.length === 0 ? (
        <p className="text-base text-ink-muted">{t('audit.empty')}</p>
      ) : (
        <div className={tableClasses.wrapper}>
          <table className={tableClasses.table}>
            <caption className="sr-only">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={tableClasses.th}>{t('audit.columns.when')}</th>
                <th scope="col" className={tableClasses.th}>{t('audit.columns.who')}</th>
                <th scope="col" className={tableClasses.th}>{t('audit.columns.action')}</th>
                <th scope="col" className={tableClasses.th}>{t('audit.columns.target')}</th>
                <th scope="col" className={tableClasses.th}>{t('audit.columns.details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
                    <time dateTime={entry.createdAt.toISOString()}>{dateTime(entry.createdAt)}</time>
                  </td>
                  <td className={tableClasses.td}>{entry.actorName || t('audit.system')}</td>
                  <td className={tableClasses.td}>
                    <code>{entry.action}</code>
                  </td>
                  <td className={tableClasses.td}>
                    {entry.targetType} <span className="break-all text-ink-muted">{entry.targetId}</span>
                  </td>
                  <td className={tableClasses.td}>
                    {entry.details ? (
                      <dl className="flex flex-col gap-0.5">
                        {Object.entries(entry.details).map(([key, value]) => (
                          <div key={key} className="flex gap-1.5">
                            <dt className="text-ink-muted">{key}:</dt>
                            <dd className="break-words">{describe(value)}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage ? (
        <div>
          <Button variant="secondary" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

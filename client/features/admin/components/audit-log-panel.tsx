import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useAuditLog } from '../api/admin-api.ts';
import { tableClasses, useDateTime } from './admin-bits.tsx';
import { adminPaths } from './admin-paths.ts';
import { PagedTable } from './paged-table.tsx';

function targetName(details: Record<string, unknown> | null): string | null {
  const name = nameKeys.map((key) => details?.[key]).find((value) => typeof value === 'string');
  return typeof name === 'string' ? name : null;
}

/** Names the log keeps for its target at the time, shown instead of bare ids. */
const nameKeys = ['displayName', 'name'] as const;

/** What admins and the system did, newest first, a page at a time. */
export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  // Codes from the server; a code this version does not know yet is shown as it is.
  const actionText = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  const describe = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    return typeof value === 'string' ? value : JSON.stringify(value);
  };

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h2 id="audit-title" className="text-2xl font-semibold text-ink">
        {t('audit.title')}
      </h2>
      <PagedTable
        query={log}
        rowCount={entries.length}
        emptyText={t('audit.empty')}
        caption={t('audit.caption')}
        columns={[
          { label: t('audit.columns.when') },
          { label: t('audit.columns.who') },
          { label: t('audit.columns.action') },
          { label: t('audit.columns.target') },
          { label: t('audit.columns.details') },
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
              <time dateTime={entry.createdAt.toISOString()}>{dateTime(entry.createdAt)}</time>
            </td>
            <td className={tableClasses.td}>{entry.actorName || t('audit.system')}</td>
            <td className={tableClasses.td}>{actionText(entry.action)}</td>
            <td className={tableClasses.td}>
              <span className="flex flex-col">
                <span>
                  {t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })}
                  {targetName(entry.details) ? `: ${targetName(entry.details)}` : ''}
                </span>
                {entry.targetType === 'provider' ? (
                  <Link to={adminPaths.registration(entry.targetId)} className="text-sm font-semibold text-primary-700 underline-offset-2 hover:underline">
                    {t('audit.open')}
                  </Link>
                ) : (
                  <span className="text-xs break-all text-ink-muted">{entry.targetId}</span>
                )}
              </span>
            </td>
            <td className={tableClasses.td}>
              {entry.details ? (
                <dl className="flex flex-col gap-0.5">
                  {Object.entries(entry.details)
                    .filter(([key]) => !(nameKeys as readonly string[]).includes(key))
                    .map(([key, value]) => (
                    <div key={key} className="flex gap-1.5">
                      <dt className="text-ink-muted">{t(`audit.detailNames.${key}`, { defaultValue: key })}:</dt>
                      <dd className="break-words">{describe(value)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </td>
          </tr>
        ))}
      </PagedTable>
    </section>
  );
}

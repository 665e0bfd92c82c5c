import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { providerStatusSchema, type ProviderStatus } from '#shared/providers/provider-me.schema.ts';
import { cn } from '../../../lib/class-names.ts';
import { useAdminProviders } from '../api/admin-api.ts';
import { tableClasses, useDateTime } from './admin-bits.tsx';
import { adminPaths } from './admin-paths.ts';
import { PagedTable } from './paged-table.tsx';

const filters: ProviderStatus[] = ['pending', 'approved', 'rejected', 'draft'];

/** Registrations by status; waiting ones first, as the server orders them. */
export function RegistrationQueue() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const [search, setSearch] = useSearchParams();
  const parsed = providerStatusSchema.safeParse(search.get('status'));
  const status: ProviderStatus = parsed.success ? parsed.data : 'pending';
  const providers = useAdminProviders(status);
  const rows = providers.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby="registrations-title" className="flex flex-col gap-4">
      <h2 id="registrations-title" className="text-2xl font-semibold text-ink">
        {t('registrations.title')}
      </h2>
      <div role="group" aria-label={t('registrations.filterLabel')} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === status}
            onClick={() => setSearch(filter === 'pending' ? {} : { status: filter }, { replace: true })}
            className={cn(
              'inline-flex min-h-touch items-center rounded-full border px-4 text-sm font-semibold',
              filter === status ? 'border-primary-700 bg-primary-50 text-primary-800' : 'border-border-strong bg-surface text-ink-soft hover:bg-sunken',
            )}
          >
            {t(`status.${filter}`)}
          </button>
        ))}
      </div>
      <PagedTable
        query={providers}
        rowCount={rows.length}
        emptyText={t('registrations.empty')}
        caption={t(`status.${status}`)}
        columns={[
          { label: t('registrations.columns.name') },
          { label: t('registrations.columns.type') },
          { label: t('registrations.columns.owner') },
          { label: t('registrations.columns.submitted') },
          { label: t('registrations.columns.status') },
        ]}
      >
        {rows.map((provider) => (
          <tr key={provider.id}>
            <th scope="row" className={cn(tableClasses.td, 'font-semibold')}>
              <Link to={adminPaths.registration(provider.id)} className="text-primary-700 underline underline-offset-2 hover:text-primary-800">
                {provider.displayName}
              </Link>
            </th>
            <td className={tableClasses.td}>{t(`orgType.${provider.orgType}`)}</td>
            <td className={tableClasses.td}>
              {provider.ownerName}
              <br />
              <span className="text-ink-muted">{provider.ownerEmail}</span>
            </td>
            <td className={tableClasses.td}>{dateTime(provider.submittedAt)}</td>
            <td className={tableClasses.td}>{t(`status.${provider.status}`)}</td>
          </tr>
        ))}
      </PagedTable>
    </section>
  );
}

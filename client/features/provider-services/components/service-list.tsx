import { useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { Clock, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OwnService } from '#shared/providers/offering.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDeleteService, useOwnServices, useSetServiceEnabled } from '../api/own-services.ts';
import { useDurationText, usePriceText } from '../lib/service-text.ts';

/** The provider's services, oldest first, each with its price, duration and visibility. */
export function ServiceList({ newPath, editPath }: { newPath: string; editPath: (id: string) => string }) {
  const { t } = useTranslation('offerings');
  const errorText = useErrorText();
  const services = useOwnServices();

  if (services.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (services.isError) return <Notice tone="danger" role="alert" title={errorText(services.error)} />;

  if (services.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Sparkles aria-hidden="true" />}
          title={t('list.emptyTitle')}
          description={t('list.emptyText')}
          action={
            <Link to={newPath} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('list.createFirst')}
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to={newPath} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.create')}
        </Link>
      </div>
      <ul className="flex flex-col gap-3" aria-label={t('list.label')}>
        {services.data.map((service) => (
          <li key={service.id}>
            <ServiceRow service={service} editPath={editPath(service.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServiceRow({ service, editPath }: { service: OwnService; editPath: string }) {
  const { t } = useTranslation(['offerings', 'common']);
  const errorText = useErrorText();
  const priceText = usePriceText();
  const durationText = useDurationText();
  const setEnabled = useSetServiceEnabled();
  const deleteService = useDeleteService();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const picture = [...service.pictures].sort((a, b) => a.sortIndex - b.sortIndex)[0];

  const toggle = (enabled: boolean) => {
    setEnabled.mutate(
      { id: service.id, enabled },
      {
        onSuccess: () => showToast({ title: enabled ? t('list.shown') : t('list.hidden'), tone: 'success' }),
        onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
      },
    );
  };

  const confirmDelete = () => {
    setProblem(null);
    deleteService.mutate(service.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ title: t('list.deleted'), tone: 'success' });
      },
      onError: setProblem,
    });
  };

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {picture ? (
        <img src={picture.square} alt="" width={80} height={80} className="size-20 shrink-0 rounded-lg object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-ink">{service.title}</h2>
          {service.enabled ? null : <Badge>{t('list.hiddenBadge')}</Badge>}
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="font-semibold text-ink">{priceText(service.priceType, service.basePriceOre)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {durationText(service.baseDurationMinutes)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Switch
          label={t('list.enabledLabel', { title: service.title })}
          checked={service.enabled}
          disabled={setEnabled.isPending}
          onCheckedChange={toggle}
          className="sm:min-w-44"
        />
        <Link to={editPath} className={buttonClasses('secondary', 'sm')} aria-label={t('list.editLabel', { title: service.title })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('list.edit')}
        </Link>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={t('list.deleteLabel', { title: service.title })}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('list.delete')}
        </Button>
      </div>
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !deleteService.isPending) setConfirming(false);
          }}
          title={t('list.confirmTitle')}
          description={t('list.confirmText', { title: service.title })}
          size="sm"
          footer={
            <>
              <DialogClose>
                <Button variant="secondary" disabled={deleteService.isPending}>
                  {t('common:action.cancel')}
                </Button>
              </DialogClose>
              <Button variant="danger" onClick={confirmDelete} loading={deleteService.isPending}>
                {t('list.confirmDelete')}
              </Button>
            </>
          }
        >
          {problem ? <Notice tone="danger" role="alert" title={errorText(problem)} /> : null}
        </Dialog>
      ) : null}
    </Card>
  );
}

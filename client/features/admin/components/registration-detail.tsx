import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../lib/navigation.tsx';
import { rejectProviderSchema, withdrawApprovalSchema, type AdminProviderDetail } from '#shared/providers/admin.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatBankAccount, formatOrgNumber, maskNationalId } from '../../../lib/format/legal-numbers.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { idPhotoUrl, useAdminProvider, useApproveProvider, useRejectProvider, useWithdrawApproval } from '../api/admin-api.ts';
import { Details, useDateTime, WrittenReasonDialog } from './admin-bits.tsx';
import { adminPaths } from './admin-paths.ts';
import { ProviderRatingsModeration } from './provider-ratings-moderation.tsx';

/**
 * A provider whose approval was withdrawn: rejected after having been approved. It may be approved
 * again (the server also refuses an erased account's provider).
 */
function approvalWithdrawn(provider: AdminProviderDetail): boolean {
  return provider.status === 'rejected' && provider.approvedAt !== null;
}

/** One registration with its legal info and ID photo, approved, rejected or its approval withdrawn from here. */
export function RegistrationDetail({ categoryName }: { categoryName: (id: string) => string | null }) {
  const { t } = useTranslation('admin');
  const id = useParams().id ?? '';
  const provider = useAdminProvider(id);

  return (
    <div className="flex flex-col gap-6">
      <Link to={adminPaths.registrations} className="inline-flex min-h-touch items-center gap-2 self-start font-semibold text-primary-700 hover:text-primary-800">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      {provider.isPending ? (
        <Spinner className="size-6 text-primary-700" />
      ) : provider.isError ? (
        <Notice tone="danger" role="alert" title={t('detail.notFound')} />
      ) : (
        <ProviderReview provider={provider.data} category={categoryName(provider.data.categoryId)} />
      )}
    </div>
  );
}

function ProviderReview({ provider, category }: { provider: AdminProviderDetail; category: string | null }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const [showId, setShowId] = useState(false);
  const legal = provider.legalInfo;
  const none = t('detail.none');
  const name = [legal.firstName, legal.lastName].filter(Boolean).join(' ');
  const address = legal.invoiceAddress;
  const withdrawn = approvalWithdrawn(provider);

  return (
    <section aria-labelledby="provider-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="provider-title" className="text-2xl font-semibold text-ink">
          {provider.displayName}
        </h2>
        <Badge tone={provider.status === 'pending' ? 'warning' : 'neutral'}>{withdrawn ? t('detail.withdrawnBadge') : t(`status.${provider.status}`)}</Badge>
      </div>
      {provider.status === 'pending' || withdrawn ? <ReviewActions provider={provider} approveAgain={withdrawn} /> : null}
      {provider.status === 'approved' ? <WithdrawAction provider={provider} /> : null}
      {provider.rejectionReason ? (
        <Notice tone="warning" title={withdrawn ? t('detail.withdrawnReason') : t('detail.fields.rejectionReason')}>
          {provider.rejectionReason}
        </Notice>
      ) : null}
      <Card className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-ink">{t('detail.profile')}</h3>
        <Details
          items={[
            { label: t('detail.fields.displayName'), value: provider.displayName },
            { label: t('detail.fields.category'), value: category ?? none },
            { label: t('detail.fields.tagline'), value: provider.tagline ?? none },
            { label: t('detail.fields.description'), value: provider.description || none },
            { label: t('detail.owner'), value: `${provider.ownerName}, ${provider.ownerEmail}, ${formatPhone(provider.ownerPhone, { countryCode: true })}` },
            { label: t('detail.fields.submitted'), value: dateTime(provider.submittedAt) },
            { label: t('detail.fields.reviewed'), value: dateTime(provider.reviewedAt) },
          ]}
        />
      </Card>
      <Card className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-ink">{t('detail.legal')}</h3>
        <Details
          items={[
            { label: t('detail.fields.orgType'), value: legal.orgType ? t(`orgType.${legal.orgType}`) : none },
            { label: t('detail.fields.name'), value: name || none },
            ...(legal.companyName ? [{ label: t('detail.fields.companyName'), value: legal.companyName }] : []),
            ...(legal.orgNumber ? [{ label: t('detail.fields.orgNumber'), value: formatOrgNumber(legal.orgNumber) }] : []),
            {
              label: t('detail.fields.nationalId'),
              value: legal.nationalId ? (
                <span className="flex flex-wrap items-center gap-3">
                  <span className="font-mono">{showId ? legal.nationalId : maskNationalId(legal.nationalId)}</span>
                  <Button variant="ghost" size="sm" aria-pressed={showId} aria-label={showId ? t('detail.hideNationalId') : t('detail.showNationalId')} onClick={() => setShowId(!showId)}>
                    {showId ? t('detail.hide') : t('detail.show')}
                  </Button>
                </span>
              ) : (
                none
              ),
            },
            { label: t('detail.fields.email'), value: legal.email ?? none },
            { label: t('detail.fields.terms'), value: legal.termsAccepted ? t('detail.termsAccepted') : t('detail.termsMissing') },
          ]}
        />
      </Card>
      <Card className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-ink">{t('detail.payout')}</h3>
        <Details
          items={[
            { label: t('detail.fields.bankAccount'), value: legal.bankAccountNumber ? formatBankAccount(legal.bankAccountNumber) : none },
            {
              label: t('detail.fields.invoiceAddress'),
              value: address ? `${address.street}, ${[address.postalCode, address.postalPlace].filter(Boolean).join(' ')}` : none,
            },
          ]}
        />
      </Card>
      <Card className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-ink">{t('detail.idPhoto')}</h3>
        {legal.hasIdPhoto ? (
          <img
            src={idPhotoUrl(provider.id)}
            alt={t('detail.idPhotoAlt', { name: name || provider.displayName })}
            className="max-h-[32rem] w-auto self-start rounded-lg border border-border object-contain"
          />
        ) : (
          <p className="text-base text-ink-muted">{t('detail.noIdPhoto')}</p>
        )}
      </Card>
      {provider.status === 'approved' ? <ProviderRatingsModeration providerId={provider.id} /> : null}
    </section>
  );
}

/** Approve or reject a registration under review; only approve one whose approval was withdrawn. */
function ReviewActions({ provider, approveAgain }: { provider: AdminProviderDetail; approveAgain: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const errorText = useErrorText();
  const approve = useApproveProvider();
  const reject = useRejectProvider();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const name = provider.displayName;
  const form = useSchemaForm({
    schema: rejectProviderSchema,
    initialValues: { reason: '' },
    shownFields: ['reason'],
    onValid: async ({ reason }) => {
      await reject.mutateAsync({ id: provider.id, reason });
      setDialog(null);
      showToast({ title: t('detail.rejectedToast', { name }), tone: 'success' });
    },
  });

  const confirmApprove = () => {
    setProblem(null);
    approve.mutate(provider.id, {
      onSuccess: () => {
        setDialog(null);
        showToast({ title: t('detail.approvedToast', { name }), tone: 'success' });
      },
      onError: setProblem,
    });
  };
  const busy = approve.isPending || reject.isPending;
  const close = (open: boolean) => {
    if (!open && !busy) setDialog(null);
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button onClick={() => setDialog('approve')}>{approveAgain ? t('detail.approveAgain') : t('detail.approve')}</Button>
      {approveAgain ? null : (
        <Button variant="danger" onClick={() => setDialog('reject')}>
          {t('detail.reject')}
        </Button>
      )}
      {dialog === 'approve' ? (
        <Dialog
          open
          onOpenChange={close}
          title={approveAgain ? t('detail.approveAgainTitle', { name }) : t('detail.approveTitle', { name })}
          description={approveAgain ? t('detail.approveAgainText') : t('detail.approveText')}
          size="sm"
          footer={
            <>
              <DialogClose>
                <Button variant="secondary" disabled={busy}>
                  {t('common:action.cancel')}
                </Button>
              </DialogClose>
              <Button onClick={confirmApprove} loading={approve.isPending}>
                {t('detail.approveConfirm')}
              </Button>
            </>
          }
        >
          {problem ? <Notice tone="danger" role="alert" title={errorText(problem)} /> : null}
        </Dialog>
      ) : null}
      {dialog === 'reject' ? (
        <WrittenReasonDialog
          formId="reject-form"
          title={t('detail.rejectTitle', { name })}
          label={t('detail.rejectReason')}
          hint={t('detail.rejectHint')}
          confirmLabel={t('detail.rejectConfirm')}
          value={form.values.reason}
          error={form.fieldError('reason')}
          problem={form.problemText ?? undefined}
          busy={busy}
          onChange={(reason) => form.set('reason', reason)}
          onSubmit={form.onSubmit}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** Withdraw an approved provider's approval, with a reason the provider is e-mailed. */
function WithdrawAction({ provider }: { provider: AdminProviderDetail }) {
  const { t } = useTranslation('admin');
  const withdraw = useWithdrawApproval();
  const [open, setOpen] = useState(false);
  const name = provider.displayName;
  const form = useSchemaForm({
    schema: withdrawApprovalSchema,
    initialValues: { reason: '' },
    shownFields: ['reason'],
    onValid: async ({ reason }) => {
      await withdraw.mutateAsync({ id: provider.id, reason });
      setOpen(false);
      showToast({ title: t('detail.withdrawnToast', { name }), tone: 'success' });
    },
  });

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('detail.withdraw')}
      </Button>
      {open ? (
        <WrittenReasonDialog
          formId="withdraw-form"
          title={t('detail.withdrawTitle', { name })}
          description={t('detail.withdrawText', { name })}
          label={t('detail.withdrawReason')}
          hint={t('detail.withdrawHint')}
          confirmLabel={t('detail.withdrawConfirm')}
          value={form.values.reason}
          error={form.fieldError('reason')}
          problem={form.problemText ?? undefined}
          busy={withdraw.isPending}
          onChange={(reason) => form.set('reason', reason)}
          onSubmit={form.onSubmit}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import type { Category } from '#shared/catalogue/category.schema.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { legalInfoSubmissionSchema } from '#shared/providers/registration.schema.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSubmitLegalInfo } from '../api/registration-api.ts';
import { detailsInput, payoutInput, type RegistrationDraft } from '../registration-draft.ts';
import { IdPhotoField } from './id-photo-field.tsx';

type Row = { label: string; value: ReactNode; path?: string };

/** Stage 5: everything at a glance with a way back to each stage, then "Send to review". */
export function SummaryStage({
  draft,
  providerId,
  categories,
  stagePath,
  onPhoto,
  onSent,
}: {
  draft: RegistrationDraft;
  providerId: string;
  categories: Category[] | undefined;
  stagePath: (stage: number) => string;
  onPhoto: (file: File | null) => void;
  onSent: (provider: ProviderMe) => void;
}) {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  const errorText = useErrorText();
  const submit = useSubmitLegalInfo();
  const [problem, setProblem] = useState<unknown>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const { details, payout, orgType } = draft;
  const individual = orgType === 'individual';
  const category = categories?.find((candidate) => candidate.id === draft.categoryId);
  const missing = <span className="text-ink-muted">{t('summary.missing')}</span>;
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ');

  const send = async () => {
    setProblem(null);
    const parsed = legalInfoSubmissionSchema.safeParse({ ...(detailsInput(orgType, details) as object), ...(payoutInput(payout) as object) });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
    if (individual && !draft.idPhoto && !draft.hadIdPhoto) found.idPhoto = { key: 'error.provider.id_photo_required' };
    if (!parsed.success || found.idPhoto) {
      setErrors(found);
      setProblem({ key: 'error.provider.legal_failed' });
      return;
    }
    setErrors({});
    try {
      onSent(await submit.mutateAsync({ providerId, legal: parsed.data, idPhoto: draft.idPhoto }));
    } catch (error) {
      setErrors(fieldErrorsFromApi(error) ?? {});
      setProblem(error);
    }
  };

  const sections: { stage: number; title: string; rows: Row[] }[] = [
    { stage: 1, title: t('stageNames.category'), rows: [{ label: t('category.label'), value: category?.title[language] ?? missing }] },
    { stage: 2, title: t('stageNames.role'), rows: [{ label: t('role.label'), value: orgType ? t(`role.${orgType}.title`) : missing }] },
    {
      stage: 3,
      title: t('stageNames.details'),
      rows: [
        ...(individual
          ? []
          : [
              { label: t('details.companyName'), value: details.companyName || missing, path: 'companyName' },
              { label: t('details.orgNumber'), value: details.orgNumber || missing, path: 'orgNumber' },
            ]),
        { label: t('summary.name'), value: name || missing, path: details.firstName ? 'lastName' : 'firstName' },
        { label: t('details.email'), value: details.email || missing, path: 'email' },
        ...(individual ? [{ label: t('details.nationalId'), value: details.nationalId || missing, path: 'nationalId' }] : []),
        { label: t('summary.terms'), value: details.acceptTerms ? t('summary.termsAccepted') : missing, path: 'acceptTerms' },
      ],
    },
    {
      stage: 4,
      title: t('stageNames.payout'),
      rows: [
        { label: t('payout.bankAccount'), value: payout.bankAccountNumber || missing, path: 'bankAccountNumber' },
        {
          label: t('summary.invoiceAddress'),
          value: (
            <>
              {payout['invoiceAddress.street']}
              <br />
              {[payout['invoiceAddress.postalCode'], draft.postalPlace].filter(Boolean).join(' ')}
            </>
          ),
          path: 'invoiceAddress',
        },
      ],
    },
  ];

  const rowError = (path: string | undefined) => {
    if (!path) return undefined;
    const found = Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];
    return found ? errorText(found) : undefined;
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none sm:text-3xl">
          {t('summary.title')}
        </h1>
        <p className="text-base text-ink-muted">{t('summary.lead')}</p>
      </div>
      {problem ? <Notice tone="danger" role="alert" title={errorText(problem)} /> : null}
      {sections.map((section) => (
        <Card key={section.stage} className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-4">
            <h2 className="text-lg font-semibold text-ink">{section.title}</h2>
            <Link
              to={stagePath(section.stage)}
              className={buttonClasses('ghost', 'sm')}
              aria-label={t('actions.editStage', { stage: section.title })}
            >
              {t('actions.edit')}
            </Link>
          </div>
          <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            {section.rows.map((row) => {
              const error = rowError(row.path);
              return (
                <div key={row.label} className="contents">
                  <dt className="text-sm font-medium text-ink-muted">{row.label}</dt>
                  <dd className="text-base text-ink">
                    {row.value}
                    {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        </Card>
      ))}
      {individual ? (
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-ink">{t('summary.idPhoto')}</h2>
          <p className="text-base text-ink-muted">{draft.idPhoto ? t('summary.idPhotoNote') : draft.hadIdPhoto ? t('details.idPhotoSaved') : t('summary.idPhotoMissing')}</p>
          <IdPhotoField
            file={draft.idPhoto}
            hadPhoto={draft.hadIdPhoto}
            error={errors.idPhoto ? errorText(errors.idPhoto) : undefined}
            onChange={(file) => {
              onPhoto(file);
              setErrors((current) => ({ ...current, idPhoto: undefined }));
            }}
          />
        </Card>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={stagePath(4)} className={buttonClasses('secondary')}>
          {t('actions.back')}
        </Link>
        <Button size="lg" onClick={() => void send()} loading={submit.isPending}>
          {t('actions.send')}
        </Button>
      </div>
    </div>
  );
}

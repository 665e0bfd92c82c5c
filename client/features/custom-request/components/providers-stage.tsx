import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import { providerPath } from '#shared/routing/paths.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Avatar } from '../../../components/media/avatar.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';
import { useRelevantProviders } from '../api/request-api.ts';
import type { RequestDto } from '../lib/request-draft.ts';
import { stageProblems } from '../lib/wizard-stages.ts';
import { useProblemText, type StageProps } from './stage-props.ts';

/**
 * Step 3: who gets the request. Up to five chosen providers, who get it first; after 24 hours
 * without an offer from them it goes to every relevant provider. "Send to all" skips the wait.
 */
export function ProvidersStage({ dto, backTo, onSave }: StageProps) {
  const { t } = useTranslation('requests');
  const problemText = useProblemText();
  const [chosen, setChosen] = useState<string[]>(dto.recipients ?? []);
  const [sendToAll, setSendToAll] = useState(dto.sendToAll ?? false);
  const [shown, setShown] = useState(false);
  const providers = useRelevantProviders(dto.categoryId, dto.deliveryPlace?.postalCode || undefined);
  const max = customRequestLimits.maxRecipients;

  const next: RequestDto = { ...dto, recipients: chosen, sendToAll };
  const problems = shown ? stageProblems(3, next, []) : [];
  const problem = problems[0] ? problemText(problems[0]) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (stageProblems(3, next, []).length === 0) onSave(next);
  };

  return (
    <WizardStepForm title={t('providers.title')} lead={t('providers.lead', { max })} backTo={backTo} onSubmit={submit} submitting={false} problem={problem}>
      <Switch label={t('providers.sendToAll')} description={t('providers.sendToAllHint')} checked={sendToAll} onCheckedChange={setSendToAll} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-semibold text-ink">{t('providers.choose', { count: chosen.length, max })}</legend>
        <p className="text-sm text-ink-muted">{t('providers.chooseHint')}</p>
        {providers.isPending ? (
          <p role="status" className="flex items-center gap-2 text-ink-muted">
            <Spinner />
            {t('providers.loading')}
          </p>
        ) : null}
        {providers.isError ? <p className="text-danger-700">{t('providers.failed')}</p> : null}
        {providers.isSuccess && providers.data.length === 0 ? <p className="text-ink-muted">{t('providers.none')}</p> : null}
        <ul className="flex flex-col gap-2">
          {(providers.data ?? []).map((provider) => {
            const checked = chosen.includes(provider.id);
            return (
              <li key={provider.id} className="flex items-center gap-3 rounded-xl border border-border bg-surface px-4 py-2">
                <Checkbox
                  className="min-w-0 flex-1"
                  label={
                    <span className="flex items-center gap-3">
                      <Avatar src={provider.profile.photo} name={provider.profile.displayName} size="sm" />
                      <span className="flex min-w-0 flex-col">
                        <span className="font-semibold text-ink">{provider.profile.displayName}</span>
                        <RatingStars rating={provider.rating} size="sm" />
                      </span>
                    </span>
                  }
                  checked={checked}
                  disabled={!checked && chosen.length >= max}
                  onCheckedChange={(on) => setChosen((current) => (on ? [...current, provider.id] : current.filter((id) => id !== provider.id)))}
                />
                <Link to={providerPath(provider.slug)} target="_blank" className="shrink-0 text-sm font-semibold text-primary-700 hover:underline">
                  {t('providers.viewProfile')}
                  <span className="sr-only">{t('providers.opensInNewTab', { name: provider.profile.displayName })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </WizardStepForm>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { useNavigate } from '../../../lib/navigation.tsx';
import type { Category } from '#shared/catalogue/category.schema.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { providerMeQueryKey } from '../../../lib/query-keys.ts';
import { useSavePartialRegistration } from '../api/registration-api.ts';
import { draftFrom, partialBody, reachableStage, summaryStage, type PersonPrefill, type RegistrationDraft } from '../registration-draft.ts';
import { CategoryStage } from './category-stage.tsx';
import { DetailsStage } from './details-stage.tsx';
import { PayoutStage } from './payout-stage.tsx';
import { RegistrationIntro } from './registration-intro.tsx';
import { RegistrationSuccess } from './registration-success.tsx';
import { RoleStage } from './role-stage.tsx';
import { StageProgress } from './stage-progress.tsx';
import { SummaryStage } from './summary-stage.tsx';

/** The stage lives in the address (`/register/steg/2`) so Back and Forward in the browser work. */
export const stagePath = (stage: number) => `${paths.providerRegistration}/steg/${stage}`;

function stageFromSplat(splat: string | undefined): number | null {
  const match = /^steg\/(\d+)\/?$/.exec(splat ?? '');
  if (!match) return null;
  const stage = Number(match[1]);
  return stage >= 1 && stage <= summaryStage ? stage : null;
}

export type ProviderRegistrationProps = {
  signedIn: boolean;
  /** The draft saved so far, or `null` before the first save. */
  provider: ProviderMe | null;
  categories: Category[] | undefined;
  categoriesFailed: boolean;
  person: PersonPrefill;
  onLogin: () => void;
};

/**
 * Provider registration (spec §2, §4, §5): the introduction, four stages saved one by one with
 * `POST /api/provider/partial`, a summary that sends the legal info with the ID photo, and a thank-you.
 */
export function ProviderRegistration({ signedIn, provider, categories, categoriesFailed, person, onLogin }: ProviderRegistrationProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stage = stageFromSplat(useParams()['*']);
  const [draft, setDraft] = useState<RegistrationDraft>(() => draftFrom(provider, person));
  const [sent, setSent] = useState<ProviderMe | null>(null);
  const savePartial = useSavePartialRegistration();

  if (sent) return <RegistrationSuccess onContinue={() => queryClient.setQueryData(providerMeQueryKey, sent)} />;

  const reachable = reachableStage(draft);
  if (!signedIn || stage === null) {
    const resumeStage = provider ? Math.min(Math.max(provider.registrationStage, 1), reachable) : null;
    return (
      <RegistrationIntro
        signedIn={signedIn}
        resumePath={resumeStage ? stagePath(resumeStage) : null}
        rejectionReason={provider?.status === 'rejected' ? provider.rejectionReason : undefined}
        startPath={stagePath(1)}
        onLogin={onLogin}
      />
    );
  }
  if (stage > reachable) return <Navigate to={stagePath(reachable)} replace />;

  const backTo = stage === 1 ? paths.providerRegistration : stagePath(stage - 1);
  const save = async (next: RegistrationDraft) => {
    const saved = await savePartial.mutateAsync(partialBody(next, stage + 1));
    setDraft({ ...next, postalPlace: saved.legalInfo.invoiceAddress?.postalPlace ?? next.postalPlace });
    void navigate(stagePath(stage + 1));
  };
  const stageProps = { draft, backTo, onSave: save };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <StageProgress stage={stage} />
      {stage === 1 ? <CategoryStage key={stage} {...stageProps} categories={categories} categoriesFailed={categoriesFailed} /> : null}
      {stage === 2 ? <RoleStage key={stage} {...stageProps} /> : null}
      {stage === 3 ? <DetailsStage key={stage} {...stageProps} /> : null}
      {stage === 4 ? <PayoutStage key={stage} {...stageProps} /> : null}
      {stage === summaryStage && provider ? (
        <SummaryStage
          draft={draft}
          providerId={provider.id}
          categories={categories}
          stagePath={stagePath}
          onPhoto={(idPhoto) => setDraft((current) => ({ ...current, idPhoto }))}
          onSent={setSent}
        />
      ) : null}
    </div>
  );
}

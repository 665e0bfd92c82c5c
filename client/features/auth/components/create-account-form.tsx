import { useRef } from 'react';
import { Building2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { newUserSchema, type User, type UserLanguage } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TermsLinks } from '../../../components/layout/terms-links.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { fieldErrorsFromApi } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateAccount, type SignUpSource } from '../api/create-account.ts';
import { useAuthStore } from '../store.ts';

export type CreateAccountPrefill = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
};

type CreateAccountFormProps = {
  source: SignUpSource;
  prefill?: CreateAccountPrefill;
  /** The e-mail came with a login link and is proven: it is shown but cannot be changed. */
  emailLocked?: boolean;
  onCreated: (user: User) => void;
  /** The login link ran out or was already used (410). */
  onLinkExpired?: () => void;
  /** The e-mail already has an account: offer to sign in instead. */
  onSignInInstead?: () => void;
};

/** The fields this form shows; a problem elsewhere is shown for the whole form. */
const shownFields = ['firstName', 'lastName', 'phone', 'email', 'language', 'orgNumber', 'acceptTerms'] as const;

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  language: UserLanguage;
  orgNumber: string;
  acceptTerms: boolean;
};

/**
 * Create account, as a private person or a business (spec §2, §5): names, mobile, e-mail,
 * language, the terms, and for a business the organisation number. Checked with the shared
 * new-user schema first; problems the server finds (an unknown organisation number, a number
 * already in use) are shown under the field they belong to.
 */
export function CreateAccountForm({ source, prefill, emailLocked = false, onCreated, onLinkExpired, onSignInInstead }: CreateAccountFormProps) {
  const { t } = useTranslation('auth');
  const interfaceLanguage = useLanguage();
  const asBusiness = useAuthStore((state) => state.asBusiness);
  const setAsBusiness = useAuthStore((state) => state.setAsBusiness);
  const createAccount = useCreateAccount(source);
  const form = useRef<HTMLFormElement>(null);
  const { values, set, clearError, fieldError, problem, problemText, submitting, onSubmit } = useSchemaForm({
    schema: newUserSchema,
    initialValues: (): Values => ({
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      phone: prefill?.phone ?? '',
      email: prefill?.email ?? '',
      language: interfaceLanguage === 'en' ? 'en_us' : 'nb_no',
      orgNumber: '',
      acceptTerms: false,
    }),
    shownFields,
    toInput: (current) => ({
      ...current,
      asBusiness,
      // An empty field is a missing number ("Provide a valid org number"), not a malformed one.
      orgNumber: asBusiness && current.orgNumber.trim() ? current.orgNumber : undefined,
    }),
    onValid: async (data) => {
      try {
        onCreated(await createAccount.mutateAsync(data));
      } catch (error) {
        // An expired link is the next step of the flow, not a problem with what was typed.
        if (isApiError(error, 410) && onLinkExpired) onLinkExpired();
        else throw error;
      }
    },
    fieldErrorsOf: (error) =>
      fieldErrorsFromApi(error) ??
      (isApiError(error, 409) && error.key === 'error.auth.phone_registered' ? { phone: { key: error.key, message: error.message } } : null),
    // To the first field marked invalid; a problem for the whole form marks none, so focus stays.
    onProblem: () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  });

  const emailTaken = isApiError(problem, 409) && problem.key === 'error.auth.email_registered';

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <RadioCards
        label={t('createAccount.typeLabel')}
        value={asBusiness ? 'business' : 'private'}
        onValueChange={(value) => {
          setAsBusiness(value === 'business');
          clearError('orgNumber');
        }}
        options={[
          {
            value: 'private',
            label: t('createAccount.private'),
            description: t('createAccount.privateText'),
            icon: <UserRound aria-hidden="true" className="size-4" />,
          },
          {
            value: 'business',
            label: t('createAccount.business'),
            description: t('createAccount.businessText'),
            icon: <Building2 aria-hidden="true" className="size-4" />,
          },
        ]}
      />
      {asBusiness ? (
        <Input
          label={t('createAccount.orgNumber')}
          hint={t('createAccount.orgNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={values.orgNumber}
          onChange={(event) => set('orgNumber', event.target.value)}
          error={fieldError('orgNumber')}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('createAccount.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={fieldError('firstName')}
        />
        <Input
          label={t('createAccount.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={fieldError('lastName')}
        />
      </div>
      <Input
        label={t('createAccount.phone')}
        hint={t('createAccount.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={values.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={fieldError('phone')}
      />
      <Input
        label={t('createAccount.email')}
        hint={emailLocked ? t(source.kind === 'link' ? 'createAccount.emailLocked' : 'createAccount.emailFromProvider') : undefined}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        readOnly={emailLocked}
        onChange={(event) => set('email', event.target.value)}
        error={fieldError('email')}
      />
      <Select
        label={t('createAccount.language')}
        value={values.language}
        onValueChange={(value) => set('language', value as UserLanguage)}
        options={[
          { value: 'nb_no', label: t('createAccount.languages.nb_no') },
          { value: 'en_us', label: t('createAccount.languages.en_us') },
        ]}
        error={fieldError('language')}
      />
      <Checkbox
        label={t('createAccount.terms')}
        checked={values.acceptTerms}
        onCheckedChange={(checked) => set('acceptTerms', checked)}
        error={fieldError('acceptTerms')}
        required
      />
      <TermsLinks documents={['termsCustomers', 'privacy']} />
      {problemText ? (
        <Notice tone="danger" role="alert" title={problemText}>
          {emailTaken && onSignInInstead ? (
            <Button variant="secondary" size="sm" className="mt-1" onClick={onSignInInstead}>
              {t('createAccount.signInInstead')}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" loading={submitting} loadingText={t('createAccount.creating')}>
        {t('createAccount.submit')}
      </Button>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { Building2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { newUserSchema, type User, type UserLanguage } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, splitFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
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
  const errorText = useErrorText();
  const interfaceLanguage = useLanguage();
  const asBusiness = useAuthStore((state) => state.asBusiness);
  const setAsBusiness = useAuthStore((state) => state.setAsBusiness);
  const [values, setValues] = useState<Values>(() => ({
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    phone: prefill?.phone ?? '',
    email: prefill?.email ?? '',
    language: interfaceLanguage === 'en' ? 'en_us' : 'nb_no',
    orgNumber: '',
    acceptTerms: false,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formProblem, setFormProblem] = useState<unknown>(null);
  const createAccount = useCreateAccount(source);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirstProblem = () => {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    const parsed = newUserSchema.safeParse({
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      email: values.email,
      language: values.language,
      asBusiness,
      // An empty field is a missing number ("Provide a valid org number"), not a malformed one.
      orgNumber: asBusiness && values.orgNumber.trim() ? values.orgNumber : undefined,
      acceptTerms: values.acceptTerms,
    });
    if (!parsed.success) {
      const { fields, other } = splitFieldErrors(fieldErrorsFromZod(parsed.error), shownFields);
      setErrors(fields);
      setFormProblem(other);
      focusFirstProblem();
      return;
    }
    setErrors({});
    try {
      onCreated(await createAccount.mutateAsync(parsed.data));
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error);
      if (fieldErrors) {
        const { fields, other } = splitFieldErrors(fieldErrors, shownFields);
        setErrors(fields);
        setFormProblem(other);
        focusFirstProblem();
      } else if (isApiError(error, 409) && error.key === 'error.auth.phone_registered') {
        setErrors({ phone: { key: error.key, message: error.message } });
        focusFirstProblem();
      } else if (isApiError(error, 410) && onLinkExpired) {
        onLinkExpired();
      } else {
        setFormProblem(error);
      }
    }
  };

  const fieldError = (name: string) => {
    const problem = errors[name];
    return problem ? errorText(problem) : undefined;
  };
  const emailTaken = isApiError(formProblem, 409) && formProblem.key === 'error.auth.email_registered';

  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <RadioCards
        label={t('createAccount.typeLabel')}
        value={asBusiness ? 'business' : 'private'}
        onValueChange={(value) => {
          setAsBusiness(value === 'business');
          setErrors((current) => ({ ...current, orgNumber: undefined }));
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
      {formProblem ? (
        <Notice tone="danger" role="alert" title={errorText(formProblem)}>
          {emailTaken && onSignInInstead ? (
            <Button variant="secondary" size="sm" className="mt-1" onClick={onSignInInstead}>
              {t('createAccount.signInInstead')}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" loading={createAccount.isPending} loadingText={t('createAccount.creating')}>
        {t('createAccount.submit')}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Pencil, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { updateUserSchema, type User, type UserLanguage } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, splitFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { AccountSection, DetailList } from './account-section.tsx';

type Values = { firstName: string; lastName: string; phone: string; language: UserLanguage };

const shownFields = ['firstName', 'lastName', 'phone', 'language'] as const;

/** Personal information: shown as text, changed in a small form (`PATCH /api/user`). */
export function PersonalInfoSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  return (
    <AccountSection
      id="personal"
      title={t('personal.title')}
      description={t('personal.text')}
      icon={<UserRound aria-hidden="true" />}
    >
      {editing ? (
        <PersonalInfoForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <DetailList
            items={[
              { label: t('personal.firstName'), value: user.firstName },
              { label: t('personal.lastName'), value: user.lastName },
              { label: t('personal.phone'), value: formatPhone(user.phone, { countryCode: true }) },
              { label: t('personal.email'), value: user.email },
              { label: t('personal.language'), value: t(`personal.languages.${user.language}`) },
            ]}
          />
          <p className="text-sm text-ink-muted">{t('personal.emailNote')}</p>
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('personal.edit')}
            </Button>
          </div>
        </>
      )}
    </AccountSection>
  );
}

function PersonalInfoForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const update = useUpdateUser();
  const [values, setValues] = useState<Values>({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: formatPhone(user.phone).replace(/\u00a0/g, ' '),
    language: user.language,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<unknown>(null);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = updateUserSchema.safeParse(values);
    if (!parsed.success) {
      const { fields, other } = splitFieldErrors(fieldErrorsFromZod(parsed.error), shownFields);
      setErrors(fields);
      setProblem(other);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      showToast({ title: t('personal.saved'), tone: 'success' });
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error);
      if (fieldErrors) {
        const { fields, other } = splitFieldErrors(fieldErrors, shownFields);
        setErrors(fields);
        setProblem(other);
      } else {
        setProblem(error);
      }
    }
  };

  const fieldError = (name: keyof Values) => {
    const fieldProblem = errors[name];
    return fieldProblem ? errorText(fieldProblem) : undefined;
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('personal.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={fieldError('firstName')}
        />
        <Input
          label={t('personal.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={fieldError('lastName')}
        />
        <Input
          label={t('personal.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={fieldError('phone')}
        />
        <Select
          label={t('personal.language')}
          value={values.language}
          onValueChange={(value) => set('language', value as UserLanguage)}
          options={[
            { value: 'nb_no', label: t('personal.languages.nb_no') },
            { value: 'en_us', label: t('personal.languages.en_us') },
          ]}
        />
      </div>
      {problem ? <Notice tone="danger" role="alert" title={errorText(problem)} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={update.isPending}>
          {t('personal.save')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('personal.cancel')}
        </Button>
      </div>
    </form>
  );
}

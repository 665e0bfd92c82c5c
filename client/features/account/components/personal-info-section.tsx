import { useState } from 'react';
import { Pencil, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { updateUserSchema, type User, type UserLanguage } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
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
  const update = useUpdateUser();
  const { values, set, fieldError, problemText, submitting, onSubmit } = useSchemaForm({
    schema: updateUserSchema,
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: formatPhone(user.phone).replace(/\u00a0/g, ' '),
      language: user.language,
    } satisfies Values,
    shownFields,
    onValid: async (data) => {
      await update.mutateAsync(data);
      showToast({ title: t('personal.saved'), tone: 'success' });
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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
      {problemText ? <Notice tone="danger" role="alert" title={problemText} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={submitting}>
          {t('personal.save')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={submitting}>
          {t('personal.cancel')}
        </Button>
      </div>
    </form>
  );
}

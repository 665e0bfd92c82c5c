import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { profileUpdateSchema, type ProfileUpdateInput } from '#shared/providers/profile.schema.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { LinkListField, type LinkRow } from './link-list-field.tsx';
import { ProfilePhotoField } from './profile-photo-field.tsx';

const socialNetworks = ['instagram', 'facebook', 'tiktok', 'youtube', 'website'] as const;
type SocialNetwork = (typeof socialNetworks)[number];

/** Form values keyed by the schema path they fill, so the problems of a path land on its field. */
type Values = {
  displayName: string;
  tagline: string;
  description: string;
  categoryId: string;
  instantBooking: boolean;
  'content.experience': string;
  'content.music': LinkRow[];
  'content.videos': LinkRow[];
  'content.practicalInfo': string;
} & Record<`content.socials.${SocialNetwork}`, string>;

type FieldPath = keyof Values & string;

function initialValues(provider: ProviderMe): Values {
  const { profile } = provider;
  const { content } = profile;
  return {
    displayName: profile.displayName,
    tagline: profile.tagline ?? '',
    description: profile.description,
    categoryId: profile.categoryId,
    instantBooking: profile.instantBooking,
    'content.experience': content.experience ?? '',
    'content.music': content.music.map(({ title, url }) => ({ title, url })),
    'content.videos': content.videos.map(({ title, url }) => ({ title, url })),
    'content.practicalInfo': content.practicalInfo ?? '',
    'content.socials.instagram': content.socials.instagram ?? '',
    'content.socials.facebook': content.socials.facebook ?? '',
    'content.socials.tiktok': content.socials.tiktok ?? '',
    'content.socials.youtube': content.socials.youtube ?? '',
    'content.socials.website': content.socials.website ?? '',
  };
}

/** An empty optional text means "none", which the API says with null. */
const orNull = (text: string) => (text.trim() ? text.trim() : null);

function toInput(values: Values): ProfileUpdateInput {
  const links = (rows: LinkRow[]) => rows.map((row) => ({ title: row.title.trim(), url: row.url.trim() }));
  return {
    displayName: values.displayName,
    tagline: orNull(values.tagline),
    description: values.description,
    categoryId: values.categoryId,
    instantBooking: values.instantBooking,
    content: {
      experience: orNull(values['content.experience']),
      music: links(values['content.music']),
      videos: links(values['content.videos']),
      socials: {
        instagram: orNull(values['content.socials.instagram']),
        facebook: orNull(values['content.socials.facebook']),
        tiktok: orNull(values['content.socials.tiktok']),
        youtube: orNull(values['content.socials.youtube']),
        website: orNull(values['content.socials.website']),
      },
      practicalInfo: orNull(values['content.practicalInfo']),
    },
  };
}

const fixedFields: readonly string[] = [
  'displayName',
  'tagline',
  'description',
  'categoryId',
  'instantBooking',
  'content.experience',
  'content.practicalInfo',
  'photo',
  ...socialNetworks.map((network) => `content.socials.${network}`),
];

/** The paths of every link row's fields, which come and go with the rows. */
function linkFields(values: Values): string[] {
  return (['content.music', 'content.videos'] as const).flatMap((list) =>
    values[list].flatMap((_, index) => [`${list}.${index}.title`, `${list}.${index}.url`]),
  );
}

/** "My profile" (spec §2 Provider dashboard, content editor): `POST /api/provider/{id}/profile`. */
export function ProfileEditor({ provider, categories }: { provider: ProviderMe; categories: Category[] }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [shownFields, setShownFields] = useState<readonly string[]>(fixedFields);

  const form = useSchemaForm({
    schema: profileUpdateSchema,
    initialValues: () => initialValues(provider),
    // Link rows change the set of paths; the list is widened as the values change (below).
    shownFields: shownFields as FieldPath[],
    toInput,
    onValid: async (profile) => {
      await update.mutateAsync({ providerId: provider.id, profile, photo });
      setPhoto(null);
      showToast({ title: t('profile.saved'), tone: 'success' });
    },
    onProblem: () => {
      // Move to the first problem so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  });
  const { values, set, submitting, problemText, onSubmit } = form;
  const fieldError = (path: string) => form.fieldError(path as FieldPath);

  const setLinks = (list: 'content.music' | 'content.videos', rows: LinkRow[]) => {
    set(list, rows);
    setShownFields([...fixedFields, ...linkFields({ ...values, [list]: rows })]);
  };

  const categoryOptions = categories.map((category) => ({ value: category.id, label: category.title[language] }));
  // Music and video links belong to events (a band, a DJ); a cleaner is not asked for them, though
  // links saved earlier stay editable.
  const isEvent = categories.find((category) => category.id === values.categoryId)?.type === 'event';
  const showMusic = isEvent || values['content.music'].length > 0;
  const showVideos = isEvent || values['content.videos'].length > 0;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <DashboardSection title={t('profile.basics.title')} description={t('profile.basics.text')}>
        <ProfilePhotoField name={values.displayName || provider.profile.displayName} current={provider.profile.photo} file={photo} onFileChange={setPhoto} error={fieldError('photo')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('profile.displayName')}
            autoComplete="organization"
            value={values.displayName}
            onChange={(event) => set('displayName', event.target.value)}
            error={fieldError('displayName')}
            required
          />
          <Select
            label={t('profile.category')}
            value={values.categoryId}
            onValueChange={(value) => set('categoryId', value)}
            options={categoryOptions}
            placeholder={t('profile.categoryPlaceholder')}
            error={fieldError('categoryId')}
          />
        </div>
        <Input
          label={t('profile.tagline')}
          hint={t('profile.taglineHint')}
          maxCharacters={fieldTextLimits.profileTagline}
          value={values.tagline}
          onChange={(event) => set('tagline', event.target.value)}
          error={fieldError('tagline')}
        />
        <TextArea
          label={t('profile.description')}
          rows={6}
          maxCharacters={fieldTextLimits.profileDescription}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={fieldError('description')}
        />
        <Switch
          label={t('profile.instantBooking')}
          description={t('profile.instantBookingHint')}
          checked={values.instantBooking}
          onCheckedChange={(checked) => set('instantBooking', checked)}
        />
      </DashboardSection>

      <DashboardSection title={t('profile.content.title')} description={t('profile.content.text')}>
        <TextArea
          label={t('profile.content.experience')}
          value={values['content.experience']}
          onChange={(event) => set('content.experience', event.target.value)}
          error={fieldError('content.experience')}
        />
        {showMusic ? (
          <LinkListField
            legend={t('profile.content.music')}
            addLabel={t('profile.links.addMusic')}
            links={values['content.music']}
            onChange={(rows) => setLinks('content.music', rows)}
            errorOf={(index, field) => fieldError(`content.music.${index}.${field}`)}
          />
        ) : null}
        {showVideos ? (
          <LinkListField
            legend={t('profile.content.videos')}
            addLabel={t('profile.links.addVideo')}
            links={values['content.videos']}
            onChange={(rows) => setLinks('content.videos', rows)}
            errorOf={(index, field) => fieldError(`content.videos.${index}.${field}`)}
          />
        ) : null}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold text-ink">{t('profile.content.socials')}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {socialNetworks.map((network) => {
              const path = `content.socials.${network}` as const;
              return (
                <Input
                  key={network}
                  label={t(`profile.socials.${network}`)}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={values[path]}
                  onChange={(event) => set(path, event.target.value)}
                  error={fieldError(path)}
                />
              );
            })}
          </div>
        </fieldset>
        <TextArea
          label={t('profile.content.practicalInfo')}
          hint={t('profile.content.practicalInfoHint')}
          value={values['content.practicalInfo']}
          onChange={(event) => set('content.practicalInfo', event.target.value)}
          error={fieldError('content.practicalInfo')}
        />
      </DashboardSection>

      {problemText ? <Notice tone="danger" role="alert" title={problemText} /> : null}
      <div>
        <Button type="submit" loading={submitting} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

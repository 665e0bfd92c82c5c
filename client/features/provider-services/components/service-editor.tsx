import { useNavigate } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { areasAllowedFor, cityIds, type Area } from '#shared/locations/areas.ts';
import { offeringSchema, type OwnService } from '#shared/providers/offering.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveService } from '../api/own-services.ts';
import { durationOptions, emptyOffering, offeringInputOf, offeringValuesOf, type OfferingValues } from '../lib/offering-form.ts';
import { useDurationText } from '../lib/service-text.ts';
import { AddonsFieldset } from './addons-fieldset.tsx';
import { TextListField } from './text-list-field.tsx';

const topLevelFields = [
  'title',
  'description',
  'subCategoryItemIds',
  'tags',
  'priceType',
  'basePriceOre',
  'baseDurationMinutes',
  'maxBaseParticipants',
  'included',
  'customerChecklist',
  'areas',
  'enabled',
  'addons',
] as const;
const addonFields = ['title', 'description', 'unitType', 'unitPriceOre', 'unitTimeMinutes', 'maxUnits', 'unitsInBasePrice'] as const;

const rows = (name: string, count: number) => Array.from({ length: count }, (_, index) => `${name}.${index}`);

/** Every path the form has a place for, up to the schema's limits on list lengths. */
const shownPaths = [
  ...topLevelFields,
  ...rows('tags', 20),
  ...rows('areas', 40),
  ...rows('subCategoryItemIds', 50),
  ...rows('included', 30),
  ...rows('customerChecklist', 30),
  ...rows('addons', 20).flatMap((addon) => addonFields.map((field) => `${addon}.${field}`)),
] as unknown as readonly (keyof OfferingValues & string)[];

type ServiceEditorProps = {
  category: Category;
  /** The service being changed; without it the form creates a new one. */
  service?: OwnService;
  listPath: string;
};

/** Creates or changes a service with its add-ons (spec §3 Service, Addon), checked by `offeringSchema`. */
export function ServiceEditor({ category, service, listPath }: ServiceEditorProps) {
  const { t } = useTranslation(['offerings', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const durationText = useDurationText();
  const save = useSaveService(service?.id);

  const form = useSchemaForm({
    schema: offeringSchema,
    initialValues: () => (service ? offeringValuesOf(service) : emptyOffering()),
    toInput: offeringInputOf,
    shownFields: shownPaths,
    onValid: async (offering) => {
      await save.mutateAsync(offering);
      showToast({ title: service ? t('form.updated') : t('form.created'), tone: 'success' });
      void navigate(listPath);
    },
    onProblem: () => {
      // Bring the first problem into view; the messages are next to their fields.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  });
  const { values, set, submitting, onSubmit, problemText } = form;
  // The form's values use the schema's keys, so a problem's path is looked up as is.
  const errorAt = (path: string) => form.fieldError(path as keyof OfferingValues & string);
  const firstErrorUnder = (name: string, count: number) =>
    errorAt(name) ?? Array.from({ length: count }, (_, index) => errorAt(`${name}.${index}`)).find(Boolean);
  const clearError = (path: string) => form.clearError(path as keyof OfferingValues & string);
  /** Sets a list and forgets the problems of its rows, which were about the rows as they were. */
  const setList = <K extends 'subCategoryItemIds' | 'areas' | 'included' | 'customerChecklist'>(name: K, value: OfferingValues[K]) => {
    set(name, value);
    for (const path of shownPaths) if (path.startsWith(`${name}.`)) clearError(path);
  };

  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((value) => value !== id));

  const allowedAreas = areasAllowedFor(category.name);
  // Participants belong to events (a band, a party); a cleaning is not asked how many take part.
  const isEvent = category.type === 'event';
  const areaGroups = cityIds
    .map((city) => ({ city, areas: allowedAreas.filter((area) => area.city === city) }))
    .filter((group) => group.areas.length > 0);
  const areaName = (area: Area) => area.name[language];

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-ink">{t('form.basics')}</h2>
        <Input
          label={t('form.title')}
          value={values.title}
          maxCharacters={fieldTextLimits.serviceTitle}
          onChange={(event) => set('title', event.target.value)}
          error={errorAt('title')}
        />
        <TextArea
          label={t('form.description')}
          value={values.description}
          maxCharacters={fieldTextLimits.serviceDescription}
          onChange={(event) => set('description', event.target.value)}
          error={errorAt('description')}
        />
        <Input
          label={t('form.tags')}
          hint={t('form.tagsHint')}
          value={values.tags}
          onChange={(event) => {
            set('tags', event.target.value);
            for (let index = 0; index < 20; index += 1) clearError(`tags.${index}`);
          }}
          error={firstErrorUnder('tags', 20)}
        />
      </Card>

      {category.subcategories.some((subcategory) => subcategory.subCategoryItems.length > 0) ? (
        <Card className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-4">
            <legend className="text-lg font-semibold text-ink">{t('form.subcategoryItems')}</legend>
            {[...category.subcategories]
              .sort((a, b) => a.sortIndex - b.sortIndex)
              .map((subcategory) => (
                <fieldset key={subcategory.id} className="flex flex-col">
                  <legend className="text-sm font-semibold text-ink-soft">{language === 'en' ? subcategory.titleEn : subcategory.titleNo}</legend>
                  <div className="grid sm:grid-cols-2">
                    {[...subcategory.subCategoryItems]
                      .sort((a, b) => a.sortIndex - b.sortIndex)
                      .map((item) => (
                        <Checkbox
                          key={item.id}
                          label={language === 'en' ? item.titleEn : item.titleNo}
                          checked={values.subCategoryItemIds.includes(item.id)}
                          onCheckedChange={(on) => setList('subCategoryItemIds', toggle(values.subCategoryItemIds, item.id, on))}
                        />
                      ))}
                  </div>
                </fieldset>
              ))}
            {firstErrorUnder('subCategoryItemIds', 50) ? (
              <p className="text-sm font-medium text-danger-700">{firstErrorUnder('subCategoryItemIds', 50)}</p>
            ) : null}
          </fieldset>
        </Card>
      ) : null}

      <Card className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-ink">{t('form.priceAndTime')}</h2>
        <RadioCards
          label={t('form.priceType')}
          value={values.priceType}
          onValueChange={(priceType) => set('priceType', priceType)}
          options={[
            { value: 'fixed', label: t('form.priceTypes.fixed'), description: t('form.priceTypes.fixedText') },
            { value: 'from', label: t('form.priceTypes.from'), description: t('form.priceTypes.fromText') },
          ]}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('form.basePrice')}
            hint={t('form.basePriceHint')}
            inputMode="decimal"
            value={values.basePriceOre}
            onChange={(event) => set('basePriceOre', event.target.value)}
            error={errorAt('basePriceOre')}
          />
          <NativeSelect
            label={t('form.duration')}
            value={String(values.baseDurationMinutes)}
            onChange={(event) => set('baseDurationMinutes', Number(event.target.value))}
            options={durationOptions.map((minutes) => ({ value: String(minutes), label: durationText(minutes) }))}
            error={errorAt('baseDurationMinutes')}
          />
          {isEvent || values.maxBaseParticipants !== '' ? (
            <Input
              label={t('form.maxParticipants')}
              hint={t('form.maxParticipantsHint')}
              type="number"
              inputMode="numeric"
              min={1}
              value={values.maxBaseParticipants}
              onChange={(event) => set('maxBaseParticipants', event.target.value)}
              error={errorAt('maxBaseParticipants')}
            />
          ) : null}
        </div>
      </Card>

      <Card className="flex flex-col gap-6">
        <TextListField
          legend={t('form.included')}
          hint={t('form.includedHint')}
          rowLabel={(row) => t('form.includedRow', { row })}
          addLabel={t('form.addIncluded')}
          values={values.included}
          onChange={(included) => setList('included', included)}
          errorAt={(index) => errorAt(`included.${index}`)}
        />
        <TextListField
          legend={t('form.checklist')}
          hint={t('form.checklistHint')}
          rowLabel={(row) => t('form.checklistRow', { row })}
          addLabel={t('form.addChecklist')}
          values={values.customerChecklist}
          onChange={(checklist) => setList('customerChecklist', checklist)}
          errorAt={(index) => errorAt(`customerChecklist.${index}`)}
        />
      </Card>

      <Card className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-4">
          <legend className="text-lg font-semibold text-ink">{t('form.areas')}</legend>
          <p className="text-sm text-ink-muted">{t('form.areasHint')}</p>
          {areaGroups.map((group) => (
            <fieldset key={group.city} className="flex flex-col">
              <legend className="text-sm font-semibold text-ink-soft">{areaName(group.areas.find((area) => area.kind === 'city') ?? group.areas[0]!)}</legend>
              <div className="grid sm:grid-cols-2 lg:grid-cols-3">
                {group.areas.map((area) => (
                  <Checkbox
                    key={area.id}
                    label={area.kind === 'city' ? t('form.wholeCity', { city: areaName(area) }) : areaName(area)}
                    checked={values.areas.includes(area.id)}
                    onCheckedChange={(on) => setList('areas', toggle(values.areas, area.id, on))}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          {firstErrorUnder('areas', 40) ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {firstErrorUnder('areas', 40)}
            </p>
          ) : null}
        </fieldset>
      </Card>

      <Card className="flex flex-col gap-4">
        <AddonsFieldset addons={values.addons} onChange={(addons) => set('addons', addons)} errorAt={errorAt} clearError={clearError} withParticipants={isEvent} />
      </Card>

      <Card>
        <Switch
          label={t('form.enabled')}
          description={t('form.enabledText')}
          checked={values.enabled}
          onCheckedChange={(enabled) => set('enabled', enabled)}
        />
      </Card>

      {problemText ? <Notice tone="danger" role="alert" title={problemText} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={submitting}>
          {service ? t('form.saveChanges') : t('form.create')}
        </Button>
        <Button variant="ghost" onClick={() => void navigate(listPath)} disabled={submitting}>
          {t('common:action.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { useId, type ReactNode } from 'react';
import { CircleCheck, ClipboardCheck, Clock, MapPin, Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Addon } from '#shared/explore/service.schema.ts';
import type { ServiceDetails } from '../api/get-public-service.ts';
import { useServiceText } from '../lib/service-text.ts';

/** One titled part of the service page; a landmark named by its heading. */
export function ServiceSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-border pt-8">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-semibold text-ink sm:text-2xl">
          {title}
        </h2>
        {lead ? <p className="text-base text-ink-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** "Dette er inkludert": what the price covers. Hidden when the provider listed nothing. */
export function IncludedSection({ items }: { items: string[] }) {
  const { t } = useTranslation('service');
  if (items.length === 0) return null;
  return (
    <ServiceSection title={t('included.title')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={index} className="flex gap-3 text-base text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}

/** "Kunden må sørge for": what the customer has ready before the provider arrives. */
export function ChecklistSection({ items }: { items: string[] }) {
  const { t } = useTranslation('service');
  if (items.length === 0) return null;
  return (
    <ServiceSection title={t('checklist.title')} lead={t('checklist.lead')}>
      <ul className="flex flex-col gap-3 rounded-xl bg-sand-100 p-5">
        {items.map((item, index) => (
          <li key={index} className="flex gap-3 text-base text-ink">
            <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}

/** Extras the customer may add when booking, in the provider's order. */
export function AddonsSection({ addons }: { addons: Addon[] }) {
  const { t } = useTranslation('service');
  if (addons.length === 0) return null;
  const sorted = [...addons].sort((a, b) => a.sortIndex - b.sortIndex);
  return (
    <ServiceSection title={t('addons.title')} lead={t('addons.lead')}>
      <ul className="flex flex-col gap-3">
        {sorted.map((addon) => (
          <AddonItem key={addon.id} addon={addon} />
        ))}
      </ul>
    </ServiceSection>
  );
}

function AddonItem({ addon }: { addon: Addon }) {
  const { t } = useTranslation('service');
  const text = useServiceText();
  const perParticipant = addon.unitType === 'participant';
  const facts = [
    addon.unitTimeMinutes > 0
      ? t(perParticipant ? 'addons.extraTimePerParticipant' : 'addons.extraTimePerUnit', { duration: text.duration(addon.unitTimeMinutes) })
      : null,
    addon.maxUnits > 0 ? t(perParticipant ? 'addons.maxParticipants' : 'addons.maxUnits', { count: addon.maxUnits }) : null,
    addon.unitsInBasePrice > 0
      ? t(perParticipant ? 'addons.participantsIncluded' : 'addons.unitsIncluded', { count: addon.unitsInBasePrice })
      : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 sm:flex">
        <Plus aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="text-base font-semibold text-ink">{addon.title}</h3>
          <p className="text-base font-semibold whitespace-nowrap text-primary-800">{text.addonPrice(addon)}</p>
        </div>
        {addon.description ? <p className="text-sm text-ink-muted">{addon.description}</p> : null}
        {facts.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2">
            {facts.map((fact) => (
              <li key={fact} className="rounded-full bg-sunken px-3 py-1 text-xs font-medium text-ink-soft">
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Duration, group size and where the provider comes. */
export function PracticalSection({ service }: { service: ServiceDetails }) {
  const { t } = useTranslation('service');
  const text = useServiceText();
  return (
    <ServiceSection title={t('practical.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact icon={<Clock aria-hidden="true" />} term={t('practical.duration')}>
          {text.duration(service.baseDurationMinutes)}
        </Fact>
        {service.maxBaseParticipants ? (
          <Fact icon={<Users aria-hidden="true" />} term={t('practical.maxParticipants')}>
            {t('practical.participants', { count: service.maxBaseParticipants })}
          </Fact>
        ) : null}
        {service.areas.length > 0 ? (
          <Fact icon={<MapPin aria-hidden="true" />} term={t('practical.areas')} wide>
            <ul className="mt-1 flex flex-wrap gap-2">
              {service.areas.map((id) => (
                <li key={id} className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
                  {text.areaName(id)}
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
      </dl>
    </ServiceSection>
  );
}

/** A term and its value; the icon sits inside the term so the list stays a valid definition list. */
function Fact({ icon, term, children, wide = false }: { icon: ReactNode; term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'relative min-h-10 pl-13 sm:col-span-2' : 'relative min-h-10 pl-13'}>
      <dt className="text-sm text-ink-muted">
        <span aria-hidden="true" className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-sunken text-ink-soft [&>svg]:size-5">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="text-base font-semibold text-ink">{children}</dd>
    </div>
  );
}

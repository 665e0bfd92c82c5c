import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Group = { title: string; questions: { q: string; a: string }[] };

/**
 * The questions grouped by topic. Native disclosure widgets: keyboard, screen readers and the
 * browser's find-in-page (which opens a closed answer) work without any script of ours.
 */
export function HelpFaq() {
  const { t } = useTranslation('legal');
  const groups = t('help.groups', { returnObjects: true }) as Group[];
  return groups.map((group, index) => (
    <section key={group.title} aria-labelledby={`help-${index}`}>
      <h2 id={`help-${index}`} className="text-xl font-semibold text-ink">
        {group.title}
      </h2>
      <div className="mt-3 divide-y divide-border rounded-lg border border-border bg-surface">
        {group.questions.map((question) => (
          <details key={question.q} className="group">
            <summary className="flex min-h-touch cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-base font-medium text-ink hover:bg-sunken [&::-webkit-details-marker]:hidden">
              {question.q}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-4 pb-4 text-base leading-relaxed text-ink">{question.a}</p>
          </details>
        ))}
      </div>
    </section>
  ));
}

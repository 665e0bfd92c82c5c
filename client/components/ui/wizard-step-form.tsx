import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { Button, buttonClasses } from './button.tsx';
import { Notice } from './notice.tsx';

export type WizardStepFormProps = {
  title: string;
  lead?: string;
  /** Where "Back" goes: the previous step, or what came before the first. */
  backTo: string;
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  submitLabel?: string;
  problem?: string;
  children: ReactNode;
};

/**
 * One step of a wizard (provider registration, custom request): a heading that takes focus when
 * the step opens (so screen readers hear where they are), the fields, and Back / Next.
 */
export function WizardStepForm({ title, lead, backTo, onSubmit, submitting, submitLabel, problem, children }: WizardStepFormProps) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none sm:text-3xl">
          {title}
        </h1>
        {lead ? <p className="text-base text-ink-muted">{lead}</p> : null}
      </div>
      {children}
      {problem ? <Notice tone="danger" role="alert" title={problem} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={backTo} className={buttonClasses('secondary')}>
          {t('action.back')}
        </Link>
        <Button type="submit" loading={submitting}>
          {submitLabel ?? t('action.next')}
        </Button>
      </div>
    </form>
  );
}

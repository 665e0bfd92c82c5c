import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state.tsx';
import { PageContainer } from './page-container.tsx';
import { PageTitle } from './page-title.tsx';

export type PlaceholderPageProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
};

/** A page whose real content comes later: a clear heading, what it will do, and a way on. */
export function PlaceholderPage({ title, description, icon, action, children }: PlaceholderPageProps) {
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center py-12 sm:py-20">
      <PageTitle title={title} />
      <EmptyState headingLevel="h1" icon={icon} title={title} description={description} action={action} className="max-w-xl">
        {children}
      </EmptyState>
    </PageContainer>
  );
}

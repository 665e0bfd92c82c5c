import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/config.ts';

/** Sets the document title as "<page> – <brand>"; React hoists it into <head>. */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const text = title ? t('meta.pageTitle', { page: title, appName: appConfig.appName }) : appConfig.appName;
  return <title>{text}</title>;
}

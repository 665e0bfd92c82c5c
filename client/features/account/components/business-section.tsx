import { Building2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { AccountSection, DetailList } from './account-section.tsx';

/** `923609016` → `923 609 016`, the way the business register prints it. */
export function formatOrgNumber(value: string): string {
  return /^\d{9}$/.test(value) ? `${value.slice(0, 3)} ${value.slice(3, 6)} ${value.slice(6)}` : value;
}

/** Add an organisation number, and choose whether new orders go to the business (spec §2). */
export function BusinessSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const update = useUpdateUser();
  return (
    <AccountSection id="business" title={t('business.title')} description={t('business.text')} icon={<Building2 aria-hidden="true" />}>
      {user.orgNumber ? (
        <>
          <DetailList
            items={[
              { label: t('business.company'), value: user.companyName ?? '–' },
              { label: t('business.orgNumber'), value: formatOrgNumber(user.orgNumber) },
            ]}
          />
          <Switch
            label={t('business.orderAsBusiness')}
            description={
              user.orderAsBusiness
                ? t('business.orderAsBusinessOn', { company: user.companyName ?? formatOrgNumber(user.orgNumber) })
                : t('business.orderAsBusinessOff')
            }
            checked={user.orderAsBusiness}
            disabled={update.isPending}
            onCheckedChange={(orderAsBusiness) =>
              update.mutate(
                { orderAsBusiness },
                {
                  onSuccess: () => showToast({ title: t('business.saved'), tone: 'success' }),
                  onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
                },
              )
            }
          />
          <div>
            <Button variant="ghost" size="sm" onClick={() => openModal('ADD_BUSINESS')}>
              {t('business.change')}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => openModal('ADD_BUSINESS')}>
            <Plus aria-hidden="true" className="size-5" />
            {t('business.add')}
          </Button>
        </div>
      )}
    </AccountSection>
  );
}

import { useTranslation } from 'react-i18next';
import { addBusinessQuerySchema } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAddBusiness } from '../api/add-business.ts';

type AddBusinessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The ADD_BUSINESS modal (spec §2, §5): an organisation number of 9 digits that the business
 * register knows. Afterwards the person orders as that business.
 */
export function AddBusinessDialog({ open, onOpenChange }: AddBusinessDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const addBusiness = useAddBusiness();
  // The one field shows every problem, the form's included, and keeps it while the number is edited.
  const { values, set, problemText, submitting, onSubmit } = useSchemaForm({
    schema: addBusinessQuerySchema,
    initialValues: { orgNumber: '' },
    onValid: async ({ orgNumber }) => {
      const user = await addBusiness.mutateAsync(orgNumber);
      showToast({ title: t('addBusiness.added', { company: user.companyName ?? orgNumber }), tone: 'success' });
      onOpenChange(false);
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addBusiness.title')} description={t('addBusiness.text')} size="sm">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 pb-2">
        <Input
          label={t('addBusiness.orgNumber')}
          hint={t('addBusiness.orgNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={values.orgNumber}
          onChange={(event) => set('orgNumber', event.target.value)}
          error={problemText}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary">{t('common:action.cancel')}</Button>
          </DialogClose>
          <Button type="submit" loading={submitting}>
            {t('addBusiness.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

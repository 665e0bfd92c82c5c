import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addBusinessQuerySchema } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldError } from '../../../lib/form-errors.ts';
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
  const errorText = useErrorText();
  const addBusiness = useAddBusiness();
  const [orgNumber, setOrgNumber] = useState('');
  const [problem, setProblem] = useState<FieldError | unknown | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = addBusinessQuerySchema.safeParse({ orgNumber });
    if (!parsed.success) {
      setProblem(fieldErrorsFromZod(parsed.error).orgNumber ?? null);
      return;
    }
    try {
      const user = await addBusiness.mutateAsync(parsed.data.orgNumber);
      showToast({ title: t('addBusiness.added', { company: user.companyName ?? parsed.data.orgNumber }), tone: 'success' });
      onOpenChange(false);
    } catch (error) {
      setProblem(fieldErrorsFromApi(error)?.orgNumber ?? error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addBusiness.title')} description={t('addBusiness.text')} size="sm">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5 pb-2">
        <Input
          label={t('addBusiness.orgNumber')}
          hint={t('addBusiness.orgNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={orgNumber}
          onChange={(event) => setOrgNumber(event.target.value)}
          error={problem ? errorText(problem) : undefined}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary">{t('common:action.cancel')}</Button>
          </DialogClose>
          <Button type="submit" loading={addBusiness.isPending}>
            {t('addBusiness.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { groupCardNumber } from '../lib/card-fields.ts';
import { testCards } from '../lib/test-cards.ts';

/** The test gateway's cards, each filled in with one click. */
export function TestCards({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation('booking');
  return (
    <section aria-labelledby="test-cards-title" className="flex flex-col gap-3 rounded-xl border border-dashed border-border-strong bg-sunken p-4">
      <div className="flex flex-col gap-0.5">
        <h2 id="test-cards-title" className="text-base font-semibold text-ink">
          {t('testCheckout.cards.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('testCheckout.cards.text')}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {testCards.map((card) => {
          const name = t(`testCheckout.cards.${card.kind}`);
          return (
            <li key={card.kind} className="flex items-center justify-between gap-4 rounded-lg bg-surface px-3 py-2">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-ink">{name}</span>
                <span className="font-mono text-sm text-ink-soft">{groupCardNumber(card.number)}</span>
              </span>
              <Button variant="secondary" size="sm" className="shrink-0" onClick={() => onUse(card.number)}>
                {t('testCheckout.cards.use')}
                <span className="sr-only">: {name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

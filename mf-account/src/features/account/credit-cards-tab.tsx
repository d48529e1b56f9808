import { useEffect, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { deleteCardToken, getCardTokens } from '@club/shared-contracts/api/customers';
import type { CreditCardToken } from '@club/shared-contracts/entities';
import { errorMessage, loadFailed } from '@club/shared-contracts/http';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { Skeleton } from '@club/shared-ui/skeleton';
import styles from './account-page.module.css';
import './texts';

type Cards = { state: 'loading' } | { state: 'loaded'; cards: CreditCardToken[] } | { state: 'failed' };

/** The last digits of a saved card: the API sends them alone, or at the end of a masked number. */
export function lastDigits(card: CreditCardToken): string {
  return card.cardNumber.replace(/\D/g, '').slice(-4) || card.cardNumber;
}

/**
 * The Credit Cards tab (document 1, 2.13): the cards the customer saved while paying, by their last digits, each
 * deletable after a confirmation. A failed deletion shows the server's message, or the crash text.
 */
export function CreditCardsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account');
  const [cards, setCards] = useState<Cards>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<CreditCardToken | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  useEffect(() => {
    // The cards start as loading, and Retry sets them so again before it asks.
    let current = true;
    getCardTokens(customerId).then(
      (answer) => current && setCards({ state: 'loaded', cards: answer.model }),
      (error: unknown) => {
        loadFailed('saved cards', error);
        if (current) setCards({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [customerId, attempt]);

  function retry() {
    setCards({ state: 'loading' });
    setAttempt((count) => count + 1);
  }

  function confirm(card: CreditCardToken) {
    setProblem(null);
    setDeleted(null);
    setConfirming(card);
  }

  async function deleteCard(card: CreditCardToken) {
    setDeleting(true);
    setProblem(null);
    try {
      await deleteCardToken(customerId, card.id);
      setCards((shown) =>
        shown.state === 'loaded'
          ? { ...shown, cards: shown.cards.filter((other) => other.id !== card.id) }
          : shown,
      );
      setConfirming(null);
      setDeleted(lastDigits(card));
    } catch (error) {
      const message = errorMessage(error);
      // Nothing to show when the site handled it (a 401 opened the login): the dialog closes.
      if (message === null) setConfirming(null);
      else setProblem(message);
    } finally {
      setDeleting(false);
    }
  }

  if (cards.state === 'loading') {
    return (
      <div aria-busy="true" className={styles.cards}>
        <Skeleton shape="rect" height={56} />
        <Skeleton shape="rect" height={56} />
      </div>
    );
  }
  if (cards.state === 'failed') {
    return (
      <Alert variant="error" action={{ label: t('Retry'), onClick: retry }}>
        {t('Your saved cards could not be loaded.')}
      </Alert>
    );
  }

  return (
    <>
      {deleted && (
        <Alert variant="success">
          {t('The card ending in {{digits}} has been deleted.', { digits: deleted })}
        </Alert>
      )}
      {cards.cards.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('You have no saved cards.')}</p>
          <p>{t('You can save a card the next time you pay online.')}</p>
        </div>
      ) : (
        <ul className={styles.cards} aria-label={t('Saved cards')}>
          {cards.cards.map((card) => {
            const digits = lastDigits(card);
            return (
              <li key={card.id} className={styles.card}>
                <span>
                  <span aria-hidden="true" className={styles.cardMask}>
                    ••••
                  </span>
                  {t('Card ending in {{digits}}', { digits })}
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('Delete the card ending in {{digits}}', { digits })}
                  aria-haspopup="dialog"
                  onClick={() => confirm(card)}
                >
                  {t('Delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => !deleting && setConfirming(null)}
        title={t('Delete this card?')}
        footer={
          confirming && (
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={deleting}>
                {t('Cancel')}
              </Button>
              <Button loading={deleting} onClick={() => void deleteCard(confirming)}>
                {t('Delete card')}
              </Button>
            </>
          )
        }
      >
        {confirming && (
          <p>
            {t('The card ending in {{digits}} will no longer be offered when you pay.', {
              digits: lastDigits(confirming),
            })}
          </p>
        )}
        {problem && <Alert variant="error">{problem}</Alert>}
      </Dialog>
    </>
  );
}

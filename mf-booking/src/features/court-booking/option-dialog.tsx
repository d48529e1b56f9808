import { useState } from 'react';
import type { BookingTypeResource } from '@club/shared-contracts/booking-entities';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { Spinner } from '@club/shared-ui/spinner';
import { useTranslation } from '@club/shared-ui/translation';
import type { ChosenOption } from './booking-confirm';
import styles from './court-booking-page.module.css';

/** Props of OptionDialog. */
export interface OptionDialogProps {
  resourceType: BookingTypeResource;
  /** The free options, or null while they load. */
  options: ChosenOption[] | null;
  onClose: () => void;
  /** The chosen option, or null for none. */
  onChoose: (option: ChosenOption | null) => void;
}

/**
 * The popup of another resource type the booking type offers (document 2, 2.3: multipleResources): the resources
 * of that type free at the chosen time, with their prices, or none.
 */
export function OptionDialog({ resourceType, options, onClose, onChoose }: OptionDialogProps) {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const [chosen, setChosen] = useState<number | null>(null);
  const option = options?.find((candidate) => candidate.resource.id === chosen) ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={resourceType.name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button disabled={options === null} onClick={() => onChoose(option)}>
            {t('Continue')}
          </Button>
        </>
      }
    >
      {options === null ? (
        <Spinner label={t('Loading')} />
      ) : options.length === 0 ? (
        <p role="status">{t('Sorry nothing found Try with other filters')}</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{resourceType.name}</legend>
          <label className={styles.choice}>
            <input type="radio" name="option" checked={chosen === null} onChange={() => setChosen(null)} />
            {t('No, thanks')}
          </label>
          {options.map(({ resource, amount }) => (
            <label key={resource.id} className={styles.choice}>
              <input
                type="radio"
                name="option"
                checked={chosen === resource.id}
                onChange={() => setChosen(resource.id)}
              />
              {resource.name} · {formatPrice(amount)}
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}

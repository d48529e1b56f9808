import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { cartCommands, cartUnits, parseUnits, type Sale, type SaleItem } from '@club/shared-contracts/cart';
import type { UnitModification } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/price';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Price } from '@club/shared-ui/price';
import styles from './cart.module.css';

/** Props of the cart's lines; `onRemoved` runs after a line left the cart, so focus does not fall to the page. */
interface LineProps {
  onRemoved: () => void;
}

/** A product line: logo, name, a unit stepper (1 to 1000, non-numeric input ignored) and the line total. */
export function ProductLine({ line, onRemoved }: LineProps & { line: SaleItem }) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const shownPrice = useShownPrice();
  const name = line.product.name;
  // What the customer is typing; null while the input shows the line's units.
  const [typed, setTyped] = useState<string | null>(null);

  async function change(modification: UnitModification, units?: number) {
    const removes = modification === 'Decrement' && line.units <= 1;
    const result = await cartCommands().changeUnits(line.productId, modification, units);
    if (removes && result.ok) onRemoved();
  }

  function commitTyped() {
    if (typed === null) return;
    const units = parseUnits(typed);
    setTyped(null);
    if (units !== null && units !== line.units) void change('Exact', units);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commitTyped();
  }

  return (
    <li className={styles.line}>
      {line.product.logo && (
        <img
          className={styles.logo}
          src={uploadUrl(settings, line.product.logo)}
          alt=""
          width={48}
          height={48}
        />
      )}
      <span className={styles.name}>{name}</span>
      <span className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('One unit less of {{name}}', { name })}
          onClick={() => void change('Decrement')}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className={styles.units}
          type="text"
          inputMode="numeric"
          maxLength={4}
          aria-label={t('Units of {{name}}', { name })}
          value={typed ?? String(line.units)}
          // Only digits are taken: anything else typed is ignored (document 1, 5).
          onChange={(event) => {
            const value = event.target.value;
            if (value === '' || parseUnits(value) !== null) setTyped(value.trim());
          }}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('One unit more of {{name}}', { name })}
          disabled={line.units >= cartUnits.max}
          onClick={() => void change('Increment')}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
      <Price
        className={styles.amount}
        value={shownPrice({ grossPrice: line.totalWithDiscount, netPrice: line.netTotalWithDiscount })}
      />
    </li>
  );
}

/** A pending sale (a debt, a fee, a booking): its description or title, the amount pending and a remove X. */
export function SaleLine({ sale, onRemoved }: LineProps & { sale: Sale }) {
  const { t } = useTranslation('host');
  const shownPrice = useShownPrice();
  const name = sale.description || sale.title || t('Sale {{number}}', { number: sale.saleNumber });

  async function remove() {
    // A held booking is released on the server before it leaves the cart.
    const result = await cartCommands().removeSale(sale.id, true);
    if (result.ok) onRemoved();
  }

  return (
    <li className={styles.line}>
      <span className={styles.name}>
        {name}
        <span className={styles.pending}>{t('Pending')}</span>
      </span>
      <Price
        className={styles.amount}
        value={shownPrice({ grossPrice: sale.pending, netPrice: sale.netPending })}
      />
      <button
        type="button"
        className={styles.remove}
        aria-label={t('Remove {{name}} from the cart', { name })}
        onClick={() => void remove()}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

import { useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { cartUnits, parseUnits } from '@club/shared-contracts/cart';
import { Field } from '@club/shared-ui/field';
import './texts';

/**
 * The product's quantity input, 1 to 1000 (document 1, 2.9). The specification makes it display only: Add to cart
 * adds one unit whatever it says, and the hint tells the customer where units change. A typed number out of range
 * is brought within it, and anything not a number goes back to the last good value, when the input is left.
 */
export function QuantityInput({ className }: { className?: string }) {
  const { t } = useTranslation('shop');
  const [units, setUnits] = useState<number>(cartUnits.min);
  const [text, setText] = useState(String(cartUnits.min));
  return (
    <Field
      className={className}
      label={t('Quantity')}
      hint={t('Add to cart adds one unit; change the units in the cart.')}
    >
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={cartUnits.min}
          max={cartUnits.max}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const typed = parseUnits(event.target.value);
            if (typed !== null) setUnits(typed);
          }}
          onBlur={() => setText(String(units))}
        />
      )}
    </Field>
  );
}

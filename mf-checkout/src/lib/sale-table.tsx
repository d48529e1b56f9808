import { useFormatPrice } from '@club/shared-contracts/price';
import { Price } from '@club/shared-ui/price';
import styles from './sale-table.module.css';

/** A row of a table of sales owed: a pending sale, or a fee of a periodic sale. */
export interface SaleRow {
  id: number;
  number: string;
  concepts: readonly string[];
  total: number;
  pending: number;
}

/** The translated texts of the table (each page words its columns after the specification). */
export interface SaleTableTexts {
  caption: string;
  number: string;
  concept: string;
  total: string;
  pending: string;
  /** The header of the checkbox column, read by screen readers only. */
  select: string;
  /** The label of a row's checkbox. */
  selectRow: (row: SaleRow) => string;
}

/** Props of SaleTable. */
export interface SaleTableProps {
  rows: readonly SaleRow[];
  texts: SaleTableTexts;
  /** The concept column first (the fees' order), else the number first (the pending sales' order). */
  conceptFirst?: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
}

/**
 * A table of sales with a checkbox for each one still owed, in the club's price format. Under 768 px each row is a
 * card whose cells name their column, so nothing scrolls sideways.
 */
export function SaleTable({ rows, texts, conceptFirst = false, selected, onToggle }: SaleTableProps) {
  const formatPrice = useFormatPrice();
  const numberHeader = (
    <th key="number" scope="col">
      {texts.number}
    </th>
  );
  const conceptHeader = (
    <th key="concept" scope="col">
      {texts.concept}
    </th>
  );
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{texts.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.select}>
            <span className="visually-hidden">{texts.select}</span>
          </th>
          {conceptFirst ? [conceptHeader, numberHeader] : [numberHeader, conceptHeader]}
          <th scope="col" className={styles.amount}>
            {texts.total}
          </th>
          <th scope="col" className={styles.amount}>
            {texts.pending}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const number = (
            <td key="number" data-label={texts.number} className={styles.number}>
              {row.number}
            </td>
          );
          const concept = (
            <td key="concept" data-label={texts.concept} className={styles.concept}>
              {row.concepts.map((text, index) => (
                // Concepts are texts of the sale in its own order; the same text twice is fine.
                <span key={index} className={styles.conceptLine}>
                  {text}
                </span>
              ))}
            </td>
          );
          return (
            <tr key={row.id}>
              <td className={styles.select}>
                {row.pending > 0 && (
                  <input
                    type="checkbox"
                    aria-label={texts.selectRow(row)}
                    checked={selected.has(row.id)}
                    onChange={(event) => onToggle(row.id, event.target.checked)}
                  />
                )}
              </td>
              {conceptFirst ? [concept, number] : [number, concept]}
              <td data-label={texts.total} className={styles.amount}>
                <Price value={formatPrice(row.total)} />
              </td>
              <td data-label={texts.pending} className={styles.amount}>
                <Price value={formatPrice(row.pending)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

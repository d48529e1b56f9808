import type { ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { CheckField } from './check-field';
import { CurrencyField } from './dynamic-form-currency';
import { FileField } from './dynamic-form-files';
import { LookupField } from './dynamic-form-lookup';
import {
  fileAnswer,
  isShownOnly,
  noChoice,
  pickListOptions,
  safeUrl,
  textAnswer,
  type DynamicAnswer,
  type DynamicProblems,
  type DynamicValues,
} from './dynamic-form-rules';
import { Field, TextArea, TextInput } from './field';
import { SafeHtml } from './safe-html';
import { TargetLink } from './target-link';
import styles from './dynamic-form.module.css';
import fieldStyles from './field.module.css';
import './dynamic-form-texts';

export {
  dynamicAnswers,
  dynamicFormProblems,
  type DynamicAnswer,
  type DynamicFormAnswersToSend,
  type DynamicProblems,
  type DynamicValues,
} from './dynamic-form-rules';

// The one renderer of the clubs' dynamic forms (document 3, 3 and 5): the activities' sign-up form and the
// registration's extra fields. Every input type shows with the site's own controls; what each one answers and
// which answers are problems are in dynamic-form-rules.ts. What col1 and col2 hold for each type is the table of
// the API's forms/form-repository.ts: the link of an href, the picture of an image, the HTML of an html field, the
// options of a pick list, the controller of a lookup, the placeholder and maximum length of the typed kinds.

/** Props of DynamicFields. */
export interface DynamicFieldsProps {
  fields: DynamicFormField[];
  values: DynamicValues;
  /** English source texts by field id, from `dynamicFormProblems`. */
  problems: DynamicProblems;
  onChange: (id: number, answer: DynamicAnswer) => void;
}

// The HTML input of each kind typed in a plain input, and how its value must read for it ("YYYY-MM-DDTHH:mm" for a
// date and time, "YYYY-MM-DD", "HH:mm", "#rrggbb"): a definition's default in another shape shows empty. A password
// of a form is a new one, never the customer's own password filled in by the browser.
const plainInputs: Partial<
  Record<DynamicInputType, { type: string; shape?: RegExp; autoComplete?: string }>
> = {
  [DynamicInputType.Text]: { type: 'text' },
  [DynamicInputType.Password]: { type: 'password', autoComplete: 'new-password' },
  [DynamicInputType.Email]: { type: 'email' },
  [DynamicInputType.Date]: { type: 'datetime-local', shape: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/ },
  [DynamicInputType.DateWithoutTime]: { type: 'date', shape: /^\d{4}-\d{2}-\d{2}/ },
  [DynamicInputType.HourPicker]: { type: 'time', shape: /^\d{2}:\d{2}/ },
  [DynamicInputType.ColorPicker]: { type: 'color', shape: /^#[0-9a-f]{6}$/i },
};

/** The value a date, time or colour input can show: the part of the answer in its shape ('' when none). */
function inputValue(answer: string, shape: RegExp | undefined): string {
  if (!shape) return answer;
  // A date and time may come as "2026-05-01 10:00:00" from a definition.
  return shape.exec(answer.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'))?.[0] ?? '';
}

/** The typed kinds' limit: col2 as a number of characters; none when it is not one. */
function maxLength(field: DynamicFormField): number | undefined {
  return /^\d+$/.test(field.col2.trim()) ? Number(field.col2) : undefined;
}

/** An image field's size: col2 as "WIDTHxHEIGHT" in pixels (e.g. "320x180"), when the club gives it. */
function imageSize(field: DynamicFormField): { width: number; height: number } | undefined {
  const size = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(field.col2);
  return size ? { width: Number(size[1]), height: Number(size[2]) } : undefined;
}

/**
 * An image field's picture: col1 as a file of the club's uploads, an http(s) address or a path; nothing for any
 * other address (javascript:, data:, protocol-relative).
 */
function FieldImage({ field }: { field: DynamicFormField }) {
  const settings = useSettings();
  const picture = field.col1.trim();
  const address = /^[a-z][a-z0-9+.-]*:|^\//i.test(picture) ? safeUrl(picture) : picture;
  if (!address) return null;
  return (
    <img
      className={styles.image}
      src={uploadUrl(settings, address)}
      alt={field.label}
      {...imageSize(field)}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A field that shows something (a text, a link, an image, HTML) and takes no answer. */
function ShownField({ field }: { field: DynamicFormField }) {
  switch (field.columnDef) {
    case DynamicInputType.Href: {
      const href = safeUrl(field.col1);
      const text = field.label || field.col1;
      if (!href) return <p className={styles.text}>{text}</p>;
      // A new tab, so the answers typed so far stay on this page.
      return (
        <p className={styles.text}>
          <TargetLink target={{ href }}>{text}</TargetLink>
        </p>
      );
    }
    case DynamicInputType.Image:
      return <FieldImage field={field} />;
    case DynamicInputType.Html:
      return <SafeHtml className={styles.html} html={field.col1} />;
    default:
      return <p className={styles.text}>{field.label}</p>;
  }
}

/** The control of one field a person answers. */
function AnswerField({
  field,
  values,
  problem,
  onChange,
}: {
  field: DynamicFormField;
  values: DynamicValues;
  problem: ReactNode;
  onChange: (answer: DynamicAnswer) => void;
}) {
  const { t } = useTranslation('ui');
  const answer = textAnswer(field, values);
  const labelled = { label: field.label, error: problem, required: field.required };
  switch (field.columnDef) {
    case DynamicInputType.Checkbox:
      return (
        <CheckField
          {...labelled}
          // Marked like the other required fields (Field marks its own labels).
          label={
            field.required ? (
              <>
                {field.label}
                <span className={fieldStyles.required} aria-hidden="true">
                  *
                </span>
              </>
            ) : (
              field.label
            )
          }
          checked={answer === 'true'}
          onChange={(checked) => onChange(String(checked))}
        />
      );
    case DynamicInputType.PickList:
      return (
        <Field {...labelled}>
          {(props) => (
            <select
              {...props}
              value={answer || noChoice}
              // 'Choose an option' takes the choice back: no answer.
              onChange={(event) => onChange(event.target.value === noChoice ? '' : event.target.value)}
            >
              <option value={noChoice}>{t('Choose an option')}</option>
              {pickListOptions(field).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case DynamicInputType.TextArea:
      return (
        <Field {...labelled}>
          {(props) => (
            <TextArea
              {...props}
              placeholder={field.col1 || undefined}
              maxLength={maxLength(field)}
              value={answer}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
    case DynamicInputType.Currency:
      return <CurrencyField {...labelled} answer={answer} onChange={onChange} />;
    case DynamicInputType.Lookup:
      return <LookupField {...labelled} controller={field.col1} answer={answer} onChange={onChange} />;
    case DynamicInputType.FileLoader:
    case DynamicInputType.ImageLoader:
      return <FileField {...labelled} field={field} files={fileAnswer(field, values)} onChange={onChange} />;
    default: {
      const input = plainInputs[field.columnDef] ?? { type: 'text' };
      // The typed kinds (text, password, e-mail) take a placeholder and a limit; pickers take neither.
      const typed = !input.shape;
      return (
        <Field {...labelled}>
          {(props) => (
            <TextInput
              {...props}
              className={input.type === 'color' ? `${props.className} ${styles.color}` : props.className}
              type={input.type}
              autoComplete={input.autoComplete}
              placeholder={typed ? field.col1 || undefined : undefined}
              maxLength={typed ? maxLength(field) : undefined}
              value={inputValue(answer, input.shape)}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
    }
  }
}

/**
 * The fields of a dynamic form, in the definition's order: labels, links, images and HTML show, hidden fields do
 * not (they travel with their value), every other kind takes an answer with its problem under it. Renders nothing
 * when no field shows. The caller holds the values, checks them with `dynamicFormProblems` and sends
 * `dynamicAnswers`.
 */
export function DynamicFields({ fields, values, problems, onChange }: DynamicFieldsProps) {
  const { t } = useTranslation('ui');
  const shown = fields.filter((field) => field.columnDef !== DynamicInputType.Hidden);
  if (shown.length === 0) return null;
  return (
    <div className={styles.fields}>
      {shown.map((field) => {
        const problem = problems[field.id];
        return isShownOnly(field) ? (
          <ShownField key={field.id} field={field} />
        ) : (
          <AnswerField
            key={field.id}
            field={field}
            values={values}
            problem={problem ? t(problem) : undefined}
            onChange={(answer) => onChange(field.id, answer)}
          />
        );
      })}
    </div>
  );
}

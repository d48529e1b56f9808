import type { ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import { Button } from './button';
import { acceptedFiles } from './dynamic-form-rules';
import { Field } from './field';
import styles from './dynamic-form.module.css';
import './dynamic-form-texts';

/** Props of FileField. */
export interface FileFieldProps {
  field: DynamicFormField;
  label: ReactNode;
  error: ReactNode;
  required: boolean;
  /** The files chosen so far. */
  files: File[];
  onChange: (files: File[]) => void;
}

/**
 * A dynamic form's file loader or image loader: several files, chosen at once or one after another, listed with a
 * remove button each. The file loader takes images, pdf, docx, doc, txt and xlsx; the image loader images only.
 */
export function FileField({ field, label, error, required, files, onChange }: FileFieldProps) {
  const { t } = useTranslation('ui');
  const images = field.columnDef === DynamicInputType.ImageLoader;
  return (
    <Field
      label={label}
      error={error}
      required={required}
      hint={
        images
          ? t('Images; you can choose several.')
          : t('Images, PDF, Word, text or Excel files; you can choose several.')
      }
    >
      {(props) => (
        <>
          <div className={styles.chooser}>
            {/* The browser's own button speaks the browser's language and says 'no file chosen' beside the list of
                chosen files: the input is kept for keyboards and screen readers, and a second label shows as the
                site's button in the site's language (a click on a label opens the input's file chooser). */}
            <input
              {...props}
              className={`visually-hidden ${styles.fileInput}`}
              type="file"
              multiple
              accept={acceptedFiles(field)}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                // Emptied, so the same file can be chosen again after removing it; the list below shows the choice.
                event.target.value = '';
                if (chosen.length > 0) onChange([...files, ...chosen]);
              }}
            />
            <label htmlFor={props.id} className={styles.chooseFiles} aria-hidden="true">
              {images ? t('Choose images') : t('Choose files')}
            </label>
          </div>
          {files.length > 0 && (
            <ul className={styles.files}>
              {files.map((file, index) => (
                // Two files may have the same name: the position tells them apart.
                <li key={`${index}-${file.name}`} className={styles.file}>
                  <span className={styles.fileName}>{file.name}</span>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t('Remove {{name}}', { name: file.name })}
                    onClick={() => onChange(files.filter((_, position) => position !== index))}
                  >
                    {t('Remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}

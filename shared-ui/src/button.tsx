import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';
import styles from './button.module.css';

/** Button looks: the club's colour, an outlined one, a link look, or a square outlined one holding an icon. */
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'icon';
/** Button heights; medium is the 44px touch target. */
export type ButtonSize = 'small' | 'medium' | 'large';

/** Props of Button: a native button's props plus look and a loading state. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, marks the button busy and refuses clicks until the work is done. The button keeps its focus
   * (aria-disabled, not disabled): a keyboard user who pressed it is not sent back to the top of the page.
   */
  loading?: boolean;
  /** Stretches to the width of its container. */
  block?: boolean;
}

/** The class names of a button look, for elements that must stay what they are (router links, anchors). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
  block = false,
) {
  return cx(styles.button, styles[variant], styles[size], block && styles.block);
}

/** A button; type "button" unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const refusing = loading && !disabled;
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClassName(variant, size, block), className)}
      disabled={disabled}
      aria-disabled={refusing || rest['aria-disabled']}
      aria-busy={loading || undefined}
      // A refused click submits no form either.
      onClick={refusing ? (event) => event.preventDefault() : onClick}
    >
      {loading && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}

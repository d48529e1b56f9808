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
  /** Shows a spinner, marks the button busy and disables it until the work is done. */
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
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClassName(variant, size, block), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}

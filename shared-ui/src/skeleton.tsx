import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './skeleton.module.css';

/** Skeleton shapes: a line of text, a block (image, card) or a circle (avatar). */
export type SkeletonShape = 'line' | 'rect' | 'circle';

/** Props of Skeleton; numbers are pixels, strings any CSS length. */
export interface SkeletonProps {
  shape?: SkeletonShape;
  width?: number | string;
  height?: number | string;
  className?: string;
}

/**
 * A placeholder drawn while content loads. Hidden from screen readers: the loading region itself should say it is
 * busy (aria-busy, or a Spinner's status).
 */
export function Skeleton({ shape = 'line', width, height, className }: SkeletonProps) {
  const style: CSSProperties = { width, height: shape === 'circle' ? (height ?? width) : height };
  return <span className={cx(styles.skeleton, styles[shape], className)} style={style} aria-hidden="true" />;
}

import { part } from '../part';
import type { CSSProperties } from 'react';
import { shape, skeleton } from './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Shape of the placeholder. @default 'text' */
  variant?: 'text' | 'rect' | 'circle';
  /** CSS width (number = px). @default '100%' */
  width?: number | string;
  /** CSS height (number = px); text skeletons default to one line. @default undefined */
  height?: number | string;
  /** Number of stacked text lines. @default 1 */
  lines?: number;
  /** Extra class. @default undefined */
  className?: string;
}

/**
 * A loading placeholder (e.g. the forecast list's 5 skeleton cards). Decorative: hidden from
 * assistive technology; the region that loads should carry `aria-busy="true"`.
 *
 * @example
 * <div aria-busy="true"><Skeleton variant="rect" height={355} width={275} /></div>
 */
export function Skeleton({ variant = 'text', width = '100%', height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  const cls = [skeleton, shape[variant], className].filter(Boolean).join(' ');
  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" {...part('skeleton-lines')} style={{ display: 'grid', gap: 6, width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cls} style={{ width: i === lines - 1 ? '60%' : '100%', height }} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" {...part('skeleton', cls)} data-variant={variant} style={style} />;
}

import { TEXT_BUILDING_SOMETHING_AWESOME } from '@loadline/core';
import { DateField, Skeleton } from '@loadline/ui';
import { TEXT_START_DATE } from '../texts';
import * as css from './panels.css';

/** Props of {@link EditorLoading}. */
export interface EditorLoadingProps {
  /** Placeholder cards drawn. @default 4 */
  cards?: number;
}

/**
 * The dashboard editor's loading placeholder (spec part 1 §2): skeletons where the series panel,
 * top area and cards will be, a disabled Start Date field, and the text 'We are building something
 * awesome for you' (announced politely).
 *
 * @example if (boundary.isPending) return <EditorLoading />;
 */
export function EditorLoading({ cards = 4 }: EditorLoadingProps) {
  return (
    <div className={css.loading} aria-busy="true" data-part="ll_editor-loading">
      <div className={css.loadingMain}>
        <Skeleton width="70%" />
        <Skeleton lines={6} />
      </div>
      <div className={css.loadingMain}>
        <div className={css.loadingTop}>
          <DateField label={TEXT_START_DATE} value="" disabled />
          <Skeleton width={160} height={32} />
          <Skeleton width={160} height={32} />
        </div>
        <p role="status" className={css.loadingText}>
          {TEXT_BUILDING_SOMETHING_AWESOME}
        </p>
        <div className={css.loadingCards}>
          {Array.from({ length: cards }, (_, i) => (
            <Skeleton key={i} variant="rect" height={180} />
          ))}
        </div>
      </div>
    </div>
  );
}

import { Button } from '@loadline/ui';
import type { ReactNode } from 'react';
import { DateTimeControls } from '../controls';
import { defaultCardGrouping } from '../model/defaultGrouping';
import type { CardQueryContext } from '../model/seriesCatalog';
import { TEXT_ADD_CARD } from './editorTexts';
import * as css from './editor.css';
import { newId } from './newId';
import type { DashboardEditorApi } from './useDashboardEditor';

/** Props of {@link EditorControls}. */
export interface EditorControlsProps {
  editor: DashboardEditorApi;
  /** The editor's query context (its data bounds clamp the dates). */
  context: Pick<CardQueryContext, 'dataMin' | 'dataMax' | 'dataEnd'>;
  /** Buttons of the page after Add Card. */
  actions?: ReactNode;
  /**
   * A new card takes the category's default grouping (spec part 1 §2 "default groupings": hourly
   * for scenario and cluster, monthly with no hint...); false leaves it to the card's own default.
   * @default true
   */
  groupNewCards?: boolean;
}

/**
 * The end of every category editor's top area (spec part 1 §2 "Top area"): time zone, hour
 * convention and Start / End, then the toolbar with Add Card and the page's actions.
 *
 * @example <EditorControls editor={editor} context={context} actions={actions} />
 */
export function EditorControls({ editor, context, actions, groupNewCards = true }: EditorControlsProps) {
  const { state, dispatch, config } = editor;
  const { settings } = state;
  const addCard = () =>
    dispatch({
      type: 'addCard',
      id: newId(),
      ...(groupNewCards
        ? { group: defaultCardGrouping({ category: config.category.name, dashboardId: editor.dashboard?.dashboardId ?? null, timeInterval: config.timeInterval }) }
        : {}),
    });
  return (
    <>
      <DateTimeControls
        timezone={settings.timezone}
        isHourEndingSelected={settings.isHourEndingSelected}
        from={settings.from}
        to={settings.to}
        dataMin={context.dataMin}
        dataMax={context.dataMax}
        dataEnd={context.dataEnd ?? null}
        onChange={dispatch}
      />
      <div className={css.toolbar}>
        <Button variant="secondary" onClick={addCard}>
          {TEXT_ADD_CARD}
        </Button>
        {actions}
      </div>
    </>
  );
}

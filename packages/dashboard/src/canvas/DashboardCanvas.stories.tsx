import { TEXT_EMPTY_CARD, type Card } from '@loadline/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { CARD_DRAG_HANDLE_CLASS, DashboardCard } from '../card';
import { CardFixtureProvider, JULY_CONTEXT, LOAD, TEMPERATURE, fixtureCard } from '../card/cardFixtures';
import { dashboardReducer } from '../model/dashboardReducer';
import { emptyEditorState } from '../model/editorState';
import { DashboardCanvas } from './DashboardCanvas';

/** Three cards on the 12-column grid: two half-width charts above a full-width daily bar chart. */
const CARDS: Card[] = [
  fixtureCard({ id: 'card-load', title: 'COAST load', typeUnits: { primary_axis: 'MWh' }, layout: { x: 0, y: 0, w: 6, h: 4 } }),
  fixtureCard({
    id: 'card-temperature',
    title: 'Houston temperature',
    dataSeries: [TEMPERATURE],
    typeUnits: { primary_axis: 'degF' },
    shouldYAxisStartAtDataRange: { primary_axis: true },
    layout: { x: 6, y: 0, w: 6, h: 4 },
  }),
  fixtureCard({
    id: 'card-daily',
    title: 'Daily COAST load',
    visualization: 'Bar',
    group: 'Daily',
    dataSeries: [LOAD],
    typeUnits: { primary_axis: 'MWh' },
    layout: { x: 0, y: 4, w: 12, h: 3 },
  }),
];

interface CanvasStoryProps {
  /** Cards on the canvas. */
  cards: Card[];
  /** Whether cards can be moved, resized and edited. */
  editable: boolean;
}

/**
 * The canvas with cards drawn by `DashboardCard`. Editable: layout changes and card edits go
 * through the editor's reducer, and the positions are listed below the grid. Read-only: no drag,
 * no resize, no card options (as on a shared dashboard or the Overview).
 */
function CanvasStory({ cards, editable }: CanvasStoryProps) {
  const [state, dispatch] = useReducer(dashboardReducer, undefined, () => ({ ...emptyEditorState('Story', JULY_CONTEXT.timezone), cards }));
  return (
    <>
      <DashboardCanvas
        cards={state.cards}
        renderCard={(card) => (editable ? <DashboardCard card={card} context={JULY_CONTEXT} dispatch={dispatch} /> : <DashboardCard card={card} context={JULY_CONTEXT} />)}
        {...(editable ? { onLayoutChange: (layout) => dispatch({ type: 'setLayout', layout }), dragHandle: `.${CARD_DRAG_HANDLE_CLASS}` } : {})}
        emptyText={TEXT_EMPTY_CARD}
      />
      {editable ? (
        <ul aria-label="Card positions">
          {state.cards.map((c) => (
            <li key={c.id}>{`${c.title}: x ${c.layout.x}, y ${c.layout.y}, w ${c.layout.w}, h ${c.layout.h}`}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The dashboard canvas (react-grid-layout, 12 columns, 100 px rows) with three cards over the
 * memory adapter's real fixtures: COAST ERCOT native load (MWh per hour) and Houston temperature
 * (NREL NSRDB, degF), July 1-7 2019, America/Chicago, hour ending, market COAST.
 */
const meta: Meta<typeof CanvasStory> = {
  title: 'dashboard/DashboardCanvas',
  component: CanvasStory,
  args: { cards: CARDS, editable: false },
  decorators: [(Story) => <CardFixtureProvider><Story /></CardFixtureProvider>],
};
export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

/** Read-only: cards stay where they are. */
export const ReadOnly: Story = {};
export const ReadOnlyDark: Story = { ...dark };

/** Editable: drag a card by its header, resize it from the bottom-right corner; edit it from its options. */
export const Editable: Story = { args: { editable: true } };
export const EditableDark: Story = { ...Editable, ...dark };

/** No card: the canvas invites adding one. */
export const Empty: Story = { args: { cards: [] } };
export const EmptyDark: Story = { ...Empty, ...dark };

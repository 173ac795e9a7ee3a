import { AdjustmentEditor } from '@loadline/adjustments';
import { useNavigate, useParams } from 'react-router';
import * as app from '../../app/app.css';

const BASE = '/demand/load-forecast/adjustments';

/**
 * The Adjustment editor (spec part 1 section 2, route /demand/load-forecast/adjustments/{id}):
 * chart, grid, filter and history panel and the editor's actions for the adjustment of the
 * route. Copying an approved adjustment into a new draft opens the new draft's route.
 */
export function AdjustmentEditorPage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <main className={app.page}>
      <AdjustmentEditor key={id} adjustmentId={id} onOpen={(copy) => void navigate(`${BASE}/${encodeURIComponent(copy)}`)} />
    </main>
  );
}

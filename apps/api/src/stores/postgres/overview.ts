import type { Queryable } from './pool';
import type { OverviewLayout, OverviewStore } from '../overview';

interface Row {
  dashboard_id: string;
  card_id: string;
  layout_json: string | null;
  pinned_at: number;
}

/** PostgreSQL implementation of {@link OverviewStore}: each write is one idempotent statement. */
export function createPgOverviewStore(db: Queryable): OverviewStore {
  return {
    async pin(userId, dashboardId, cardId, now = Date.now()) {
      await db.query(
        `INSERT INTO app_overview_cards (user_id, dashboard_id, card_id, layout_json, pinned_at) VALUES ($1, $2, $3, NULL, $4)
         ON CONFLICT DO NOTHING`,
        [userId, dashboardId, cardId, now],
      );
    },
    async unpin(userId, dashboardId, cardId) {
      const res = await db.query('DELETE FROM app_overview_cards WHERE user_id = $1 AND dashboard_id = $2 AND card_id = $3', [userId, dashboardId, cardId]);
      return (res.rowCount ?? 0) > 0;
    },
    async setLayout(userId, dashboardId, cardId, layout) {
      const res = await db.query('UPDATE app_overview_cards SET layout_json = $4 WHERE user_id = $1 AND dashboard_id = $2 AND card_id = $3', [
        userId,
        dashboardId,
        cardId,
        JSON.stringify(layout),
      ]);
      return (res.rowCount ?? 0) > 0;
    },
    async list(userId) {
      const { rows } = await db.query<Row>(
        'SELECT dashboard_id, card_id, layout_json, pinned_at FROM app_overview_cards WHERE user_id = $1 ORDER BY pinned_at, dashboard_id, card_id',
        [userId],
      );
      return rows.map((r) => ({
        dashboardId: r.dashboard_id,
        cardId: r.card_id,
        layout: r.layout_json ? (JSON.parse(r.layout_json) as OverviewLayout) : null,
        pinnedAt: r.pinned_at,
      }));
    },
  };
}

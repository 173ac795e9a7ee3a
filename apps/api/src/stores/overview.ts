import type { Database } from '../db/database';
import { serialisedWrite } from './writes';

/** Grid layout of a card on the Overview page (grid units, 12 columns; spec part 2 section 9). */
export interface OverviewLayout {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A card a user pinned to their Overview page. */
export interface OverviewPin {
  dashboardId: string;
  cardId: string;
  /** The Overview layout, or null for the card's own layout. */
  layout: OverviewLayout | null;
  /** Epoch ms. */
  pinnedAt: number;
}

/** Each user's Overview page: pins are personal, a pin on a shared dashboard leaves the owner's dashboard alone. */
export interface OverviewStore {
  /** Pins a card (keeps the layout of an existing pin). */
  pin(userId: string, dashboardId: string, cardId: string, now?: number): Promise<void>;
  /** Unpins a card; false when it was not pinned. */
  unpin(userId: string, dashboardId: string, cardId: string): Promise<boolean>;
  /** Sets the Overview layout of a pinned card; false when it is not pinned. */
  setLayout(userId: string, dashboardId: string, cardId: string, layout: OverviewLayout): Promise<boolean>;
  /** The user's pins, oldest first. */
  list(userId: string): Promise<OverviewPin[]>;
}

interface Row {
  dashboard_id: string;
  card_id: string;
  layout_json: string | null;
  pinned_at: bigint | number;
}

/** DuckDB implementation of {@link OverviewStore}. */
export function createDuckDbOverviewStore(db: Database): OverviewStore {
  const key = (userId: string, dashboardId: string, cardId: string) => [userId, dashboardId, cardId];
  const exists = async (userId: string, dashboardId: string, cardId: string) =>
    (await db.all('SELECT 1 FROM app_overview_cards WHERE user_id = ? AND dashboard_id = ? AND card_id = ?', key(userId, dashboardId, cardId))).length > 0;
  return {
    // Writes are serialised and retried on a conflict (./writes), and idempotent: pinning a pinned
    // card or unpinning an unpinned one writes nothing.
    async pin(userId, dashboardId, cardId, now = Date.now()) {
      await serialisedWrite(db, async () => {
        if (await exists(userId, dashboardId, cardId)) return;
        await db.run(
          `INSERT INTO app_overview_cards (user_id, dashboard_id, card_id, layout_json, pinned_at) VALUES (?, ?, ?, NULL, ?)
           ON CONFLICT DO NOTHING`,
          [...key(userId, dashboardId, cardId), now],
        );
      });
    },
    unpin(userId, dashboardId, cardId) {
      return serialisedWrite(db, async () => {
        if (!(await exists(userId, dashboardId, cardId))) return false;
        await db.run('DELETE FROM app_overview_cards WHERE user_id = ? AND dashboard_id = ? AND card_id = ?', key(userId, dashboardId, cardId));
        return true;
      });
    },
    setLayout(userId, dashboardId, cardId, layout) {
      return serialisedWrite(db, async () => {
        if (!(await exists(userId, dashboardId, cardId))) return false;
        await db.run('UPDATE app_overview_cards SET layout_json = ? WHERE user_id = ? AND dashboard_id = ? AND card_id = ?', [
          JSON.stringify(layout),
          ...key(userId, dashboardId, cardId),
        ]);
        return true;
      });
    },
    async list(userId) {
      const rows = await db.all<Row>(
        'SELECT dashboard_id, card_id, layout_json, pinned_at FROM app_overview_cards WHERE user_id = ? ORDER BY pinned_at, dashboard_id, card_id',
        [userId],
      );
      return rows.map((r) => ({
        dashboardId: r.dashboard_id,
        cardId: r.card_id,
        layout: r.layout_json ? (JSON.parse(r.layout_json) as OverviewLayout) : null,
        pinnedAt: Number(r.pinned_at),
      }));
    },
  };
}

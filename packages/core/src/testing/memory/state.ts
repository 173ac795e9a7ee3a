import type { QueryRow } from '../../query/common.schema';
import type { Adjustment, AdjustmentPoint } from '../../schemas/adjustment.schema';
import type { CardLayout } from '../../schemas/card.schema';
import type { ConfigItem } from '../../schemas/config.schema';
import type { Dashboard } from '../../schemas/dashboard.schema';
import type { CalculationParameters, Job } from '../../schemas/job.schema';
import type { ServerNotification } from '../../schemas/notification.schema';
import type { ConfigTable } from '../../schemas/pricingConfig.schema';
import type { User } from '../../schemas/user.schema';
import { httpError } from './common';

/** A risk datasource held in memory: rows with an `asOfDate` column (YYYY-MM-DD). */
export interface MemoryRiskDatasource {
  readonly rows: readonly QueryRow[];
}

/** Everything the memory adapter holds and mutates. */
export interface MemoryState {
  currentUser: User | null;
  users: User[];
  notifications: ServerNotification[];
  configs: ConfigItem[];
  dashboards: Dashboard[];
  /** Overview layout per `${dashboardId}/${cardId}`. */
  overviewLayouts: Map<string, CardLayout>;
  adjustments: Adjustment[];
  /** Version data per `${adjustmentId}/${versionId}`. */
  adjustmentVersions: Map<string, AdjustmentPoint[]>;
  risk: Map<string, MemoryRiskDatasource>;
  calculationParameters: CalculationParameters;
  configTables: Partial<Record<ConfigTable, Record<string, unknown>[]>>;
  jobs: Job[];
  /** Uploaded input CSV per job id. */
  jobInputs: Map<string, string>;
  /** Result files per job id (summary_price, monthly_price CSV). */
  jobResults: Map<string, Partial<Record<'monthly_price' | 'summary_price', string>>>;
}

/**
 * The signed-in user.
 *
 * @throws LoadlineHttpError 401 after logout or without a user.
 */
export function signedIn(state: MemoryState): User {
  if (!state.currentUser) throw httpError(401, 'Not signed in');
  return state.currentUser;
}

import type { ConfigItem } from '@loadline/core';
import type { Option } from '@loadline/ui';
import type { DashboardDialogMode, DashboardDialogValues } from '../model/copyDashboard';

/**
 * The commodity, category and level choices of the create/copy dialog, read from the config items
 * of one dashboard type (spec part 1 §3 "Config item", §5 "Dashboard name"), and the config item
 * the choice points at.
 *
 * @module
 */

/** What the dialog returns: its values plus the config item chosen (the create call's `configId`). */
export interface DashboardDialogResult extends DashboardDialogValues {
  /** The chosen config item's id; '' until commodity, category and level (if any) are chosen. */
  configId: string;
}

function distinct(items: readonly ConfigItem[], pick: (c: ConfigItem) => { name: string; label: string } | null | undefined): Option[] {
  const seen = new Map<string, string>();
  for (const c of items) {
    const v = pick(c);
    if (v && !seen.has(v.name)) seen.set(v.name, v.label);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

const ofSelection = (configs: readonly ConfigItem[], commodity: string, category: string) =>
  configs.filter((c) => c.commodity.name === commodity && c.category.name === category);

/** Commodities of the config items (power, gas), each once, labelled by the config. */
export function commodityOptions(configs: readonly ConfigItem[]): Option[] {
  return distinct(configs, (c) => c.commodity);
}

/** Categories offered for `commodity`. */
export function categoryOptions(configs: readonly ConfigItem[], commodity: string): Option[] {
  return distinct(configs.filter((c) => c.commodity.name === commodity), (c) => c.category);
}

/** Levels offered for `commodity` and `category`; empty when that category has none. */
export function levelOptions(configs: readonly ConfigItem[], commodity: string, category: string): Option[] {
  return distinct(ofSelection(configs, commodity, category), (c) => c.level);
}

/** Whether the chosen commodity and category have levels, so a level must be chosen (spec part 1 §5). */
export function levelsExist(configs: readonly ConfigItem[], commodity: string, category: string): boolean {
  return levelOptions(configs, commodity, category).length > 0;
}

/**
 * The config item of a complete choice: the one with the chosen level, or, when the category has
 * no levels, the first one of that commodity and category. '' while the choice is incomplete.
 */
export function resolveConfigId(configs: readonly ConfigItem[], v: Pick<DashboardDialogValues, 'commodity' | 'category' | 'level'>): string {
  const candidates = ofSelection(configs, v.commodity, v.category);
  const hasLevels = candidates.some((c) => c.level);
  const hit = hasLevels ? candidates.find((c) => c.level?.name === v.level) : candidates[0];
  return hit?.configId ?? '';
}

/**
 * The dialog's starting values: `initial` over empty fields; a given `configId` fills commodity,
 * category and level from its config item. In create mode with a single commodity (or category,
 * or level) on offer, that one is pre-chosen.
 *
 * @example initialDialogValues('copy', configs, { name: 'Copy-COAST', configId: 'cfg-ercot-zone-load' })
 */
export function initialDialogValues(
  mode: DashboardDialogMode,
  configs: readonly ConfigItem[],
  initial: Partial<DashboardDialogResult> = {},
): DashboardDialogResult {
  const fromConfig = initial.configId ? configs.find((c) => c.configId === initial.configId) : undefined;
  const only = (options: Option[]) => (mode === 'create' && options.length === 1 ? (options[0]?.value ?? '') : '');
  const commodity = initial.commodity ?? fromConfig?.commodity.name ?? only(commodityOptions(configs));
  const category = initial.category ?? fromConfig?.category.name ?? only(categoryOptions(configs, commodity));
  const level = initial.level ?? fromConfig?.level?.name ?? only(levelOptions(configs, commodity, category));
  const values = { commodity, category, level };
  return {
    name: initial.name ?? '',
    description: initial.description ?? '',
    ...values,
    levelsExist: levelsExist(configs, commodity, category),
    mode,
    configId: resolveConfigId(configs, values),
  };
}

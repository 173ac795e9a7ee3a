import type { ConfigItem } from '@loadline/core';
import { useMemo, useState } from 'react';
import { createDashboardValidation, type DashboardDialogMode, type DashboardDialogValidation } from '../../model/copyDashboard';
import {
  categoryOptions,
  commodityOptions,
  initialDialogValues,
  levelOptions,
  levelsExist,
  resolveConfigId,
  type DashboardDialogResult,
} from '../dialogOptions';

/** Options of {@link useDashboardDialog}. */
export interface DashboardDialogStateOptions {
  mode: DashboardDialogMode;
  /** Config items of the dashboard type (the selects' choices). */
  configItems: readonly ConfigItem[];
  /** Starting values (e.g. the copied dashboard's name, description and configId). */
  initial?: Partial<DashboardDialogResult> | undefined;
}

/**
 * State of the create/copy dialog (spec part 1 §5): the values, the choices for each select, the
 * validation of {@link createDashboardValidation} and whether the name/description were touched
 * (errors show once the user has typed or left the field). Changing the commodity clears the
 * category and level; changing the category clears the level.
 */
export function useDashboardDialog({ mode, configItems, initial }: DashboardDialogStateOptions) {
  const [values, setValues] = useState(() => initialDialogValues(mode, configItems, initial));
  const [touched, setTouched] = useState({ name: false, description: false });
  const update = (patch: Partial<DashboardDialogResult>) =>
    setValues((prev) => {
      const next = { ...prev, ...patch };
      next.levelsExist = levelsExist(configItems, next.commodity, next.category);
      next.configId = resolveConfigId(configItems, next);
      return next;
    });
  const validation: DashboardDialogValidation = createDashboardValidation(values);
  const options = useMemo(
    () => ({
      commodities: commodityOptions(configItems),
      categories: categoryOptions(configItems, values.commodity),
      levels: levelOptions(configItems, values.commodity, values.category),
    }),
    [configItems, values.commodity, values.category],
  );
  return {
    values,
    validation,
    options,
    /** Field errors to show now: only after the field was touched. */
    errors: {
      name: touched.name ? validation.nameError : null,
      description: touched.description ? validation.descriptionError : null,
    },
    /** The button is enabled: the spec's rules pass and a config item matches the choice. */
    canSubmit: validation.canSubmit && values.configId !== '',
    setName: (name: string) => {
      setTouched((t) => ({ ...t, name: true }));
      update({ name });
    },
    setDescription: (description: string) => {
      setTouched((t) => ({ ...t, description: true }));
      update({ description });
    },
    touch: (field: 'name' | 'description') => setTouched((t) => ({ ...t, [field]: true })),
    setCommodity: (commodity: string | null) => update({ commodity: commodity ?? '', category: '', level: '' }),
    setCategory: (category: string | null) => update({ category: category ?? '', level: '' }),
    setLevel: (level: string | null) => update({ level: level ?? '' }),
  };
}

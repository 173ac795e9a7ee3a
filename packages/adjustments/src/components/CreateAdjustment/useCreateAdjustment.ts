import { useAdapterDomain, useLoadlineQueryClient, loadlineKeys } from '@loadline/core/react';
import { useToast } from '@loadline/ui';
import { useState } from 'react';
import {
  toCreateAdjustmentRequest,
  validateCreateAdjustment,
  type CreateAdjustmentErrors,
  type CreateAdjustmentValues,
} from '../../model/createAdjustmentForm';
import { adjustmentsTexts } from '../../texts';

/** Options of {@link useCreateAdjustment}. */
export interface CreateAdjustmentOptions {
  /** Values the form starts with and Reset returns to. */
  initialValues: CreateAdjustmentValues;
  /** Called with the new adjustment's id after 'Adjustment Created'. */
  onCreated?: (adjustmentId: string) => void;
}

/** State and actions of the create form. */
export interface CreateAdjustmentState {
  values: CreateAdjustmentValues;
  /** Problems shown: after the first Accept, kept up to date as the user edits. */
  errors: CreateAdjustmentErrors;
  /** `idle`, `saving` while the create call runs. */
  status: 'idle' | 'saving';
  set: <K extends keyof CreateAdjustmentValues>(field: K, value: CreateAdjustmentValues[K]) => void;
  reset: () => void;
  /** Validates, then POST user/v1/user/adjustments; toasts 'Adjustment Created' or 'Error creating adjustment'. */
  accept: () => Promise<void>;
}

/**
 * State of the Create adjustment form (spec part 1 §2, §5; part 2 §7-8): values, validation shown
 * from the first Accept, Reset to the initial values, and the create call with its toasts. The
 * adjustment lists are refetched after a creation.
 *
 * @example const form = useCreateAdjustment({ initialValues, onCreated: (id) => navigate(id) });
 */
export function useCreateAdjustment({ initialValues, onCreated }: CreateAdjustmentOptions): CreateAdjustmentState {
  const adjustments = useAdapterDomain('adjustments');
  const queryClient = useLoadlineQueryClient();
  const toast = useToast();
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'saving'>('idle');
  return {
    values,
    errors: submitted ? validateCreateAdjustment(values) : {},
    status,
    set: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    reset: () => {
      setValues(initialValues);
      setSubmitted(false);
    },
    accept: async () => {
      setSubmitted(true);
      if (status === 'saving' || Object.keys(validateCreateAdjustment(values)).length > 0) return;
      setStatus('saving');
      try {
        const { adjustmentId } = await adjustments.create(toCreateAdjustmentRequest(values));
        void queryClient.invalidateQueries({ queryKey: loadlineKeys.adjustments.all });
        toast.show({ kind: 'positive', title: adjustmentsTexts.created });
        onCreated?.(adjustmentId);
      } catch {
        toast.show({ kind: 'error', title: adjustmentsTexts.createFailed });
      } finally {
        setStatus('idle');
      }
    },
  };
}

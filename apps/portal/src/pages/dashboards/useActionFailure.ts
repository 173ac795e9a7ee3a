import { actionErrorMessage, type FailedAction } from '@loadline/core';
import { useToast } from '@loadline/ui';
import { useCallback } from 'react';

/**
 * Shows the toast of a failed dashboard action in the spec's words (part 2 §8, core's
 * `actionErrorMessage`): an error toast, or a neutral one for information such as 'Please save
 * dashboard before adding to Overview'; nothing for a cancelled request.
 */
export function useActionFailure(): (action: FailedAction, error: unknown) => void {
  const toast = useToast();
  return useCallback(
    (action, error) => {
      const t = actionErrorMessage(action, error);
      if (t) toast.show({ kind: t.kind === 'info' ? 'neutral' : 'error', title: t.message });
    },
    [toast],
  );
}

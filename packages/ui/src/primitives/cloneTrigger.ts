import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

/**
 * Gives a trigger element the reference props of a floating element (ref, ARIA, handlers),
 * keeping its own props. Returns `null` when `trigger` is not an element.
 */
export function cloneTrigger(
  trigger: ReactNode,
  ref: Ref<Element>,
  getReferenceProps: (user?: Record<string, unknown>) => Record<string, unknown>,
  extra: Record<string, unknown> = {},
): ReactElement | null {
  if (!isValidElement(trigger)) return null;
  const own = trigger.props as Record<string, unknown>;
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, { ...getReferenceProps({ ...own, ...extra }), ref });
}

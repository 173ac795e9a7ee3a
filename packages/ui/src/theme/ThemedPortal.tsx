import { FloatingPortal } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { portalRoot } from './root.css';
import { usePortalContainer, useTheme, type PortalContainer } from './ThemeProvider';

// Apart from ThemeProvider.tsx: a screen that themes its content but opens no floating content
// does not load @floating-ui (the portal's first screens: their toasts portal without it).

/** Props of {@link ThemedPortal}. */
export interface ThemedPortalProps {
  /** The floating content. */
  children: ReactNode;
  /** Keeps Tab order between the trigger and the portalled content. @default true */
  preserveTabOrder?: boolean;
  /**
   * Where to portal (see {@link PortalContainer}); wins over a {@link PortalContainerProvider}.
   * @default the provider's container, else `document.body`
   */
  container?: PortalContainer;
}

/**
 * Portals its children to `document.body` (or to `container`, or to the container of the nearest
 * {@link PortalContainerProvider}) inside an element carrying the current theme, so floating
 * content (outside the themed subtree in the DOM) still reads the contract variables.
 * `preserveTabOrder` (default true) keeps Tab moving from the trigger into the portal and back, as
 * a popover with form fields needs; menus and listboxes, which close on Tab, turn it off.
 */
export function ThemedPortal({ children, preserveTabOrder = true, container }: ThemedPortalProps) {
  const { className, style, mode } = useTheme();
  const provided = usePortalContainer();
  return (
    <FloatingPortal preserveTabOrder={preserveTabOrder} root={container === undefined ? provided : container}>
      <div className={[className, portalRoot].filter(Boolean).join(' ')} style={style} data-theme={mode}>
        {children}
      </div>
    </FloatingPortal>
  );
}

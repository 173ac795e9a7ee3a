import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../primitives/Button/Button';
import { Menu } from '../primitives/Menu/Menu';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import { vars } from './contract.css';
import { PortalContainerProvider, ThemeProvider, useTheme } from './ThemeProvider';
import { ThemedPortal } from './ThemedPortal';
import { darkThemeClass, lightThemeClass } from './themes.css';
import { darkTheme, lightTheme, paletteOf } from './tokens';

const varName = (ref: string) => /var\((--[^,)]+)/.exec(ref)?.[1] ?? '';

function Mode() {
  return <span>{useTheme().mode}</span>;
}

afterEach(() => document.body.replaceChildren());

describe('ThemeProvider', () => {
  it('applies the light theme class by default and dark on request', () => {
    const { container, rerender } = render(<ThemeProvider><Mode /></ThemeProvider>);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(root).toHaveClass(lightThemeClass);
    expect(lightThemeClass).toMatch(/^ll_/);
    rerender(<ThemeProvider theme="dark"><Mode /></ThemeProvider>);
    expect(root).toHaveClass(darkThemeClass);
    expect(screen.getByText('dark')).toBeInTheDocument();
  });

  it("writes a host's theme object as inline custom properties", () => {
    const host = { ...lightTheme, color: { ...lightTheme.color, primary: '#123456' } };
    const { container } = render(<ThemeProvider theme={host}><Mode /></ThemeProvider>);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'custom');
    expect(root.style.getPropertyValue(varName(vars.color.primary))).toBe('#123456');
    expect(root.style.getPropertyValue(varName(vars.chart.palette.c9))).toBe(lightTheme.chart.palette.c9);
  });

  it('carries the theme into portalled content', () => {
    render(
      <ThemeProvider theme="dark">
        <ThemedPortal>
          <span>floating</span>
        </ThemedPortal>
      </ThemeProvider>,
    );
    const wrapper = screen.getByText('floating').parentElement as HTMLElement;
    expect(wrapper).toHaveClass(darkThemeClass);
    expect(wrapper.closest('[data-theme="dark"]')).toBe(wrapper);
  });

  it('portals into the given container, e.g. inside a shadow root, and to document.body by default', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const slot = shadow.appendChild(document.createElement('div'));
    render(
      <ThemeProvider theme="dark">
        <ThemedPortal container={slot}>
          <span>in the shadow</span>
        </ThemedPortal>
        <ThemedPortal>
          <span>in the body</span>
        </ThemedPortal>
      </ThemeProvider>,
    );
    expect(screen.queryByText('in the shadow')).toBeNull();
    const inShadow = within(slot as unknown as HTMLElement).getByText('in the shadow');
    expect(inShadow.parentElement).toHaveClass(darkThemeClass);
    expect(inShadow.getRootNode()).toBe(shadow);
    expect(screen.getByText('in the body').getRootNode()).toBe(document);
  });

  it('waits for a container given as null, then renders into it', () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    const { rerender } = render(<ThemedPortal container={null}><span>later</span></ThemedPortal>);
    expect(screen.queryByText('later')).toBeNull();
    rerender(<ThemedPortal container={slot}><span>later</span></ThemedPortal>);
    expect(slot).toHaveTextContent('later');
  });

  it("a PortalContainerProvider sends a Menu's and a Tooltip's popups into a shadow root; the prop wins over it", async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const slot = shadow.appendChild(document.createElement('div'));
    const elsewhere = document.body.appendChild(document.createElement('section'));
    const onSelect = vi.fn();
    render(
      <ThemeProvider>
        <PortalContainerProvider container={slot}>
          <Menu trigger={<Button>Options</Button>} items={[{ id: 'explore', label: 'Explore' }]} onSelect={onSelect} />
          <Tooltip content="Help text" open>
            <Button>Help</Button>
          </Tooltip>
          <ThemedPortal container={elsewhere}>
            <span>own container</span>
          </ThemedPortal>
        </PortalContainerProvider>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    expect(screen.queryByRole('menu')).toBeNull();
    const menu = within(slot as unknown as HTMLElement).getByRole('menu');
    expect(menu.getRootNode()).toBe(shadow);
    expect(within(slot as unknown as HTMLElement).getByText('Help text').getRootNode()).toBe(shadow);
    expect(elsewhere).toHaveTextContent('own container');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Explore' }));
    expect(onSelect).toHaveBeenCalledWith('explore');
    expect(slot.querySelector('[role="menu"]')).toBeNull();
  });

  it('both themes fill a 10-colour chart palette', () => {
    expect(new Set(paletteOf(lightTheme)).size).toBe(10);
    expect(new Set(paletteOf(darkTheme)).size).toBe(10);
  });
});

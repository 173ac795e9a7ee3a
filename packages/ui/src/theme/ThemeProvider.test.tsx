import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { ThemedPortal, ThemeProvider, useTheme } from './ThemeProvider';
import { darkThemeClass, lightThemeClass } from './themes.css';
import { darkTheme, lightTheme, paletteOf } from './tokens';

const varName = (ref: string) => /var\((--[^,)]+)/.exec(ref)?.[1] ?? '';

function Mode() {
  return <span>{useTheme().mode}</span>;
}

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

  it('both themes fill a 10-colour chart palette', () => {
    expect(new Set(paletteOf(lightTheme)).size).toBe(10);
    expect(new Set(paletteOf(darkTheme)).size).toBe(10);
  });
});

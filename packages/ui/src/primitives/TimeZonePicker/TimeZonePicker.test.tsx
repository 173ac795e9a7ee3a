import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeZonePicker } from './TimeZonePicker';
import { listTimeZones, searchTimeZones, zoneOffsetLabel } from './timeZones';

const zones = ['America/Chicago', 'America/New_York', 'America/North_Dakota/New_Salem', 'Europe/London', 'UTC'];

describe('TimeZonePicker', () => {
  it('types to search, moves with arrows via aria-activedescendant and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    render(<TimeZonePicker zones={zones} defaultValue="UTC" onValueChange={onValueChange} />);
    const box = screen.getByRole('combobox', { name: 'Timezone' });
    expect(box).toHaveValue('UTC');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    await userEvent.keyboard('new');
    const list = screen.getByRole('listbox', { name: 'Timezone' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option').map((o) => o.textContent?.replace(/GMT.*$/, ''))).toEqual([
      'America/New York',
      'America/North Dakota/New Salem',
    ]);
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('America/New_York');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('America/New York');
  });

  it('Escape closes without choosing; an empty search says so', async () => {
    const onValueChange = vi.fn();
    render(<TimeZonePicker zones={zones} defaultValue="UTC" onValueChange={onValueChange} />);
    const box = screen.getByRole('combobox', { name: 'Timezone' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /^UTC/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('zzz');
    expect(screen.getByText('No time zones match')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('UTC');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('lists the runtime zones with UTC, virtualised, and shows DST-aware offsets', async () => {
    const all = listTimeZones();
    expect(all.length).toBeGreaterThan(300);
    expect(all).toContain('UTC');
    expect(all).toContain('America/Chicago');
    expect(zoneOffsetLabel('America/Chicago', new Date('2026-01-15T12:00:00Z'))).toBe('GMT-6');
    expect(zoneOffsetLabel('America/Chicago', new Date('2026-07-15T12:00:00Z'))).toBe('GMT-5');
    expect(searchTimeZones(all, 'new york')).toEqual(['America/New_York']);
    render(<TimeZonePicker defaultValue="America/Chicago" />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').length).toBeLessThan(60);
  });
});

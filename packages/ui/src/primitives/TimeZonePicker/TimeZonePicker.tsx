import { part } from '../part';
import { autoUpdate, flip, offset, size, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { useId, useMemo } from 'react';
import { ThemedPortal } from '../../theme/ThemedPortal';
import { uiTexts } from '../../texts';
import { emptyText, field, label as labelCls, option as optionCls, panel } from '../shared.css';
import { VirtualList } from '../VirtualList/VirtualList';
import * as css from './TimeZonePicker.css';
import { listTimeZones, localTimeZone, zoneDisplayName, zoneOffsetLabel } from './timeZones';
import { useTimeZonePicker } from './useTimeZonePicker';

/** Props of {@link TimeZonePicker}. */
export interface TimeZonePickerProps {
  /** Chosen IANA zone (controlled). @default undefined */
  value?: string;
  /** Initial zone (uncontrolled). @default the runtime's local zone (spec default) */
  defaultValue?: string;
  /** Called with the chosen IANA zone id. @default undefined */
  onValueChange?: (zone: string) => void;
  /** Visible label. @default 'Timezone' */
  label?: string;
  /** Zones offered. @default listTimeZones() (Intl.supportedValuesOf('timeZone')) */
  zones?: readonly string[];
  /** Date at which offsets are shown (they change with DST). @default now */
  offsetsAt?: Date;
  /** Disables the field. @default false */
  disabled?: boolean;
}

/**
 * An IANA time-zone picker: an editable combobox (type to search, arrows, Enter, Escape) over
 * every zone the runtime knows, each with its current UTC offset; the list is virtualised.
 *
 * @example
 * <TimeZonePicker value={dashboard.timezone} onValueChange={setTimezone} />
 */
export function TimeZonePicker({ value, defaultValue, onValueChange, label = uiTexts.timezone, zones: zonesProp, offsetsAt, disabled = false }: TimeZonePickerProps) {
  const zones = useMemo(() => zonesProp ?? listTimeZones(), [zonesProp]);
  const s = useTimeZonePicker({ zones, value, defaultValue: defaultValue ?? localTimeZone(), onValueChange });
  const { refs, floatingStyles, context } = useFloating({
    open: s.open,
    onOpenChange: s.setOpen,
    placement: 'bottom-start',
    middleware: [offset(4), flip(), size({ apply: ({ rects, elements }) => void (elements.floating.style.width = `${Math.max(rects.reference.width, 280)}px`) })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context, { escapeKey: false })]);
  const inputId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-opt-${i}`;
  return (
    <div {...part('time-zone-picker', css.root)}>
      <label htmlFor={inputId} className={labelCls}>
        {label}
      </label>
      <input
        ref={refs.setReference}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        className={`${field} ${css.input}`}
        aria-expanded={s.open}
        aria-controls={s.open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={s.open && s.active !== null ? optionId(s.active) : undefined}
        disabled={disabled}
        value={s.open ? s.query : zoneDisplayName(s.zone)}
        placeholder={s.open ? zoneDisplayName(s.zone) : undefined}
        data-state={s.open ? 'open' : 'closed'}
        {...getReferenceProps({
          onChange: (e) => s.type((e.target as HTMLInputElement).value),
          onKeyDown: s.onKeyDown,
          onClick: () => !s.open && s.setOpen(true),
        })}
      />
      {s.open ? (
        <ThemedPortal preserveTabOrder={false}>
          <div ref={refs.setFloating} style={floatingStyles} {...part('time-zone-listbox', `${panel} ${css.popup}`)} data-state="open" {...getFloatingProps()}>
            {s.shown.length === 0 ? (
              <div id={listId} className={emptyText}>
                {uiTexts.noTimezones}
              </div>
            ) : (
              <VirtualList
                id={listId}
                role="listbox"
                aria-label={label}
                items={s.shown}
                getKey={(z) => z}
                activeIndex={s.active}
                minHeight={30}
                maxHeight={300}
                renderItem={(z, i) => (
                  <div
                    id={optionId(i)}
                    role="option"
                    aria-selected={z === s.zone}
                    className={optionCls}
                    data-active={i === s.active}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => s.setActive(i)}
                    onClick={() => s.choose(i)}
                  >
                    {zoneDisplayName(z)}
                    <span className={css.offset}>{zoneOffsetLabel(z, offsetsAt)}</span>
                  </div>
                )}
              />
            )}
          </div>
        </ThemedPortal>
      ) : null}
    </div>
  );
}

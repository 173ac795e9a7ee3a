import { TEXT_NO_STATIONS, type WeatherStation } from '@loadline/core';
import { useId, useMemo, useState } from 'react';
import { TEXT_SEARCH_STATIONS, TEXT_WEATHER_STATION } from '../texts';
import * as css from './panels.css';

/** Props of {@link StationPicker}. */
export interface StationPickerProps {
  /** Stations of the config item (spec part 1 §3 "weatherStations"). */
  stations: readonly WeatherStation[];
  /** Chosen station id, or null. */
  value: string | null;
  /** Called with the chosen station id. */
  onValueChange: (stationId: string) => void;
}

/**
 * Stations whose label or id contains `query` (case-insensitive, trimmed).
 *
 * @example searchStations([{ id: 'DFW', label: 'Dallas-Fort Worth' }], 'dallas') // [{ id: 'DFW', ... }]
 */
export function searchStations(stations: readonly WeatherStation[], query: string): WeatherStation[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...stations];
  return stations.filter((s) => s.label.toLowerCase().includes(q) || s.id.toLowerCase().includes(q));
}

/**
 * The weather station picker of the left panel (spec part 1 §2): a search field over the
 * stations and a radio group of the matches; 'No stations' when nothing matches.
 *
 * @example <StationPicker stations={config.weatherStations} value={stationId} onValueChange={setStationId} />
 */
export function StationPicker({ stations, value, onValueChange }: StationPickerProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const name = useId();
  const shown = useMemo(() => searchStations(stations, query), [stations, query]);
  return (
    <div className={css.section}>
      <label htmlFor={searchId} className={css.label}>
        {TEXT_SEARCH_STATIONS}
      </label>
      <input id={searchId} type="search" className={css.search} value={query} onChange={(e) => setQuery(e.target.value)} />
      {shown.length === 0 ? (
        <p className={css.muted} role="status">
          {TEXT_NO_STATIONS}
        </p>
      ) : (
        <fieldset className={`${css.section} ${css.stationList}`}>
          <legend className={css.label}>{TEXT_WEATHER_STATION}</legend>
          {shown.map((s) => (
            <label key={s.id} className={css.radio}>
              <input type="radio" name={name} value={s.id} checked={s.id === value} onChange={() => onValueChange(s.id)} />
              {s.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

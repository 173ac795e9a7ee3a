import { VISUALIZATION_LABELS } from '@loadline/core';
import { Skeleton } from '@loadline/ui';
import { lazy, Suspense } from 'react';
import type { CardRenderProps, CardVisualizationDefinition } from '../cardRegistry';
import { planMeterMapCard } from './meterMapModel';
import type { MeterMapOptions } from './meterMapOptions';
import { meterMapTexts } from './meterMapTexts';

// The map (d3-geo) is its own chunk: the card entry stays light.
const MeterMapView = lazy(() => import('./MeterMapView'));

/** The Meter Map card: loads the map chunk on first use (see `MeterMapView`), with the host's boundaries. */
export function MeterMapCard(props: CardRenderProps & MeterMapOptions) {
  return (
    <Suspense fallback={<div role="status" aria-label={meterMapTexts.loading}><Skeleton variant="rect" height={Math.max(120, props.height - 8)} /></div>}>
      <MeterMapView {...props} />
    </Suspense>
  );
}

const definitions = new WeakMap<NonNullable<MeterMapOptions['loadBoundaries']>, Map<string, CardVisualizationDefinition>>();

function meterMapDefinition({ loadBoundaries, boundariesAttribution }: MeterMapOptions): CardVisualizationDefinition {
  const render = (props: CardRenderProps) => <MeterMapCard {...props} loadBoundaries={loadBoundaries} boundariesAttribution={boundariesAttribution} />;
  return { id: 'MeterMap', label: VISUALIZATION_LABELS.MeterMap, render, ownData: true, needsSeries: false, plan: planMeterMapCard };
}

/**
 * The Meter Map's card definition drawing the host's boundaries under the meters (one definition
 * per loader and attribution, so a host passing the same loader keeps the same renderer): offered
 * on dashboards whose config item has a meter id column; its `plan()` lists the meter points query
 * in the dashboard's plan, which it reads (`ownData`); it draws without series.
 *
 * @example defaultCardRegistry.with(createMeterMapVisualization({ loadBoundaries: loadMyLdzs, boundariesAttribution: 'LDZs: National Gas.' }))
 */
export function createMeterMapVisualization(options: MeterMapOptions = {}): CardVisualizationDefinition {
  const loader = options.loadBoundaries;
  if (!loader) return options.boundariesAttribution === undefined ? meterMapVisualization : meterMapDefinition(options);
  const byAttribution = definitions.get(loader) ?? new Map<string, CardVisualizationDefinition>();
  definitions.set(loader, byAttribution);
  const key = options.boundariesAttribution ?? '';
  const known = byAttribution.get(key);
  if (known) return known;
  const definition = meterMapDefinition(options);
  byAttribution.set(key, definition);
  return definition;
}

/** The Meter Map without boundaries (the meters on plain ground); see {@link createMeterMapVisualization}. */
export const meterMapVisualization: CardVisualizationDefinition = meterMapDefinition({});

import { VISUALIZATION_LABELS } from '@loadline/core';
import { Skeleton } from '@loadline/ui';
import { lazy, Suspense } from 'react';
import type { CardRenderProps, CardVisualizationDefinition } from '../cardRegistry';
import { meterMapTexts } from './meterMapTexts';

// The map (d3-geo, the counties) is its own chunk: the card entry stays light.
const MeterMapView = lazy(() => import('./MeterMapView'));

/** The Meter Map card: loads the map chunk on first use (see `MeterMapView`). */
export function MeterMapCard(props: CardRenderProps) {
  return (
    <Suspense fallback={<div role="status" aria-label={meterMapTexts.loading}><Skeleton variant="rect" height={Math.max(120, props.height - 8)} /></div>}>
      <MeterMapView {...props} />
    </Suspense>
  );
}

/**
 * The Meter Map in the card registry: offered on dashboards whose config item has a meter id
 * column; it reads its own data (`ownData`).
 */
export const meterMapVisualization: CardVisualizationDefinition = { id: 'MeterMap', label: VISUALIZATION_LABELS.MeterMap, render: MeterMapCard, ownData: true, needsSeries: false };

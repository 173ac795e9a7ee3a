import type { DimensionValue, MinMaxItem } from '@loadline/core';
import { useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';

/**
 * The risk distinct and min-max calls (spec part 2 §7 "Risk": POST /risk/v1/risk-data/{datasource}/distinct
 * and .../min-max with `{ fields }`) behind the risk editor's filters, cached per datasource and
 * fields under the `LoadlineProvider`'s QueryClient.
 *
 * @module
 */

/**
 * Distinct values per field of a risk datasource (`{ [field]: values[] }`, ascending); idle while
 * `datasource` is null or `fields` is empty.
 *
 * @example const { data } = useRiskDistinct('risk_positions', ['market']); data?.market // ['LZ_HOUSTON', ...]
 */
export function useRiskDistinct(datasource: string | null, fields: readonly string[]): UseQueryResult<Record<string, DimensionValue[]>> {
  const risk = useAdapterDomain('risk');
  const ask = datasource !== null && fields.length > 0;
  return useQuery(
    {
      queryKey: ['loadline', 'risk', datasource ?? '', 'distinct', fields],
      queryFn: ask ? ({ signal }) => risk.distinct(datasource, { fields: [...fields] }, { signal }) : skipToken,
      staleTime: 5 * 60_000,
    },
    useLoadlineQueryClient(),
  );
}

/**
 * Minimum and maximum per field of a risk datasource (`[{ name, minValue, maxValue }]`), for range
 * filters; idle while `datasource` is null or `fields` is empty.
 *
 * @example const { data } = useRiskMinMax('risk_positions', ['position']);
 */
export function useRiskMinMax(datasource: string | null, fields: readonly string[]): UseQueryResult<MinMaxItem[]> {
  const risk = useAdapterDomain('risk');
  const ask = datasource !== null && fields.length > 0;
  return useQuery(
    {
      queryKey: ['loadline', 'risk', datasource ?? '', 'minMax', fields],
      queryFn: ask ? ({ signal }) => risk.minMax(datasource, { fields: [...fields] }, { signal }) : skipToken,
      staleTime: 5 * 60_000,
    },
    useLoadlineQueryClient(),
  );
}

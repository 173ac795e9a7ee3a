import type { Job } from '@loadline/core';
import { Button, part, vars } from '@loadline/ui';
import { useId } from 'react';
import type { CostDifference, CostStack } from '../../model/costStack';
import { pricingTexts } from '../../texts';
import * as css from './JobStatus.css';

/** Props of {@link CostStackPanel}. */
export interface CostStackPanelProps {
  job: Job;
  stack: CostStack | undefined;
  /** The run this job repeats (null: none; undefined: still looking). */
  repeats: Job | null | undefined;
  difference: CostDifference[] | undefined;
  /** Total $ of the run it repeats (its summary's totalUsd). @default undefined */
  previousTotalUsd?: number | undefined;
  loading?: boolean;
  error?: string | null;
  onClose: () => void;
}

const PALETTE = [vars.chart.palette.c0, vars.chart.palette.c1, vars.chart.palette.c2, vars.chart.palette.c3, vars.chart.palette.c4, vars.chart.palette.c5, vars.chart.palette.c6, vars.chart.palette.c7, vars.chart.palette.c8, vars.chart.palette.c9];
const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const signed = (n: number) => `${n > 0 ? '+' : ''}${usd.format(n)}`;

/**
 * The cost stack of a finished calculation: a stacked bar of each component's share of the total
 * and the table of $ and shares; for a rerun, the difference per component against the run it
 * repeats.
 */
export function CostStackPanel({ job, stack, repeats, difference, previousTotalUsd, loading = false, error = null, onClose }: CostStackPanelProps) {
  const titleId = useId();
  const diff = new Map((difference ?? []).map((d) => [d.component, d]));
  return (
    <section {...part('job-cost', css.panel)} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={css.panelHeader}>
        <h2 id={titleId} className={css.heading}>{pricingTexts.costStackOf(job.name)}</h2>
        <Button size="sm" variant="ghost" onClick={onClose}>{pricingTexts.closeCost}</Button>
      </div>
      {error ? <p role="alert" className={css.errorLine}>{error}</p> : null}
      {stack && stack.rows === 0 ? <p className={css.muted}>{pricingTexts.noCostData}</p> : null}
      {stack && stack.rows > 0 ? (
        <>
          <div className={css.bar} role="img" aria-label={stack.components.map((c) => `${c.component} ${pct.format(c.share)}`).join(', ')}>
            {stack.components.map((c, i) => (
              <span key={c.component} title={`${c.component} ${pct.format(c.share)}`} style={{ width: `${Math.max(0, c.share) * 100}%`, background: PALETTE[i % PALETTE.length] }} />
            ))}
          </div>
          {repeats ? <p className={css.muted}>{pricingTexts.repeatsRun(repeats.name)}</p> : repeats === null ? <p className={css.muted}>{pricingTexts.noRepeatedRun}</p> : null}
          <div className={css.scroller}>
            <table className={css.table}>
              <thead>
                <tr>
                  <th className={css.th} scope="col">{pricingTexts.component}</th>
                  <th className={`${css.th} ${css.num}`} scope="col">{pricingTexts.amountUsd}</th>
                  <th className={`${css.th} ${css.num}`} scope="col">{pricingTexts.share}</th>
                  {difference ? <th className={`${css.th} ${css.num}`} scope="col">{pricingTexts.previousUsd}</th> : null}
                  {difference ? <th className={`${css.th} ${css.num}`} scope="col">{pricingTexts.deltaUsd}</th> : null}
                </tr>
              </thead>
              <tbody>
                {stack.components.map((c, i) => {
                  const d = diff.get(c.component);
                  return (
                    <tr key={c.component}>
                      <th className={`${css.td} ${css.rowHead}`} scope="row"><span className={css.swatch} style={{ background: PALETTE[i % PALETTE.length] }} aria-hidden="true" />{c.component}</th>
                      <td className={`${css.td} ${css.num}`}>{usd.format(c.usd)}</td>
                      <td className={`${css.td} ${css.num}`}>{pct.format(c.share)}</td>
                      {difference ? <td className={`${css.td} ${css.num}`}>{usd.format(d?.previousUsd ?? 0)}</td> : null}
                      {difference ? <td className={`${css.td} ${css.num} ${d && d.deltaUsd > 0 ? css.up : d && d.deltaUsd < 0 ? css.down : ''}`}>{signed(d?.deltaUsd ?? 0)}</td> : null}
                    </tr>
                  );
                })}
                <tr>
                  <th className={`${css.td} ${css.rowHead}`} scope="row">{pricingTexts.totalUsd}</th>
                  <td className={`${css.td} ${css.num}`}>{usd.format(stack.totalUsd)}</td>
                  <td className={`${css.td} ${css.num}`}>{pct.format(stack.totalUsd ? 1 : 0)}</td>
                  {difference ? <td className={`${css.td} ${css.num}`}>{previousTotalUsd === undefined ? '' : usd.format(previousTotalUsd)}</td> : null}
                  {difference ? <td className={`${css.td} ${css.num}`}>{previousTotalUsd === undefined ? '' : signed(Math.round((stack.totalUsd - previousTotalUsd) * 100) / 100)}</td> : null}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}

import { pricingTexts } from '@loadline/pricing';
import { vars } from '@loadline/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import * as app from '../../app/app.css';

/** Base route of Pricing Management (spec part 2 §2). */
export const PRICING_BASE = '/pricing/pricing-management';

const SECTIONS = [
  { path: `${PRICING_BASE}/configurations`, label: 'Configurations' },
  { path: `${PRICING_BASE}/calculations`, label: 'Calculations' },
  { path: `${PRICING_BASE}/jobstatus`, label: 'Job Status' },
] as const;

/**
 * The frame of the Pricing Management screens (spec part 2 §2: title Pricing): the title and
 * links to Configurations, Calculations and Job Status, the current one marked.
 */
export function PricingFrame({ children }: { children: ReactNode }) {
  return (
    <main className={app.page} style={{ maxWidth: 1440 }}>
      <h1 style={{ marginTop: 0 }}>{pricingTexts.title}</h1>
      <nav aria-label={pricingTexts.title} style={{ display: 'flex', gap: vars.space.md, marginBottom: vars.space.md, flexWrap: 'wrap' }}>
        {SECTIONS.map((s) => (
          <NavLink key={s.path} to={s.path} style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
            {s.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </main>
  );
}

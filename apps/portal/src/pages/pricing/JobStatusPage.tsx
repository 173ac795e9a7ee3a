import { JobStatus } from '@loadline/pricing';
import { useNavigate } from 'react-router';
import type { CalculationsRouteState } from './CalculationsPage';
import { PRICING_BASE, PricingFrame } from './PricingFrame';

/**
 * Job Status (spec part 2 §2, route /pricing/pricing-management/jobstatus): the user's jobs with
 * live progress, downloads, the cost stack, and Rerun (Calculations with the job's id as
 * navigation state jobUid).
 */
export function JobStatusPage() {
  const navigate = useNavigate();
  return (
    <PricingFrame>
      <JobStatus onRerun={(jobUid) => void navigate(`${PRICING_BASE}/calculations`, { state: { jobUid } satisfies CalculationsRouteState })} />
    </PricingFrame>
  );
}

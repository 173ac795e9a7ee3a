import { Calculations } from '@loadline/pricing';
import { useLocation, useNavigate } from 'react-router';
import { useSignedInUser } from '../../signIn/SignedInUser';
import { PRICING_BASE, PricingFrame } from './PricingFrame';

/** Navigation state of the Calculations route: `jobUid` reruns that job (spec part 2 §2). */
export interface CalculationsRouteState {
  jobUid?: string;
}

/**
 * Pricing calculations (spec part 2 §2, route /pricing/pricing-management/calculations): input
 * rows from CSV or by hand, Run and Check Status. A `jobUid` in the navigation state reimports
 * that job's input; the toast's View opens Job Status.
 */
export function CalculationsPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const state = useLocation().state as CalculationsRouteState | null;
  return (
    <PricingFrame>
      <Calculations userName={user.email} rerunJobId={state?.jobUid ?? null} onViewJobs={() => void navigate(`${PRICING_BASE}/jobstatus`)} />
    </PricingFrame>
  );
}

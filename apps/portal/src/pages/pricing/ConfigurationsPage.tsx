import { Configurations } from '@loadline/pricing';
import { PricingFrame } from './PricingFrame';

/**
 * Pricing configurations (spec part 2 §2, route /pricing/pricing-management/configurations): the
 * eight configuration tables of the reference API's seed, paged, sorted and filtered by the server.
 */
export function ConfigurationsPage() {
  return (
    <PricingFrame>
      <Configurations />
    </PricingFrame>
  );
}

/** The portal's user-visible texts, verbatim from the spec where it has them. */
export const PORTAL_TEXTS = {
  /** Spec part 1 section 2 and part 2 section 2. */
  notFound: '404 Page not found',
  /** Spec part 1 section 2 (spelling as the spec has it). */
  gridEdgePlaceholder: 'Grid Edge Mangement Content In Development',
  /** Spec part 2 section 2: "placeholder saying content is in development". */
  renewablePlaceholder: 'Renewable Management Content In Development',
  productManagementPlaceholder: 'Product Management Content In Development',
  smartEngagementPlaceholder: 'Smart Engagement Content In Development',
  notBuilt: (screen: string) => `${screen} is not built yet.`,
} as const;

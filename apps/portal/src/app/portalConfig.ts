/**
 * The portal's configuration, read at build time from Vite environment variables.
 *
 * External products (spec part 2 section 1: Smart Engagement, Product Management, Load
 * Scheduling, Data Workbench) open a link the deployment configures. Set
 * `VITE_LOADLINE_EXTERNAL_LINKS` to a JSON object keyed by the product's `externalLinkKey`, e.g.
 * `{"loadScheduling":"https://scheduling.example-utility.com/"}`. A product with no configured
 * link is shown disabled with a note: the portal never invents a URL.
 *
 * @module
 */

/** Configured links of external products, by `externalLinkKey`; only http(s) URLs. */
export type ExternalLinks = Readonly<Record<string, string>>;

/**
 * Parses the external links setting. Anything that is not a JSON object of http(s) URLs is
 * dropped (entry by entry), so a typo disables one product rather than breaking the portal.
 *
 * @example parseExternalLinks('{"dataWorkbench":"https://wb.example.com","x":"javascript:alert(1)"}')
 * // { dataWorkbench: 'https://wb.example.com' }
 */
export function parseExternalLinks(raw: string | undefined): ExternalLinks {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, url] of Object.entries(value)) {
    if (typeof url !== 'string') continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') out[key] = parsed.href;
    } catch {
      // not a URL: the product stays disabled
    }
  }
  return out;
}

/** The external links of this build. */
export const EXTERNAL_LINKS: ExternalLinks = parseExternalLinks(import.meta.env.VITE_LOADLINE_EXTERNAL_LINKS as string | undefined);

import '../zodSetup';
import * as z from 'zod';
import { TEXT_INVALID_USER } from '../texts';
import { lazySchema } from '../lazySchema';

/**
 * Users, organisations and the login answers (spec part 1 §3 "User", part 2 §3 and §7
 * "Authentication and user").
 *
 * @module
 */

/**
 * The signed-in user. Valid only with a string email, string name, array mods and string
 * organization (spec part 1 §3); `mods` lists module and product codes such as `mod_pricing`
 * or `prod_load_forecast` (spec part 2 §6).
 */
export const userSchema = lazySchema(() => z.object(
  {
    userId: z.string().max(256).default(''),
    email: z.string({ error: TEXT_INVALID_USER }).max(320),
    name: z.string({ error: TEXT_INVALID_USER }).max(256),
    mods: z.array(z.string().max(128), { error: TEXT_INVALID_USER }).max(200),
    organization: z.string({ error: TEXT_INVALID_USER }).max(256),
  },
  { error: TEXT_INVALID_USER },
));
/** The signed-in user. */
export type User = z.infer<typeof userSchema>;

/** True when `value` is a valid user (spec part 1 §3 rule). */
export function isValidUser(value: unknown): value is User {
  return userSchema.safeParse(value).success;
}

/**
 * Answer of GET /auth/user?code=...: the user, and `redirectTo` (the same-origin path saved when
 * the login started) when the server keeps it. Missing or malformed user fields fall back to
 * placeholders (spec part 2 §7): empty strings, no mods, and the email for a missing name, so the
 * user stays valid; a body that is not an object still fails.
 */
export const authUserResponseSchema = lazySchema(() => z
  .object({
    userId: z.string().max(256).catch(''),
    email: z.string().max(320).catch(''),
    name: z.string().max(256).catch(''),
    mods: z.array(z.string().max(128)).max(200).catch([]),
    organization: z.string().max(256).catch(''),
    redirectTo: z.string().max(2048).optional().catch(undefined),
  })
  .transform((u) => (u.name === '' ? { ...u, name: u.email } : u)));
/** Answer of GET /auth/user: a valid user plus the optional saved path. */
export type AuthUserResponse = User & { redirectTo?: string | undefined };

/** A user as listed for sharing (GET user/v1/org/users; spec part 1 §3 "In sharing"). */
export const shareUserSchema = lazySchema(() => z.object({
  id: z.string().max(256),
  name: z.string().max(256),
  email: z.string().max(320),
}));
/** A user as listed for sharing. */
export type ShareUser = z.infer<typeof shareUserSchema>;

/** An organisation (a sharing group, spec part 1 §3). */
export const organizationSchema = lazySchema(() => z.object({ id: z.string().max(256), name: z.string().max(256) }));
/** An organisation. */
export type Organization = z.infer<typeof organizationSchema>;

/**
 * Answer of GET /auth/redirect?state=... (spec part 2 §7): `url` is where to send the browser
 * (the identity provider's authorization URL, or the saved URL when already signed in); `user`
 * is present when a session already exists.
 */
export const authRedirectResponseSchema = lazySchema(() => z.object({
  url: z.string().max(4096),
  user: userSchema.nullable().optional(),
}));
/** Answer of the auth redirect call. */
export type AuthRedirectResponse = z.infer<typeof authRedirectResponseSchema>;

/**
 * Login mapping of modules to products (spec part 2 §6).
 */
export const MODULE_PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  mod_load_forecast: ['prod_load_forecast', 'prod_demand_analytics', 'prod_data_insights', 'prod_meter_level_insights'],
  mod_pricing: ['prod_pricing_management', 'prod_smart_engagement', 'prod_product_management'],
  mod_risk: ['prod_risk_management', 'prod_load_scheduling'],
};

/**
 * Expands a user's mods with the products each module grants (spec part 2 §6); product codes
 * already present are kept, order is first-seen.
 * @example expandMods(['mod_risk']) // ['mod_risk', 'prod_risk_management', 'prod_load_scheduling']
 */
export function expandMods(mods: readonly string[]): string[] {
  const out = new Set<string>();
  for (const mod of mods) {
    out.add(mod);
    for (const product of MODULE_PRODUCTS[mod] ?? []) out.add(product);
  }
  return [...out];
}

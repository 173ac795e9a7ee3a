import '../zodSetup';
import * as z from 'zod';
import { lazySchema } from '../lazySchema';

/**
 * The two notification forms (spec part 2 §3 "Notification", part 1 §3).
 *
 * @module
 */

/**
 * A notification as the server lists it (GET user/v1/user/notifications/): `code` (e.g.
 * 'job_started', 'job_completed'), `mod` (module), title, description, ISO `date`, and
 * `meta.status`; `meta.jobId` lets the panel link to Job Status (See Job).
 */
export const serverNotificationSchema = lazySchema(() => z.object({
  id: z.string().max(256).optional(),
  code: z.string().max(128),
  mod: z.string().max(128),
  title: z.string().max(1024),
  description: z.string().max(4096),
  date: z.string().max(64),
  isRead: z.boolean().optional(),
  meta: z.looseObject({ status: z.string().max(128).optional(), jobId: z.string().max(256).optional() }).optional(),
}));
/** A notification as the server lists it. */
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

/** Kinds of UI notifications and toasts (spec part 1 §1). */
export const notificationKindSchema = lazySchema(() => z.enum(['positive', 'neutral', 'warning', 'error']));
/** A notification kind. */
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** A UI notification: kind, title, description, optional extra content, ISO date (spec part 1 §3). */
export const notificationSchema = lazySchema(() => z.object({
  kind: notificationKindSchema,
  title: z.string().max(1024),
  description: z.string().max(4096),
  extraContent: z.string().max(4096).optional(),
  date: z.string().max(64),
}));
/** A UI notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** Query of GET user/v1/user/notifications/ (spec part 2 §7: isRead=false, isGlobal=true). */
export const notificationsQuerySchema = lazySchema(() => z.object({
  isRead: z.boolean().default(false),
  isGlobal: z.boolean().default(true),
}));
/** Query of the notifications list. */
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

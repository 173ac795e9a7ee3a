import type { DashboardRecord } from '../stores/dashboards';
import type { SessionUser } from './requireUser';

/**
 * Who may see a dashboard (spec part 1 sections 2 and 6): its owner, a user it is shared with by
 * name, and everyone of the organisation it is shared with; never anyone outside the owner's
 * organisation, whatever the sharing rows say.
 */
export function canRead(viewer: SessionUser, d: DashboardRecord): boolean {
  if (viewer.orgId !== d.ownerOrgId) return false;
  return d.ownerId === viewer.userId || d.sharedOrgId === viewer.orgId || d.sharedUserIds.includes(viewer.userId);
}

/** Only the owner edits, shares and deletes (spec part 1 section 6). */
export function isOwner(viewer: SessionUser, d: DashboardRecord): boolean {
  return d.ownerId === viewer.userId && viewer.orgId === d.ownerOrgId;
}

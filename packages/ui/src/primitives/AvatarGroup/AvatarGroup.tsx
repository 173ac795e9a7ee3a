import { part } from '../part';
import { uiConstants } from '../../texts';
import { Avatar } from '../Avatar/Avatar';
import * as css from './AvatarGroup.css';

/** Props of {@link AvatarGroup}. */
export interface AvatarGroupProps {
  /** Names (or e-mails) of the users, in display order. */
  names: readonly string[];
  /** Accessible name of the group, e.g. 'Shared with'. */
  'aria-label': string;
  /** Most avatars shown before '+N' (spec part 2 section 9: 6). @default 6 */
  max?: number;
  /** Avatar size. @default 'sm' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Overlapping avatars, at most `max` of them, then a '+N' avatar for the rest (named
 * 'N more: …' with the hidden names).
 *
 * @example
 * <AvatarGroup aria-label="Shared with" names={dashboard.sharedUsers} />
 */
export function AvatarGroup({ names, max = uiConstants.avatarGroupMax, size = 'sm', ...rest }: AvatarGroupProps) {
  const shown = names.slice(0, max);
  const hidden = names.slice(max);
  return (
    <div role="group" aria-label={rest['aria-label']} {...part('avatar-group', css.group)}>
      {shown.map((n, i) => (
        <span key={`${n}-${i}`} className={css.item}>
          <Avatar name={n} size={size} />
        </span>
      ))}
      {hidden.length > 0 ? (
        <span className={css.item}>
          <Avatar name={`${hidden.length} more: ${hidden.join(', ')}`} initials={`+${hidden.length}`} size={size} />
        </span>
      ) : null}
    </div>
  );
}

import { part } from '../part';
import * as css from './Avatar.css';
import { initialsOf } from './initialsOf';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The user's name or e-mail; the accessible name and the source of the initials. */
  name: string;
  /** Initials to show instead of the computed ones. @default initialsOf(name) */
  initials?: string;
  /** Size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A user avatar showing two initials (`role="img"` named by the user's name).
 *
 * @example
 * <Avatar name="Ana Lopez" /> // shows "AL"
 */
export function Avatar({ name, initials, size = 'md' }: AvatarProps) {
  return (
    <span role="img" aria-label={name} title={name} {...part('avatar', `${css.avatar} ${css.size[size]}`)} data-size={size}>
      <span aria-hidden="true">{initials ?? initialsOf(name)}</span>
    </span>
  );
}

/**
 * Props that name a component part for hosts: a stable class `ll_<name>` (never hashed, unlike
 * the vanilla-extract classes, so a host stylesheet or test can target it) and the same name as
 * `data-ll-part`. Extra classes are appended.
 *
 * @example
 * <div {...part('dialog', css.content)} /> // class="ll_dialog ll_1x2y3z0" data-ll-part="dialog"
 */
export function part(name: string, ...classes: Array<string | false | null | undefined>) {
  return { className: [`ll_${name}`, ...classes].filter(Boolean).join(' '), 'data-ll-part': name };
}

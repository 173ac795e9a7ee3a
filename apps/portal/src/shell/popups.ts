// The top bar's menus and popover, built on @floating-ui: a chunk of their own (see lazyPopups.tsx).
export { Menu, Popover } from '@loadline/ui';

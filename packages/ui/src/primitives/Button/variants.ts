/** Button looks, declared once: the recipe, the prop type and the stories read this array. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
/** Button sizes, declared once like {@link buttonVariants}. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;
/** One of {@link buttonVariants}. */
export type ButtonVariant = (typeof buttonVariants)[number];
/** One of {@link buttonSizes}. */
export type ButtonSize = (typeof buttonSizes)[number];

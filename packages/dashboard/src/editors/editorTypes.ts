import type { ComponentType, ReactNode } from 'react';
import type { DashboardEditorApi } from '../editor/useDashboardEditor';

/** Props every category editor takes (the load forecast `DashboardEditor`, the risk editor...). */
export interface CategoryEditorProps {
  /** The editor's state and actions, from `useDashboardEditor`. */
  editor: DashboardEditorApi;
  /** Buttons of the page (e.g. `<DashboardActions editor={editor} />`) placed in the top area. @default none */
  actions?: ReactNode;
  /** Clock for relative dates. @default now, at mount */
  now?: Date;
}

/** One editor of the editor registry: the dashboard categories it edits and its component. */
export interface CategoryEditorDefinition {
  /** Name of the editor, e.g. 'loadForecast' or 'risk'. */
  id: string;
  /** Dashboard categories it edits (spec part 1 §2 "Dashboard categories"), e.g. ['nop', 'supplyAndMarkToMarket']. */
  categories: readonly string[];
  /** The editor. */
  component: ComponentType<CategoryEditorProps>;
}

/** Editors by dashboard category. */
export interface EditorRegistry {
  /** The editor of a category, or undefined when none edits it (the unsupported-category message is shown). */
  get(category: string): CategoryEditorDefinition | undefined;
  /** Every definition, in registration order. */
  list(): readonly CategoryEditorDefinition[];
  /** A registry with `definitions` added; a category they name is theirs. */
  with(...definitions: CategoryEditorDefinition[]): EditorRegistry;
}

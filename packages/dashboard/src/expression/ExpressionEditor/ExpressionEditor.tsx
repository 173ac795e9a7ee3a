import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { expressionTexts as t } from '../expressionTexts';
import {
  filterOptions,
  mentionQuery,
  nextToken,
  tokensToValue,
  valueToTokens,
  type ExprToken,
  type ExpressionOption,
  type ExpressionValue,
} from '../expressionTokens';
import * as css from './ExpressionEditor.css';

/** How the expression reads: empty, valid, or invalid with the reason (from `parseExpression` and `expressionUnit`). */
export interface ExpressionStatus {
  state: 'empty' | 'valid' | 'invalid';
  /** Why it is invalid (shown under the field). */
  message?: string;
}

/** Props of {@link ExpressionEditor}. */
export interface ExpressionEditorProps {
  /** Visible label of the field. */
  label: string;
  /** The expression and its token map (controlled). */
  value: ExpressionValue;
  /** Called with the new value after each edit. */
  onValueChange: (value: ExpressionValue) => void;
  /** What '@' offers: the dashboard's series and calculators. */
  options: readonly ExpressionOption[];
  /** The state of the current value: the border is neutral when empty, green when valid, red when invalid. */
  status: ExpressionStatus;
}

const CHIP_ATTR = 'data-token';

function chipText(label: string, option: string): string {
  return option ? `${label} · ${option}` : label;
}

/** The editor's DOM as tokens: text nodes are text, chip spans are chips. */
function readTokens(el: HTMLElement): ExprToken[] {
  const out: ExprToken[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.text += text;
    else out.push({ kind: 'text', text });
  };
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) pushText(node.textContent ?? '');
    else if (node instanceof HTMLElement && node.hasAttribute(CHIP_ATTR)) {
      out.push({ kind: 'chip', token: node.getAttribute(CHIP_ATTR) ?? '', id: node.dataset.id ?? '', label: node.dataset.label ?? '', selectedOption: node.dataset.option ?? '' });
    } else if (node instanceof HTMLElement && node.tagName !== 'BR') pushText(node.textContent ?? '');
  }
  return out;
}

function chipNode(token: Extract<ExprToken, { kind: 'chip' }>): HTMLSpanElement {
  const span = document.createElement('span');
  span.setAttribute(CHIP_ATTR, token.token);
  span.setAttribute('contenteditable', 'false');
  span.dataset.id = token.id;
  span.dataset.label = token.label;
  span.dataset.option = token.selectedOption;
  span.className = css.chip;
  span.textContent = chipText(token.label, token.selectedOption);
  return span;
}

function render(el: HTMLElement, tokens: readonly ExprToken[]): void {
  el.replaceChildren(...tokens.map((tok) => (tok.kind === 'text' ? document.createTextNode(tok.text) : chipNode(tok))));
}

function placeCaret(node: Node, offset: number): void {
  const sel = window.getSelection();
  if (!sel) return;
  const range = document.createRange();
  range.setStart(node, offset);
  range.collapse(true);
  sel.removeAllRanges();
  sel.addRange(range);
}

/** The text before the caret in the caret's text node (the '@' search reads it), or null when the caret is elsewhere. */
function textBeforeCaret(el: HTMLElement): { node: Text; offset: number; before: string } | null {
  const sel = window.getSelection();
  const node = sel?.anchorNode;
  if (!sel || !node || node.nodeType !== Node.TEXT_NODE || !el.contains(node)) return null;
  const offset = sel.anchorOffset;
  return { node: node as Text, offset, before: (node.textContent ?? '').slice(0, offset) };
}

/**
 * The expression editor (spec part 1 §2 "Expression editor"): a line of text and chips. Typing '@'
 * opens a searchable menu of the dashboard's series and calculators (the text after '@' searches;
 * arrows move, Enter or Tab choose, Escape closes, removing the '@' closes); choosing inserts a
 * chip with the series' default selected option (e.g. Sum). A chip is atomic: one Backspace
 * removes it. Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z redoes an edit. The border is neutral when
 * empty, green when valid and red when invalid, with the reason under the field. Light: the
 * content is a plain `contenteditable` token list, no rich-text library.
 *
 * @example
 * <ExpressionEditor label="Expression" value={calc} onValueChange={setCalc} options={seriesOptions} status={statusOf(calc)} />
 */
export function ExpressionEditor({ label, value, onValueChange, options, status }: ExpressionEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const history = useRef<{ past: ExpressionValue[]; future: ExpressionValue[] }>({ past: [], future: [] });
  const labels = useMemo(() => new Map(options.map((o) => [o.id, o.label])), [options]);
  const matches = useMemo(() => (query === null ? [] : filterOptions(options, query)), [options, query]);
  const open = query !== null;

  // Render the value when it differs from what the field shows (an outside change, undo, a chip).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const shown = tokensToValue(readTokens(el));
    if (shown.expression === value.expression && JSON.stringify(shown.expressionDataIdMap) === JSON.stringify(value.expressionDataIdMap)) return;
    render(el, valueToTokens(value, (seriesId) => labels.get(seriesId)));
  }, [value, labels]);

  const emit = (next: ExpressionValue) => {
    history.current.past.push(value);
    history.current.future = [];
    onValueChange(next);
  };

  const onInput = () => {
    const el = ref.current;
    if (!el) return;
    emit(tokensToValue(readTokens(el)));
    const caret = textBeforeCaret(el);
    const q = caret ? mentionQuery(caret.before, options.map((o) => o.label)) : null;
    setQuery(q);
    setActive(0);
  };

  const choose = (option: ExpressionOption) => {
    const el = ref.current;
    const caret = el ? textBeforeCaret(el) : null;
    if (!el || !caret || query === null) return;
    const start = caret.offset - query.length - 1;
    const text = caret.node.textContent ?? '';
    const tokens = readTokens(el);
    const chip: Extract<ExprToken, { kind: 'chip' }> = { kind: 'chip', token: nextToken(tokens), id: option.id, label: option.label, selectedOption: option.defaultOption };
    // Replace '@query' with the chip and a space, caret after the space.
    const after = document.createTextNode(` ${text.slice(caret.offset)}`);
    caret.node.textContent = text.slice(0, start);
    const span = chipNode(chip);
    caret.node.after(span, after);
    placeCaret(after, 1);
    setQuery(null);
    emit(tokensToValue(readTokens(el)));
  };

  const removeChipBeforeCaret = (): boolean => {
    const el = ref.current;
    const sel = window.getSelection();
    if (!el || !sel || !sel.isCollapsed || !sel.anchorNode || !el.contains(sel.anchorNode)) return false;
    let before: Node | null = null;
    if (sel.anchorNode === el) before = el.childNodes[sel.anchorOffset - 1] ?? null;
    else if (sel.anchorNode.nodeType === Node.TEXT_NODE && sel.anchorOffset === 0) before = sel.anchorNode.previousSibling;
    if (!(before instanceof HTMLElement) || !before.hasAttribute(CHIP_ATTR)) return false;
    const caretAt = before.previousSibling;
    before.remove();
    if (caretAt?.nodeType === Node.TEXT_NODE) placeCaret(caretAt, caretAt.textContent?.length ?? 0);
    emit(tokensToValue(readTokens(el)));
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      const h = history.current;
      const target = e.shiftKey ? h.future.pop() : h.past.pop();
      if (!target) return;
      (e.shiftKey ? h.past : h.future).push(value);
      setQuery(null);
      onValueChange(target);
      return;
    }
    if (open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const n = matches.length;
        if (n) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        const option = matches[active];
        if (option) {
          e.preventDefault();
          choose(option);
        }
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setQuery(null);
        return;
      }
    }
    if (e.key === 'Enter') {
      e.preventDefault(); // one line
      return;
    }
    if (e.key === 'Backspace' && removeChipBeforeCaret()) e.preventDefault();
  };

  let lastGroup: string | undefined;
  return (
    <div className={css.root} data-part="ll_expression-editor">
      <span id={labelId} className={css.label}>{label}</span>
      <div
        ref={ref}
        className={css.field}
        contentEditable
        suppressContentEditableWarning
        role="combobox"
        tabIndex={0}
        spellCheck={false}
        aria-labelledby={labelId}
        aria-describedby={status.message ? messageId : undefined}
        aria-invalid={status.state === 'invalid' || undefined}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        data-state={status.state}
        onInput={onInput}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
      />
      {status.message ? (
        <p id={messageId} className={css.message} data-state={status.state}>{status.message}</p>
      ) : null}
      <ul id={listId} role="listbox" aria-label={t.menuLabel} className={css.listbox} hidden={!open}>
        {open && matches.length === 0 ? <li className={css.empty} role="presentation">{t.noMatch}</li> : null}
        {matches.map((o, i) => {
          const heading = o.group && o.group !== lastGroup ? o.group : null;
          lastGroup = o.group;
          return [
            heading ? <li key={`g-${heading}`} role="presentation" className={css.group}>{heading}</li> : null,
            <li
              key={o.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={css.option}
              // Keep the caret in the field: choose on mouse down, before the field blurs.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              {o.label}
            </li>,
          ];
        })}
      </ul>
    </div>
  );
}

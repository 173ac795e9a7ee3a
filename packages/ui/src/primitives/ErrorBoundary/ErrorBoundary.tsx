import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of `children` after one of them threw while rendering; `reset` renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** A change of any value here renders the children again after a failure (e.g. the route or the card). @default [] */
  resetKeys?: readonly unknown[];
  /** Called once per caught error (e.g. to log it). @default undefined */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  keys: readonly unknown[];
}

const changed = (a: readonly unknown[], b: readonly unknown[]) => a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));

/**
 * Keeps a failure of one part of a page to that part (React error boundary): when a child throws
 * while rendering, `fallback` is shown in its place and the rest of the page keeps working; a
 * change of `resetKeys` tries again.
 *
 * @example <ErrorBoundary fallback={() => <p role="alert">This card cannot be shown</p>} resetKeys={[card]}>{cardBody}</ErrorBoundary>
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? [];
    if (state.error && changed(keys, state.keys)) return { error: null, keys };
    return changed(keys, state.keys) ? { keys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

import { HTTP_STATUS_LABELS, LoadlineHttpError } from '@loadline/core';
import { useId, type ReactNode } from 'react';
import { uiTexts } from '../../texts';
import { Button } from '../Button/Button';
import { part } from '../part';
import * as css from './ErrorState.css';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** What could not be done, e.g. 'Dashboards could not be loaded'. */
  title: ReactNode;
  /** HTTP status of the failed call; shown with its standard text (e.g. '500 Internal Server Error'). @default undefined */
  status?: number | undefined;
  /** The error's message (the server's, or 'Something went wrong'); not repeated when it equals the status text. @default undefined */
  message?: string | undefined;
  /** The server's id of the failed request (the reference API's `requestId`), to quote to support. @default undefined */
  requestId?: string | undefined;
  /** Asks again; without it no Retry button is shown. @default undefined */
  onRetry?: (() => void) | undefined;
  /** The retry is under way: the button shows it and cannot be pressed twice. @default false */
  retrying?: boolean;
}

/**
 * The standard text of an HTTP status: the RFC 9110 reason phrase of the statuses the spec maps
 * (part 2 §8: 500, 401, 404, 400), prefixed by the code ('404 Not Found'); other statuses show
 * their code alone ('HTTP 502').
 *
 * @example httpStatusText(500) // '500 Internal Server Error'
 */
export function httpStatusText(status: number): string {
  const label = HTTP_STATUS_LABELS[status];
  return label ? `${status} ${label}` : `HTTP ${status}`;
}

/** What {@link ErrorState} shows of a failed call: its message, HTTP status and request id. */
export interface ErrorDetails {
  message: string;
  status?: number | undefined;
  requestId?: string | undefined;
}

/**
 * The message, HTTP status and request id of a thrown error, for {@link ErrorState}: a
 * `LoadlineHttpError` gives all three, any other error its message (a non-error its text).
 *
 * @example <ErrorState title="Forecasts could not be loaded" {...errorDetailsOf(query.error)} onRetry={retry} />
 */
export function errorDetailsOf(error: unknown): ErrorDetails {
  if (error instanceof LoadlineHttpError) return { message: error.message, status: error.status, requestId: error.requestId };
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * The error state of a failed call, in place of the content it would have shown: an alert with
 * the title, the status and its standard text, the message, the request id and a Retry button.
 * Renders `data-state="error" | "retrying"`.
 *
 * @example
 * <ErrorState title="Dashboards could not be loaded" status={error.status} message={error.message} requestId={error.requestId} onRetry={() => void refetch()} />
 */
export function ErrorState({ title, status, message, requestId, onRetry, retrying = false }: ErrorStateProps) {
  const titleId = useId();
  const statusText = status === undefined ? undefined : httpStatusText(status);
  return (
    <div {...part('error-state', css.root)} role="alert" aria-labelledby={titleId} data-state={retrying ? 'retrying' : 'error'}>
      <p id={titleId} className={css.title}>
        {title}
      </p>
      {statusText ? <p className={css.detail}>{statusText}</p> : null}
      {message && message !== statusText ? <p className={css.detail}>{message}</p> : null}
      {requestId ? (
        <p className={css.detail}>
          {uiTexts.requestId}: <span className={css.requestId}>{requestId}</span>
        </p>
      ) : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying} disabled={retrying}>
          {uiTexts.retry}
        </Button>
      ) : null}
    </div>
  );
}

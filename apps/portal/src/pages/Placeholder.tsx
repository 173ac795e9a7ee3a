import * as app from '../app/app.css';

/** A product page the spec defines as in development (e.g. Grid Edge Management). */
export function Placeholder({ text }: { text: string }) {
  return (
    <main className={app.page}>
      <h1>{text}</h1>
    </main>
  );
}

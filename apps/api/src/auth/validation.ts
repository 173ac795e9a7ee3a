import type { FastifyReply } from 'fastify';

/** The part of a zod schema used here (`safeParse`), so any zod 4 schema of `@loadline/core` fits. */
export interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** One readable line for a failed validation: `cards.0.title: Card title is too long; name: ...` (first 5 issues). */
export function validationMessage(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * Validates a request body (or query) with a core schema. On failure answers
 * 400 `{ message }` and returns undefined; the caller then returns the reply.
 */
export function parseOr400<T>(schema: BodySchema<T>, value: unknown, reply: FastifyReply): T | undefined {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  void reply.code(400).send({ message: validationMessage(result.error.issues) });
  return undefined;
}

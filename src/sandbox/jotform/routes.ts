import { Hono } from 'hono';
import { z } from 'zod';
import {
  failingSubmissionId,
  sandboxSubmissions,
  springEventFormId,
  testDriveFormId,
} from './forms.ts';

const knownForms = new Set([testDriveFormId, springEventFormId]);

/** Jotform's `filter` query: a JSON object; we honour its `id` (the one our worker sends). */
const filterSchema = z.object({ id: z.string().optional() }).catch({});

function filterOf(value: string | undefined): { id?: string } {
  if (!value) return {};
  try {
    return filterSchema.parse(JSON.parse(value));
  } catch {
    return {};
  }
}

/**
 * The form builder (Jotform's API, car-stock spec 7): `GET /jotform/form/{formId}/submissions`
 * with `filter={"id":"…"}` and `limit` answers `{responseCode, message, content: [...]}` as
 * Jotform does, from two stored forms (forms.ts); a form it does not have is a 404 in the same
 * envelope. The submission id `failingSubmissionId` answers 500, the partner's outage, so tests
 * reach the island's "logged only" failure without shared state.
 */
export const jotformSandbox = new Hono();

jotformSandbox.get('/form/:formId/submissions', (c) => {
  const formId = c.req.param('formId');
  if (!knownForms.has(formId))
    return c.json({ responseCode: 404, message: `Form not found: ${formId}`, content: [] }, 404);
  const { id } = filterOf(c.req.query('filter'));
  if (id === failingSubmissionId)
    return c.json({ responseCode: 500, message: 'Internal server error', content: [] }, 500);
  const limit = Math.min(Number(c.req.query('limit') ?? '20') || 20, 1000);
  const content = sandboxSubmissions
    .filter((submission) => submission.form_id === formId && (!id || submission.id === id))
    .slice(0, limit);
  return c.json({ responseCode: 200, message: 'success', content, 'result-set': { limit } });
});

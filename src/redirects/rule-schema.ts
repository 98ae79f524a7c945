import { z } from 'zod';
import { siteNameSchema } from '#client/contracts/site-profile.ts';

/** A `has`/`missing` condition of a Next.js redirect: the value is a regex matched against the whole value. */
export const conditionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['query', 'header', 'cookie']),
    key: z.string().min(1),
    value: z.string().optional(),
  }),
  z.object({ type: z.literal('host'), key: z.string().optional(), value: z.string().min(1) }),
]);
export type Condition = z.infer<typeof conditionSchema>;

/** One entry of Next.js `redirects()`, the shape the sites' rules were authored in. */
export const redirectRuleSchema = z
  .object({
    source: z.string().startsWith('/', 'a source is a path starting with /').max(2048),
    destination: z.string().min(1).max(4096),
    // Next.js takes exactly one of the two: `permanent` (308 or 307) or a `statusCode`.
    permanent: z.boolean().optional(),
    statusCode: z
      .union([z.literal(301), z.literal(302), z.literal(303), z.literal(307), z.literal(308)])
      .optional(),
    has: z.array(conditionSchema).optional(),
    missing: z.array(conditionSchema).optional(),
    comment: z.string().optional(),
    /**
     * A request path (and query) this rule answers, where its source or destination alone does not
     * give one that lands: the validator checks the rule answers it, tests follow it to a page.
     */
    example: z
      .string()
      .startsWith('/', 'an example is a path starting with /')
      .max(2048)
      .optional(),
  })
  .strict()
  .refine((rule) => (rule.permanent === undefined) !== (rule.statusCode === undefined), {
    message: 'a rule has exactly one of permanent and statusCode',
    path: ['permanent'],
  });
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

/** A site's rule file in redirects/ (and the document stored in KV). */
export const ruleFileSchema = z
  .object({
    $comment: z.string().optional(),
    site: siteNameSchema,
    /** The site's rules were reconstructed rather than taken from the old site. */
    reconstructed: z.boolean().default(false),
    /** Hosts an absolute destination may point at. */
    allowedHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)).default([]),
    /** Next.js matches case-insensitively by default; a site may opt in to case-sensitive matching. */
    caseSensitive: z.boolean().default(false),
    rules: z.array(redirectRuleSchema),
  })
  .strict();
export type RuleFile = z.infer<typeof ruleFileSchema>;
export type RuleFileInput = z.input<typeof ruleFileSchema>;

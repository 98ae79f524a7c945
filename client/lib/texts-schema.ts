import { z } from 'zod';

/** One language's texts of a feature: strings, lists of strings, or groups of them. */
type TextsShape<T> = {
  [K in keyof T]-?: z.ZodType<T[K]>;
};

const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? [];

function schemaOf(sample: unknown, path: string): z.ZodType {
  if (typeof sample === 'string') {
    // A text with placeholders must keep them in every language, or fill() has nothing to fill.
    const needed = placeholders(sample);
    return z
      .string()
      .min(1)
      .refine((text) => needed.every((marker) => text.includes(marker)), {
        message: `${path} must hold ${needed.join(' ')}`,
      });
  }
  if (Array.isArray(sample)) return z.array(z.string().min(1));
  if (sample && typeof sample === 'object')
    return z.object(
      Object.fromEntries(
        Object.entries(sample).map(([key, value]) => [key, schemaOf(value, `${path}.${key}`)]),
      ),
    );
  throw new Error(`${path}: a text is a string, a list of strings or a group of them`);
}

/**
 * The props schema of a feature's texts, read off its texts record (`<feature>.texts.ts`), so an
 * island's props never re-declare the keys: every key of the record's first language is a
 * non-empty string keeping that language's `{placeholders}`. Keys the island does not take are
 * left out with `.pick()`, and the server may pass the whole language record: parsing drops the
 * rest, so only what the island reads is written into the page.
 */
export function textsSchema<T extends object>(
  texts: Readonly<Partial<Record<string, T>>>,
): z.ZodObject<TextsShape<T>> {
  const [sample] = Object.values(texts);
  if (!sample) throw new Error('A texts record holds at least one language');
  return schemaOf(sample, 'texts') as unknown as z.ZodObject<TextsShape<T>>;
}

import { z } from 'zod';
import { contactDictionaryDefaults, contactTexts } from '../contact/contact.texts.ts';
import { sharedDictionaryDefaults } from '../lib/default-dictionary.ts';
import { textsSchema } from '../lib/texts-schema.ts';

const text = z.string().min(1);

/** Props the server writes for the car detail page's contact form. */
export const carContactFormPropsSchema = z.object({
  /** The car the enquiry is about (its car_id); the worker looks it up again. */
  carId: text,
  /** The page's language, so a no-script post answers in it. */
  language: z.string().regex(/^[a-z]{2}$/),
  /** The page the form is on, as the server knows it; the browser replaces it with location.href. */
  sourcePageUrl: text,
  /** A sample car's sellers to choose from (name and email), null when the car's site receives the enquiry. */
  sellerChoices: z.array(z.object({ name: text, email: z.email() })).nullable(),
  /** The form's labels (the no-script outcome page's texts stay on the server). */
  texts: textsSchema(contactTexts).omit({ backToCar: true, checkFields: true }),
  /** The site dictionary's wording (spec 5, 8): under each invalid field, after success, after the last failure. */
  dictionary: textsSchema(contactDictionaryDefaults).extend(
    textsSchema(sharedDictionaryDefaults).pick({ close: true }).shape,
  ),
});
export type CarContactFormProps = z.infer<typeof carContactFormPropsSchema>;

import { z } from 'zod';

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
  texts: z.object({
    name: text,
    phone: text,
    email: text,
    message: text,
    quote: text,
    testDrive: text,
    seller: text,
    chooseSeller: text,
    send: text,
    sending: text,
    close: text,
    /** Dictionary texts (spec 5, 8): shown under each invalid field, after success, after the last failure. */
    invalidInput: text,
    success: text,
    error: text,
  }),
});
export type CarContactFormProps = z.infer<typeof carContactFormPropsSchema>;

import { z } from 'zod';

const text = z.string().min(1);

/** Props the server writes for the compare bar and its comparison dialog. */
export const compareBarPropsSchema = z.object({
  /** The site's translated car detail path (dictionary pathToCarDetail). */
  pathToCarDetail: z.string().startsWith('/'),
  locale: z.string().min(2),
  texts: z.object({
    bar: text,
    count: text.includes('{count}'),
    showSelected: text,
    hideSelected: text,
    clear: text,
    open: text,
    close: text,
    remove: text.includes('{car}'),
    viewCar: text,
    overview: text,
    equipment: text,
    technicalData: text,
  }),
  rows: z.object({
    price: text,
    variant: text,
    year: text,
    mileage: text,
    fuel: text,
    gearbox: text,
    body: text,
    color: text,
    drive: text,
    power: text,
    firstRegistration: text,
    dealer: text,
    loan: text,
    privateLeasing: text,
    acceleration: text,
    consumption: text,
    emission: text,
    electricRange: text,
    battery: text,
    seats: text,
    doors: text,
    length: text,
    width: text,
    height: text,
    weight: text,
    cargo: text,
    tank: text,
  }),
});
export type CompareBarProps = z.infer<typeof compareBarPropsSchema>;

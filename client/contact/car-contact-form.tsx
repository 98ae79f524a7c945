import type { CarDocument, Seller } from '../contracts/car-document.ts';
import CarContactFormIsland from '../islands/car-contact-form.island.tsx';
import { carContactFormPropsSchema } from '../islands/car-contact-form.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { contactTexts } from './contact.texts.ts';

const CarContactFormSlot = defineIsland(
  'car-contact-form',
  CarContactFormIsland,
  carContactFormPropsSchema,
);

/**
 * The contact form of a car's detail page. `sellerChoices` is the list a visitor must choose a
 * seller from (a sample car: the dealers of its brand, `sampleCarSellers`), null for any other car,
 * whose enquiry goes to the car's own site. The form is `#contact-form`; its quote and test-drive
 * boxes are `#contact-quote` and `#contact-testdrive`, and those hashes tick them.
 */
export function CarContactForm({
  car,
  sellerChoices,
}: {
  car: CarDocument;
  sellerChoices: Seller[] | null;
}) {
  const { dictionary, language, path } = usePageContext();
  return (
    <CarContactFormSlot
      hydrate="visible"
      props={{
        carId: car.car_id,
        language,
        // The browser sends its own location; a no-script post carries the page's path (same host by construction).
        sourcePageUrl: path,
        sellerChoices: sellerChoices
          ? sellerChoices.map(({ name, email }) => ({ name, email }))
          : null,
        texts: contactTexts[language],
        dictionary,
      }}
    />
  );
}

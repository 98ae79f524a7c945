import CarBackLink from '../islands/car-back-link.island.tsx';
import { type CarBackLinkProps, carBackLinkPropsSchema } from '../islands/car-back-link.props.ts';
import CarCollapsible from '../islands/car-collapsible.island.tsx';
import {
  type CarCollapsibleProps,
  carCollapsiblePropsSchema,
} from '../islands/car-collapsible.props.ts';
import CarDetailActions from '../islands/car-detail-actions.island.tsx';
import {
  type CarDetailActionsProps,
  carDetailActionsPropsSchema,
} from '../islands/car-detail-actions.props.ts';
import CarGallery from '../islands/car-gallery.island.tsx';
import { type CarGalleryProps, carGalleryPropsSchema } from '../islands/car-gallery.props.ts';
import SimilarCars from '../islands/similar-cars.island.tsx';
import { type SimilarCarsProps, similarCarsPropsSchema } from '../islands/similar-cars.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';

const CarGallerySlot = defineIsland('car-gallery', CarGallery, carGalleryPropsSchema);
const CarBackLinkSlot = defineIsland('car-back-link', CarBackLink, carBackLinkPropsSchema);
const CarCollapsibleSlot = defineIsland(
  'car-collapsible',
  CarCollapsible,
  carCollapsiblePropsSchema,
);
const CarDetailActionsSlot = defineIsland(
  'car-detail-actions',
  CarDetailActions,
  carDetailActionsPropsSchema,
);
const SimilarCarsSlot = defineIsland('similar-cars', SimilarCars, similarCarsPropsSchema);

// The detail page's islands as the server places them; each pulls only its own chunk.

export function CarGalleryIsland(props: CarGalleryProps) {
  return <CarGallerySlot props={props} hydrate="load" />;
}

export function CarBackLinkIsland(props: CarBackLinkProps) {
  return <CarBackLinkSlot props={props} hydrate="idle" />;
}

export function CarCollapsibleIsland(props: CarCollapsibleProps) {
  return <CarCollapsibleSlot props={props} hydrate="visible" />;
}

export function CarDetailActionsIsland(props: CarDetailActionsProps) {
  return <CarDetailActionsSlot props={props} hydrate="idle" />;
}

export function SimilarCarsIsland(props: SimilarCarsProps) {
  return <SimilarCarsSlot props={props} hydrate="visible" />;
}

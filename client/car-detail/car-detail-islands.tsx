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
import { Island } from '../ui/island-slot.tsx';

// The detail page's islands as the server places them; each pulls only its own chunk.

export function CarGalleryIsland(props: CarGalleryProps) {
  return (
    <Island
      name="car-gallery"
      component={CarGallery}
      schema={carGalleryPropsSchema}
      props={props}
      hydrate="load"
    />
  );
}

export function CarBackLinkIsland(props: CarBackLinkProps) {
  return (
    <Island
      name="car-back-link"
      component={CarBackLink}
      schema={carBackLinkPropsSchema}
      props={props}
      hydrate="idle"
    />
  );
}

export function CarCollapsibleIsland(props: CarCollapsibleProps) {
  return (
    <Island
      name="car-collapsible"
      component={CarCollapsible}
      schema={carCollapsiblePropsSchema}
      props={props}
      hydrate="visible"
    />
  );
}

export function CarDetailActionsIsland(props: CarDetailActionsProps) {
  return (
    <Island
      name="car-detail-actions"
      component={CarDetailActions}
      schema={carDetailActionsPropsSchema}
      props={props}
      hydrate="idle"
    />
  );
}

export function SimilarCarsIsland(props: SimilarCarsProps) {
  return (
    <Island
      name="similar-cars"
      component={SimilarCars}
      schema={similarCarsPropsSchema}
      props={props}
      hydrate="visible"
    />
  );
}

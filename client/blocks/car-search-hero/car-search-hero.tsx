import CarSearchHeroForm from '../../islands/car-search-hero.island.tsx';
import { carSearchHeroPropsSchema } from '../../islands/car-search-hero.props.ts';
import { Editable } from '../../ui/editable.tsx';
import { Island } from '../../ui/island-slot.tsx';
import { usePageContext } from '../../ui/page-context.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import type { CarSearchHeroBlock, CarSearchHeroData } from './car-search-hero.schema.ts';

/** The car search hero: picture, title and text, and the brand / model / words search of the site's stock. */
export function CarSearchHero({ block, data, priority }: { block: CarSearchHeroBlock; data: CarSearchHeroData; priority: boolean }) {
  const { texts } = usePageContext();
  const { Title, TitleTag, Text, Image, SearchPath, KeyphrasePlaceholder, ButtonText } = block.fields;
  const Heading = TitleTag;
  const props = {
    action: SearchPath,
    brands: data.brands,
    placeholder: KeyphrasePlaceholder ?? '',
    texts: {
      brand: texts.carSearchBrand,
      model: texts.carSearchModel,
      allBrands: texts.carSearchAllBrands,
      allModels: texts.carSearchAllModels,
      words: texts.carSearchWords,
      submit: ButtonText ?? texts.carSearchSubmit,
    },
  };
  return (
    <section className={Image ? 'car-search-hero has-image' : 'car-search-hero'} aria-labelledby={`${block.id}-title`}>
      {Image ? (
        <ResponsiveImage className="car-search-hero__image" src={Image.src} alt={Image.alt} width={1600} height={640} sizes="100vw" priority={priority} />
      ) : null}
      <div className="car-search-hero__content">
        <Heading id={`${block.id}-title`} className="car-search-hero__title"><Editable field="Title">{Title}</Editable></Heading>
        {Text ? <p className="car-search-hero__text"><Editable field="Text">{Text}</Editable></p> : null}
        <Island name="car-search-hero" component={CarSearchHeroForm} schema={carSearchHeroPropsSchema} props={props} hydrate="idle" />
      </div>
    </section>
  );
}

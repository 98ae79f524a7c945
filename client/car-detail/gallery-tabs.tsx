import type { CarGalleryProps } from '../islands/car-gallery.props.ts';
import type { MediaTab } from './spin-frames.ts';

export type GalleryTexts = CarGalleryProps['texts'];

export const tabLabels = (texts: GalleryTexts): Record<MediaTab, string> => ({
  pictures: texts.mediaPictures,
  video: texts.mediaVideo,
  exterior: texts.mediaExterior,
  interior: texts.mediaInterior,
});

/**
 * The media tabs (only for what exists): one set inline and one in the viewer, both showing the
 * gallery's one chosen tab. The arrow keys, Home and End move between tabs and choose (ARIA tabs).
 */
export function MediaTabs({
  tabs,
  tab,
  onSelect,
  prefix,
  texts,
}: {
  tabs: MediaTab[];
  tab: MediaTab;
  onSelect(tab: MediaTab): void;
  prefix: string;
  texts: GalleryTexts;
}) {
  const labels = tabLabels(texts);
  return (
    <div
      className="car-gallery__tabs"
      role="tablist"
      aria-label={texts.gallery}
      onKeyDown={(event) => {
        const at = tabs.indexOf(tab);
        const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[
          event.key
        ];
        if (next === undefined) return;
        // The tabs' arrows are theirs: the viewer's picture keys must not see them too.
        event.preventDefault();
        event.stopPropagation();
        const chosen = tabs[(next + tabs.length) % tabs.length]!;
        onSelect(chosen);
        document.getElementById(`${prefix}-tab-${chosen}`)?.focus();
      }}
    >
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${prefix}-tab-${name}`}
          aria-selected={tab === name}
          aria-controls={`${prefix}-panel`}
          tabIndex={tab === name ? 0 : -1}
          className="car-gallery__tab"
          onClick={() => onSelect(name)}
        >
          {labels[name]}
        </button>
      ))}
    </div>
  );
}

/** The ARIA of a tab panel, when there are tabs to label it. */
export const tabPanel = (tabs: MediaTab[], shown: MediaTab, prefix: string) =>
  tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${prefix}-tab-${shown}` } : {};

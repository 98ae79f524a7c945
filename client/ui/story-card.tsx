import type { Story } from '../contracts/stories.ts';
import { firstWordOfDate } from '../lib/stories.ts';
import { ResponsiveImage } from './responsive-image.tsx';

export interface StoryCardProps {
  story: Story;
  showDate: boolean;
  readMoreText: string;
  /** The highlighted latest story: large, the image beside the text on wide screens. */
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One story in a list or teaser (shell spec 2.9): image, date (the first word of the formatted
 * date), tags, title, preamble and 'read more'. The title is the link; the whole card is its
 * target (a stretched link in CSS), so a keyboard user meets one stop per story.
 */
export function StoryCard({
  story,
  showDate,
  readMoreText,
  featured = false,
  headingLevel = 'h3',
}: StoryCardProps) {
  const Heading = headingLevel;
  return (
    <article className={featured ? 'story-card story-card--featured' : 'story-card'}>
      {story.image ? (
        <ResponsiveImage
          className="story-card__image"
          src={story.image.src}
          alt={story.image.alt}
          width={story.image.width}
          height={story.image.height}
          sizes={
            featured
              ? '(min-width: 1024px) 60vw, 100vw'
              : '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'
          }
        />
      ) : null}
      <div className="story-card__body">
        {showDate || story.tags.length > 0 ? (
          <div className="story-card__meta">
            {showDate ? (
              <time className="story-card__date" dateTime={story.date.value}>
                {firstWordOfDate(story.date.formattedDateValue)}
              </time>
            ) : null}
            {story.tags.length > 0 ? (
              <ul className="story-card__tags">
                {story.tags.map((tag) => (
                  <li key={tag.id} className="story-card__tag">
                    {tag.value}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <Heading className="story-card__title">
          <a className="story-card__link" href={story.url.path}>
            {story.title}
          </a>
        </Heading>
        {story.preamble ? <p className="story-card__preamble">{story.preamble}</p> : null}
        <span className="story-card__read-more" aria-hidden="true">
          {readMoreText}
        </span>
      </div>
    </article>
  );
}

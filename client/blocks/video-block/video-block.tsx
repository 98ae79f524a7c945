import VideoIsland from '../../islands/video.island.tsx';
import { videoPropsSchema } from '../../islands/video.props.ts';
import { Editable } from '../../ui/editable.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { VideoBlock as VideoBlockData } from './video-block.schema.ts';
import { videoSources } from './video-sources.ts';
import { videoBlockTexts } from './video-block.texts.ts';

const VideoSlot = defineIsland('video', VideoIsland, videoPropsSchema);

/**
 * A video with a heading: the island renders the native player (sources by media query, poster,
 * captions) on the server, so it plays without JavaScript; the island adds autoplay and the
 * 'unavailable' state.
 */
export function VideoBlock({ block }: { block: VideoBlockData }) {
  const texts = videoBlockTexts[usePageContext().language];
  const {
    Title,
    TitleTag: Heading,
    VideoDesktop,
    VideoPhone,
    Poster,
    Captions,
    Autoplay,
  } = block.fields;
  const label = Title ?? Poster?.alt;
  return (
    <section className="video-block" {...(Title ? { 'aria-labelledby': `${block.id}-title` } : {})}>
      {Title ? (
        <Heading className="video-block__title" id={`${block.id}-title`}>
          <Editable field="Title">{Title}</Editable>
        </Heading>
      ) : null}
      <VideoSlot
        hydrate="visible"
        props={{
          sources: videoSources(VideoDesktop, VideoPhone),
          ...(Poster ? { poster: Poster.src } : {}),
          ...(label ? { label } : {}),
          ...(Captions ? { captions: Captions } : {}),
          autoplay: Autoplay,
          texts,
        }}
      />
    </section>
  );
}

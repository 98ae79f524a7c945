/** Where the phone file takes over: below the 768 px breakpoint. */
export const phoneMedia = '(max-width: 767px)';

export interface VideoSource {
  src: string;
  type?: string;
  media?: string;
}

const typeByExtension: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
};

/** A file's MIME type from its extension, so the browser skips formats it cannot play without fetching them. */
export function videoType(src: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase();
  return extension ? typeByExtension[extension] : undefined;
}

/**
 * The <source> list of a video: the phone files first under the phone media query, then the
 * desktop files for every other screen (and as the fallback when the phone files fail).
 */
export function videoSources(
  desktop: readonly { src: string }[],
  phone: readonly { src: string }[] = [],
): VideoSource[] {
  const source = (src: string, media?: string): VideoSource => {
    const type = videoType(src);
    return { src, ...(type ? { type } : {}), ...(media ? { media } : {}) };
  };
  return [
    ...phone.map((file) => source(file.src, phoneMedia)),
    ...desktop.map((file) => source(file.src)),
  ];
}

/** YouTube's privacy-enhanced host: the only one the page's CSP lets into a frame for video. */
export const youtubeEmbedOrigin = 'https://www.youtube-nocookie.com';

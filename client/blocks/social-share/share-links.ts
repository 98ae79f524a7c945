/** The networks a page can be shared on, in the order they show. Ids match the footer's icon names. */
export const shareNetworks = [
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'whatsapp', name: 'WhatsApp' },
  { id: 'x', name: 'X' },
] as const;
export type ShareNetwork = (typeof shareNetworks)[number]['id'];

export interface ShareLink {
  network: ShareNetwork;
  name: string;
  href: string;
}

/** Each network's share address for a page; every value is query-encoded. */
function shareHref(network: ShareNetwork, url: string, title: string): string {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'whatsapp':
      // WhatsApp takes one message: the title, then the address.
      return `https://wa.me/?${query({ text: title ? `${title} ${url}` : url })}`;
    case 'x':
      return `https://x.com/intent/post?${query({ url, ...(title ? { text: title } : {}) })}`;
  }
}

/** The share links of a page, from its canonical URL and title. */
export function shareLinks(url: string, title: string): ShareLink[] {
  return shareNetworks.map(({ id, name }) => ({
    network: id,
    name,
    href: shareHref(id, url, title.trim()),
  }));
}

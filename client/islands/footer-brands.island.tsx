import { useEffect, useId, useRef, useState } from 'react';
import type { FooterBrandsProps } from './footer-brands.props.ts';

/**
 * The footer's brand logo strip. A logo whose image fails to load removes itself (a broken image
 * icon helps nobody), and the strip with its heading goes when none is left. Images that failed
 * before hydration are found by their zero natural width.
 */
export default function FooterBrands({ heading, logos }: FooterBrandsProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const markFailed = (src: string) => setFailed((current) => new Set(current).add(src));

  useEffect(() => {
    const broken = [...(list.current?.querySelectorAll('img') ?? [])]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.getAttribute('src') ?? '');
    if (broken.length > 0) setFailed((current) => new Set([...current, ...broken]));
  }, []);

  const shown = logos.filter((logo) => !failed.has(logo.src));
  if (shown.length === 0) return null;
  return (
    <section className="footer-brands" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-brands__heading">
        {heading}
      </h2>
      <ul ref={list} className="footer-brands__list">
        {shown.map((logo) => (
          <li key={logo.src} className="footer-brands__item">
            <img
              src={logo.src}
              alt={logo.alt}
              width={160}
              height={56}
              loading="lazy"
              decoding="async"
              onError={() => markFailed(logo.src)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { type ImgHTMLAttributes, type SyntheticEvent, useState, useSyncExternalStore } from 'react';
import { candidates, cdnOrder } from '../lib/cdn';
import { subscribeCdns } from '../lib/cdn-lists';

const order = () => cdnOrder();

/**
 * A picture's `src` on the picked image CDN and the `onError` that moves it to the next CDN, then to
 * our own origin (spec 000 §7, ADR 056). `onFinalError` runs when the last one fails too, so a
 * caller keeps its own placeholder. For Mantine's <Image> or any <img>.
 */
export function useCdnImage(src: string, onFinalError?: (e: SyntheticEvent<HTMLImageElement>) => void) {
  const urls = candidates(src, useSyncExternalStore(subscribeCdns, order, order).image);
  // The failed count belongs to one src and one pick: a new picture (or new lists) starts again.
  const [tried, setTried] = useState({ key: '', n: 0 });
  const key = urls.join(' ');
  const n = tried.key === key ? tried.n : 0;
  return {
    src: urls[Math.min(n, urls.length - 1)] as string,
    onError: (e: SyntheticEvent<HTMLImageElement>) => {
      if (n < urls.length - 1) setTried({ key, n: n + 1 });
      else onFinalError?.(e);
    },
  };
}

/** An <img> whose server-relative `src` loads from the merchant's image CDNs, with fallback. */
export function CdnImage({ src, onError, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string }) {
  const cdn = useCdnImage(src, onError);
  return <img {...rest} src={cdn.src} onError={cdn.onError} />;
}

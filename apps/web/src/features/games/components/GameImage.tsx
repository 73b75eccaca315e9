import { type SyntheticEvent, useCallback } from 'react';
import { useCdnImage } from '../../../lib/cdn';
import fallback from '../assets/game-fallback.svg';

/**
 * A game or vendor picture from the image CDN (ADR 056); a missing one, or one that failed on every
 * CDN and our own origin, shows the local placeholder (spec 001 §2). A fixed `height`, or an
 * `aspectRatio` for a picture that must show whole at every card width.
 */
export function GameImage({ src, alt, height, aspectRatio }: { src: string; alt: string; height?: number; aspectRatio?: string }) {
  const onError = useCallback((e: SyntheticEvent<HTMLImageElement>) => {
    const img = e.currentTarget;
    if (!img.src.endsWith(fallback)) img.src = fallback;
  }, []);
  // Our own placeholder is a built asset: never looked for on a CDN.
  const cdn = useCdnImage(src, onError);
  return (
    <img
      src={src ? cdn.src : fallback}
      onError={cdn.onError}
      alt={alt}
      loading="lazy"
      style={{ width: '100%', height, aspectRatio, objectFit: 'cover', display: 'block', borderRadius: 8, background: '#ede9fe' }}
    />
  );
}

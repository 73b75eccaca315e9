import { type SyntheticEvent, useCallback } from 'react';
import { CdnImage } from '../../../components/CdnImage';
import fallback from '../assets/game-fallback.svg';

/**
 * A game or vendor picture from the image CDN (ADR 056); a missing one, or one that failed on every
 * CDN and our own origin, shows the local placeholder (spec 001 §2).
 */
export function GameImage({ src, alt, height }: { src: string; alt: string; height: number }) {
  const onError = useCallback((e: SyntheticEvent<HTMLImageElement>) => {
    const img = e.currentTarget;
    if (!img.src.endsWith(fallback)) img.src = fallback;
  }, []);
  return (
    <CdnImage
      src={src || fallback}
      alt={alt}
      onError={onError}
      loading="lazy"
      style={{ width: '100%', height, objectFit: 'cover', display: 'block', borderRadius: 8, background: '#ede9fe' }}
    />
  );
}

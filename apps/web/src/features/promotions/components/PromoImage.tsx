import { Image } from '@mantine/core';
import { useCdnImage } from '../../../lib/cdn';

/** A promotion picture on the image CDN, falling back along the list (ADR 056). */
export function PromoImage({ url, w }: { url: string; w?: { base: number; sm: number } }) {
  const cdn = useCdnImage(url);
  return <Image src={cdn.src} onError={cdn.onError} alt="" w={w} radius="sm" />;
}

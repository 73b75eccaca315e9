import { BANNER_AUTOPLAY_MS, type Banner } from '@arcadia/contract/promotions/home';
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../components/Carousel';
import { useCdnImage } from '../../../lib/cdn';
import { useBanners } from '../api/get-banners';
import { bannerTarget } from '../linkage';

type Props = { username: string | null; groupName?: string; interval?: number };

function BannerLink({ banner, username, children }: { banner: Banner; username: string | null; children: ReactNode }) {
  const target = bannerTarget(banner, username, window.location.origin);
  if (target.kind === 'internal')
    return (
      <Link to={target.to} className="arcadia-banner-link" data-linkage={banner.linkageType}>
        {children}
      </Link>
    );
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="arcadia-banner-link" data-linkage={banner.linkageType}>
        {children}
      </a>
    );
  return <div className="arcadia-banner-link">{children}</div>;
}

/**
 * Promotion banner carousel (spec 001 §2): one banner is a plain image; several autoplay (2500 ms)
 * with pagination. Each banner goes where its linkage says (see `bannerTarget`).
 */
export function BannerCarousel({ username, groupName = 'home', interval = BANNER_AUTOPLAY_MS }: Props) {
  // The shared carousel's own strings (common): the home page loads no promotions locale for them.
  const { t, i18n } = useTranslation('common');
  const { data } = useBanners(groupName, i18n.language);
  // Hold the carousel's place while the list loads, so the page below does not jump when it lands.
  if (!data) return <div className="arcadia-banner-space" aria-hidden="true" />;
  const banners = data;
  return (
    <Carousel
      testId="banner-carousel"
      interval={interval}
      slides={banners.map((b, i) => ({
        key: b.bannerId,
        content: (
          <BannerLink banner={b} username={username}>
            <BannerImage
              src={b.url}
              alt={t('carousel.slide', { n: i + 1, count: banners.length })}
              className="arcadia-banner-img"
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </BannerLink>
        ),
      }))}
    />
  );
}

/** A banner picture on the image CDN, falling back along the list (ADR 056). */
function BannerImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  return <img {...rest} alt={alt} {...useCdnImage(src)} />;
}

export default BannerCarousel;

import { BANNER_AUTOPLAY_MS, type Banner } from '@arcadia/contract/promotions';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from '../api/get-banners';
import { bannerTarget } from '../linkage';
import './carousel.css';

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
 * Promotion banner carousel (spec 001 §2). Hand-made rather than Mantine's carousel so the home
 * page's lazy chunk stays a few KB. One banner is a plain image; several autoplay (2500 ms) with
 * previous/next and pagination, pausing while hovered or focused and for reduced motion.
 */
export function BannerCarousel({ username, groupName = 'home', interval = BANNER_AUTOPLAY_MS }: Props) {
  const { t } = useTranslation('promotions');
  const { data } = useBanners(groupName);
  const banners = data ?? [];
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [touchX, setTouchX] = useState<number | null>(null);
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(id);
  }, [count, paused, interval]);
  if (count === 0) return null;
  const image = (b: Banner, i: number) => (
    <img src={b.url} alt={t('banner.alt', { n: i + 1, count })} className="arcadia-banner-img" loading={i === 0 ? 'eager' : 'lazy'} />
  );
  if (count === 1)
    return (
      <div className="arcadia-banner" data-testid="banner-carousel">
        <BannerLink banner={banners[0]!} username={username}>
          {image(banners[0]!, 0)}
        </BannerLink>
      </div>
    );
  return (
    <section
      className="arcadia-banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => setTouchX(e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const end = e.changedTouches[0]?.clientX;
        // a horizontal swipe of 40 px or more moves one banner
        if (touchX !== null && end !== undefined && Math.abs(end - touchX) >= 40) go(index + (end < touchX ? 1 : -1));
        setTouchX(null);
      }}
    >
      <div className="arcadia-banner-track" style={{ transform: `translateX(-${index * 100}%)` }} aria-live={paused ? 'polite' : 'off'}>
        {banners.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group with roledescription "slide"
          <div
            key={b.bannerId}
            className="arcadia-banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('banner.slide', { n: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
            data-testid="banner-slide"
            data-active={i === index}
          >
            <BannerLink banner={b} username={username}>
              {image(b, i)}
            </BannerLink>
          </div>
        ))}
      </div>
      <button type="button" className="arcadia-banner-arrow" data-side="prev" onClick={() => go(index - 1)} aria-label={t('banner.prev')}>
        ‹
      </button>
      <button type="button" className="arcadia-banner-arrow" data-side="next" onClick={() => go(index + 1)} aria-label={t('banner.next')}>
        ›
      </button>
      <div className="arcadia-banner-dots">
        {banners.map((b, i) => (
          <button
            key={b.bannerId}
            type="button"
            className="arcadia-banner-dot"
            aria-label={t('banner.goTo', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}

export default BannerCarousel;

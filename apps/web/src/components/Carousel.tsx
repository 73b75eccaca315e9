import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './carousel.css';

type Props = { slides: { key: string | number; content: ReactNode }[]; interval: number; testId?: string };

/**
 * A small accessible carousel (WAI-ARIA carousel pattern), hand-made rather than Mantine's so the
 * home page's lazy chunk stays a few KB. One slide is shown plainly; several autoplay with
 * previous/next, pagination dots and swipe, pausing while hovered or focused and for reduced motion.
 */
export function Carousel({ slides, interval, testId }: Props) {
  const { t } = useTranslation('common');
  const count = slides.length;
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
  if (count === 1)
    return (
      <div className="arcadia-banner" data-testid={testId}>
        {slides[0]!.content}
      </div>
    );
  return (
    <section
      className="arcadia-banner"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid={testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => setTouchX(e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const end = e.changedTouches[0]?.clientX;
        // a horizontal swipe of 40 px or more moves one slide
        if (touchX !== null && end !== undefined && Math.abs(end - touchX) >= 40) go(index + (end < touchX ? 1 : -1));
        setTouchX(null);
      }}
    >
      <div className="arcadia-banner-track" style={{ transform: `translateX(-${index * 100}%)` }} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((s, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group with roledescription "slide"
          <div
            key={s.key}
            className="arcadia-banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { n: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
            data-testid="banner-slide"
            data-active={i === index}
          >
            {s.content}
          </div>
        ))}
      </div>
      <button type="button" className="arcadia-banner-arrow" data-side="prev" onClick={() => go(index - 1)} aria-label={t('carousel.prev')}>
        ‹
      </button>
      <button type="button" className="arcadia-banner-arrow" data-side="next" onClick={() => go(index + 1)} aria-label={t('carousel.next')}>
        ›
      </button>
      <div className="arcadia-banner-dots">
        {slides.map((s, i) => (
          <button
            key={s.key}
            type="button"
            className="arcadia-banner-dot"
            aria-label={t('carousel.goTo', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}

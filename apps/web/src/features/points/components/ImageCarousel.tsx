import { ActionIcon, Box, Group, Image, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCdnImage } from '../../../lib/cdn';
import { stepImage } from '../logic';

/** The redeem popup's images: arrows and dots; it loops only with more than 5 images (spec 001 §2). */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation('points');
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, count - 1);
  const shown = useCdnImage(images[current] ?? '');
  if (!count) return null;
  const loops = count > 5;
  const arrow = (step: 1 | -1) => (
    <ActionIcon
      variant="filled"
      color="dark"
      radius="xl"
      size="lg"
      onClick={() => setIndex(stepImage(current, count, step))}
      disabled={!loops && (step === -1 ? current === 0 : current === count - 1)}
      aria-label={t(step === -1 ? 'carousel.previous' : 'carousel.next')}
      style={{ position: 'absolute', top: '50%', transform: 'translateY(-50%)', [step === -1 ? 'left' : 'right']: 8, opacity: 0.8 }}
    >
      <span aria-hidden="true">{step === -1 ? '‹' : '›'}</span>
    </ActionIcon>
  );
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carousel.label', { name: alt })}
      data-testid="reward-carousel"
      data-loops={loops}
    >
      <Box pos="relative">
        <Image
          src={shown.src}
          onError={shown.onError}
          alt={t('carousel.image', { name: alt, index: current + 1, count })}
          radius="md"
          h={220}
          fit="cover"
          aria-live="polite"
        />
        {count > 1 ? (
          <>
            {arrow(-1)}
            {arrow(1)}
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Group justify="center" gap={6} mt={8}>
          {images.map((src, i) => (
            <UnstyledButton
              key={src.slice(-40) + String(i)}
              onClick={() => setIndex(i)}
              aria-label={t('carousel.goTo', { index: i + 1 })}
              aria-current={i === current}
              style={{
                width: 10,
                height: 10,
                borderRadius: 5,
                background: i === current ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)',
              }}
            />
          ))}
        </Group>
      ) : null}
    </Box>
  );
}

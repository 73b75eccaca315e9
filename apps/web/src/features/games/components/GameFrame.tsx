import { Box } from '@mantine/core';

/** A third-party vendor's game page, framed in the in-app game page. */
export default function GameFrame({ url, title }: { url: string; title: string }) {
  return (
    <Box style={{ position: 'relative', width: '100%', height: 'calc(100vh - 140px)', minHeight: 420 }}>
      <iframe
        src={url}
        title={title}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 8, background: '#000' }}
      />
    </Box>
  );
}

/** What `/res/logo.png` answers for a merchant's logo setting (templates.logoUrl). */
export type LogoAnswer = { kind: 'image'; mime: string; bytes: Buffer } | { kind: 'redirect'; url: string } | null;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/**
 * The setting is a data URL (the console's upload, the demo's badge), an address on a CDN or a path
 * on the site. A data URL is served as bytes in its real type (browsers load images by type, not by
 * the `.png` in the name); the others are a redirect, so the image still loads from this domain first
 * and the speed test times this mirror. Anything else (a script, a malformed value) is no logo.
 */
export function logoAnswer(logoUrl: string): LogoAnswer {
  // data:<type>[;param…][;base64],<data>; the demo's badge is `data:image/svg+xml;utf8,…`.
  const data = /^data:([a-z0-9.+/-]+)((?:;[^,;]*)*),(.*)$/is.exec(logoUrl.trim());
  if (data) {
    const mime = data[1]!.toLowerCase();
    if (!IMAGE_TYPES.includes(mime)) return null;
    try {
      const bytes = /;base64$/i.test(data[2]!) ? Buffer.from(data[3]!, 'base64') : Buffer.from(decodeURIComponent(data[3]!), 'utf8');
      return bytes.length ? { kind: 'image', mime, bytes } : null;
    } catch {
      return null;
    }
  }
  if (/^https?:\/\/[^\s]+$/i.test(logoUrl) || /^\/(?!\/)[^\s]*$/.test(logoUrl)) {
    // Its own path would loop.
    return logoUrl.split('?')[0] === '/res/logo.png' ? null : { kind: 'redirect', url: logoUrl };
  }
  return null;
}

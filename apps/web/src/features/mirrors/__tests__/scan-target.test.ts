import { describe, expect, it } from 'vitest';
import { scanTarget } from '../components/DownloadPage';

describe('the address a download QR code carries', () => {
  it('makes an operator’s relative address whole against the site, so a phone that scans it gets there', () => {
    expect(scanTarget('/apps/acme.apk', 'https://play.acme.test')).toBe('https://play.acme.test/apps/acme.apk');
  });

  it('keeps a full address as it is', () => {
    expect(scanTarget('https://download.example.com/a.apk', 'https://play.acme.test')).toBe('https://download.example.com/a.apk');
  });
});

import type { DomainEntry } from '@arcadia/contract/system';

export type MirrorsPorts = { setMirrors(merchantId: number, hosts: string[]): Promise<DomainEntry[]> };

/**
 * Mirror domains for the speed test. The hosts live with the merchant's other domains (system);
 * the browser measures them itself, the server only keeps the list.
 */
export class MirrorsService {
  constructor(private readonly ports: MirrorsPorts) {}

  replace(merchantId: number, hosts: string[]): Promise<DomainEntry[]> {
    return this.ports.setMirrors(merchantId, hosts);
  }
}

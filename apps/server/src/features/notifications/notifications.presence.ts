import type { WebSocket } from 'ws';

/**
 * The authenticated sockets THIS instance holds, by merchant and member (several tabs are one member):
 * the routes deliver events through it, the operators' dashboard counts members online from it, and
 * /metrics counts its sockets. With several instances each knows only its own sockets: the dashboard
 * says so rather than pretending to a cluster-wide figure (ADR 027).
 */
export class SocketPresence {
  private readonly byMerchant = new Map<number, Map<number, Set<WebSocket>>>();
  /** Told when a member's first socket here opens (true) or their last one closes (false): the shared count (ADR 032). */
  onChange: ((merchantId: number, memberId: number, online: boolean) => void) | null = null;

  add(merchantId: number, memberId: number, socket: WebSocket): void {
    const members = this.byMerchant.get(merchantId) ?? new Map<number, Set<WebSocket>>();
    const sockets = members.get(memberId) ?? new Set<WebSocket>();
    const first = !sockets.size;
    sockets.add(socket);
    members.set(memberId, sockets);
    this.byMerchant.set(merchantId, members);
    if (first) this.onChange?.(merchantId, memberId, true);
  }

  remove(merchantId: number, memberId: number, socket: WebSocket): void {
    const members = this.byMerchant.get(merchantId);
    const sockets = members?.get(memberId);
    if (!sockets?.delete(socket)) return;
    if (!sockets.size) {
      members?.delete(memberId);
      this.onChange?.(merchantId, memberId, false);
    }
    if (members && !members.size) this.byMerchant.delete(merchantId);
  }

  /** The members with a socket here, by merchant (the heartbeat rewrites the shared entry from it). */
  membersByMerchant(): Map<number, number[]> {
    return new Map([...this.byMerchant].map(([m, members]) => [m, [...members.keys()]]));
  }

  /** The member's sockets here (none: an empty list). */
  socketsOf(merchantId: number, memberId: number): Iterable<WebSocket> {
    return this.byMerchant.get(merchantId)?.get(memberId) ?? [];
  }

  /** Every socket of the merchant here (a broadcast: the winner board's refresh). */
  *socketsOfMerchant(merchantId: number): Iterable<WebSocket> {
    for (const sockets of this.byMerchant.get(merchantId)?.values() ?? []) yield* sockets;
  }

  /** Distinct members of the merchant with at least one open socket here. */
  online(merchantId: number): number {
    return this.byMerchant.get(merchantId)?.size ?? 0;
  }

  /** Every socket this instance holds. */
  total(): number {
    let n = 0;
    for (const members of this.byMerchant.values()) for (const sockets of members.values()) n += sockets.size;
    return n;
  }
}

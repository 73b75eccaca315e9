/**
 * Who holds an authenticated socket on THIS instance, counted per member (several tabs are one
 * member). With several instances each knows only its own sockets: the operators' dashboard says
 * so rather than pretending to a cluster-wide figure (ADR 027).
 */
export class SocketPresence {
  private readonly byMerchant = new Map<number, Map<number, number>>();

  add(merchantId: number, memberId: number): void {
    const members = this.byMerchant.get(merchantId) ?? new Map<number, number>();
    members.set(memberId, (members.get(memberId) ?? 0) + 1);
    this.byMerchant.set(merchantId, members);
  }

  remove(merchantId: number, memberId: number): void {
    const members = this.byMerchant.get(merchantId);
    const n = members?.get(memberId) ?? 0;
    if (!members || n <= 1) members?.delete(memberId);
    else members.set(memberId, n - 1);
    if (members && !members.size) this.byMerchant.delete(merchantId);
  }

  /** Distinct members of the merchant with at least one open socket here. */
  online(merchantId: number): number {
    return this.byMerchant.get(merchantId)?.size ?? 0;
  }
}

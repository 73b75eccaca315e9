import type { AgentTreeNode } from '@arcadia/contract/ops/members';
import type { AgentsOpsTreeRepository } from './agents.ops-tree.repository.js';
import type { AgentsPorts, AgentsService } from './agents.service.js';

type Row = { member_id: number; created_at: string; team: number; total: number };

/** The operator's view of the downline tree: expanded one level at a time, or found by account (ADR 025). */
export class OpsTreeService {
  constructor(
    private readonly repo: AgentsOpsTreeRepository,
    private readonly agents: AgentsService,
    private readonly member: AgentsPorts['member'],
  ) {}

  private async nodes(merchantId: number, rows: Row[]): Promise<AgentTreeNode[]> {
    return Promise.all(
      rows.map(async (r) => {
        const m = await this.member(merchantId, r.member_id);
        return { account: m.account, type: m.isAgent, teamSize: r.team, joinedAt: new Date(r.created_at).toISOString() };
      }),
    );
  }

  /** Members under `parentId` (null: the top of the tree). */
  async level(merchantId: number, parentId: number | null, page: number, size: number) {
    if (parentId !== null) await this.agents.ensureInTree(merchantId, parentId);
    const rows =
      parentId === null ? await this.repo.roots(merchantId, page, size) : await this.repo.children(merchantId, parentId, page, size);
    return { items: await this.nodes(merchantId, rows), total: rows[0]?.total ?? 0, page, size };
  }

  /** From the top of the tree down to the member, so the console can open the branch it sits in. */
  async path(merchantId: number, memberId: number): Promise<AgentTreeNode[]> {
    await this.agents.ensureInTree(merchantId, memberId);
    return this.nodes(merchantId, await this.repo.path(merchantId, memberId));
  }

  teamSize(merchantId: number, memberId: number): Promise<number> {
    return this.repo.teamSize(merchantId, memberId);
  }
}

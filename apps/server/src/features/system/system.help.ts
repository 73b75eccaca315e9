import { ERROR_CODES, type Language } from '@arcadia/contract';
import { HELP_ERRORS, type HelpItemCreate, type HelpItemUpdate, type OpsHelpItem } from '@arcadia/contract/system';
import { AppError } from '../../platform/http/app-error.js';
import type { HelpItemRow, HelpItemsRepository } from './system.help.repository.js';

const view = (r: HelpItemRow): OpsHelpItem => ({
  id: r.id,
  language: r.language,
  parentId: r.parentId,
  tag: r.tag,
  title: r.title,
  content: r.content,
  bgColor: r.bgColor,
  sort: r.sort,
});

/** The sort value that puts an item after every current child of `parentId` (or top-level item). */
const endOf = (rows: HelpItemRow[], parentId: number | null) =>
  rows.filter((r) => r.parentId === parentId).reduce((max, r) => Math.max(max, r.sort + 1), 0);

/**
 * The console's help editor (ADR 031): one item at a time, two levels (parents and children), HTML
 * sanitised on write like notices. Tags are unique per merchant and language because the player
 * page deep-links by tag (/help?item=<tag>).
 */
export class HelpItemsService {
  constructor(
    private readonly repo: HelpItemsRepository,
    private readonly sanitize: (html: string) => string,
  ) {}

  async list(merchantId: number, language: Language): Promise<OpsHelpItem[]> {
    return (await this.repo.list(merchantId, language)).map(view);
  }

  async get(merchantId: number, id: number): Promise<OpsHelpItem | null> {
    const row = await this.repo.get(merchantId, id);
    return row ? view(row) : null;
  }

  async create(merchantId: number, input: HelpItemCreate): Promise<OpsHelpItem> {
    const all = await this.repo.list(merchantId, input.language);
    this.assertParent(all, input.parentId);
    this.assertTagFree(all, input.tag, null);
    const row = await this.repo.insert({
      merchantId,
      language: input.language,
      parentId: input.parentId,
      tag: input.tag,
      title: input.title,
      content: this.sanitize(input.content),
      bgColor: input.bgColor,
      sort: endOf(all, input.parentId),
    });
    return view(row);
  }

  async update(merchantId: number, id: number, input: HelpItemUpdate): Promise<OpsHelpItem> {
    const current = await this.found(merchantId, id);
    const all = await this.repo.list(merchantId, current.language);
    this.assertTagFree(all, input.tag, id);
    const to = input.parentId;
    const moving = to !== undefined && to !== current.parentId;
    if (moving) {
      if (to === id) throw new AppError(ERROR_CODES.invalidRequest, 400, { detail: 'an item cannot be its own parent' });
      this.assertParent(all, to);
      // A parent with children stays at the top: under another parent they would be a third level.
      if (to !== null && all.some((r) => r.parentId === id)) throw new AppError(HELP_ERRORS.tooDeep, 400);
    }
    const row = await this.repo.update(merchantId, id, {
      tag: input.tag,
      title: input.title,
      content: this.sanitize(input.content),
      bgColor: input.bgColor,
      ...(moving ? { parentId: to, sort: endOf(all, to) } : {}),
    });
    if (!row) throw new AppError('not_found', 404);
    return view(row);
  }

  /** Swaps the item with its neighbour among its siblings; at either end nothing changes. Returns the siblings in order. */
  async move(merchantId: number, id: number, direction: 'up' | 'down'): Promise<OpsHelpItem[]> {
    const current = await this.found(merchantId, id);
    const siblings = (await this.repo.list(merchantId, current.language)).filter((r) => r.parentId === current.parentId);
    const at = siblings.findIndex((r) => r.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) return siblings.map(view);
    const order = siblings.map((r) => r.id);
    [order[at], order[to]] = [order[to] as number, order[at] as number];
    await this.repo.setOrder(merchantId, order);
    const byId = new Map(siblings.map((r) => [r.id, r]));
    return order.map((rid, sort) => view({ ...(byId.get(rid) as HelpItemRow), sort }));
  }

  /** A parent with children goes only when the operator asked for the cascade (ADR 031). */
  async remove(merchantId: number, id: number, cascade: boolean): Promise<{ deleted: number[] }> {
    const current = await this.found(merchantId, id);
    const children = (await this.repo.list(merchantId, current.language)).filter((r) => r.parentId === id).map((r) => r.id);
    if (children.length && !cascade) throw new AppError(HELP_ERRORS.hasChildren, 409, { count: children.length });
    await this.repo.delete(merchantId, id, children);
    return { deleted: [...children, id] };
  }

  private async found(merchantId: number, id: number): Promise<HelpItemRow> {
    const row = await this.repo.get(merchantId, id);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  /** A new parent must be a top-level item of the same merchant and language (the list given). */
  private assertParent(rows: HelpItemRow[], parentId: number | null): void {
    if (parentId === null) return;
    const parent = rows.find((r) => r.id === parentId);
    if (!parent) throw new AppError('not_found', 404);
    // Only a top-level item may have children: the player menu is parents and their children.
    if (parent.parentId !== null) throw new AppError(HELP_ERRORS.tooDeep, 400);
  }

  private assertTagFree(rows: HelpItemRow[], tag: string, self: number | null): void {
    if (rows.some((r) => r.tag.toLowerCase() === tag.toLowerCase() && r.id !== self))
      throw new AppError(HELP_ERRORS.tagTaken, 409, { tag });
  }
}

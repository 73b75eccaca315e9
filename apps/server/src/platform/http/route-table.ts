import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One registered route with the access it declared (auth level, money, feature switches). */
export type RouteEntry = {
  method: string;
  url: string;
  auth: string | null;
  money: 'real' | 'real-or-trial' | null;
  features: readonly string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as declared; the access tests walk it (ADR 036). */
    routeTable: RouteEntry[];
  }
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

/** Registered first in app.ts, so no route escapes the list a new route must be classified in. */
export const routeTable = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      for (const method of asList(route.method)) {
        // Fastify adds a HEAD twin to every GET; it answers as the GET does.
        if (method === 'HEAD' && table.some((r) => r.url === route.url && r.method === 'GET')) continue;
        table.push({
          method,
          url: route.url,
          auth: config.auth ?? null,
          money: config.money === true ? 'real' : config.money ? 'real-or-trial' : null,
          features: asList(config.feature),
        });
      }
    });
  },
  { name: 'route-table' },
);

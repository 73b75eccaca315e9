import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/client.js';
import { opsRoutes } from './ops/index.js';
import { createSystemFeature, type SystemFeature, systemRoutes } from './system/index.js';

export type Features = { system: SystemFeature };

/** Builds every feature's services once; app.ts and the workflows share them. */
export async function createFeatures(db: Db, clock: Clock, config: Pick<Config, 'jwePrivateKeyPem'>): Promise<Features> {
  const system = await createSystemFeature(db, clock, config.jwePrivateKeyPem);
  return { system };
}

export async function registerFeatureRoutes(app: FastifyInstance, features: Features, config: Config): Promise<void> {
  await app.register(systemRoutes, {
    service: features.system.service,
    crypto: features.system.crypto,
    geoCountryHeader: config.geoCountryHeader,
  });
  if (config.opsApiToken) await app.register(opsRoutes, { token: config.opsApiToken, system: features.system.service });
}

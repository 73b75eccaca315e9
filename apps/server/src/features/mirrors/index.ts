import { type MirrorsPorts, MirrorsService } from './mirrors.service.js';

export { type MirrorsOpsRoutesOptions, mirrorsOpsRoutes } from './mirrors.ops.routes.js';
export { MirrorsService };

export function createMirrorsFeature(ports: MirrorsPorts) {
  return { service: new MirrorsService(ports) };
}

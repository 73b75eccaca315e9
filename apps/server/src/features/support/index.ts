import { type SupportPorts, SupportService } from './support.service.js';

export { type SupportOpsRoutesOptions, type SupportRoutesOptions, supportOpsRoutes, supportRoutes } from './support.routes.js';
export { sanitizeOperatorHtml } from './support.sanitize.js';
export { SupportService };

export function createSupportFeature(ports: SupportPorts) {
  return { service: new SupportService(ports) };
}

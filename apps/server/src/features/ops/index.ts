export { type OpsRoutesOptions, opsRoutes } from './ops.routes.js';

import { csScriptSchema } from '@arcadia/contract/support';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/support/script (value.scripts). */
export const getCsScript = (signal?: AbortSignal) => apiGet('/wps/support/script', csScriptSchema, { signal, background: true });

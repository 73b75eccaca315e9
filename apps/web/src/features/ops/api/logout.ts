import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';

/** POST /ops/auth/logout */
export const opsLogout = () => apiSend('POST', '/ops/auth/logout', z.null(), { background: true, nullable: true, token: opsToken() ?? '' });

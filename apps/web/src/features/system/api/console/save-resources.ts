import { type Resource, resourceSchema } from '@arcadia/contract/system';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

/** PUT /ops/merchants/:code/resources — the whole list, in order. */
export const saveResources = (code: string, resources: Resource[]) =>
  apiSend('PUT', sitePath(code, 'resources'), z.array(resourceSchema), { ...siteOpts(), body: { resources } });
export const useSaveResources = (code: string) => useSiteMutation(code, (r: Resource[]) => saveResources(code, r));

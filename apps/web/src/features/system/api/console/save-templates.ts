import { type Templates, templatesSchema } from '@arcadia/contract/system';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

/** PUT /ops/merchants/:code/templates — template, logo and colours. */
export const saveTemplates = (code: string, body: Templates) =>
  apiSend('PUT', sitePath(code, 'templates'), templatesSchema, { ...siteOpts(), body });
export const useSaveTemplates = (code: string) => useSiteMutation(code, (t: Templates) => saveTemplates(code, t));

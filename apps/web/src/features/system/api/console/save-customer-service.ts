import { type CustomerServiceEntry, customerServiceSchema } from '@arcadia/contract/system';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

/** PUT /ops/merchants/:code/customer-service — the whole list, in order. */
export const saveCustomerService = (code: string, entries: CustomerServiceEntry[]) =>
  apiSend('PUT', sitePath(code, 'customer-service'), z.array(customerServiceSchema), { ...siteOpts(), body: { entries } });
export const useSaveCustomerService = (code: string) => useSiteMutation(code, (e: CustomerServiceEntry[]) => saveCustomerService(code, e));

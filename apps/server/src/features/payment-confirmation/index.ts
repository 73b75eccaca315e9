import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { PaymentConfirmationRepository } from './payment-confirmation.repository.js';
import { type PaymentConfirmationPorts, PaymentConfirmationService } from './payment-confirmation.service.js';

export { paymentConfirmationMessages } from './payment-confirmation.messages.js';
export { type PaymentConfirmationRoutesOptions, paymentConfirmationRoutes } from './payment-confirmation.routes.js';
export { PaymentConfirmationService };

export function createPaymentConfirmationFeature(db: Db, clock: Clock, ports: PaymentConfirmationPorts) {
  return { service: new PaymentConfirmationService(new PaymentConfirmationRepository(db), clock, ports) };
}

import type { FastifyInstance } from 'fastify';
import { isRecoveryLinkExpired, resetPassword, sendRecoveryMail } from '../services/account-recovery.js';
import { storeContextOf } from './store-context.js';

// Password recovery (Shopware's SendPasswordRecoveryMailRoute, ResetPasswordRoute,
// CustomerRecoveryIsExpiredRoute): each route calls one use case of services/account-recovery.ts, which says
// why an unknown email answers like a known one.

const SUCCESS_RESPONSE = { success: true, apiAlias: 'array_struct' as const };

export function registerAccountRecoveryRoutes(app: FastifyInstance): void {
  app.post('/account/recovery-password', async (request) => {
    await sendRecoveryMail(app, storeContextOf(request), request.body, request.ip);
    return SUCCESS_RESPONSE;
  });

  app.post('/account/recovery-password-confirm', async (request) => {
    await resetPassword(app, storeContextOf(request), request.body, request.ip);
    return SUCCESS_RESPONSE;
  });

  app.post('/account/customer-recovery-is-expired', async (request) => {
    const isExpired = await isRecoveryLinkExpired(app, request.body);
    return { isExpired, apiAlias: 'array_struct' as const };
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DeleteAccountInputSchema, type SessionListSchema } from '#shared/auth.schemas.ts';
import type { OkResponse } from '#shared/common.schemas.ts';
import { parseInput } from '#server/lib/errors.ts';
import { clearSessionCookie, requireUser, type SessionCookieOptions } from '#server/features/auth/session.ts';
import type { AuthService } from '#server/features/auth/auth.service.ts';
import type { AccountService } from './account.service.ts';

const SessionParamsSchema = z.object({ id: z.string().regex(/^[\w-]{16}$/) });

export async function accountRoutes(
  app: FastifyInstance,
  { auth, account, cookie }: { auth: AuthService; account: AccountService; cookie: SessionCookieOptions },
): Promise<void> {
  app.get('/api/account/sessions', async (request): Promise<z.infer<typeof SessionListSchema>> => {
    return { sessions: await auth.listSessions(requireUser(request)) };
  });

  app.delete('/api/account/sessions/:id', async (request): Promise<OkResponse> => {
    const current = requireUser(request);
    const { id } = parseInput(SessionParamsSchema, request.params);
    await auth.revokeSession(current, id);
    return { success: true };
  });

  app.post('/api/account/sessions/revoke-others', async (request): Promise<OkResponse> => {
    await auth.revokeOtherSessions(requireUser(request));
    return { success: true };
  });

  app.get('/api/account/export', async (request, reply) => {
    const data = await account.exportData(requireUser(request));
    void reply
      .header('Content-Disposition', 'attachment; filename="psyscribe-mes-donnees.json"')
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8');
    return JSON.stringify(data, null, 2);
  });

  app.post('/api/account/delete', async (request, reply): Promise<OkResponse> => {
    const current = requireUser(request);
    const { password } = parseInput(DeleteAccountInputSchema, request.body);
    await account.deleteAccount(current, password, request.ip);
    clearSessionCookie(reply, cookie);
    return { success: true };
  });
}

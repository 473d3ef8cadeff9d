import userIdle from '../../../schemas/config/user_idle.json';

/** The config service's reply for the idle settings, which every signed-in page asks for (a fake server's answer). */
export const idleConfigReply = (): Response =>
  new Response(JSON.stringify({ client: 'CANACCT', page: 'user_idle', kind: 'component', locale: 'en-CA', content_hash: 'h', content: userIdle }), { status: 200 });

import fp from 'fastify-plugin';

/**
 * Graceful shutdown: Fastify closes connections that are idle when it starts closing, but a
 * keep-alive connection busy at that moment would stay open until its keep-alive timeout.
 * Answers sent while closing say `Connection: close`, so each such connection ends with its
 * last response.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'drain', fastify: '5.x' },
);

// The baseline every HTTP bench is compared with: a bare Fastify hello-world, in a process of its own
// (bench/child.ts). Answers {port} once it listens and serves until killed.
import Fastify from 'fastify';
import { answer } from './child.js';

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
answer({ port: (bare.server.address() as { port: number }).port });

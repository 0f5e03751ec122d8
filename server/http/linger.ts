/** Refusing a request while its body still streams in: answer, then close as nginx does. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long what a refused client still sends is read and dropped after the answer. */
const LINGER_MS = 2_000;

/**
 * Answers this request and then closes its connection, however much of the body is still to
 * come (so the client stops sending). Node closes the socket as soon as the answer is written,
 * and closing with the client's data still unread resets the connection: the reset can reach
 * the client before it has read the answer, which it then never sees (it gets EPIPE while
 * writing instead of the reason). So, as nginx's lingering close: the answer goes with the end
 * of the server's half of the connection, what the client still sends is read and dropped, and
 * the connection closes when the client closes its half or after LINGER_MS.
 */
export function closeAfterAnswer(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('Connection', 'close');
  req.raw.resume();
  const socket = req.raw.socket;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

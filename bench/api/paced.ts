/**
 * Latency at a fixed request rate (open loop). autocannon's rate options send each connection's
 * share of a second back to back at the start of the second, so its latencies under a rate are
 * those of a burst. Here request i is due at start + i / rate whether or not earlier ones have
 * answered, and its latency runs from that due time to its answer: a slow server delays the
 * requests queued behind it and their wait counts (no coordinated omission).
 */
import net from 'node:net';
import type { Row } from './row';

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  port: number;
  rate: number;
  seconds: number;
  /** keep-alive connections, one request in flight on each, like autocannon's connections */
  connections: number;
  /** the next request to send, or undefined while none can be (e.g. every applicant is busy) */
  next: () => PacedRequest | undefined;
  /** called with each answer, e.g. to give an applicant back */
  done: (request: PacedRequest, status: number, body: string) => void;
}

/**
 * One keep-alive HTTP/1.1 connection with one request at a time. The load generator shares the
 * machine with the server, so it is kept lean: node:http spends several times more CPU per request.
 * Answers must carry Content-Length (Fastify's JSON replies do).
 */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((answer: { status: number; body: string } | Error) => void) | undefined;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    this.socket.on('error', (err) => this.settle(err));
    this.socket.on('close', () => this.settle(new Error('connection closed')));
  }

  send(request: PacedRequest, answer: (a: { status: number; body: string } | Error) => void): void {
    this.waiting = answer;
    const body = request.body ?? '';
    const headers = Object.entries(request.headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    this.socket.write(`${request.method} ${request.path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`);
  }

  close(): void {
    this.waiting = undefined;
    this.socket.destroy();
  }

  private parse(): void {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.settle(new Error(`answer without content-length: ${head.split('\r\n')[0]}`));
    const total = end + 4 + Number(length[1]);
    if (this.buffer.length < total) return;
    const body = this.buffer.subarray(end + 4, total).toString();
    this.buffer = this.buffer.subarray(total);
    this.settle({ status: Number(head.slice(9, 12)), body });
  }

  private settle(answer: { status: number; body: string } | Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(answer);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function paced(name: string, opts: PacedOptions): Promise<Row> {
  const idle = Array.from({ length: opts.connections }, () => new Connection(opts.port));
  const all = [...idle];
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  const codes = new Map<number, number>();
  let errors = 0;
  let sent = 0;
  let answered = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      const elapsed = (performance.now() - start) / 1000;
      for (const c of all) c.close();
      latencies.sort((a, b) => a - b);
      if (codes.size > 0) console.log(`${name}: non-2xx answers ${[...codes].map(([code, n]) => `${code}×${n}`).join(', ')}`);
      resolve({ name, rps: answered / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), non2xx, errors });
    };
    const send = (due: number) => {
      const request = opts.next();
      if (!request) return false;
      const connection = idle.pop()!;
      connection.send(request, (answer) => {
        if (answer instanceof Error) {
          // a broken connection is not used again
          errors++;
          return settle(request, 0, '');
        }
        idle.push(connection);
        latencies.push(performance.now() - due);
        if (answer.status < 200 || answer.status > 299) {
          non2xx++;
          codes.set(answer.status, (codes.get(answer.status) ?? 0) + 1);
        }
        settle(request, answer.status, answer.body);
      });
      return true;
    };
    const settle = (request: PacedRequest, status: number, body: string) => {
      answered++;
      opts.done(request, status, body);
      tick();
      if (answered === total) finish();
    };
    // sends everything that is due; a request that cannot go yet keeps its due time
    const tick = () => {
      const now = performance.now();
      while (sent < total && idle.length > 0 && start + sent * interval <= now) {
        if (!send(start + sent * interval)) break;
        sent++;
      }
    };
    const timer = setInterval(() => {
      tick();
      if (sent === total) clearInterval(timer);
    }, 1);
  });
}

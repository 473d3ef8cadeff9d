/**
 * Latency at a fixed request rate (open loop). autocannon's rate options send each connection's
 * share of a second back to back at the start of the second, so its latencies under a rate are
 * those of a burst. Here request i is due at start + i / rate whether or not earlier ones have
 * answered, and its latency runs from that due time to its answer: a slow server delays the
 * requests queued behind it and their wait counts (no coordinated omission).
 */
import http from 'node:http';
import type { Row } from './load';

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
  /** at most this many requests in flight (sockets), like autocannon's connections */
  connections: number;
  /** the next request to send, or undefined while none can be (e.g. every applicant is busy) */
  next: () => PacedRequest | undefined;
  /** called with each answer, e.g. to give an applicant back */
  done: (request: PacedRequest, status: number, body: string) => void;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function paced(name: string, opts: PacedOptions): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let answered = 0;
  let inFlight = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      const elapsed = (performance.now() - start) / 1000;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({ name, rps: answered / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), non2xx, errors });
    };
    const send = (due: number) => {
      const request = opts.next();
      if (!request) return false;
      inFlight++;
      const req = http.request({ host: '127.0.0.1', port: opts.port, method: request.method, path: request.path, headers: request.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          latencies.push(performance.now() - due);
          if (status < 200 || status > 299) non2xx++;
          settle(request, status, Buffer.concat(chunks).toString());
        });
      });
      req.on('error', () => {
        errors++;
        settle(request, 0, '');
      });
      req.end(request.body);
      return true;
    };
    const settle = (request: PacedRequest, status: number, body: string) => {
      inFlight--;
      answered++;
      opts.done(request, status, body);
      tick();
      if (answered === total) finish();
    };
    // sends everything that is due; a request that cannot go yet keeps its due time
    const tick = () => {
      const now = performance.now();
      while (sent < total && inFlight < opts.connections && start + sent * interval <= now) {
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

import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx } from '../../scripts/ensure-nginx.ts';

/** One line per proxied request in the access log: which instance answered it. */
const LOG_FORMAT = '$upstream_addr $request_method $request_uri $status';

/**
 * The README's nginx front (a `least_conn` upstream over the instances, keep-alive to them, the
 * forwarded headers), as a config of its own: no daemon, everything under `prefix`, on a loopback port.
 */
export function nginxConfig(options: { prefix: string; port: number; upstreams: number[] }): string {
  const { prefix } = options;
  return `# Written by the test that starts it.
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
    log_format upstream '${LOG_FORMAT}';
    access_log ${prefix}/access.log upstream;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    client_max_body_size 4m;

    upstream vitrine {
        least_conn;
${options.upstreams.map((port) => `        server 127.0.0.1:${port};`).join('\n')}
        keepalive 64;
    }

    server {
        listen 127.0.0.1:${options.port};
        location / {
            proxy_pass http://vitrine;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }
    }
}
`;
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface NginxFront {
  url: string;
  /** The access log so far: the instance (`127.0.0.1:port`), method, URI and status of each request. */
  requests(): { upstream: string; method: string; uri: string; status: number }[];
  stop(): Promise<void>;
}

/** Writes a config into a fresh prefix and checks it with `nginx -t`; returns the prefix and paths. */
export function writeNginxConfig(port: number, upstreams: number[]): { nginx: string; prefix: string; conf: string; check: { status: number | null; output: string } } {
  const nginx = ensureNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, port, upstreams }));
  // -e: the startup error log too goes to the prefix, never to the system's /var/log/nginx.
  const test = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { encoding: 'utf8' });
  return { nginx, prefix, conf, check: { status: test.status, output: `${test.stdout}${test.stderr}` } };
}

/** Starts nginx in front of these instances; it is stopped by `stop()`, when this process exits, or after `maxLifetimeMs`. */
export async function startNginx(upstreams: number[], maxLifetimeMs: number): Promise<NginxFront> {
  const port = await freePort();
  const { nginx, prefix, conf, check } = writeNginxConfig(port, upstreams);
  if (check.status !== 0) throw new Error(`nginx refused its config:\n${check.output}`);
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  // SIGTERM is nginx's fast shutdown: the master stops its workers, then itself.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const killer = setTimeout(kill, maxLifetimeMs);
  killer.unref();
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      kill();
      await exited;
    }
    clearTimeout(killer);
    process.off('exit', kill);
    rmSync(prefix, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ; ) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${output}${readLog(join(prefix, 'error.log'))}`);
    try {
      await fetch(`${url}/favicon.svg`, { signal: AbortSignal.timeout(2_000) });
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer on ${url}`, { cause: error });
      }
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
  return {
    url,
    requests: () =>
      readLog(join(prefix, 'access.log'))
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [upstream = '', method = '', uri = '', status = '0'] = line.split(' ');
          return { upstream, method, uri, status: Number(status) };
        }),
    stop,
  };
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

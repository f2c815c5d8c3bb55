import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { umpireServe } from '../browser/umpire-serve.ts';

const root = mkdtempSync(join(tmpdir(), 'umpire-serve-cmd-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `umpire serve` with these flags until it exits by itself (as it does when it refuses to start). */
function serveOnce(flags: readonly string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/umpire.js', 'serve', '--port', '0', '--host', '127.0.0.1', ...flags]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

function app(): string {
  const d = join(root, `app-${Math.random().toString(36).slice(2)}`);
  mkdirSync(d);
  writeFileSync(join(d, 'index.html'), '<!doctype html><title>Umpire</title>');
  return d;
}

describe('the umpire serve command', () => {
  it('prints where it serves as JSON, serves the app, and stops cleanly on SIGTERM', async () => {
    const server = await umpireServe(app(), join(root, 'data-a'));
    expect(server.port).toBeGreaterThan(0);
    const res = await fetch(server.base);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Umpire</title>');
    await server.stop('SIGTERM');
  });

  it('refuses a data folder another umpire serve holds, in one line, with nothing half-started', async () => {
    const data = join(root, 'data-b');
    const first = await umpireServe(app(), data);
    const second = await serveOnce(['--app', app(), '--data', data]);
    expect(second.status).not.toBe(0);
    expect(second.stdout).toBe('');
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(second.stderr).toMatch(/cannot be opened.*another umpire serve may be using it/);
    await first.stop();
  });

  it('refuses a folder without a built app', async () => {
    const r = await serveOnce(['--app', root, '--data', join(root, 'data-c')]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/holds no built app/);
  });
});

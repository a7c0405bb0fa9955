import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDataDir, choosePort, readOption } from '../../src-main/data-dir.ts';

const userDataDir = '/home/ana/.config/timbre';

describe('chooseDataDir', () => {
  it('prefers --data-dir over TIMBRE_DATA_DIR over userData', () => {
    const env = { TIMBRE_DATA_DIR: '/srv/from-env' };
    expect(chooseDataDir({ argv: ['--data-dir', '/srv/from-arg'], env, userDataDir })).toBe('/srv/from-arg');
    expect(chooseDataDir({ argv: ['--data-dir=/srv/eq'], env, userDataDir })).toBe('/srv/eq');
    expect(chooseDataDir({ argv: [], env, userDataDir })).toBe('/srv/from-env');
    expect(chooseDataDir({ argv: [], env: {}, userDataDir })).toBe(userDataDir);
    expect(chooseDataDir({ argv: [], env: { TIMBRE_DATA_DIR: '' }, userDataDir })).toBe(userDataDir);
  });

  it('resolves relative paths against the working directory', () => {
    expect(chooseDataDir({ argv: ['--data-dir', 'data'], env: {}, userDataDir, cwd: '/work' })).toBe(resolve('/work/data'));
    expect(chooseDataDir({ argv: [], env: { TIMBRE_DATA_DIR: './d' }, userDataDir, cwd: '/work' })).toBe(resolve('/work/d'));
  });

  it('refuses --data-dir without a value', () => {
    expect(() => chooseDataDir({ argv: ['--data-dir'], env: {}, userDataDir })).toThrow(/--data-dir needs a folder/);
    expect(() => chooseDataDir({ argv: ['--data-dir', '--port', '1'], env: {}, userDataDir })).toThrow(/--data-dir/);
  });
});

describe('choosePort', () => {
  it('prefers --port over TIMBRE_PORT, else undefined (7717 or the next free one)', () => {
    expect(choosePort({ argv: ['--port', '9000'], env: { TIMBRE_PORT: '9100' } })).toBe(9000);
    expect(choosePort({ argv: ['--port=0'], env: { TIMBRE_PORT: '9100' } })).toBe(0);
    expect(choosePort({ argv: [], env: { TIMBRE_PORT: '9100' } })).toBe(9100);
    expect(choosePort({ argv: [], env: {} })).toBeUndefined();
    expect(choosePort({ argv: [], env: { TIMBRE_PORT: '' } })).toBeUndefined();
  });

  it('rejects values that are not a port, naming where they came from', () => {
    expect(() => choosePort({ argv: ['--port', 'abc'], env: {} })).toThrow(/--port must be a port number .* got "abc"/);
    expect(() => choosePort({ argv: ['--port', '70000'], env: {} })).toThrow(/--port/);
    expect(() => choosePort({ argv: ['--port', '-1'], env: {} })).toThrow(/--port/);
    expect(() => choosePort({ argv: [], env: { TIMBRE_PORT: '80.5' } })).toThrow(/TIMBRE_PORT/);
  });
});

describe('readOption', () => {
  it('reads both spellings, and the last occurrence wins', () => {
    expect(readOption(['--port', '1', '--port=2'], 'port')).toBe('2');
    expect(readOption(['--ports', '1'], 'port')).toBeUndefined();
    expect(readOption(['/path/to/app', '--data-dir', 'x', 'y'], 'data-dir')).toBe('x');
  });
});

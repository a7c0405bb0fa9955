import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DatabaseTooNewError, openDatabase } from '../../src-service/db/open.ts';
import { migrations } from '../../src-service/db/migrations/index.ts';
import { tempDir } from '../helpers/service.ts';

describe('database migrations', () => {
  it('a new file is brought to the latest version, with WAL and foreign keys on', () => {
    const file = join(tempDir(), 'timbre.db');
    const db = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
    // Opening again applies nothing twice.
    openDatabase(file).close();
  });

  it('a failing migration rolls back whole and leaves the version where it was', () => {
    const file = join(tempDir(), 'timbre.db');
    openDatabase(file).close();
    const broken = [...migrations, 'CREATE TABLE fresh (id INTEGER); INSERT INTO no_such_table VALUES (1);'];
    expect(() => openDatabase(file, broken)).toThrow(/no such table/);
    const db = new Database(file);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'fresh'").get()).toBeUndefined();
    db.close();
  });

  it('a database from a newer Timbre is refused with a clear message', () => {
    const file = join(tempDir(), 'timbre.db');
    const db = new Database(file);
    db.pragma(`user_version = ${migrations.length + 5}`);
    db.close();
    expect(() => openDatabase(file)).toThrow(DatabaseTooNewError);
    expect(() => openDatabase(file)).toThrow(/written by a newer Timbre: update Timbre, or point --data-dir at another folder/);
  });

  it("006 gives existing tasks a lane: sandbox and unknown work local, live work its provider's lane", () => {
    const file = join(tempDir(), 'timbre.db');
    openDatabase(file, migrations.slice(0, 5)).close();
    const db = new Database(file);
    const insert = db.prepare(
      `INSERT INTO tasks (id, tool, task_type, status, input, estimated_credits, engine, created_at, updated_at)
       VALUES (@id, @tool, 'T', @status, @input, 1, @engine, 'now', 'now')`,
    );
    const tts = (provider: string) => JSON.stringify({ text: 'hi', voiceId: `${provider}-x`, provider });
    const rows = [
      { id: 'task_01', tool: 'generate-tts', status: 'PENDING', engine: 'sandbox', input: tts('beta'), lane: 'local' },
      { id: 'task_02', tool: 'generate-tts', status: 'PENDING', engine: 'live', input: tts('alpha'), lane: 'alpha' },
      { id: 'task_03', tool: 'generate-tts', status: 'PROCESSING', engine: 'live', input: tts('beta'), lane: 'beta' },
      { id: 'task_04', tool: 'design-voice', status: 'PENDING', engine: 'live', input: '{}', lane: 'alpha' },
      { id: 'task_05', tool: 'clone-voice-from-audio', status: 'COMPLETED', engine: 'live', input: '{}', lane: 'alpha' },
      { id: 'task_06', tool: 'generate-video-from-text', status: 'PROCESSING', engine: 'live', input: '{}', lane: 'video' },
      { id: 'task_07', tool: 'generate-video-extension', status: 'PENDING', engine: 'sandbox', input: '{}', lane: 'local' },
      // Nothing to derive a provider from: local, the lane every row can run in.
      { id: 'task_08', tool: 'generate-tts', status: 'PENDING', engine: 'live', input: '{"text":"no provider"}', lane: 'local' },
      { id: 'task_09', tool: 'generate-tts', status: 'PENDING', engine: 'live', input: 'not json', lane: 'local' },
      { id: 'task_10', tool: 'generate-tts', status: 'PENDING', engine: null, input: tts('beta'), lane: 'local' },
    ];
    for (const { lane: _lane, ...row } of rows) insert.run(row);
    db.close();

    const migrated = openDatabase(file);
    expect(migrated.pragma('user_version', { simple: true })).toBe(migrations.length);
    const lanes = migrated.prepare('SELECT id, lane FROM tasks ORDER BY id').all();
    expect(lanes).toEqual(rows.map((r) => ({ id: r.id, lane: r.lane })));
    // Other columns are untouched, and only known lanes can be stored.
    expect(migrated.prepare('SELECT status, engine, input FROM tasks WHERE id = ?').get('task_09')).toEqual({
      status: 'PENDING',
      engine: 'live',
      input: 'not json',
    });
    expect(() => migrated.prepare("UPDATE tasks SET lane = 'gamma' WHERE id = 'task_01'").run()).toThrow(/CHECK constraint failed/);
    migrated.close();
  });

  it('009 indexes the assets already there for search, and keeps the index in step after', () => {
    const file = join(tempDir(), 'timbre.db');
    openDatabase(file, migrations.slice(0, 8)).close();
    const old = new Database(file);
    const insert = old.prepare(
      `INSERT INTO assets (id, kind, mime_type, bytes, file_name, origin, params, created_at)
       VALUES (?, 'audio', 'audio/wav', 1, ?, 'generated', ?, 'now')`,
    );
    insert.run('asset_01', 'Morning-Show.wav', JSON.stringify({ text: 'Good morning, listeners.' }));
    insert.run('asset_02', null, JSON.stringify({ text: 'The storm rolls in.' }));
    old.close();
    const db = openDatabase(file);
    const find = (q: string) =>
      db
        .prepare(
          'SELECT asset_id FROM assets_search WHERE file_name LIKE ? UNION SELECT asset_id FROM assets_search WHERE params LIKE ? ORDER BY 1',
        )
        .pluck()
        .all(`%${q}%`, `%${q}%`);
    expect(find('morning')).toEqual(['asset_01']);
    expect(find('STORM')).toEqual(['asset_02']);
    db.prepare("UPDATE assets SET file_name = 'Evening-Show.wav' WHERE id = 'asset_01'").run();
    db.prepare("DELETE FROM assets WHERE id = 'asset_02'").run();
    expect(find('evening-show')).toEqual(['asset_01']);
    expect(find('storm')).toEqual([]);
    db.close();
  });
});

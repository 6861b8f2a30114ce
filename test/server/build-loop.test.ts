/**
 * The states of serve --watch (BuildLoop) with runs the test controls: the
 * order of first run and rebuilds, saves gathered while a run builds, and a
 * stop that waits for the run under way and starts nothing after it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BuildLoop, type LoopRuns } from '../../src/server/build-loop.js';

/** Runs that record their calls and finish only when the test says so. */
function heldRuns() {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  let nextStart = new Promise<void>((resolve) => (started = resolve));
  const run = (name: string) => {
    calls.push(name);
    const done = new Promise<void>((resolve) => (release = resolve));
    started();
    return done;
  };
  const runs: LoopRuns = { first: () => run('first'), after: (changed) => run(`after ${changed.join(' ')}`) };
  return {
    runs,
    calls,
    /** Settles when the next run has started. */
    started: () => nextStart,
    finish() {
      nextStart = new Promise<void>((resolve) => (started = resolve));
      release();
    },
  };
}

describe('the states of serve --watch', () => {
  it('without a last build: the first run starts at once, saves meanwhile are built after it in one run', async () => {
    const held = heldRuns();
    const loop = new BuildLoop(held.runs, false);
    assert.equal(loop.state, 'first-run');
    loop.changed('content/a.md');
    loop.changed('content/b.md');
    assert.equal(loop.state, 'first-run');
    held.finish();
    await held.started();
    assert.equal(loop.state, 'building');
    held.finish();
    await loop.stop();
    assert.deepEqual(held.calls, ['first', 'after content/a.md content/b.md']);
  });

  it('serving the last build, nothing runs until asked; a save asks for the first run', async () => {
    const held = heldRuns();
    const loop = new BuildLoop(held.runs, true);
    assert.equal(loop.state, 'last-build');
    loop.changed('content/a.md');
    assert.equal(loop.state, 'first-run');
    held.finish();
    await held.started();
    held.finish();
    await loop.stop();
    assert.deepEqual(held.calls, ['first', 'after content/a.md']);
  });

  it('idle after a run; the next save builds alone, and a save under way waits for the run', async () => {
    const held = heldRuns();
    const loop = new BuildLoop(held.runs, false);
    held.finish();
    await loop.firstRun();
    assert.equal(loop.state, 'idle');
    loop.changed('a.md');
    assert.equal(loop.state, 'building');
    await held.started();
    loop.changed('b.md');
    held.finish();
    await held.started();
    held.finish();
    await new Promise<void>((resolve) => {
      const look = () => (loop.state === 'idle' ? resolve() : setImmediate(look));
      look();
    });
    assert.deepEqual(held.calls, ['first', 'after a.md', 'after b.md']);
  });

  it('stopping waits for the run under way, then starts nothing, whatever is saved', async () => {
    const held = heldRuns();
    const loop = new BuildLoop(held.runs, false);
    loop.changed('a.md');
    const stopped = loop.stop();
    assert.equal(loop.state, 'stopping');
    loop.changed('b.md');
    let over = false;
    void stopped.then(() => (over = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(over, false, 'stop waits for the first run');
    held.finish();
    await stopped;
    assert.deepEqual(held.calls, ['first']);
    assert.equal(loop.state, 'stopping');
  });
});

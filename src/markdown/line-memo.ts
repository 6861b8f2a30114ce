/**
 * Remembers how a grammar tokenized a line from a given state, so that a
 * line seen again from that state costs a lookup instead of the grammar's
 * regular expressions (30-150 µs a line in JavaScript). Code samples repeat
 * lines: `}`, `});`, blank lines, the same header or option. 59% of this
 * site's code lines and 78% of the benchmark corpus's repeat a line
 * already seen in the same language.
 *
 * A state is keyed by its frames (`toStateStackFrame`, vscode-textmate's own
 * description of a state: rule, dynamic end pattern, scopes), so a line is
 * only taken from the memo where the tokenizer would start from the same
 * place. The output is the same with or without it (checked on every code
 * block of this site and of the benchmark corpus).
 */
import type { HighlighterCore } from '@shikijs/core';

type Grammar = ReturnType<HighlighterCore['getLanguage']>;
type TokenizeLine = Grammar['tokenizeLine2'];

/** A tokenizer state as vscode-textmate makes it (`StateStackImpl`). */
interface StateFrames {
  parent: StateFrames | null;
  toStateStackFrame(): unknown;
}

/**
 * Lines kept in a thread, of all its grammars (about 0.9 KB each: 9 MB);
 * the memo starts afresh when full, and the lines that recur most are back
 * in it soon.
 */
const MAX_LINES = 10_000;

const lines = new Map<string, ReturnType<TokenizeLine>>();
const memoized = new WeakSet<Grammar>();
let grammars = 0;

export function memoizeLines(grammar: Grammar): void {
  if (memoized.has(grammar)) return;
  memoized.add(grammar);
  const tokenize: TokenizeLine = grammar.tokenizeLine2.bind(grammar);
  const id = grammars++;
  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    // A line holds no newline: it ends the other parts of the key.
    const key = `${id}\n${stateKey(state as unknown as StateFrames | null)}\n${line}`;
    let result = lines.get(key);
    if (!result) {
      result = tokenize(line, state, timeLimit);
      if (result.stoppedEarly) return result;
      if (lines.size >= MAX_LINES) lines.clear();
      lines.set(key, result);
    }
    return result;
  };
}

function stateKey(state: StateFrames | null): string {
  const frames: unknown[] = [];
  for (let s = state; s; s = s.parent) frames.push(s.toStateStackFrame());
  return JSON.stringify(frames);
}

/**
 * Where an MDX syntax error is for the author, which is not always where
 * the compiler says: a tag never closed is reported with no place but its
 * own in the text of the message (`… for \`<Tabs>\` (9:1-9:7)`), and a
 * `{/*` comment never closed at the end of the file, far from the `{`.
 */
export interface SyntaxMessage {
  reason: string;
  ruleId?: string | null;
  place?: { line: number; column: number } | { start: { line: number; column: number } } | null;
}

export interface Place {
  line?: number;
  column?: number;
}

export function syntaxPlace(message: SyntaxMessage): Place {
  const place = message.place && 'start' in message.place ? message.place.start : (message.place ?? undefined);
  if (place) return { line: place.line, column: place.column };
  const named = /\((\d+):(\d+)-\d+:\d+\)$/.exec(message.reason);
  return named ? { line: Number(named[1]), column: Number(named[2]) } : {};
}

/** For an expression the file ends in: the `{/*` after which no `*\/` comes, if that is what it is. */
export function unclosedComment(message: SyntaxMessage, text: string): Place | undefined {
  if (message.ruleId !== 'unexpected-eof' || !/in expression/.test(message.reason)) return undefined;
  const at = text.lastIndexOf('{/*');
  if (at < 0 || text.indexOf('*/', at + 3) >= 0) return undefined;
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

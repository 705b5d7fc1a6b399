// Parses JSON text keeping the line and column of every value, so messages can point into the file.
// A syntax error is explained in words and placed where the fix goes (the stray comma, the spot where a
// comma, a quote or a closing brace is missing), not only where the parser happened to stop: model/json-syntax/.
// Lint, build, server and scripts all read the manifest through parseJsonSource: what one accepts, all accept.
import {
  parse,
  evaluate,
  type DocumentNode,
  type AnyNode,
  type MemberNode,
  type ElementNode,
} from '@humanwhocodes/momoa';
import type { Problem } from './problems.ts';
import { controlCharacters } from './json-syntax/control-characters.ts';
import { explainSyntaxError } from './json-syntax/explain.ts';
import type { Position, SyntaxFault } from './json-syntax/stop.ts';
import { pointerSegments } from './json-pointer.ts';

export type { Position, SyntaxFault } from './json-syntax/stop.ts';

export interface JsonSource {
  value: unknown;
  /** Where the value at a JSON pointer (as ajv reports it, e.g. "/routes/0/blocks/2") starts in the file. */
  positionOf(pointer: string): Position | undefined;
  /** The value at a JSON pointer exactly as written in the file ("1.500", "\"2,995\""), to repeat it in messages. */
  textOf(pointer: string): string | undefined;
}

/** The file is not JSON. Most faults stop the parser, so there is one; control characters in texts are all listed. */
export class JsonSyntaxError extends Error {
  readonly position: Position;
  constructor(readonly faults: [SyntaxFault, ...SyntaxFault[]]) {
    super(faults[0].message);
    this.name = 'JsonSyntaxError';
    this.position = faults[0].position;
  }
}

/** The problems a JsonSyntaxError stands for, as lint lists them. */
export function syntaxProblems(error: JsonSyntaxError): Problem[] {
  return error.faults.map((fault) => ({
    severity: 'error',
    rule: 'syntax',
    code: fault.code,
    pointer: '',
    place: 'the file is not valid JSON',
    message: fault.message,
    ...fault.position,
  }));
}

/** Splits a JSON pointer into its keys: the one parser, in json-pointer.ts, also importable from here. */
export { pointerSegments };

export function parseJsonSource(input: string): JsonSource {
  // A byte-order mark (some Windows editors add one) is invisible and means nothing in JSON: it is dropped.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let document: DocumentNode;
  try {
    document = parse(text, { mode: 'json', ranges: false });
  } catch (error) {
    const err = error as Error & { line?: number; column?: number; offset?: number };
    if (typeof err.line !== 'number') throw error;
    throw new JsonSyntaxError([
      explainSyntaxError(text, err.message, { line: err.line, column: err.column ?? 1, offset: err.offset }),
    ]);
  }
  // Most files have no control character at all; only one that has any (a tab may also indent) is read token by token.
  const tokens = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\t]/.test(text)
    ? (parse(text, { mode: 'json', tokens: true }).tokens ?? [])
    : [];
  const [control, ...more] = controlCharacters(text, tokens);
  if (control) throw new JsonSyntaxError([control, ...more]);
  const nodeAt = (pointer: string): AnyNode => {
    let node: AnyNode = document.body;
    for (const segment of pointerSegments(pointer)) {
      if (node.type === 'Object') {
        const member: MemberNode | undefined = node.members.find(
          (m) => m.name.type === 'String' && m.name.value === segment,
        );
        if (!member) break;
        node = member.value;
      } else if (node.type === 'Array') {
        const element: ElementNode | undefined = node.elements[Number(segment)];
        if (!element) break;
        node = element.value;
      } else break;
    }
    return node;
  };
  return {
    value: evaluate(document),
    positionOf(pointer) {
      const { start } = nodeAt(pointer).loc;
      return { line: start.line, column: start.column };
    },
    textOf(pointer) {
      const { start, end } = nodeAt(pointer).loc;
      return text.slice(start.offset, end.offset);
    },
  };
}

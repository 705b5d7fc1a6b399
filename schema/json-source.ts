// Parses JSON text keeping the line and column of every value, so messages can point into the file.
import { parse, evaluate, type DocumentNode, type AnyNode, type MemberNode, type ElementNode } from '@humanwhocodes/momoa';

export interface Position {
  line: number;
  column: number;
}

export interface JsonSource {
  value: unknown;
  /** Where the value at a JSON pointer (as ajv reports it, e.g. "/routes/0/blocks/2") starts in the file. */
  positionOf(pointer: string): Position | undefined;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

const TOKEN_WORDS: Record<string, string> = {
  RBrace: "a closing brace '}'",
  RBracket: "a closing bracket ']'",
  LBrace: "an opening brace '{'",
  LBracket: "an opening bracket '['",
  Comma: "a comma ','",
  Colon: "a colon ':'",
  String: 'a text in quotes',
  Number: 'a number',
  EOF: 'the end of the file',
};

/** Turns momoa's "Unexpected token RBrace found." into words a non-developer can act on. */
function explainSyntaxError(raw: string): string {
  const found = /Unexpected token (\w+)/.exec(raw)?.[1];
  if (found === 'RBrace' || found === 'RBracket') {
    return `Unexpected ${TOKEN_WORDS[found]}. Is there a comma after the last item before it? JSON allows no comma before a closing '}' or ']'.`;
  }
  if (found === 'EOF') return 'The file ends too early: a closing \'}\' or \']\' is missing, or a text is missing its closing quote.';
  if (/Unexpected character/.test(raw) || /Unterminated/.test(raw) || /Unexpected end/.test(raw)) {
    return `${raw.replace(/\s*\(\d+:\d+\)\s*$/, '')}: is a quote (") missing around a text or a name, or a comma missing between two items?`;
  }
  if (found) return `Unexpected ${TOKEN_WORDS[found] ?? found}: is a comma missing between two items, or a quote (") around a name?`;
  return raw;
}

export function parseJsonSource(text: string): JsonSource {
  let document: DocumentNode;
  try {
    document = parse(text, { mode: 'json', ranges: false });
  } catch (error) {
    const err = error as Error & { line?: number; column?: number };
    throw new JsonSyntaxError(explainSyntaxError(err.message), { line: err.line ?? 1, column: err.column ?? 1 });
  }
  return {
    value: evaluate(document),
    positionOf(pointer) {
      let node: AnyNode = document.body;
      const segments = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      for (const segment of segments) {
        if (node.type === 'Object') {
          const member: MemberNode | undefined = node.members.find((m) => m.name.type === 'String' && m.name.value === segment);
          if (!member) break;
          node = member.value;
        } else if (node.type === 'Array') {
          const element: ElementNode | undefined = node.elements[Number(segment)];
          if (!element) break;
          node = element.value;
        } else break;
      }
      return { line: node.loc.start.line, column: node.loc.start.column };
    },
  };
}

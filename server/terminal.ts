// Text that visitors typed, printed in an operator's terminal by the listing scripts.

/** Visitor text shown in a terminal: control characters (escape sequences could rewrite the screen) made visible. */
export function visible(text: string, keepNewlines = false): string {
  const unsafe = keepNewlines
    ? /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
    : /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
  return text.replace(unsafe, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

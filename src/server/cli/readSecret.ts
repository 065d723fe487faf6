/**
 * Reads one secret line from standard input. At a terminal, the typed characters are not shown
 * (raw mode: no echo, nothing in the scrollback); from a pipe or a file (scripts, tests), the
 * first line is read as it is, without its line ending.
 */

/** Raised when the person pressed Ctrl+C at the prompt. */
export class Interrupted extends Error {}

/** The first line of everything on a non-terminal standard input. */
async function readPipedLine(input: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  const text = Buffer.concat(chunks).toString('utf8');
  return text.split(/\r?\n/)[0] ?? '';
}

/** One line typed at the terminal, not echoed; Backspace works, Ctrl+C interrupts. */
function readHiddenLine(
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
  prompt: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    output.write(prompt);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const finish = (result: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      result();
    };
    function onData(data: string) {
      for (const char of data) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          const line = typed.join('');
          typed = [];
          finish(() => resolve(line));
          return;
        }
        if (char === '\u0003') {
          finish(() => reject(new Interrupted('Interrupted.')));
          return;
        }
        if (char === '\u007f' || char === '\b') {
          typed.pop();
        } else if (char === '\u0015') {
          // Ctrl+U: start the line again.
          typed = [];
        } else if (char >= ' ') {
          typed.push(char);
        }
      }
    }
    input.on('data', onData);
  });
}

export interface SecretInput {
  /** Whether the input is a terminal (then the secret is asked twice, unseen). */
  interactive: boolean;
  read: (prompt: string) => Promise<string>;
}

export function secretInput(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): SecretInput {
  const interactive = Boolean(input.isTTY);
  let piped: Promise<string> | undefined;
  return {
    interactive,
    read: (prompt) => {
      if (interactive) return readHiddenLine(input, output, prompt);
      piped ??= readPipedLine(input);
      return piped;
    },
  };
}

/** A field separator of a spreadsheet's export: comma, semicolon or tab (codes themselves may hold spaces and hyphens). */
const SEPARATOR = /[,;\t]/;

const lines = (text: string) => text.split(/\r\n|\r|\n/);

/** The first column of one CSV line, its quotes undone ("AB,CD" stays whole). */
function firstColumn(line: string): string {
  const quoted = /^\s*"((?:[^"]|"")*)"/.exec(line);
  if (quoted) return quoted[1]!.replaceAll('""', '"');
  return line.split(SEPARATOR, 1)[0]!;
}

/** The pasted list: one code a line, trimmed, blank lines dropped (the server's rule judges the codes). */
export function readCodeLines(text: string): string[] {
  return lines(text)
    .map((line) => line.trim())
    .filter((code) => code !== '');
}

/** An uploaded CSV or text file: the first column of each row (a plain list is a one-column CSV). */
export function readCodeFile(text: string): string[] {
  return readCodeLines(lines(text).map(firstColumn).join('\n'));
}

/** One area's validation texts: the server's English text → its catalogue message. */
export type ValidationWords = Record<string, () => string>;

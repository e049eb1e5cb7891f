/** One zod issue as the server and the fixtures word it: the path and zod's message. */
export interface ValidationIssue {
  path: PropertyKey[];
  message: string;
}

/** Letters only, lower-case: 'downloadLink2' and 'Second download link …' both contain 'downloadlink'. */
const lettersOnly = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Our schema messages name their field; zod's built-in ones do not, so those get the path prefixed. */
export function describeIssue(issue: ValidationIssue): string {
  const field = issue.path.map(String).join('.');
  // In a list ('partners.0.name') the message names the last field ('Partner name is required').
  const last = [...issue.path].reverse().find((segment) => typeof segment === 'string');
  if (!field || (typeof last === 'string' && lettersOnly(issue.message).includes(lettersOnly(last.replace(/Paise$/, ''))))) return issue.message;
  return `${field}: ${issue.message}`;
}

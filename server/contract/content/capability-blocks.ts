import { CAPABILITIES, type Capability, type CapabilitySwitches } from '../capabilities/schemas';

/** Page text between `[[name]]` and `[[/name]]` lines shows only while that capability is on (decision 010); unknown names stay, no nesting. */
const MARKER = /^\[\[(\/?)([a-z-]+)\]\]$/;

export function showCapabilityBlocks(content: string, switches: CapabilitySwitches): string {
  const kept: string[] = [];
  let inside: Capability | null = null;
  for (const line of content.split('\n')) {
    const marker = MARKER.exec(line.trim());
    const name = marker?.[2] as Capability | undefined;
    if (marker && name && (CAPABILITIES as readonly string[]).includes(name)) {
      const closing = marker[1] === '/';
      if (!closing && inside === null) inside = name;
      else if (closing && inside === name) inside = null;
      continue;
    }
    if (inside === null || switches[inside]) kept.push(line);
  }
  // Removing a block can leave three or more line breaks in a row; one blank line separates blocks.
  return kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

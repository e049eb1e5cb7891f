import { CAPABILITIES, type Capability, type CapabilitySwitches } from '../capabilities/schemas';

/**
 * A page can hold text about a capability between a line `[[referrals]]` and a line
 * `[[/referrals]]` (any capability name). Readers see that text only while the capability is on,
 * so a page's words follow the switch by themselves (decision 010). Markers of unknown names stay
 * as written; blocks do not nest.
 */
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

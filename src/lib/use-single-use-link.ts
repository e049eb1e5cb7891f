import { useEffect, useRef } from 'react';

/** A mailed link is single-use: its token goes to the server once per page visit, even if React mounts twice. */
export function useSingleUseLink(token: string | undefined, send: (input: { token: string }) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send({ token });
  }, [token, send]);
}

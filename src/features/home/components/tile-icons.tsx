import { LineIcon } from '#kit/ui/line-icon';

export const TILE_ICONS = {
  wheel: (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
    </LineIcon>
  ),
  calendar: (
    <LineIcon>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M9 14.5l2 2 4-4" />
    </LineIcon>
  ),
  gift: (
    <LineIcon>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1.2C7 8 9.5 8 12 8zm0 0c1.5-3 5-3.5 5-1.2C17 8 14.5 8 12 8z" />
    </LineIcon>
  ),
  ticket: (
    <LineIcon>
      <path d="M3.5 8a2 2 0 0 0 0 4 2 2 0 0 1 0 4V18h17v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6h-17z" />
      <path d="M14 6v12" strokeDasharray="2 2" />
    </LineIcon>
  ),
  phone: (
    <LineIcon>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3M9.5 10.5l2 2 3.5-3.5" />
    </LineIcon>
  ),
};

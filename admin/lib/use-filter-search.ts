import { useNavigate } from '@tanstack/react-router';

/** Sets one of a list's filters in the URL (`undefined` takes it out) and goes back to the first page. */
export function useFilterSearch(param: string) {
  const navigate = useNavigate();
  return (value: string | undefined) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, [param]: value, page: undefined }) });
}

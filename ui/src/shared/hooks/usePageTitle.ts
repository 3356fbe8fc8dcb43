import { useEffect } from 'react';

/** Sets the document title: "<title> · Voluntech". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Voluntech` : 'Voluntech';
  }, [title]);
}

import { type AnchorHTMLAttributes, createContext, type MouseEvent, type Ref, useContext } from 'react';
import type { LoginResult } from '../api/login.ts';

/**
 * How a page without a session moves on, whether it opened first (`LoginShell`: no router, no query cache) or
 * inside the whole app (`RouterPublicNavigation`, on React Router).
 */
export interface PublicNavigation {
  /** The current page's query string ('?next=…', or ''). */
  search: string;
  /** Goes to a page of the app: a new history entry, or this one replaced. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** A session was just opened: the app forgets what it held for another session, then shows `to` in its place. */
  signedIn(result: LoginResult, to: string): Promise<void>;
}

export const PublicNavigationContext = createContext<PublicNavigation | null>(null);

export function usePublicNavigation(): PublicNavigation {
  const navigation = useContext(PublicNavigationContext);
  if (!navigation) throw new Error('usePublicNavigation needs a PublicNavigationContext provider');
  return navigation;
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

type PublicLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A link to a page of the app, followed without reloading; opened in a new tab as any link with a modifier key. */
export function PublicLink({ to, onClick, target, ...props }: PublicLinkProps) {
  const { navigate } = usePublicNavigation();
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

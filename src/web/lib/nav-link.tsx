import { Link, type LinkProps, resolvePath, useRouter } from './router.tsx';

// Its own module: only the admin pages use it, so the home page's first load does not carry it.

export interface NavLinkProps extends LinkProps {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/** A link that says when it is the current page: `aria-current="page"` and the class "active". */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { location } = useRouter('<NavLink>');
  const target = resolvePath(rest.to, location).pathname.replace(/\/+$/, '').toLowerCase();
  const here = location.pathname.replace(/\/+$/, '').toLowerCase();
  const active = here === target || (!end && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

import { Link, useLocation } from '@tanstack/react-router';
import classes from './bottom-nav.module.css';
import { HIDE_NAV_WHILE_TYPING_ON, isActivePath, NAV_ITEMS } from './nav-items.ts';
import { useFormFieldFocus } from './use-form-field-focus.ts';

/** The signed-in bottom navigation: five fixed entries, the current one highlighted by exact path. */
export function BottomNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const hideWhileTyping = HIDE_NAV_WHILE_TYPING_ON.includes(pathname);
  const typing = useFormFieldFocus(hideWhileTyping);
  const hidden = hideWhileTyping && typing;

  return (
    <nav className={classes.bar} aria-label="Main" data-hidden={hidden || undefined} aria-hidden={hidden}>
      <div className={classes.inner}>
        {NAV_ITEMS.map(({ label, to, Icon }) => {
          const active = isActivePath(pathname, to);
          return (
            <Link
              key={to}
              to={to}
              className={classes.item}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              activeOptions={{ exact: true }}
              tabIndex={hidden ? -1 : undefined}
            >
              <span className={classes.icon}>
                <Icon size={22} stroke={active ? 2.2 : 1.8} />
              </span>
              {label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}

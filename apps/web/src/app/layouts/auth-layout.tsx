// Left as written by React Compiler (ADR 0118): rendered once per screen, and in the login page's byte budget.
'use no memo';

import { useState } from 'react';
import { Outlet } from 'react-router';
import { PageSuspense } from '../../components/layout/page-suspense';
import { Footer } from '../../components/layout/footer';
import { pickLoginBackground } from '../../features/auth/lib/pick-login-background';
import { useEsgMode } from '../../shared/state/embedding-store';
import classes from './auth-layout.module.css';

/** Frame of the logged-out pages: one random artwork per visit behind a centred card, the footer below (not in ESG mode). */
export function AuthLayout() {
  const [background] = useState(() => pickLoginBackground());
  // Embedded in the sister product (spec section 4), the frame has no room for the footer.
  const esgMode = useEsgMode();
  return (
    <div className={classes.page} style={{ backgroundImage: `url(${background})` }} data-background={background}>
      <main className={classes.main}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      {!esgMode && <Footer loggedIn={false} translucent />}
    </div>
  );
}

import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFocus } from '@/api/content/get-banners';
import { useMember } from '@/api/user/get-user-base';
import { paths } from '@/config/paths';
import { safeRedirect } from '@/lib/redirect';
import { LoginArt } from '../components/login-art';
import { LoginForm } from '../components/login-form';
import styles from './login-page.module.css';

/** /login: the art banner beside the form; after login, back to `?redirect=` (this site only) or home. */
export default function LoginPage(): React.JSX.Element {
  const member = useMember();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const banners = useFocus('login');
  const target = safeRedirect(searchParams.get('redirect'), paths.home);
  // A login sent from this page makes the visitor a member too; that one goes to the redirect target.
  const [loggingIn, setLoggingIn] = useState(false);

  // Someone already logged in has nothing to do here.
  if (member && !loggingIn) return <Navigate to={paths.user} replace />;

  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <div className={styles.art}>
          <LoginArt banner={banners.data?.[0]} />
        </div>
        <div className={styles.card}>
          <LoginForm
            onStart={() => setLoggingIn(true)}
            onSuccess={() => void navigate(target, { replace: true })}
            onFailure={() => setLoggingIn(false)}
          />
        </div>
      </div>
    </div>
  );
}

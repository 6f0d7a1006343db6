import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The reference for the login page's Lighthouse figures (npm run bench): the same form (heading,
 * e-mail, password, button) in React and nothing else, built with the project's Vite, so the
 * difference between the two is what the app adds on top of React.
 */
function BareLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <main
      style={{
        maxWidth: 420,
        margin: '10vh auto',
        padding: 24,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>Log in</h1>
      <p>Welcome back. Log in to manage your business accounts.</p>
      <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
        <label>
          Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password{' '}
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit">Log in</button>
      </form>
      {sent && <p role="status">Sent.</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BareLogin />
  </StrictMode>,
);
